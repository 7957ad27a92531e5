// Runs the library race for a rate on the sweep's pool of Web Workers (one preset per job),
// so the page's main thread only draws: progress as libraries finish, a cancel, and each
// rate's result kept (the race is deterministic: switching back shows it at once).
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_OUTAGE, type RaceResult } from '../../sim/libraries';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolRun, PoolWorker } from '../../jobs/jobPool';
import { assembleRace, RACE_JOBS, type RaceInput, type RaceJobResult } from '../../jobs/raceJob';

const createWorker = () =>
  new Worker(new URL('../../worker/race.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<RaceInput, RaceJobResult>;

export type RaceView =
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: RaceResult }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'failed'; message: string };

interface Stopped {
  rps: number;
  view: Extract<RaceView, { status: 'cancelled' | 'failed' }>;
}

export function useRace(rps: number): { view: RaceView; cancel(): void; again(): void } {
  const [results, setResults] = useState<Readonly<Record<number, RaceResult>>>({});
  const [done, setDone] = useState<{ rps: number; done: number } | null>(null);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  const pool = useRef<PoolRun | null>(null);
  const result = results[rps];
  const isStopped = stopped?.rps === rps;

  useEffect(() => {
    if (result || isStopped) return;
    const outage = { ...DEFAULT_OUTAGE, rps };
    let arrived: RaceJobResult[] = [];
    // Workers start in their own task, after the panel has drawn "racing"; the outcome lands
    // only while no other rate (nor the panel's close) has taken over.
    const run = startPagePool<RaceInput, RaceJobResult>(
      pool,
      {
        input: { outage },
        jobs: RACE_JOBS,
        createWorker,
        onBatch: (batch) => {
          arrived = [...arrived, ...batch];
          setDone({ rps, done: arrived.length });
        },
      },
      (outcome) => {
        const total = RACE_JOBS.length;
        if (outcome === 'done') setResults((r) => ({ ...r, [rps]: assembleRace(outage, arrived) }));
        else if (outcome === 'cancelled')
          setStopped({ rps, view: { status: 'cancelled', done: arrived.length, total } });
        else setStopped({ rps, view: { status: 'failed', message: outcome.failed } });
      },
    );
    return () => {
      if (pool.current === run) pool.current = null;
      run.cancel();
    };
  }, [rps, result, isStopped]);

  const cancel = useCallback(() => pool.current?.cancel(), []);
  const again = useCallback(() => {
    setDone(null);
    setStopped(null);
  }, []);
  const view: RaceView = result
    ? { status: 'done', result }
    : isStopped
      ? stopped.view
      : { status: 'running', done: done?.rps === rps ? done.done : 0, total: RACE_JOBS.length };
  return { view, cancel, again };
}
