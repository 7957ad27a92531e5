// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A service's workers with their accept queue, and a caller's outbound connection pool: the
// system being simulated, not a protection. A protection (the edge's bulkhead) decides in its
// XState machine; this is the server's own FIFO semaphore, plain code as in any queueing
// simulator, and checked against Erlang B and C and Little's law (queueing.test.ts).
// It sits on the hottest path of the engine: every attempt takes and frees a worker.
import type { SimClock } from '../core/simClock';
import type { ScheduledEvent } from '../core/eventQueue';
import { WaitQueue, type Waiter } from '../machines/bulkhead/waitQueue';

export interface WorkerPoolConfig {
  size: number;
  /** How long a request may wait for a worker (Infinity: as long as it takes; 0: never). */
  maxWaitDurationMs: number;
  /** Requests that may wait at once; undefined: no limit. */
  maxQueueLength?: number;
}

/** Why a request got no worker: none free and no waiting, queue full, or waited too long. */
export type PoolRejection = 'full' | 'queueFull' | 'waitTimeout';

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
class PoolWaiter<T> implements Waiter, PoolWait {
  timer: ScheduledEvent | undefined = undefined;
  settled = false;
  seq = 0;

  constructor(
    private readonly pool: WorkerPool,
    private readonly client: PoolClient<T>,
    private readonly item: T,
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

  constructor(
    private config: WorkerPoolConfig,
    private readonly clock: SimClock,
  ) {}

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

  /** Takes a worker now (onGranted runs synchronously), queues FIFO, or rejects synchronously. */
  acquire(onGranted: () => void, onRejected: (reason: PoolRejection) => void): PoolWait {
    return this.acquireFor(CALLBACKS, { onGranted, onRejected });
  }

  /**
   * The same for `item`, told to `client`: granted now (synchronously), queued FIFO, or
   * rejected synchronously.
   */
  acquireFor<T>(client: PoolClient<T>, item: T): PoolWait {
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
    const waiter = new PoolWaiter(this, client, item);
    // An unbounded wait needs no timer: one per queued request would be most of the queue.
    if (maxWaitDurationMs !== Infinity)
      waiter.timer = this.clock.setFixedTimeoutWith(waitTimedOut, waiter, maxWaitDurationMs);
    this.queue.push(waiter);
    return waiter;
  }

  /** @internal A waiter leaves the queue without a worker (its caller gave up, or it timed out). */
  cancelWait(waiter: PoolWaiter<unknown>): void {
    if (waiter.settled) return; // granted, timed out or cancelled already
    this.queue.remove(waiter);
    if (waiter.timer) this.clock.clearTimeout(waiter.timer);
    waiter.timer = undefined;
  }

  /** The request is done with its worker: hand it to the oldest waiter, or free it. */
  release(): void {
    if (this.inUse === 0) return; // a stray release must not mint a worker
    // Hand over only within the size: after a shrink, the excess drains first.
    if (this.inUse <= this.config.size) {
      const waiter = this.queue.shift();
      if (waiter) {
        if (waiter.timer) this.clock.clearTimeout(waiter.timer);
        waiter.onGranted();
        return;
      }
    }
    this.inUse--;
  }

  /** A larger pool admits waiters at once; a smaller one drains as requests finish. */
  changeConfig(config: WorkerPoolConfig): void {
    this.config = config;
    const granted: Waiter[] = [];
    while (this.inUse < config.size && this.queue.size > 0) {
      const waiter = this.queue.shift()!;
      if (waiter.timer) this.clock.clearTimeout(waiter.timer);
      this.inUse++;
      granted.push(waiter);
    }
    for (const waiter of granted) waiter.onGranted();
  }

  /** Drops queued requests without calling them back (the run is over). */
  stop(): void {
    for (const waiter of this.queue.drain())
      if (waiter.timer) this.clock.clearTimeout(waiter.timer);
  }
}
