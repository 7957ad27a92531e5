// A sweep as the page runs it: prepared on the main thread (so a bad input says why at
// once), its jobs on the worker pool, its summaries recomputed once per batch of results.
// Its lifecycle is sweepJobMachine's; the pool's callbacks only send it what happened.
import { useCallback, useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
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
import { sweepJobMachine, type SweepJobState } from './sweepJobMachine';

export type SweepStatus = SweepJobState;

export interface SweepRunState {
  status: SweepStatus;
  sweep: PreparedSweep | null;
  cells: CellSummary[];
  progress: PoolProgress | null;
  /** What the core found wrong with a sweep that cannot run, or a worker's failure. */
  problems: FormProblem[];
}

const createWorker = (): PoolWorker<SweepInput, JobResult> =>
  new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<SweepInput, JobResult>;

export function useSweepRun() {
  const actor = useActorRef(sweepJobMachine);
  const status = useSelector(actor, (s) => s.value as SweepStatus);
  const context = useSelector(actor, (s) => s.context);
  const run = useRef<PoolRun | null>(null);
  const results = useRef<JobResult[]>([]);

  const cancel = useCallback(() => {
    actor.send({ type: 'cancel.requested' });
    run.current?.cancel();
  }, [actor]);
  useEffect(() => () => run.current?.cancel(), []);

  /** Runs `input`; `prepared` when the caller has already prepared it (it is not cheap). */
  const start = useCallback(
    (input: SweepInput, prepared = prepareSweep(input)) => {
      run.current?.cancel();
      if (!prepared.ok) {
        actor.send({ type: 'sweep.refused', problems: prepared.problems });
        return;
      }
      const { sweep } = prepared;
      const mine: JobResult[] = [];
      results.current = mine;
      actor.send({
        type: 'sweep.started',
        sweep,
        cells: summarize(sweep, []),
        total: sweep.jobs.length,
      });
      // Only the run that is current speaks: a cancelled or replaced pool's late news is not.
      const current = () => results.current === mine;
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
            if (!current()) return;
            mine.push(...batch);
            actor.send({ type: 'batch.arrived', cells: summarize(sweep, mine), progress });
          },
        },
        (outcome) => {
          if (!current()) return;
          if (outcome === 'done') {
            // The merge checks every job is there once: the CSV is the CLI's, byte for byte.
            try {
              const merged = mergeResults(sweep, mine);
              actor.send({ type: 'sweep.finished', cells: summarize(sweep, merged) });
            } catch (e) {
              if (!(e instanceof SweepInputError)) throw e;
              actor.send({ type: 'sweep.failed', problems: [e.problem] });
            }
          } else if (outcome === 'cancelled') actor.send({ type: 'sweep.cancelled' });
          else {
            const detail = outcome.crashed ? '' : outcome.failed;
            const problem: FormProblem = { code: 'workerFailed', facts: { detail } };
            actor.send({ type: 'sweep.failed', problems: [problem] });
          }
        },
      );
    },
    [actor],
  );

  /** Cancels what runs and forgets the results (a switch of scenario). */
  const reset = useCallback(() => {
    results.current = [];
    run.current?.cancel();
    run.current = null;
    actor.send({ type: 'sweep.reset' });
  }, [actor]);

  const state: SweepRunState = { status, ...context };
  return { state, start, cancel, reset };
}
