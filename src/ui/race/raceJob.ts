// Pure: the library race as jobs for the page's worker pool (src/ui/sweep/sweepPool.ts): one
// job per library preset, each its own simulation of the same outage on the same seed, so
// the race runs off the page's main thread and comes back identical to `raceBreakers`.
// The worker entry (src/worker/race.worker.ts) is this handler bound to its `self`; the unit
// tests drive the same handler through the pool.
import {
  BREAKER_PRESETS,
  raceResult,
  runRaceEntry,
  type RaceEntry,
  type RaceOutage,
  type RaceResult,
} from '../../sim/libraries';
import type { FromSweepWorker, ToSweepWorker } from '../sweep/sweepPool';

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

/** One worker's message handler: keeps the outage from `prepare`, answers each job. */
export function createRaceWorker(
  post: (message: FromSweepWorker<RaceJobResult>) => void,
): (message: ToSweepWorker<RaceInput>) => void {
  let outage: RaceOutage | null = null;
  return (m) => {
    try {
      if (m.type === 'prepare') outage = m.input.outage;
      else if (outage) post({ type: 'result', result: runRaceJob(outage, m.job) });
    } catch (e) {
      post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };
}
