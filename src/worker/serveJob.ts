// A job worker's entry: the shared job handler (src/jobs/jobHandler.ts) bound to the Web
// Worker's own `self`. The worker hosts jobs; what a job is lives in src/jobs.
import { createJobHandler } from '../jobs/jobHandler';
import type { FromJobWorker, PoolJob, ToJobWorker } from '../jobs/jobProtocol';

interface JobWorkerScope<I, R> {
  postMessage(message: FromJobWorker<R>): void;
  onmessage: ((event: MessageEvent<ToJobWorker<I>>) => void) | null;
}

/** Serves `kind` to the pool that started this worker (src/jobs/jobPool.ts). */
export function serveJob<I, P, R>(kind: PoolJob<I, P, R>): void {
  const scope = self as unknown as JobWorkerScope<I, R>;
  const handle = createJobHandler(kind, (m) => scope.postMessage(m));
  scope.onmessage = (event) => handle(event.data);
}
