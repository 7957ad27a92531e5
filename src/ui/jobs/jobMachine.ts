// A page's worker-pool job as a statechart (the sweep, the paired replications, the library
// race): idle → running → done, or cancelling → cancelled, or failed; a new start or a reset
// from any state. One machine, made per job with the job's types: `J` what runs, `R` its
// results so far, `P` a problem with it. The pool's callbacks send facts in the past tense;
// the machine alone decides what a late one means (a batch after a cancel still counts, a
// batch after a reset is ignored, since the machine is idle).
import { assign, setup } from 'xstate';
import type { PoolProgress } from '../../jobs/jobPool';

export interface JobContext<J, R, P> {
  job: J | null;
  results: R;
  progress: PoolProgress | null;
  /** Why a job cannot run, or why it failed. */
  problems: P[];
}

export type JobEvent<J, R, P> =
  | { type: 'job.started'; job: J; results: R; total: number }
  | { type: 'job.refused'; problems: P[] }
  | { type: 'batch.arrived'; results: R; progress: PoolProgress }
  | { type: 'job.finished'; results: R }
  | { type: 'job.failed'; problems: P[] }
  | { type: 'cancel.requested' }
  | { type: 'job.cancelled' }
  | { type: 'job.reset' };

export type JobStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';

/** The lifecycle for one kind of job; `noResults` is what it shows before any. */
export function createJobMachine<J, R, P>(id: string, noResults: R) {
  const empty: JobContext<J, R, P> = {
    job: null,
    results: noResults,
    progress: null,
    problems: [],
  };
  type Ev = JobEvent<J, R, P>;
  return setup({
    types: { context: {} as JobContext<J, R, P>, events: {} as Ev },
    actions: {
      begin: assign(({ event }) =>
        event.type === 'job.started'
          ? {
              job: event.job,
              results: event.results,
              progress: { done: 0, total: event.total, elapsedMs: 0, leftMs: null },
              problems: [],
            }
          : {},
      ),
      takeBatch: assign(({ event }) =>
        event.type === 'batch.arrived' ? { results: event.results, progress: event.progress } : {},
      ),
      takeFinal: assign(({ event }) =>
        event.type === 'job.finished' ? { results: event.results } : {},
      ),
      takeProblems: assign(({ event }) =>
        event.type === 'job.failed' || event.type === 'job.refused'
          ? { problems: event.problems }
          : {},
      ),
      forget: assign(() => empty),
    },
  }).createMachine({
    id,
    context: empty,
    initial: 'idle',
    on: {
      'job.reset': { target: '.idle', actions: 'forget' },
      // A new job replaces whatever ran (the page cancels the old pool first and ignores its
      // late news), from any state, running and cancelling included.
      'job.started': { target: '.running', actions: 'begin', reenter: true },
      // A job that cannot run says why; the last results stay, as the page showed them.
      'job.refused': { target: '.failed', actions: 'takeProblems' },
    },
    states: {
      idle: {},
      running: {
        on: {
          'batch.arrived': { actions: 'takeBatch' },
          'job.finished': { target: 'done', actions: 'takeFinal' },
          'job.failed': { target: 'failed', actions: 'takeProblems' },
          'cancel.requested': 'cancelling',
          'job.cancelled': 'cancelled',
        },
      },
      cancelling: {
        on: {
          'batch.arrived': { actions: 'takeBatch' },
          'job.cancelled': 'cancelled',
          // The last results landed before the cancel did: the job is whole.
          'job.finished': { target: 'done', actions: 'takeFinal' },
          'job.failed': { target: 'failed', actions: 'takeProblems' },
        },
      },
      done: {},
      cancelled: {},
      failed: {},
    },
  });
}

export type JobMachine<J, R, P> = ReturnType<typeof createJobMachine<J, R, P>>;
