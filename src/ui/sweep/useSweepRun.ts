// A sweep as the page runs it: prepared on the main thread (so a bad input says why at
// once), its jobs on the worker pool, its summaries recomputed once per batch of results.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  mergeResults,
  prepareSweep,
  summarize,
  SweepInputError,
  type CellSummary,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
} from '../../sweep';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolProgress, PoolRun, PoolWorker } from '../../jobs/jobPool';
import type { FormProblem } from './sweepForm';

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface SweepRunState {
  status: SweepStatus;
  sweep: PreparedSweep | null;
  cells: CellSummary[];
  progress: PoolProgress | null;
  /** What the core found wrong with a sweep that cannot run, or a worker's failure. */
  problems: FormProblem[];
}

const IDLE: SweepRunState = {
  status: 'idle',
  sweep: null,
  cells: [],
  progress: null,
  problems: [],
};

const createWorker = (): PoolWorker<SweepInput, JobResult> =>
  new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<SweepInput, JobResult>;

export function useSweepRun() {
  const [state, setState] = useState<SweepRunState>(IDLE);
  const run = useRef<PoolRun | null>(null);
  const results = useRef<JobResult[]>([]);

  const cancel = useCallback(() => run.current?.cancel(), []);
  useEffect(() => () => run.current?.cancel(), []);

  /** Runs `input`; `prepared` when the caller has already prepared it (it is not cheap). */
  const start = useCallback((input: SweepInput, prepared = prepareSweep(input)) => {
    run.current?.cancel();
    if (!prepared.ok) {
      setState((s) => ({ ...s, status: 'failed', problems: prepared.problems }));
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
      problems: [],
    });
    // The workers start in a task of their own, after the form's state is drawn: creating them
    // in the click's task made that one task of ~50 ms CPU (profiled in Chromium).
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
          try {
            const merged = mergeResults(sweep, results.current);
            setState((s) => ({ ...s, status: 'done', cells: summarize(sweep, merged) }));
          } catch (e) {
            if (!(e instanceof SweepInputError)) throw e;
            setState((s) => ({ ...s, status: 'failed', problems: [e.problem] }));
          }
        } else if (outcome === 'cancelled') setState((s) => ({ ...s, status: 'cancelled' }));
        else {
          const detail = outcome.crashed ? '' : outcome.failed;
          const problem: FormProblem = { code: 'workerFailed', facts: { detail } };
          setState((s) => ({ ...s, status: 'failed', problems: [problem] }));
        }
      },
    );
  }, []);

  /** Cancels what runs and forgets the results (a switch of scenario). */
  const reset = useCallback(() => {
    run.current?.cancel();
    run.current = null;
    results.current = [];
    setState(IDLE);
  }, []);

  return { state, start, cancel, reset };
}
