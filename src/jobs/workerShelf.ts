// Job workers kept between runs of one kind (the sweep's, the race's, the replications').
// A pool that ends with every job done puts its workers back here instead of ending them, and
// the next run starts on them: no worker to start at the click (Chromium does part of a
// worker's start on the page's own thread, 60–150 ms of it now and then), and their code is
// already compiled and warm. A panel that opens starts them at an idle moment (`warm`), and
// ends them when it closes (`drain`); workers nobody took for IDLE_MS end by themselves.
import type { PoolWorker } from './jobPool';

/** The part of a Worker the shelf needs (a fake in tests). */
export type ShelvedWorker = Pick<PoolWorker<never, never>, 'onmessage' | 'onerror' | 'terminate'>;

export interface WorkerShelf<W extends ShelvedWorker> {
  /** An idle worker from the shelf, or a new one. */
  take(): W;
  /** A worker with no job left, for the next run (its handlers are the next pool's to set). */
  put(worker: W): void;
  /** Starts workers until `count` wait on the shelf, at the page's next idle moment. */
  warm(count: number): void;
  /** Ends every idle worker. */
  drain(): void;
  /** Idle workers on the shelf now. */
  readonly size: number;
}

/** Idle workers end after this long without a run (memory back, nothing to start next time). */
export const IDLE_MS = 120_000;

export interface ShelfTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs `fn` when the page is idle (requestIdleCallback), or soon. */
  whenIdle(fn: () => void): void;
}

const browserTimers: ShelfTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  whenIdle: (fn) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(fn, { timeout: 2_000 })
      : setTimeout(fn, 0),
};

export function workerShelf<W extends ShelvedWorker>(
  create: () => W,
  timers: ShelfTimers = browserTimers,
): WorkerShelf<W> {
  const idle: W[] = [];
  let idleTimer: unknown = null;
  let warmWanted = 0;
  let warmPending = false;
  // A run that starts before the idle moment makes its own workers (and gives them back):
  // warming on top of them would start more than the cores, in the middle of the run.
  let takenSinceWarm = false;

  const drain = () => {
    warmWanted = 0;
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = null;
    for (const worker of idle.splice(0)) worker.terminate();
  };
  // Any change restarts the idle clock: the shelf ends its workers IDLE_MS after the last use.
  const touched = () => {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = idle.length > 0 ? timers.setTimeout(drain, IDLE_MS) : null;
  };
  const shelve = (worker: W) => {
    // A message or an error of a worker on the shelf has no run to go to.
    worker.onmessage = null;
    worker.onerror = null;
    idle.push(worker);
    touched();
  };

  return {
    take() {
      takenSinceWarm = true;
      const worker = idle.pop() ?? create();
      touched();
      return worker;
    },
    put: shelve,
    warm(count) {
      warmWanted = count;
      takenSinceWarm = false;
      if (warmPending) return;
      warmPending = true;
      timers.whenIdle(() => {
        warmPending = false;
        if (takenSinceWarm) return;
        while (idle.length < warmWanted) shelve(create());
      });
    },
    drain,
    get size() {
      return idle.length;
    },
  };
}
