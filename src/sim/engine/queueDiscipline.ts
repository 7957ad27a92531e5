// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Which queued request a freed worker takes. FIFO and LIFO are one line in the pool;
// adaptive LIFO is Facebook's queue ("Fail at Scale", Maurer, ACM Queue 2015): FIFO while
// the queue is short-lived, LIFO once it has not been empty for `intervalMs` (the newest
// request is the one whose caller most likely still waits), with CoDel's controlled delay:
// a request may wait `intervalMs` in a queue that empties, only `targetMs` in a standing
// one. Requests past that limit, or whose caller has already given up, are shed with a
// 503 instead of served: the queue stops spending workers on the dead.
import type { SimClock } from '../core/simClock';
import type { Waiter, WaitQueue } from '../machines/bulkhead/waitQueue';
import type { PoolRejection } from './workerPool';

export type QueueDisciplineConfig =
  | { type: 'fifo' }
  | { type: 'lifo' }
  | { type: 'adaptiveLifo'; targetMs: number; intervalMs: number };

/** A waiter that knows when it queued and whether its caller still waits. */
export interface QueuedRequest extends Waiter {
  enqueuedAtMs: number;
  request: { readonly callerGaveUp: boolean } | undefined;
}

export class AdaptiveLifo {
  /** When the queue was last empty: a standing queue is one not empty for `intervalMs`. */
  private lastEmptyMs: number;
  /** Shed while picking; answered once the pick is done (their callers may call again). */
  private shed: QueuedRequest[] = [];

  constructor(
    public config: Extract<QueueDisciplineConfig, { type: 'adaptiveLifo' }>,
    nowMs: number,
  ) {
    this.lastEmptyMs = nowMs;
  }

  enqueue(waiter: QueuedRequest, sizeBefore: number, nowMs: number): void {
    waiter.enqueuedAtMs = nowMs;
    if (sizeBefore === 0) this.lastEmptyMs = nowMs;
  }

  /** A waiter left (timed out, cancelled): an empty queue restarts the interval. */
  noteSize(size: number, nowMs: number): void {
    if (size === 0) this.lastEmptyMs = nowMs;
  }

  next(queue: WaitQueue, clock: SimClock): Waiter | undefined {
    const nowMs = clock.nowMs();
    const { targetMs, intervalMs } = this.config;
    const standing = nowMs - this.lastEmptyMs >= intervalMs;
    const limitMs = standing ? targetMs : intervalMs;
    // CoDel: the oldest waiters past the limit go first (in LIFO they would never be reached).
    for (let w = queue.peek() as QueuedRequest | undefined; w; w = queue.peek() as QueuedRequest) {
      if (!isDead(w, nowMs, limitMs)) break;
      this.shed.push(queue.shift() as QueuedRequest);
    }
    let chosen: QueuedRequest | undefined;
    for (;;) {
      chosen = (standing ? queue.pop() : queue.shift()) as QueuedRequest | undefined;
      if (!chosen || !isDead(chosen, nowMs, limitMs)) break;
      this.shed.push(chosen);
    }
    if (queue.size === 0) this.lastEmptyMs = nowMs;
    return chosen;
  }

  /** Answers the requests shed by the last pick (a 503 each). */
  answerShed(clock: SimClock): void {
    if (this.shed.length === 0) return;
    const shed = this.shed;
    this.shed = [];
    for (const waiter of shed) {
      if (waiter.timer) clock.clearTimeout(waiter.timer);
      // Called as a method: a pool's waiter answers through its own client.
      (waiter as { onRejected(reason: PoolRejection): void }).onRejected('shed');
    }
  }
}

function isDead(w: QueuedRequest, nowMs: number, limitMs: number): boolean {
  return w.request?.callerGaveUp === true || nowMs - w.enqueuedAtMs > limitMs;
}
