// Public API of the library presets and the breaker race.
export { BREAKER_PRESETS, presetReason, type BreakerPreset } from './breakerPresets';
export {
  DEFAULT_OUTAGE,
  raceBreakers,
  raceResult,
  raceScenario,
  runRaceEntry,
  type RaceEntry,
  type RaceOutage,
  type RaceResult,
} from './breakerRace';
