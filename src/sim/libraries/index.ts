// Public API of the library presets and the breaker race.
export { BREAKER_PRESETS, type BreakerPreset } from './breakerPresets';
export {
  DEFAULT_OUTAGE,
  raceResult,
  runRaceEntry,
  type RaceEntry,
  type RaceOutage,
  type RaceResult,
} from './breakerRace';
