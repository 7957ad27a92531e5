// The paired replications' lifecycle: the shared job machine with the settings A and B run at
// (a later edit or re-pin makes the results stale) as the job, the seeds' results and their
// paired intervals as the results, and the validator's or a worker's words as problems.
import type { Scenario } from '../../sim/scenario';
import type { PairedGroup } from '../../sim/analysis/pairedDeltas';
import type { ReplicationResult } from '../../jobs/replicationJob';
import { createJobMachine } from '../jobs/jobMachine';

export interface ReplicationJob {
  a: Scenario;
  b: Scenario;
  seeds: number;
  durationMs: number;
}

export interface ReplicationResults {
  /** In seed order. */
  results: ReplicationResult[];
  /** Null until two seeds are in: an interval needs two. */
  groups: PairedGroup[] | null;
}

export const replicationJobMachine = createJobMachine<ReplicationJob, ReplicationResults, string>(
  'replicationJob',
  { results: [], groups: null },
);
