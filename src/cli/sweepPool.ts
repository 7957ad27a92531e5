// Runs a sweep's jobs on Node worker threads. The bundle is its own worker: a thread
// started on this same file sees isMainThread false and serves jobs (serveJobs below).
// Each worker prepares the sweep once from its plain-JSON input, then runs the job
// indices it is handed one at a time, so a slow cell never holds up the queue.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import {
  prepareSweep,
  runJob,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
} from '../sweep';

type ToWorker = { job: number } | { done: true };
type FromWorker = { result: JobResult } | { error: string };

/** The worker's side: answer each job index with its result. */
export function serveJobs(): void {
  const prepared = prepareSweep(workerData as SweepInput);
  const port = parentPort!;
  if (!prepared.ok) {
    port.postMessage({ error: prepared.errors.join('\n') } satisfies FromWorker);
    return;
  }
  const { sweep } = prepared;
  port.on('message', (msg: ToWorker) => {
    if ('done' in msg) {
      port.close();
      return;
    }
    try {
      port.postMessage({ result: runJob(sweep, sweep.jobs[msg.job]!) } satisfies FromWorker);
    } catch (e) {
      port.postMessage({
        error: `job ${msg.job}: ${(e as Error).stack ?? e}`,
      } satisfies FromWorker);
    }
  });
}

export const defaultThreads = (): number => availableParallelism();

/**
 * Runs `indices` of the sweep on `threads` workers (inline when 1: no thread to start),
 * calling onResult as each arrives. Resolves with the results in arrival order.
 */
export async function runJobs(
  sweep: PreparedSweep,
  indices: readonly number[],
  threads: number,
  onResult: (r: JobResult) => void,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  if (threads <= 1 || indices.length <= 1) {
    for (const i of indices) {
      const r = runJob(sweep, sweep.jobs[i]!);
      results.push(r);
      onResult(r);
    }
    return results;
  }
  const queue = [...indices];
  const self = fileURLToPath(import.meta.url);
  const input: SweepInput = sweep.input;
  await new Promise<void>((resolve, reject) => {
    let running = Math.min(threads, queue.length);
    let failed = false;
    for (let w = 0; w < running; w++) {
      const worker = new Worker(self, { workerData: input });
      const next = () => {
        const job = queue.shift();
        worker.postMessage(
          job === undefined ? ({ done: true } satisfies ToWorker) : ({ job } satisfies ToWorker),
        );
      };
      worker.on('message', (msg: FromWorker) => {
        if ('error' in msg) {
          failed = true;
          void worker.terminate();
          reject(new Error(msg.error));
          return;
        }
        results.push(msg.result);
        onResult(msg.result);
        next();
      });
      worker.on('error', (e) => {
        failed = true;
        reject(e);
      });
      worker.on('exit', () => {
        if (--running === 0 && !failed) resolve();
      });
      next();
    }
  });
  return results;
}
