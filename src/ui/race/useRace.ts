// Runs the library race for a rate on the page's pool of Web Workers (one preset per job),
// so the page's main thread only draws: progress as libraries finish, a cancel, and each
// rate's result kept. Where the race is comes from raceJobMachine, through its actor.
import { useCallback, useEffect } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { DEFAULT_OUTAGE, type RaceResult } from '../../sim/libraries';
import type { PoolWorker } from '../../jobs/jobPool';
import { assembleRace, RACE_JOBS, type RaceInput, type RaceJobResult } from '../../jobs/raceJob';
import type { PoolJobSpec } from '../jobs/poolJobRunner';
import { usePoolJob } from '../jobs/usePoolJob';
import { useWarmShelf } from '../jobs/useWarmShelf';
import { workerShelf } from '../../jobs/workerShelf';
import { raceJobMachine, type RaceJob, type RacesByRate } from './raceJobMachine';

export type RaceView =
  | { status: 'running' | 'cancelling'; done: number; total: number; canCancel: boolean }
  | { status: 'done'; result: RaceResult }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'failed'; message: string };

/** The race's workers, kept from one run (one rate) to the next while the panel is open. */
const raceWorkers = workerShelf(
  () =>
    new Worker(new URL('../../worker/race.worker.ts', import.meta.url), {
      type: 'module',
    }) as unknown as PoolWorker<RaceInput, RaceJobResult>,
);

const race: PoolJobSpec<RaceInput, RaceJobResult, RaceJob, RacesByRate, string> = {
  createWorker: raceWorkers.take,
  keepWorker: raceWorkers.put,
  fold: (job) => job.before,
  finish: (job, arrived) => ({
    results: { ...job.before, [job.outage.rps]: assembleRace(job.outage, arrived) },
  }),
  failure: (message) => message,
};

export function useRace(rps: number): { view: RaceView; cancel(): void; again(): void } {
  const actor = useActorRef(raceJobMachine);
  useWarmShelf(raceWorkers);
  const { start, cancel } = usePoolJob(actor, race);
  const result = useSelector(actor, (s) => s.context.results[rps]);
  const view = useSelector(
    actor,
    (s): RaceView => {
      const { job, progress, problems } = s.context;
      const total = RACE_JOBS.length;
      const done = progress?.done ?? 0;
      // Another rate's race, or none yet: this rate's is about to start.
      if (job?.outage.rps !== rps) return { status: 'running', done: 0, total, canCancel: false };
      if (s.matches('cancelled')) return { status: 'cancelled', done, total };
      if (s.matches('failed')) return { status: 'failed', message: problems.join('\n') };
      const canCancel = s.can({ type: 'cancel.requested' });
      return { status: s.matches('cancelling') ? 'cancelling' : 'running', done, total, canCancel };
    },
    shallowEqual,
  );

  const again = useCallback(() => {
    const outage = { ...DEFAULT_OUTAGE, rps };
    start({ outage, before: actor.getSnapshot().context.results }, { outage }, RACE_JOBS);
  }, [actor, start, rps]);
  // A rate not raced yet starts when it is chosen (a rate raced before is shown as it was).
  useEffect(() => {
    if (!actor.getSnapshot().context.results[rps]) again();
  }, [actor, rps, again]);

  return { view: result ? { status: 'done', result } : view, cancel, again };
}
