// A worker pool as a page's hook runs it (the sweep, the library race, the paired
// replications): one worker a core, started in a task of its own so the click's task only
// draws the run's start, and settled only while it is still the hook's current run.
import {
  deferredPool,
  poolSize,
  runJobPool,
  type PoolOptions,
  type PoolOutcome,
  type PoolRun,
} from './jobPool';

/** The hook's handle on its run in progress (a React ref). */
export interface CurrentRun {
  current: PoolRun | null;
}

/**
 * Starts a pool as `current`'s run and calls `settle` with its outcome, unless by then another
 * run (a later start, a different input, the panel's close) has taken `current` over: a stale
 * run's ending must not overwrite the newer one's state.
 */
export function startPagePool<I, R>(
  current: CurrentRun,
  options: Omit<PoolOptions<I, R>, 'size'>,
  settle: (outcome: PoolOutcome) => void,
): PoolRun {
  const pool = deferredPool(() => {
    // Node before 21 (tests) has no navigator; poolSize then assumes 2 cores.
    const cores = globalThis.navigator?.hardwareConcurrency;
    return runJobPool({ ...options, size: poolSize(cores, options.jobs.length) });
  });
  current.current = pool;
  void pool.finished.then((outcome) => {
    if (current.current !== pool) return;
    current.current = null;
    settle(outcome);
  });
  return pool;
}
