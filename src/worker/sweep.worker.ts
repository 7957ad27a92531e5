// One worker of the page's sweep pool (src/ui/sweep/sweepPool.ts): prepares the sweep once
// from its plain-JSON input, then answers each job index with runJob's result.
import { prepareSweep, runJob, type PreparedSweep } from '../sweep';
import type { FromSweepWorker, ToSweepWorker } from '../ui/sweep/sweepPool';

interface SweepScope {
  postMessage(message: FromSweepWorker): void;
  onmessage: ((event: MessageEvent<ToSweepWorker>) => void) | null;
}

const scope = self as unknown as SweepScope;
let sweep: PreparedSweep | null = null;
const post = (m: FromSweepWorker) => scope.postMessage(m);

scope.onmessage = (event: MessageEvent<ToSweepWorker>) => {
  const m = event.data;
  try {
    if (m.type === 'prepare') {
      const prepared = prepareSweep(m.input);
      if (!prepared.ok) post({ type: 'error', message: prepared.errors.join('\n') });
      else sweep = prepared.sweep;
      return;
    }
    if (!sweep) return;
    post({ type: 'result', result: runJob(sweep, sweep.jobs[m.job]!) });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
