// Pure: the engineer's tools' part of the page's address (a sweep's form, the open race),
// and what a switch of scenario leaves of it: nothing, since a sweep's paths and the race
// belong to the scenario they were opened over.
import { SWEEP_PARAMS } from '../sweep/sweepLink';
import { RACE_PARAM } from '../race/raceLink';

const WORKBENCH_PARAMS: readonly string[] = [...Object.values(SWEEP_PARAMS), RACE_PARAM];

/** `href` without the sweep's and the race's query parameters; the rest kept as it was. */
export function withoutWorkbench(href: string): string {
  const url = new URL(href);
  for (const name of WORKBENCH_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** `href` without the sweep's query parameters (the sweep view closed). */
export function withoutSweep(href: string): string {
  const url = new URL(href);
  for (const name of Object.values(SWEEP_PARAMS)) url.searchParams.delete(name);
  return url.toString();
}

/** What a switch of scenario did to the engineer's tools, for the note that says so. */
export type SwitchPart = 'baselineCleared' | 'sweepReset' | 'raceClosed';

/** The parts a switch clears or sets up again, given what was open. */
export function switchParts(open: {
  baseline: boolean;
  sweep: boolean;
  race: boolean;
}): SwitchPart[] {
  const parts: SwitchPart[] = [];
  if (open.baseline) parts.push('baselineCleared');
  if (open.sweep) parts.push('sweepReset');
  if (open.race) parts.push('raceClosed');
  return parts;
}
