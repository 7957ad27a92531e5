// A sweep as the page runs it: prepared on the main thread (so a bad input says why at
// once), its jobs on the worker pool, its summaries recomputed once per batch of results.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  mergeResults,
  prepareSweep,
  summarize,
  type CellSummary,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
} from '../../sweep';
import { startPagePool } from './pagePool';
import type { PoolProgress, PoolRun, SweepWorkerLike } from './sweepPool';

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface SweepRunState {
  status: SweepStatus;
  sweep: PreparedSweep | null;
  cells: CellSummary[];
  progress: PoolProgress | null;
  /** The core's messages for a sweep that cannot run, or a worker's failure. */
  errors: string[];
}

const IDLE: SweepRunState = { status: 'idle', sweep: null, cells: [], progress: null, errors: [] };

const createWorker = (): SweepWorkerLike =>
  new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as SweepWorkerLike;

export function useSweepRun() {
  const [state, setState] = useState<SweepRunState>(IDLE);
  const run = useRef<PoolRun | null>(null);
  const results = useRef<JobResult[]>([]);

  const cancel = useCallback(() => run.current?.cancel(), []);
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback((input: SweepInput) => {
    run.current?.cancel();
    const prepared = prepareSweep(input);
    if (!prepared.ok) {
      setState((s) => ({ ...s, status: 'failed', errors: prepared.errors }));
      return;
    }
    const { sweep } = prepared;
    results.current = [];
    const total = sweep.jobs.length;
    setState({
      status: 'running',
      sweep,
      cells: summarize(sweep, []),
      progress: { done: 0, total, elapsedMs: 0, leftMs: null },
      errors: [],
    });
    // The workers start in a task of their own, after the form's state is drawn: creating them
    // in the click's task made that one task of ~50 ms CPU (profiled in Chromium, issue 10 §4).
    startPagePool<SweepInput, JobResult>(
      run,
      {
        input,
        jobs: sweep.jobs.map((j) => j.index),
        createWorker,
        // One summary and one state update per batch, not per result.
        onBatch: (batch, progress) => {
          results.current.push(...batch);
          setState((s) => ({ ...s, cells: summarize(sweep, results.current), progress }));
        },
      },
      (outcome) => {
        if (outcome === 'done') {
          // The merge checks every job is there once: the CSV is the CLI's, byte for byte.
          const merged = mergeResults(sweep, results.current);
          setState((s) => ({ ...s, status: 'done', cells: summarize(sweep, merged) }));
        } else if (outcome === 'cancelled') setState((s) => ({ ...s, status: 'cancelled' }));
        else setState((s) => ({ ...s, status: 'failed', errors: [outcome.failed] }));
      },
    );
  }, []);

  return { state, start, cancel };
}
