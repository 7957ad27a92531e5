// The race view's link parameter, in a module of its own: the first screen asks whether a
// link opens the race without loading the race view (React.lazy) or the engine's race.
export const RACE_PARAM = 'race';

/** The page's address with the race open (or closed), the rest of the address kept. */
export function withRace(href: string, open: boolean): string {
  const url = new URL(href);
  if (open) url.searchParams.set(RACE_PARAM, '1');
  else url.searchParams.delete(RACE_PARAM);
  return url.toString();
}

export const hasRaceLink = (search: string): boolean => new URLSearchParams(search).has(RACE_PARAM);
