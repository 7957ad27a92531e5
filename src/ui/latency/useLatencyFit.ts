// Reads and fits measured latencies on one Web Worker (src/jobs/latencyFitJob.ts): 10,000
// durations take about 200 ms, which the page's main thread must not spend in one task.
import { useCallback, useEffect, useRef, useState } from 'react';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolRun, PoolWorker } from '../../jobs/jobPool';
import type { LatencyFitInput, LatencyFitResult } from '../../jobs/latencyFitJob';

const createWorker = () =>
  new Worker(new URL('../../worker/latencyFit.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<LatencyFitInput, LatencyFitResult>;

export type LatencyFitView =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'read'; result: LatencyFitResult }
  /** The worker itself failed (did not load, a bug): not the file's fault. */
  | { status: 'failed'; message: string };

/** The latest read's state; a read started while another runs replaces it. */
export function useLatencyFit(): { view: LatencyFitView; read(input: LatencyFitInput): void } {
  const [view, setView] = useState<LatencyFitView>({ status: 'idle' });
  const pool = useRef<PoolRun | null>(null);

  const read = useCallback((input: LatencyFitInput) => {
    pool.current?.cancel();
    setView({ status: 'reading' });
    let result: LatencyFitResult | undefined;
    startPagePool<LatencyFitInput, LatencyFitResult>(
      pool,
      {
        input,
        jobs: [0],
        createWorker,
        onBatch: (batch) => {
          result = batch[0] ?? result;
        },
      },
      (outcome) => {
        if (outcome === 'done' && result) setView({ status: 'read', result });
        else if (outcome !== 'cancelled' && outcome !== 'done')
          setView({ status: 'failed', message: outcome.failed });
      },
    );
  }, []);

  useEffect(
    () => () => {
      pool.current?.cancel();
      pool.current = null;
    },
    [],
  );
  return { view, read };
}
