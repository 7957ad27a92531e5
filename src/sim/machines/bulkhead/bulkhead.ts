// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A semaphore bulkhead shaped like Resilience4j's SemaphoreBulkhead, on simulated time.
// The same object serves an edge's bulkhead, a service's worker pool (workers + accept
// queue + queue timeout) and a shared outbound connection pool.
import { createActor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import {
  bulkheadMachine,
  bulkheadStateFor,
  EVENT_LEADING_TO,
  type BulkheadState,
} from './bulkheadMachine';
import { WaitQueue, type Waiter } from './waitQueue';

export interface BulkheadConfig {
  maxConcurrentCalls: number;
  /** 0: reject at once when every slot is busy (seed 000's bulkhead). */
  maxWaitDurationMs: number;
  /** Wait only while fewer than this many wait, else reject (seed 004's limiter). */
  maxQueueLength?: number;
}

/** Resilience4j's defaults: 25 concurrent calls, no waiting. */
export const DEFAULT_BULKHEAD_CONFIG: BulkheadConfig = {
  maxConcurrentCalls: 25,
  maxWaitDurationMs: 0,
  maxQueueLength: undefined,
};

export type BulkheadRejection = 'full' | 'queueFull' | 'waitTimeout';
export type BulkheadCallEvent = 'callPermitted' | 'callRejected' | 'callFinished';

export interface BulkheadOptions {
  name?: string;
  onStateChange?: (from: BulkheadState, to: BulkheadState, nowMs: number) => void;
  /** Resilience4j's event stream; leave unset on hot paths. */
  onCallEvent?: (event: BulkheadCallEvent) => void;
}

/** A queued caller; cancel() when it gives up (its own timeout fired). No-op once settled. */
export interface WaitHandle {
  cancel(): void;
}

export interface BulkheadMetrics {
  availableConcurrentCalls: number;
  maxAllowedConcurrentCalls: number;
  waitingCalls: number;
}

const SETTLED: WaitHandle = { cancel: () => {} };

export function resolveBulkheadConfig(partial: Partial<BulkheadConfig>): BulkheadConfig {
  const config = { ...DEFAULT_BULKHEAD_CONFIG, ...partial };
  const { maxConcurrentCalls, maxWaitDurationMs, maxQueueLength } = config;
  if (!Number.isInteger(maxConcurrentCalls) || maxConcurrentCalls < 0) {
    throw new RangeError(`maxConcurrentCalls must be an integer >= 0, got ${maxConcurrentCalls}`);
  }
  if (!(maxWaitDurationMs >= 0)) {
    throw new RangeError(`maxWaitDurationMs must be >= 0, got ${maxWaitDurationMs}`);
  }
  if (maxQueueLength !== undefined && !(Number.isInteger(maxQueueLength) && maxQueueLength >= 0)) {
    throw new RangeError(`maxQueueLength must be an integer >= 0, got ${maxQueueLength}`);
  }
  return config;
}

export class SemaphoreBulkhead {
  readonly name: string;
  private config: BulkheadConfig;
  private inUse = 0;
  private readonly queue = new WaitQueue();
  private readonly actor;
  private currentState: BulkheadState = 'available';

  constructor(
    config: Partial<BulkheadConfig>,
    private readonly clock: SimClock,
    private readonly options: BulkheadOptions = {},
  ) {
    this.name = options.name ?? 'bulkhead';
    this.config = resolveBulkheadConfig(config);
    this.actor = createActor(bulkheadMachine, { clock, input: { name: this.name } }).start();
    this.syncState(); // maxConcurrentCalls 0 starts full
  }

  get state(): BulkheadState {
    return this.currentState;
  }
  get bulkheadConfig(): Readonly<BulkheadConfig> {
    return this.config;
  }
  /** Free slots; 0 (never negative) while a shrunk limit is still over-occupied. */
  get availableConcurrentCalls(): number {
    return Math.max(0, this.config.maxConcurrentCalls - this.inUse);
  }
  get inUseCalls(): number {
    return this.inUse;
  }
  get waitingCalls(): number {
    return this.queue.size;
  }

  getMetrics(): BulkheadMetrics {
    return {
      availableConcurrentCalls: this.availableConcurrentCalls,
      maxAllowedConcurrentCalls: this.config.maxConcurrentCalls,
      waitingCalls: this.queue.size,
    };
  }

  /** Takes a slot if one is free and nobody waits for it (no queue jumping); never waits. */
  tryAcquirePermission(): boolean {
    if (this.queue.size === 0 && this.inUse < this.config.maxConcurrentCalls) {
      this.inUse++;
      if (this.inUse === this.config.maxConcurrentCalls) this.syncState();
      this.options.onCallEvent?.('callPermitted');
      return true;
    }
    this.options.onCallEvent?.('callRejected');
    return false;
  }

  /**
   * Takes a slot now (onGranted runs synchronously), or queues the caller FIFO for at
   * most maxWaitDurationMs of simulated time, or rejects at once (onRejected runs
   * synchronously) when waiting is off ('full') or the queue is at its limit ('queueFull').
   */
  acquirePermission(
    onGranted: () => void,
    onRejected: (reason: BulkheadRejection) => void,
  ): WaitHandle {
    if (this.tryAcquirePermission()) {
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
    const waiter: Waiter = { onGranted, onRejected, timer: undefined, settled: false };
    waiter.timer = this.clock.setTimeout(() => {
      if (!this.queue.remove(waiter)) return;
      this.syncState();
      waiter.onRejected('waitTimeout');
    }, maxWaitDurationMs);
    this.queue.push(waiter);
    this.syncState();
    return {
      cancel: () => {
        if (!this.queue.remove(waiter)) return;
        this.clock.clearTimeout(waiter.timer);
        this.syncState();
      },
    };
  }

  /** The permitted call finished: frees its slot, or hands it to the oldest waiter. */
  onComplete(): void {
    if (this.release()) this.options.onCallEvent?.('callFinished');
  }

  /** Gives back a slot whose call never ran (Resilience4j: no 'finished' event). */
  releasePermission(): void {
    this.release();
  }

  /** Applies a new limit at once: a larger one admits waiters now, a smaller one drains. */
  changeConfig(partial: Partial<BulkheadConfig>): void {
    this.config = resolveBulkheadConfig({ ...this.config, ...partial });
    const granted: Waiter[] = [];
    while (this.inUse < this.config.maxConcurrentCalls && this.queue.size > 0) {
      const waiter = this.queue.shift()!;
      this.clock.clearTimeout(waiter.timer);
      this.inUse++;
      granted.push(waiter);
    }
    this.syncState();
    for (const waiter of granted) waiter.onGranted();
  }

  /** Stops the machine and drops queued callers without calling them back (run is over). */
  stop(): void {
    for (const waiter of this.queue.drain()) this.clock.clearTimeout(waiter.timer);
    this.actor.stop();
  }

  /** Returns false when nothing was held (a stray release must not mint a slot). */
  private release(): boolean {
    if (this.inUse === 0) return false;
    // Hand over only while within the limit: after a shrink, the excess drains first.
    if (this.inUse <= this.config.maxConcurrentCalls) {
      const waiter = this.queue.shift();
      if (waiter) {
        this.clock.clearTimeout(waiter.timer);
        this.syncState();
        waiter.onGranted();
        return true;
      }
    }
    this.inUse--;
    if (this.inUse + 1 >= this.config.maxConcurrentCalls) this.syncState();
    return true;
  }

  /** Sends the machine the event leading to the derived state, only when it differs. */
  private syncState(): void {
    const next = bulkheadStateFor({
      inUseCalls: this.inUse,
      maxConcurrentCalls: this.config.maxConcurrentCalls,
      waitingCalls: this.queue.size,
      maxWaitDurationMs: this.config.maxWaitDurationMs,
      maxQueueLength: this.config.maxQueueLength,
    });
    if (next === this.currentState) return;
    const from = this.currentState;
    this.actor.send(EVENT_LEADING_TO[next]);
    this.currentState = this.actor.getSnapshot().value as BulkheadState;
    this.options.onStateChange?.(from, this.currentState, this.clock.nowMs());
  }
}

/** Creates a bulkhead; config fields default to Resilience4j's (25 calls, no wait). */
export function createBulkhead(
  config: Partial<BulkheadConfig>,
  clock: SimClock,
  options?: BulkheadOptions,
): SemaphoreBulkhead {
  return new SemaphoreBulkhead(config, clock, options);
}

export type Bulkhead = SemaphoreBulkhead;
