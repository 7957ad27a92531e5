// A sweep as the page runs it: prepared on the main thread (so a bad input says why at
// once), its jobs on the worker pool, its summaries recomputed once per batch of results.
// Its lifecycle is sweepJobMachine's; the pool's callbacks only send it what happened.
import { useCallback } from 'react';
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
import type { PoolProgress, PoolWorker } from '../../jobs/jobPool';
import type { JobStatus } from '../jobs/jobMachine';
import type { PoolJobSpec } from '../jobs/poolJobRunner';
import { usePoolJob } from '../jobs/usePoolJob';
import { useWarmShelf } from '../jobs/useWarmShelf';
import { workerShelf } from '../../jobs/workerShelf';
import type { FormProblem } from './sweepForm';
import { sweepJobMachine } from './sweepJobMachine';

export type SweepStatus = JobStatus;

export interface SweepRunState {
  status: SweepStatus;
  /** Cancel is offered: the machine takes a cancel now. */
  canCancel: boolean;
  sweep: PreparedSweep | null;
  cells: CellSummary[];
  progress: PoolProgress | null;
  /** What the core found wrong with a sweep that cannot run, or a worker's failure. */
  problems: FormProblem[];
}

/** The sweep's workers, kept from one run to the next while the panel is open. */
const sweepWorkers = workerShelf(
  () =>
    new Worker(new URL('../../worker/sweep.worker.ts', import.meta.url), {
      type: 'module',
    }) as unknown as PoolWorker<SweepInput, JobResult>,
);

const sweepJob: PoolJobSpec<SweepInput, JobResult, PreparedSweep, CellSummary[], FormProblem> = {
  createWorker: sweepWorkers.take,
  keepWorker: sweepWorkers.put,
  fold: (sweep, arrived) => summarize(sweep, arrived),
  // The merge checks every job is there once: the CSV is the CLI's, byte for byte.
  finish: (sweep, arrived) => {
    try {
      return { results: summarize(sweep, mergeResults(sweep, arrived)) };
    } catch (e) {
      if (!(e instanceof SweepInputError)) throw e;
      return { problems: [e.problem] };
    }
  },
  failure: (message, crashed) => ({
    code: 'workerFailed',
    facts: { detail: crashed ? '' : message },
  }),
};

export function useSweepRun() {
  const actor = useActorRef(sweepJobMachine);
  useWarmShelf(sweepWorkers);
  const status = useSelector(actor, (s) => s.value as SweepStatus);
  const canCancel = useSelector(actor, (s) => s.can({ type: 'cancel.requested' }));
  const context = useSelector(actor, (s) => s.context);
  const job = usePoolJob(actor, sweepJob);
  const { start: startJob, refuse } = job;

  /** Runs `input`; `prepared` when the caller has already prepared it (it is not cheap). */
  const start = useCallback(
    (input: SweepInput, prepared = prepareSweep(input)) => {
      if (!prepared.ok) refuse(prepared.problems);
      else
        startJob(
          prepared.sweep,
          input,
          prepared.sweep.jobs.map((j) => j.index),
        );
    },
    [startJob, refuse],
  );

  const state: SweepRunState = {
    status,
    canCancel,
    sweep: context.job,
    cells: context.results,
    progress: context.progress,
    problems: context.problems,
  };
  return { state, start, cancel: job.cancel, reset: job.reset };
}
