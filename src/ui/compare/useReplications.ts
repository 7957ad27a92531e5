// Starts and cancels the paired replications on the sweep's pool of Web Workers, one per
// core, and folds each batch of seeds into the paired table as it arrives.
import { useCallback, useEffect, useRef } from 'react';
import type { Scenario } from '../../sim/scenario';
import { startPagePool } from '../../jobs/pagePool';
import type { PoolRun, PoolWorker } from '../../jobs/jobPool';
import { pairReplications } from '../../sim/analysis/pairedDeltas';
import {
  prepareReplications,
  type ReplicationInput,
  type ReplicationResult,
} from '../../jobs/replicationJob';
import { replicationStore } from './replicationStore';

const createWorker = () =>
  new Worker(new URL('../../worker/replication.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<ReplicationInput, ReplicationResult>;

export function useReplications() {
  const run = useRef<PoolRun | null>(null);
  const cancel = useCallback(() => run.current?.cancel(), []);
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback((a: Scenario, b: Scenario, seeds: number, durationMs: number) => {
    run.current?.cancel();
    const input: ReplicationInput = { a, b, seeds, firstSeed: b.seed, durationMs };
    const prepared = prepareReplications(input);
    if (!prepared.ok) {
      replicationStore.setState({ status: 'failed', errors: prepared.errors });
      return;
    }
    const jobs = prepared.prepared.seeds.map((_, i) => i);
    let results: ReplicationResult[] = [];
    replicationStore.setState({
      status: 'running',
      a,
      b,
      seeds,
      durationMs,
      results: [],
      groups: null,
      errors: [],
      progress: { done: 0, total: jobs.length, elapsedMs: 0, leftMs: null },
    });
    // Workers start in their own task, after the panel has drawn the run's start.
    startPagePool<ReplicationInput, ReplicationResult>(
      run,
      {
        input,
        jobs,
        createWorker,
        onBatch: (batch, progress) => {
          results = [...results, ...batch].sort((x, y) => x.job - y.job);
          // An interval needs two seeds; before that the table waits.
          const groups = results.length >= 2 ? pairReplications(results) : null;
          replicationStore.setState({ results, groups, progress });
        },
      },
      (outcome) => {
        if (outcome === 'done') replicationStore.setState({ status: 'done' });
        else if (outcome === 'cancelled') replicationStore.setState({ status: 'cancelled' });
        else replicationStore.setState({ status: 'failed', errors: [outcome.failed] });
      },
    );
  }, []);

  return { start, cancel };
}
