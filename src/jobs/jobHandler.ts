// The one message handler of every job worker: the page's Web Workers (src/worker/*.worker.ts)
// and the CLI's worker threads (threadPool.ts) both bind it to their own postMessage.
import type { FromJobWorker, PoolJob, ToJobWorker } from './jobProtocol';

/**
 * Prepares the input once, then answers each job index with its result. A refused input or
 * a job that throws is answered with an error (the pool then stops); jobs sent after a
 * refused input are not run.
 */
export function createJobHandler<I, P, R>(
  kind: PoolJob<I, P, R>,
  post: (message: FromJobWorker<R>) => void,
): (message: ToJobWorker<I>) => void {
  let prepared: { value: P } | null = null;
  return (m) => {
    const job = m.type === 'job' ? m.job : undefined;
    try {
      if (m.type === 'prepare') {
        // A worker kept between runs (workerShelf.ts) is prepared again: a refused input must
        // not leave the last run's in place for the jobs that follow it.
        prepared = null;
        const p = kind.prepare(m.input);
        if (p.ok) prepared = { value: p.prepared };
        else post({ type: 'error', message: p.errors.join('\n') });
      } else if (prepared) post({ type: 'result', result: kind.run(prepared.value, m.job) });
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      post({
        type: 'error',
        message: error.message,
        ...(job === undefined ? {} : { job }),
        ...(error.stack ? { stack: error.stack } : {}),
      });
    }
  };
}
