// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A semaphore bulkhead shaped like Resilience4j's SemaphoreBulkhead, on simulated time.
// The same object serves an edge's bulkhead, a service's worker pool (workers + accept
// queue + queue timeout) and a shared outbound connection pool, so it is the hottest
// object in the engine. It decides nothing: bulkheadMachine.ts grants, queues, refuses,
// times out and hands on slots; this facade turns calls into events, keeps the callers'
// callbacks and wait timers, and answers from the counts the machine's context holds.
// It skips a send only where the machine's own guards say the machine would count and
// stay put; then it runs the machine's own action. `reference: true` sends every event.
import { createActor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { sendTo } from '../machineSends';
import { resolveBulkheadConfig, type BulkheadConfig } from './bulkheadConfig';
import { createCounts, type BulkheadCounts } from './bulkheadCounts';
import {
  bulkheadMachine,
  type BulkheadActions,
  type BulkheadArgs,
  type BulkheadGuards,
  type BulkheadMachineEvent,
  type BulkheadState,
} from './bulkheadMachine';
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
const TWO_SLOTS = { slots: 2 };
const TWO_CALLERS = { callers: 2 };

export class SemaphoreBulkhead {
  readonly name: string;
  private readonly counts: BulkheadCounts;
  private readonly actor;
  private readonly guards: BulkheadGuards;
  private readonly actions: BulkheadActions;
  /** The arguments the fast paths hand the machine's guards and actions. */
  private readonly args: BulkheadArgs;
  private readonly fast: boolean;

  constructor(
    config: Partial<BulkheadConfig>,
    private readonly clock: SimClock,
    private readonly options: BulkheadOptions = {},
  ) {
    this.name = options.name ?? 'bulkhead';
    this.counts = createCounts(resolveBulkheadConfig(config));
    const machine = options.machine ?? bulkheadMachine;
    this.guards = machine.implementations.guards as unknown as BulkheadGuards;
    this.actions = machine.implementations.actions as unknown as BulkheadActions;
    this.fast = !options.reference;
    const input = { name: this.name, counts: this.counts };
    this.actor = createActor(machine, { clock, input }).start(); // 0 calls starts full
    this.args = { context: this.actor.getSnapshot().context, event: TRY };
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
    const g = this.guards;
    const a = this.args;
    let granted: boolean;
    if (this.fast && this.state === 'available' && g.slotFree(a, TWO_SLOTS)) {
      // `available` takes a slot and stays while two are free: its first, targetless
      // transition, whose only action is takeSlot.
      this.actions.takeSlot(a);
      granted = true;
    } else if (this.fast && !g.slotFree(a)) {
      // Every state passes it to the root, which refuses (targetless, writing the answer).
      granted = false;
    } else {
      granted = this.send(TRY) === 'granted';
    }
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
    const decision = this.decideAcquire(waiter);
    if (decision === 'queued') {
      waiter.timer = this.clock.setTimeout(
        () => this.send({ type: 'wait.timedOut', waiter }),
        this.counts.config.maxWaitDurationMs,
      );
      this.notify();
      return { cancel: () => this.cancelWait(waiter) };
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

  private decideAcquire(waiter: Waiter): BulkheadCounts['decision'] {
    if (!this.fast) return this.send({ type: 'acquire.wait', waiter });
    const g = this.guards;
    const a = this.args;
    const state = this.state;
    if (state === 'available' && g.slotFree(a, TWO_SLOTS)) {
      // As in tryAcquirePermission: `available`'s targetless takeSlot.
      this.actions.takeSlot(a);
      return 'granted';
    }
    if (!g.slotFree(a)) {
      // The root's refusals, targetless: no state handles these (they need mayWait and
      // queueHasRoom), nor takes a slot (slotFree).
      if (!g.mayWait(a)) return 'full';
      if (!g.queueHasRoom(a)) return 'queueFull';
      if (state === 'queueing' && g.queueHasRoom(a, TWO_CALLERS)) {
        // `queueing`'s first transition (mayWait, room for two): enqueue, targetless.
        a.event = { type: 'acquire.wait', waiter };
        this.actions.enqueue(a);
        a.event = TRY; // hold no waiter here
        return 'queued';
      }
    }
    return this.send({ type: 'acquire.wait', waiter });
  }

  /** Returns false when nothing was held (a stray release must not mint a slot). */
  private release(): boolean {
    const g = this.guards;
    const a = this.args;
    if (!this.fast) {
      const released = this.send(RELEASED) === 'released';
      this.notify();
      return released;
    }
    // A stray release: every handler needs slotHeld, so nothing happens.
    if (!g.slotHeld(a)) return false;
    const state = this.state;
    if (state === 'available') {
      // `available`'s release: freeSlot, targetless.
      this.actions.freeSlot(a);
    } else if (state === 'queueing' && !g.shrinkPending(a) && g.callersWaiting(a, TWO_CALLERS)) {
      // `queueing`'s first release transition: freeSlot (the slot goes on to the oldest
      // waiter), targetless.
      this.actions.freeSlot(a);
      this.notify();
    } else {
      this.send(RELEASED);
      this.notify();
    }
    return true;
  }

  private cancelWait(waiter: Waiter): void {
    const event: BulkheadMachineEvent = { type: 'wait.cancelled', waiter };
    // A handle that outlived its wait: the machine's stillWaiting is false, nothing happens.
    if (this.fast && !this.guards.stillWaiting({ context: this.args.context, event })) return;
    if (this.send(event) === 'cancelled') this.clock.clearTimeout(waiter.timer);
    this.notify();
  }

  /** Sends one event; reports a state change; returns the machine's decision. */
  private send(event: BulkheadMachineEvent): BulkheadCounts['decision'] {
    const from = this.state;
    this.counts.decision = 'none';
    sendTo(this.actor, event);
    const to = this.state;
    if (to !== from) this.options.onStateChange?.(from, to, this.clock.nowMs());
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
