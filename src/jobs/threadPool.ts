// Runs a pool job's indices on Node worker threads (the CLI's sweep). A thread starts on the
// caller's own entry file, which sees isMainThread false and calls serveOnThread: the same
// job handler as the page's Web Workers. Each thread prepares the input once, then runs the
// indices it is handed one at a time, so a slow job never holds up the queue.
// Node only: the page's type check leaves this file out (tsconfig.app.json).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { createJobHandler } from './jobHandler';
import type { FromJobWorker, PoolJob, ToJobWorker } from './jobProtocol';

/** The thread's side: answer the pool's messages with the shared job handler. */
export function serveOnThread<I, P, R>(kind: PoolJob<I, P, R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveOnThread runs in a worker thread, not the main thread');
  const handle = createJobHandler(kind, (m) => port.postMessage(m));
  port.on('message', handle);
}

export const defaultThreads = (): number => availableParallelism();

export interface ThreadRun<I, P, R> {
  kind: PoolJob<I, P, R>;
  /** Plain JSON: each thread prepares it again. */
  input: I;
  /** The input prepared here, for a run without threads. */
  prepared: P;
  indices: readonly number[];
  threads: number;
  /** The file a thread starts on (`import.meta.url` of an entry that calls serveOnThread). */
  entryUrl: string;
  onResult(result: R): void;
}

const failure = (m: Extract<FromJobWorker<unknown>, { type: 'error' }>): Error =>
  new Error(m.job === undefined ? m.message : `job ${m.job}: ${m.stack ?? m.message}`);

/**
 * Runs `indices` on `threads` worker threads (inline when 1: no thread to start), calling
 * onResult as each arrives. Resolves with the results in arrival order.
 */
export async function runOnThreads<I, P, R>(run: ThreadRun<I, P, R>): Promise<R[]> {
  const { kind, indices, onResult } = run;
  const results: R[] = [];
  if (run.threads <= 1 || indices.length <= 1) {
    for (const i of indices) {
      const r = kind.run(run.prepared, i);
      results.push(r);
      onResult(r);
    }
    return results;
  }
  const queue = [...indices];
  const entry = fileURLToPath(run.entryUrl);
  await new Promise<void>((resolve, reject) => {
    let running = Math.min(run.threads, queue.length);
    let failed = false;
    for (let w = 0; w < running; w++) {
      const worker = new Worker(entry);
      const send = (m: ToJobWorker<I>) => worker.postMessage(m);
      // A thread with no job left is ended; the last one to end settles the run.
      const next = () => {
        const job = queue.shift();
        if (job === undefined) void worker.terminate();
        else send({ type: 'job', job });
      };
      worker.on('message', (m: FromJobWorker<R>) => {
        if (m.type === 'error') {
          failed = true;
          void worker.terminate();
          reject(failure(m));
          return;
        }
        results.push(m.result);
        onResult(m.result);
        next();
      });
      worker.on('error', (e) => {
        failed = true;
        reject(e);
      });
      worker.on('exit', () => {
        if (--running === 0 && !failed) resolve();
      });
      send({ type: 'prepare', input: run.input });
      next();
    }
  });
  return results;
}
