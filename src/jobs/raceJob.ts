// Pure: the library race as jobs for the page's worker pool (jobPool.ts): one job per
// library preset, each its own simulation of the same outage on the same seed, so the race
// runs off the page's main thread and comes back identical to `raceBreakers`. The worker
// entry (src/worker/race.worker.ts) serves RACE_JOB with the shared handler; the unit tests
// drive the same handler through the pool.
import {
  BREAKER_PRESETS,
  raceResult,
  runRaceEntry,
  type RaceEntry,
  type RaceOutage,
  type RaceResult,
} from '../sim/libraries';
import type { PoolJob } from './jobProtocol';

/** Plain JSON: it crosses to the workers. */
export interface RaceInput {
  outage: RaceOutage;
}

export interface RaceJobResult {
  /** The preset's index in BREAKER_PRESETS. */
  job: number;
  entry: RaceEntry;
}

/** Every preset, in the catalogue's order. */
export const RACE_JOBS: readonly number[] = BREAKER_PRESETS.map((_, i) => i);

/** @internal exported for tests */
export function runRaceJob(outage: RaceOutage, job: number): RaceJobResult {
  const preset = BREAKER_PRESETS[job];
  if (!preset) throw new Error(`race: no library preset number ${job}`);
  return { job, entry: runRaceEntry(preset, outage) };
}

/** The race from its jobs' results, in whatever order they arrived. */
export function assembleRace(outage: RaceOutage, results: readonly RaceJobResult[]): RaceResult {
  const byJob = [...results].sort((a, b) => a.job - b.job);
  return raceResult(
    outage,
    byJob.map((r) => r.entry),
  );
}

/** The race as a pool job: the outage is all a worker keeps; each job is one preset. */
export const RACE_JOB: PoolJob<RaceInput, RaceOutage, RaceJobResult> = {
  prepare: (input) => ({ ok: true, prepared: input.outage }),
  run: runRaceJob,
};
