// A job's indices on a pool of Web Workers (src/worker/*.worker.ts: the sweep, the paired
// replications, the library race), one job at a time per worker so a slow one never holds
// the queue. Jobs go out in index order (a cell's
// seeds are adjacent), so cells complete early and the picture fills in as it runs.
// Results reach the page in batches, at most one per `batchMs`: one state update per
// batch, however many workers answer, keeps each of the page's tasks short.
import type { FromJobWorker, ToJobWorker } from './jobProtocol';

/** The part of a Worker the pool uses (a fake in tests). */
export interface PoolWorker<I, R> {
  postMessage(message: ToJobWorker<I>): void;
  onmessage: ((event: { data: FromJobWorker<R> }) => void) | null;
  onerror: ((event: { message?: string; preventDefault?(): void }) => void) | null;
  terminate(): void;
}

export interface PoolProgress {
  done: number;
  total: number;
  elapsedMs: number;
  /** From the pace so far; null until the first result. */
  leftMs: number | null;
}

/** `crashed`: the worker did not load or died without a message (`failed` then says so in English). */
export type PoolOutcome = 'done' | 'cancelled' | { failed: string; crashed?: true };

export interface PoolOptions<I, R> {
  input: I;
  /** Job indices to run, in the order to hand them out. */
  jobs: readonly number[];
  size: number;
  createWorker(): PoolWorker<I, R>;
  /**
   * Where the workers go when every job is done (a WorkerShelf's put), all of them idle then:
   * ended instead when there is none, and always after a cancel or a failure (a worker may be
   * in the middle of a job).
   */
  keepWorker?(worker: PoolWorker<I, R>): void;
  onBatch(results: R[], progress: PoolProgress): void;
  now?(): number;
  batchMs?: number;
}

export interface PoolRun {
  cancel(): void;
  finished: Promise<PoolOutcome>;
}

const DEFAULT_BATCH_MS = 250;

/** Workers for this machine: its cores, at least one, at most the jobs. */
export const poolSize = (cores: number | undefined, jobs: number): number =>
  Math.max(1, Math.min(jobs, Math.floor(cores ?? 2) || 2));

export function runJobPool<I, R>(options: PoolOptions<I, R>): PoolRun {
  const { input, jobs, createWorker, onBatch } = options;
  const now = options.now ?? (() => performance.now());
  const batchMs = options.batchMs ?? DEFAULT_BATCH_MS;
  const startedMs = now();
  const queue = [...jobs];
  const workers: PoolWorker<I, R>[] = [];
  let pending: R[] = [];
  let done = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settled = false;
  let resolve!: (o: PoolOutcome) => void;
  const finished = new Promise<PoolOutcome>((r) => (resolve = r));

  const progress = (): PoolProgress => {
    const elapsedMs = now() - startedMs;
    return {
      done,
      total: jobs.length,
      elapsedMs,
      leftMs: done === 0 ? null : (elapsedMs / done) * (jobs.length - done),
    };
  };
  const flush = () => {
    timer = null;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    onBatch(batch, progress());
  };
  const stop = (outcome: PoolOutcome) => {
    if (settled) return;
    settled = true;
    const keep = outcome === 'done' ? options.keepWorker : undefined;
    for (const w of workers) {
      if (keep) keep(w);
      else w.terminate();
    }
    if (timer !== null) clearTimeout(timer);
    // What arrived before a cancel is still shown; a failure's partial results too.
    flush();
    resolve(outcome);
  };
  const next = (w: PoolWorker<I, R>) => {
    const job = queue.shift();
    if (job !== undefined) w.postMessage({ type: 'job', job });
  };

  if (jobs.length === 0) stop('done');
  const size = Math.min(options.size, jobs.length);
  for (let i = 0; i < size && !settled; i++) {
    const w = createWorker();
    workers.push(w);
    w.onmessage = ({ data }) => {
      if (settled) return;
      if (data.type === 'error') return stop({ failed: data.message });
      pending.push(data.result);
      done++;
      if (done === jobs.length) return stop('done');
      if (timer === null) timer = setTimeout(flush, batchMs);
      next(w);
    };
    w.onerror = (event) => {
      event.preventDefault?.();
      stop(
        event.message
          ? { failed: event.message }
          : { failed: 'a pool worker failed to load or crashed', crashed: true },
      );
    };
    w.postMessage({ type: 'prepare', input });
    next(w);
  }
  return { cancel: () => stop('cancelled'), finished };
}

/** A pool started in the next task; cancelling before then starts none. */
export function deferredPool(start: () => PoolRun): PoolRun {
  let run: PoolRun | null = null;
  let cancelled = false;
  let resolve!: (run: PoolRun | null) => void;
  const started = new Promise<PoolRun | null>((r) => (resolve = r));
  setTimeout(() => {
    if (!cancelled) run = start();
    resolve(run);
  }, 0);
  return {
    cancel: () => {
      cancelled = true;
      run?.cancel();
    },
    finished: started.then((r) => (r ? r.finished : ('cancelled' as const))),
  };
}
