// Replays the run on screen with trace sampling on one Web Worker (src/jobs/traceJob.ts), so
// the page's main thread only draws: the panel asks when it opens and when asked again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolRun, PoolWorker } from '../../jobs/jobPool';
import type { SampledRequest, TraceInput } from '../../jobs/traceJob';
import { appStore } from '../../store/appStore';

const createWorker = () =>
  new Worker(new URL('../../worker/trace.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<TraceInput, SampledRequest[]>;

export type TraceSampleView =
  | { status: 'running'; atMs: number }
  | { status: 'done'; atMs: number; requests: SampledRequest[] }
  | { status: 'failed'; message: string };

/** The sampled requests of the run up to its current time, taken again by `again`. */
export function useTraceSample(): { view: TraceSampleView; again(): void } {
  const [view, setView] = useState<TraceSampleView>(() => ({
    status: 'running',
    atMs: appStore.getState().nowMs,
  }));
  const [asked, setAsked] = useState(0);
  const pool = useRef<PoolRun | null>(null);

  useEffect(() => {
    // The run as it is now: its scenario carries the edits made during it, and its seed.
    const { scenario, nowMs } = appStore.getState();
    let requests: SampledRequest[] = [];
    const run = startPagePool<TraceInput, SampledRequest[]>(
      pool,
      {
        input: { scenario, untilMs: nowMs },
        jobs: [0],
        createWorker,
        onBatch: (batch) => {
          requests = batch[0] ?? [];
        },
      },
      (outcome) => {
        if (outcome === 'done') setView({ status: 'done', atMs: nowMs, requests });
        else if (outcome !== 'cancelled') setView({ status: 'failed', message: outcome.failed });
      },
    );
    return () => {
      if (pool.current === run) pool.current = null;
      run.cancel();
    };
  }, [asked]);

  const again = useCallback(() => {
    setView({ status: 'running', atMs: appStore.getState().nowMs });
    setAsked((n) => n + 1);
  }, []);
  return { view, again };
}
