// Starts and cancels the paired replications on the page's pool of Web Workers, one per
// core, and folds each batch of seeds into the paired table as it arrives; the page's
// replication actor (replicationStore.ts) keeps where they are.
import { useCallback } from 'react';
import type { Scenario } from '../../sim/scenario';
import type { PoolWorker } from '../../jobs/jobPool';
import { workerShelf } from '../../jobs/workerShelf';
import { pairReplications } from '../../sim/analysis/pairedDeltas';
import {
  prepareReplications,
  type ReplicationInput,
  type ReplicationResult,
} from '../../jobs/replicationJob';
import type { PoolJobSpec } from '../jobs/poolJobRunner';
import { usePoolJob } from '../jobs/usePoolJob';
import type { ReplicationJob, ReplicationResults } from './replicationJobMachine';
import { replicationJob } from './replicationStore';

/**
 * The replications' workers, kept from one run to the next (not started ahead: the comparison
 * they serve may open with the page, from a link). Their shelf ends them when idle.
 */
const replicationWorkers = workerShelf(
  () =>
    new Worker(new URL('../../worker/replication.worker.ts', import.meta.url), {
      type: 'module',
    }) as unknown as PoolWorker<ReplicationInput, ReplicationResult>,
);

const fold = (_: ReplicationJob, arrived: readonly ReplicationResult[]): ReplicationResults => {
  const results = [...arrived].sort((x, y) => x.job - y.job);
  // An interval needs two seeds; before that the table waits.
  return { results, groups: results.length >= 2 ? pairReplications(results) : null };
};

const replications: PoolJobSpec<
  ReplicationInput,
  ReplicationResult,
  ReplicationJob,
  ReplicationResults,
  string
> = {
  createWorker: replicationWorkers.take,
  keepWorker: replicationWorkers.put,
  fold,
  finish: (job, arrived) => ({ results: fold(job, arrived) }),
  failure: (message) => message,
};

export function useReplications() {
  const job = usePoolJob(replicationJob, replications);
  const { start: startJob, refuse } = job;
  const start = useCallback(
    (a: Scenario, b: Scenario, seeds: number, durationMs: number) => {
      const input: ReplicationInput = { a, b, seeds, firstSeed: b.seed, durationMs };
      const prepared = prepareReplications(input);
      if (!prepared.ok) refuse(prepared.errors);
      else
        startJob(
          { a, b, seeds, durationMs },
          input,
          prepared.prepared.seeds.map((_, i) => i),
        );
    },
    [startJob, refuse],
  );
  return { start, cancel: job.cancel };
}
