// A job on the page's pool of Web Workers, driven through its lifecycle machine (jobMachine.ts):
// the runner starts and cancels the pool and tells the actor what happened, nothing more. Only
// the run that is current speaks: a cancelled, replaced or reset pool's late news is dropped.
// Plain TypeScript (no React), so it runs under test with fake workers; usePoolJob holds one.
import type { Actor } from 'xstate';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolRun, PoolWorker } from '../../jobs/jobPool';
import type { JobEvent, JobMachine } from './jobMachine';

/** How one kind of job turns its workers' results into what the page shows. */
export interface PoolJobSpec<I, W, J, R, P> {
  createWorker(): PoolWorker<I, W>;
  /** Where its workers go once every job is done (a WorkerShelf's put); ended when absent. */
  keepWorker?(worker: PoolWorker<I, W>): void;
  /** The results so far, from every worker result that has arrived (in arrival order). */
  fold(job: J, arrived: readonly W[]): R;
  /** The whole job's results once every worker is done, or why they do not add up. */
  finish(job: J, arrived: readonly W[]): { results: R } | { problems: P[] };
  /** A worker that failed or died, as the job's problem (`crashed`: it left no message). */
  failure(message: string, crashed: boolean): P;
}

export interface PoolJobControls<I, J, P> {
  /** Runs `job` as `input`'s `jobs` on the pool, replacing any run in progress. */
  start(job: J, input: I, jobs: readonly number[]): void;
  /** A job that cannot run: says why without starting workers. */
  refuse(problems: P[]): void;
  cancel(): void;
  /** Cancels what runs and forgets the results. */
  reset(): void;
}

export function poolJobRunner<I, W, J, R, P>(
  actor: Actor<JobMachine<J, R, P>>,
  spec: PoolJobSpec<I, W, J, R, P>,
): PoolJobControls<I, J, P> {
  const run: { current: PoolRun | null } = { current: null };
  // The current run's results; a new array per run, so a stale run can tell it is stale.
  let arrived: W[] = [];
  // A component's actor stops when the component goes, before the pool's last news lands.
  const tell = (event: JobEvent<J, R, P>) => {
    if (actor.getSnapshot().status === 'active') actor.send(event);
  };
  const drop = () => {
    arrived = [];
    run.current?.cancel();
    run.current = null;
  };

  const start = (job: J, input: I, jobs: readonly number[]) => {
    run.current?.cancel();
    const mine: W[] = [];
    arrived = mine;
    const current = () => arrived === mine;
    tell({ type: 'job.started', job, results: spec.fold(job, mine), total: jobs.length });
    // The workers start in a task of their own, after the panel has drawn the run's start:
    // creating them in the click's task made that one task of ~50 ms CPU (Chromium's profile).
    startPagePool<I, W>(
      run,
      {
        input,
        jobs,
        createWorker: spec.createWorker,
        ...(spec.keepWorker ? { keepWorker: spec.keepWorker } : {}),
        // One fold and one state update per batch, not per result.
        onBatch: (batch, progress) => {
          if (!current()) return;
          mine.push(...batch);
          tell({ type: 'batch.arrived', results: spec.fold(job, mine), progress });
        },
      },
      (outcome) => {
        if (!current()) return;
        if (outcome === 'done') {
          const end = spec.finish(job, mine);
          tell(
            'results' in end
              ? { type: 'job.finished', results: end.results }
              : { type: 'job.failed', problems: end.problems },
          );
        } else if (outcome === 'cancelled') tell({ type: 'job.cancelled' });
        else {
          const problem = spec.failure(outcome.failed, outcome.crashed === true);
          tell({ type: 'job.failed', problems: [problem] });
        }
      },
    );
  };

  return {
    start,
    refuse: (problems) => {
      drop();
      tell({ type: 'job.refused', problems });
    },
    // Also when the component holding the run goes: a shared actor then hears it cancelled.
    cancel: () => {
      tell({ type: 'cancel.requested' });
      run.current?.cancel();
    },
    reset: () => {
      drop();
      tell({ type: 'job.reset' });
    },
  };
}
