// One worker of the compare panel's replications (src/ui/compare/useReplications.ts), on the
// sweep's pool: prepares A and B once from their plain JSON, then answers each job index
// (a seed) with both runs' paired result.
import {
  prepareReplications,
  runReplication,
  type PreparedReplications,
  type ReplicationInput,
  type ReplicationResult,
} from '../ui/compare/replicationJob';
import type { FromSweepWorker, ToSweepWorker } from '../ui/sweep/sweepPool';

interface ReplicationScope {
  postMessage(message: FromSweepWorker<ReplicationResult>): void;
  onmessage: ((event: MessageEvent<ToSweepWorker<ReplicationInput>>) => void) | null;
}

const scope = self as unknown as ReplicationScope;
let prepared: PreparedReplications | null = null;
const post = (m: FromSweepWorker<ReplicationResult>) => scope.postMessage(m);

scope.onmessage = (event) => {
  const m = event.data;
  try {
    if (m.type === 'prepare') {
      const p = prepareReplications(m.input);
      if (!p.ok) post({ type: 'error', message: p.errors.join('\n') });
      else prepared = p.prepared;
      return;
    }
    if (!prepared) return;
    post({ type: 'result', result: runReplication(prepared, m.job) });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
