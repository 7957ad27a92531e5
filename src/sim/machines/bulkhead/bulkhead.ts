// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A semaphore bulkhead shaped like Resilience4j's SemaphoreBulkhead, on simulated time.
// The same object serves an edge's bulkhead, a service's worker pool (workers + accept
// queue + queue timeout) and a shared outbound connection pool, so it is the hottest
// object in the engine. It decides nothing: bulkheadMachine.ts grants, queues, refuses,
// times out and hands on slots; this facade turns calls into events, keeps the callers'
// callbacks and wait timers, and answers from the counts the machine's context holds.
// Every event goes through the machine runner (fastPath/machineRunner.ts), which steps the
// targetless transitions directly and sends the rest. `reference: true` sends every event.
import { createActor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import { resolveBulkheadConfig, type BulkheadConfig } from './bulkheadConfig';
import { createCounts, type BulkheadCounts } from './bulkheadCounts';
import { bulkheadMachine, type BulkheadMachineEvent, type BulkheadState } from './bulkheadMachine';
import type { Waiter } from './waitQueue';

import type {
  BulkheadMetrics,
  BulkheadOptions,
  BulkheadRejection,
  WaitHandle,
} from './bulkheadTypes';

export {
  DEFAULT_BULKHEAD_CONFIG,
  resolveBulkheadConfig,
  type BulkheadConfig,
} from './bulkheadConfig';
export type {
  BulkheadCallEvent,
  BulkheadMetrics,
  BulkheadOptions,
  BulkheadRejection,
  WaitHandle,
} from './bulkheadTypes';

const SETTLED: WaitHandle = { cancel: () => {} };
const TRY: BulkheadMachineEvent = { type: 'acquire.try' };
const RELEASED: BulkheadMachineEvent = { type: 'slot.released' };

export class SemaphoreBulkhead {
  readonly name: string;
  private readonly counts: BulkheadCounts;
  private readonly actor;
  private readonly runner: MachineRunner<BulkheadMachineEvent>;

  constructor(
    config: Partial<BulkheadConfig>,
    private readonly clock: SimClock,
    private readonly options: BulkheadOptions = {},
  ) {
    this.name = options.name ?? 'bulkhead';
    this.counts = createCounts(resolveBulkheadConfig(config));
    const machine = options.machine ?? bulkheadMachine;
    const input = { name: this.name, counts: this.counts };
    this.actor = createActor(machine, { clock, input }).start(); // 0 calls starts full
    this.runner = new MachineRunner(this.actor, options.reference ?? false);
  }

  get state(): BulkheadState {
    return this.actor.getSnapshot().value as BulkheadState;
  }
  /** The config in force: a smaller limit shows here once it took effect (Resilience4j). */
  get bulkheadConfig(): Readonly<BulkheadConfig> {
    return this.counts.config;
  }
  /** A smaller limit still waiting for running calls to finish, if any. */
  get pendingMaxConcurrentCalls(): number | undefined {
    return this.counts.shrink?.config.maxConcurrentCalls;
  }
  /** Resilience4j's available permits: the limit in force minus the calls in use. */
  get availableConcurrentCalls(): number {
    return Math.max(0, this.counts.config.maxConcurrentCalls - this.counts.inUse);
  }
  get inUseCalls(): number {
    return this.counts.inUse;
  }
  get waitingCalls(): number {
    return this.counts.queue.size;
  }

  getMetrics(): BulkheadMetrics {
    return {
      availableConcurrentCalls: this.availableConcurrentCalls,
      maxAllowedConcurrentCalls: this.counts.config.maxConcurrentCalls,
      waitingCalls: this.counts.queue.size,
    };
  }

  /** Takes a slot if one is free and nobody waits for it (no queue jumping); never waits. */
  tryAcquirePermission(): boolean {
    const granted = this.send(TRY) === 'granted';
    this.options.onCallEvent?.(granted ? 'callPermitted' : 'callRejected');
    return granted;
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
    const waiter: Waiter = { onGranted, onRejected, timer: undefined, settled: false, seq: 0 };
    const decision = this.send({ type: 'acquire.wait', waiter });
    if (decision === 'queued') {
      waiter.timer = this.clock.setTimeout(
        () => this.send({ type: 'wait.timedOut', waiter }),
        this.counts.config.maxWaitDurationMs,
      );
      this.notify();
      // The handle is spent once the wait ended (granted, timed out or cancelled).
      return { cancel: () => (waiter.settled ? undefined : this.cancelWait(waiter)) };
    }
    if (decision === 'granted') {
      this.options.onCallEvent?.('callPermitted');
      onGranted();
    } else {
      this.options.onCallEvent?.('callRejected');
      onRejected(decision === 'queueFull' ? 'queueFull' : 'full');
    }
    this.notify();
    return SETTLED;
  }

  /** The permitted call finished: frees its slot, or hands it to the oldest waiter. */
  onComplete(): void {
    if (this.release()) this.options.onCallEvent?.('callFinished');
  }

  /** Gives back a slot whose call never ran (Resilience4j: no 'finished' event). */
  releasePermission(): void {
    this.release();
  }

  /**
   * A larger limit applies at once and admits waiters; a smaller one (Resilience4j's
   * changeConfig) waits behind the callers already queued until the running calls fit
   * it, while the old config stays in force and nobody new gets in.
   */
  changeConfig(partial: Partial<BulkheadConfig>): void {
    const base = this.counts.laterConfigs.at(-1) ?? this.counts.shrink?.config;
    const config = resolveBulkheadConfig({ ...(base ?? this.counts.config), ...partial });
    this.send({ type: 'config.changed', config });
    this.notify();
  }

  /** Stops the machine and drops queued callers without calling them back (run is over). */
  stop(): void {
    for (const waiter of this.counts.queue.drain()) this.clock.clearTimeout(waiter.timer);
    this.actor.stop();
  }

  /** Returns false when nothing was held (a stray release must not mint a slot). */
  private release(): boolean {
    // Bad input, not a decision: the engine releases only what it holds.
    if (this.counts.inUse === 0) return false;
    const released = this.send(RELEASED) === 'released';
    this.notify();
    return released;
  }

  private cancelWait(waiter: Waiter): void {
    if (this.send({ type: 'wait.cancelled', waiter }) === 'cancelled') {
      this.clock.clearTimeout(waiter.timer);
    }
    this.notify();
  }

  /** Sends one event; reports a state change; returns the machine's decision. */
  private send(event: BulkheadMachineEvent): BulkheadCounts['decision'] {
    this.counts.decision = 'none';
    const onStateChange = this.options.onStateChange;
    if (onStateChange) {
      const from = this.state;
      this.runner.send(event);
      const to = this.state;
      if (to !== from) onStateChange(from, to, this.clock.nowMs());
    } else {
      this.runner.send(event);
    }
    if (event.type === 'wait.timedOut') this.notify();
    return this.counts.decision;
  }

  /** Calls back the waiters the machine granted or timed out (after it settled). */
  private notify(): void {
    const { granted, timedOut } = this.counts;
    while (granted.length > 0 || timedOut.length > 0) {
      const waiter = granted.shift();
      if (waiter) {
        this.clock.clearTimeout(waiter.timer);
        this.options.onCallEvent?.('callPermitted');
        waiter.onGranted();
        continue;
      }
      this.options.onCallEvent?.('callRejected');
      timedOut.shift()!.onRejected('waitTimeout');
    }
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
