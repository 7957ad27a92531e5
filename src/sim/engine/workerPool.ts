// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A service's workers with their accept queue, and a caller's outbound connection pool: the
// system being simulated, not a protection. A protection (the edge's bulkhead) decides in its
// XState machine; this is the server's own semaphore, plain code as in any queueing
// simulator, and checked against Erlang B and C and Little's law (queueing.test.ts).
// It sits on the hottest path of the engine: every attempt takes and frees a worker.
// The queue serves FIFO (the default), LIFO, or adaptive LIFO (queueDiscipline.ts).
import type { ScheduledEvent } from '../core/eventQueue';
import type { SimClock } from '../core/simClock';
import { WaitQueue, type Waiter } from '../machines/bulkhead/waitQueue';
import { AdaptiveLifo, type QueueDisciplineConfig, type QueuedRequest } from './queueDiscipline';

export interface WorkerPoolConfig {
  size: number;
  /** How long a request may wait for a worker (Infinity: as long as it takes; 0: never). */
  maxWaitDurationMs: number;
  /** Requests that may wait at once; undefined: no limit. */
  maxQueueLength?: number;
  /** Which waiter a freed worker takes; undefined: FIFO. */
  discipline?: QueueDisciplineConfig;
}

/**
 * Why a request got no worker: none free and no waiting, queue full, waited too long, or
 * shed by adaptive LIFO (its caller had given up, or it waited past the controlled delay).
 */
export type PoolRejection = 'full' | 'queueFull' | 'waitTimeout' | 'shed';

/** A queued request; cancel() when its caller gave up. No-op once it left the queue. */
export interface PoolWait {
  cancel(): void;
}

const SETTLED: PoolWait = { cancel: () => {} };

/**
 * Who waits for a worker, told when it gets one or is refused. One client serves every
 * request of a service (the request is passed back as `item`), so queueing a request
 * allocates one waiter and no closures: at high load most requests queue.
 */
export interface PoolClient<T> {
  granted(item: T): void;
  rejected(item: T, reason: PoolRejection): void;
}

/** A queued request: the wait queue's entry and the caller's cancel handle in one object. */
class PoolWaiter<T> implements QueuedRequest, PoolWait {
  timer: ScheduledEvent | undefined = undefined;
  settled = false;
  seq = 0;
  enqueuedAtMs = 0;

  constructor(
    private readonly pool: WorkerPool,
    private readonly client: PoolClient<T>,
    private readonly item: T,
    readonly request: { readonly callerGaveUp: boolean } | undefined,
  ) {}

  onGranted(): void {
    this.client.granted(this.item);
  }

  onRejected(reason: PoolRejection): void {
    this.client.rejected(this.item, reason);
  }

  cancel(): void {
    this.pool.cancelWait(this);
  }
}

/** The wait timer's callback, shared by every waiter (no closure each). */
function waitTimedOut(waiter: PoolWaiter<unknown>): void {
  waiter.timer = undefined;
  if (waiter.settled) return;
  waiter.cancel();
  waiter.onRejected('waitTimeout');
}

/** Adapts the two-callback form of `acquire` to a client. */
interface Callbacks {
  onGranted: () => void;
  onRejected: (reason: PoolRejection) => void;
}
const CALLBACKS: PoolClient<Callbacks> = {
  granted: (callbacks) => callbacks.onGranted(),
  rejected: (callbacks, reason) => callbacks.onRejected(reason),
};

export class WorkerPool {
  private inUse = 0;
  private readonly queue = new WaitQueue();
  private lifo = false;
  private adaptive: AdaptiveLifo | undefined;

  constructor(
    private config: WorkerPoolConfig,
    private readonly clock: SimClock,
  ) {
    this.applyDiscipline();
  }

  get size(): number {
    return this.config.size;
  }
  get inUseCalls(): number {
    return this.inUse;
  }
  get waitingCalls(): number {
    return this.queue.size;
  }

  /** Takes a worker if one is free and nobody waits for it; never waits. */
  tryAcquire(): boolean {
    if (this.queue.size > 0 || this.inUse >= this.config.size) return false;
    this.inUse++;
    return true;
  }

  /**
   * Takes a worker now (onGranted runs synchronously), queues, or rejects synchronously.
   * `request` tells adaptive LIFO whether the caller still waits (it sheds those who don't).
   */
  acquire(
    onGranted: () => void,
    onRejected: (reason: PoolRejection) => void,
    request?: { readonly callerGaveUp: boolean },
  ): PoolWait {
    return this.acquireFor(CALLBACKS, { onGranted, onRejected }, request);
  }

  /** The same for `item`, told to `client`: no closure per request. */
  acquireFor<T>(
    client: PoolClient<T>,
    item: T,
    request?: { readonly callerGaveUp: boolean },
  ): PoolWait {
    if (this.tryAcquire()) {
      client.granted(item);
      return SETTLED;
    }
    const { maxWaitDurationMs, maxQueueLength } = this.config;
    if (maxWaitDurationMs <= 0) {
      client.rejected(item, 'full');
      return SETTLED;
    }
    if (maxQueueLength !== undefined && this.queue.size >= maxQueueLength) {
      client.rejected(item, 'queueFull');
      return SETTLED;
    }
    const waiter = new PoolWaiter(this, client, item, request);
    // An unbounded wait needs no timer: one per queued request would be most of the queue.
    if (maxWaitDurationMs !== Infinity)
      waiter.timer = this.clock.setFixedTimeoutWith(waitTimedOut, waiter, maxWaitDurationMs);
    if (this.adaptive) this.adaptive.enqueue(waiter, this.queue.size, this.clock.nowMs());
    this.queue.push(waiter);
    return waiter;
  }

  /** @internal A waiter leaves the queue without a worker (its caller gave up, or it timed out). */
  cancelWait(waiter: PoolWaiter<unknown>): void {
    if (waiter.settled) return; // granted, timed out or cancelled already
    this.queue.remove(waiter);
    this.adaptive?.noteSize(this.queue.size, this.clock.nowMs());
    if (waiter.timer) this.clock.clearTimeout(waiter.timer);
    waiter.timer = undefined;
  }

  /** The waiter a freed worker takes, by the discipline; undefined when none waits. */
  private next(): Waiter | undefined {
    if (this.adaptive) return this.adaptive.next(this.queue, this.clock);
    return this.lifo ? this.queue.pop() : this.queue.shift();
  }

  private applyDiscipline(): void {
    const d = this.config.discipline;
    this.lifo = d?.type === 'lifo';
    if (d?.type !== 'adaptiveLifo') this.adaptive = undefined;
    else if (this.adaptive) this.adaptive.config = d;
    else this.adaptive = new AdaptiveLifo(d, this.clock.nowMs());
  }

  /** The request is done with its worker: hand it to the next waiter, or free it. */
  release(): void {
    if (this.inUse === 0) return; // a stray release must not mint a worker
    // Hand over only within the size: after a shrink, the excess drains first.
    if (this.inUse <= this.config.size) {
      const waiter = this.next();
      if (waiter) {
        if (waiter.timer) this.clock.clearTimeout(waiter.timer);
        waiter.onGranted();
        this.adaptive?.answerShed(this.clock);
        return;
      }
    }
    this.inUse--;
    this.adaptive?.answerShed(this.clock);
  }

  /** A larger pool admits waiters at once; a smaller one drains as requests finish. */
  changeConfig(config: WorkerPoolConfig): void {
    this.config = config;
    this.applyDiscipline();
    const granted: Waiter[] = [];
    while (this.inUse < config.size && this.queue.size > 0) {
      const waiter = this.next();
      if (!waiter) break;
      if (waiter.timer) this.clock.clearTimeout(waiter.timer);
      this.inUse++;
      granted.push(waiter);
    }
    for (const waiter of granted) waiter.onGranted();
    this.adaptive?.answerShed(this.clock);
  }

  /** Drops queued requests without calling them back (the run is over). */
  stop(): void {
    for (const waiter of this.queue.drain())
      if (waiter.timer) this.clock.clearTimeout(waiter.timer);
  }
}
