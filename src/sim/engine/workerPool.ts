// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A service's workers with their accept queue, and a caller's outbound connection pool: the
// system being simulated, not a protection. A protection (the edge's bulkhead) decides in its
// XState machine; this is the server's own FIFO semaphore, plain code as in any queueing
// simulator, and checked against Erlang B and C and Little's law (queueing.test.ts).
// It sits on the hottest path of the engine: every attempt takes and frees a worker.
import type { SimClock } from '../core/simClock';
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
    if (this.tryAcquire()) {
      onGranted();
      return SETTLED;
    }
    const { maxWaitDurationMs, maxQueueLength } = this.config;
    if (maxWaitDurationMs <= 0) {
      onRejected('full');
      return SETTLED;
    }
    if (maxQueueLength !== undefined && this.queue.size >= maxQueueLength) {
      onRejected('queueFull');
      return SETTLED;
    }
    const waiter: Waiter = { onGranted, onRejected, timer: undefined, settled: false, seq: 0 };
    // An unbounded wait needs no timer: one per queued request would be most of the queue.
    if (maxWaitDurationMs !== Infinity) {
      waiter.timer = this.clock.setFixedTimeout(() => {
        if (waiter.settled) return;
        this.queue.remove(waiter);
        waiter.onRejected('waitTimeout');
      }, maxWaitDurationMs);
    }
    this.queue.push(waiter);
    return {
      cancel: () => {
        if (waiter.settled) return; // granted, timed out or cancelled already
        this.queue.remove(waiter);
        if (waiter.timer) this.clock.clearTimeout(waiter.timer);
      },
    };
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
