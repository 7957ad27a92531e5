// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A Resilience4j-shaped circuit breaker on simulated time. The facade decides nothing: its
// statechart (breakerMachine.ts) holds the state, the metrics, the trial permits and every
// rule. Each call becomes an event and each answer is read from the machine's state and context.
// The engine records about a million outcomes per run, and a busy breaker changes state
// hundreds of times a run (an actor's send costs 50–250 µs for those), so the breaker is a
// record run by the machine runner for records (fastPath/recordRunner.ts): it takes the
// machine's own transitions, entry and exit actions and `after` delays (on the simulated
// clock) from the authored definition. The facade counts an outcome into the state's metrics
// (counting, not deciding) and hands the machine every event; most are skipped because the
// machine's own guards say no transition would be taken. With `{ reference: true }` the
// record is a real actor and every event is sent, for the differential test. `onEvent`
// receives Resilience4j's event stream: per-call events from here, the rate events as the
// machine emits them.
import type { SimClock } from '../../core/simClock';
import type { StateReading } from '../fastPath/machineDefinition';
import { RecordRunner } from '../fastPath/recordRunner';
import { resolveBreakerConfig, type BreakerConfig, type BreakerConfigInput } from './breakerConfig';
import type { BreakerContext, BreakerEmitted, BreakerEvent } from './breakerContext';
import {
  BREAKER_STATE_NAMES,
  breakerMachine,
  PERMITS_CALLS_TAG,
  PUBLISHES_CALL_EVENTS_TAG,
  type BreakerStateValue,
} from './breakerMachine';
import type { BreakerMetricsSnapshot } from './breakerMetrics';
import type { ManualEventType } from './breakerReasons';
import { isSlowCall } from './breakerRules';
import type {
  BreakerOutcome,
  BreakerState,
  CallEventCounts,
  CallEventType,
  CircuitBreaker,
  CircuitBreakerEvent,
  CircuitBreakerOptions,
} from './circuitBreakerTypes';

export type {
  BreakerOutcome,
  BreakerState,
  BreakerTransition,
  CallEventCounts,
  CallEventType,
  CircuitBreaker,
  CircuitBreakerEvent,
  CircuitBreakerOptions,
} from './circuitBreakerTypes';

export function createCircuitBreaker(
  config: BreakerConfigInput,
  clock: SimClock,
  options: CircuitBreakerOptions = {},
): CircuitBreaker {
  return new SimCircuitBreaker(resolveBreakerConfig(config), clock, options);
}

/** An event before the facade stamps it with the breaker's name and the time. */
type PublishedEvent = DistributiveOmit<CircuitBreakerEvent, 'name' | 'tMs'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The breaker's machine instance: its state, and the context its guards and actions read. */
interface BreakerRecord {
  state: BreakerStateValue;
  context: BreakerContext;
  /** The runner's reading of `state` (MachineRecord). */
  stateReading: StateReading | undefined;
}

// Events are never mutated, so one object of each serves every send.
const SUCCEEDED: BreakerEvent = { type: 'call.recorded', outcome: 'success' };
const FAILED: BreakerEvent = { type: 'call.recorded', outcome: 'failure' };
const PERMISSION_REQUESTED: BreakerEvent = { type: 'permission.requested' };
const PERMISSION_RELEASED: BreakerEvent = { type: 'permission.released' };

class SimCircuitBreaker implements CircuitBreaker {
  readonly name: string;
  readonly machine: typeof breakerMachine;
  /** The machine instance (the reference mode's actor keeps it up to date). */
  private readonly record = {
    state: 'closed',
    context: {},
    stateReading: undefined,
  } as BreakerRecord;
  /** Skips and direct steps (or, for the reference, sends), read from the machine's definition. */
  private readonly runner: RecordRunner<BreakerRecord, BreakerEvent>;
  /** Per state, its tags (read once: snapshot.hasTag costs more than a whole skip). */
  private readonly permitsCalls: Readonly<Record<string, boolean>>;
  private readonly publishesCallEvents: Readonly<Record<string, boolean>>;
  /** The last state instance reported (observer bookkeeping, not a copy of the state). */
  private reportedEpoch = -1;
  private readonly onEvent: ((event: CircuitBreakerEvent) => void) | undefined;
  private readonly callEventCounts: CallEventCounts | undefined;
  /** Someone takes the per-call events, one by one (onEvent) or counted (callEventCounts). */
  private readonly hearsCallEvents: boolean;

  constructor(
    config: BreakerConfig,
    private readonly clock: SimClock,
    private readonly options: CircuitBreakerOptions,
  ) {
    this.name = options.name ?? 'circuitBreaker';
    this.machine = options.machine ?? breakerMachine;
    this.onEvent = options.onEvent;
    this.callEventCounts = options.callEventCounts;
    this.hearsCallEvents = this.onEvent !== undefined || this.callEventCounts !== undefined;
    const onEvent = this.onEvent;
    this.runner = new RecordRunner<BreakerRecord, BreakerEvent>(this.machine, {
      reference: options.reference ?? false,
      clock,
      onChange: () => this.report(),
      ...(onEvent
        ? { onEmit: (_: BreakerRecord, event: { type: string }) => this.emitted(event) }
        : {}),
    });
    this.permitsCalls = this.statesTagged(PERMITS_CALLS_TAG);
    this.publishesCallEvents = this.statesTagged(PUBLISHES_CALL_EVENTS_TAG);
    this.runner.start(this.record, { config, clock });
    this.report();
  }

  tryAcquirePermission(): boolean {
    const record = this.record;
    const epochBefore = record.context.stateEpoch;
    let grantedBefore = record.context.permitsGranted;
    this.runner.send(record, PERMISSION_REQUESTED);
    // The request moved OPEN → HALF_OPEN: as in Resilience4j, the new state is asked for a permit.
    if (record.context.stateEpoch !== epochBefore && record.state === 'halfOpen') {
      grantedBefore = record.context.permitsGranted;
      this.runner.send(record, PERMISSION_REQUESTED);
    }
    // CLOSED, DISABLED, METRICS_ONLY answer yes by definition (their tag); they have no
    // transition on permission.requested, so the runner leaves the request unsent.
    // HALF_OPEN grants a trial permit by counting it (permitsGranted); when its guard
    // halfOpenPermitAvailable says no, the machine counts the refusal instead. OPEN (before
    // openDurationElapsed) and FORCED_OPEN count it too: the refusal is the machine's record.
    const granted =
      this.permitsCalls[record.state] || record.context.permitsGranted !== grantedBefore;
    if (!granted && this.hearsCallEvents) this.publishCallEvent('NOT_PERMITTED', 0);
    return granted;
  }

  releasePermission(): void {
    // Only HALF_OPEN handles the release (it gives the trial permit back); elsewhere no
    // transition exists, so the runner leaves it unsent.
    this.runner.send(this.record, PERMISSION_RELEASED);
  }

  // Resilience4j publishes the outcome's event before the state records it.
  onSuccess(durationMs: number): void {
    if (this.hearsCallEvents) this.publishCallEvent('SUCCESS', durationMs);
    this.recordOutcome(durationMs, false);
  }

  onError(durationMs: number): void {
    if (this.hearsCallEvents) this.publishCallEvent('ERROR', durationMs);
    this.recordOutcome(durationMs, true);
  }

  onIgnoredError(durationMs: number): void {
    this.releasePermission();
    if (this.hearsCallEvents) this.publishCallEvent('IGNORED_ERROR', durationMs);
  }

  onResult(outcome: BreakerOutcome, durationMs: number): void {
    if (outcome === 'ignored') this.onIgnoredError(durationMs);
    else if (outcome === 'failure') this.onError(durationMs);
    else this.onSuccess(durationMs);
  }

  transitionToOpenState(): void {
    this.sendByHand('breaker.opened', 'OPEN');
  }
  transitionToClosedState(): void {
    this.sendByHand('breaker.closed', 'CLOSED');
  }
  transitionToHalfOpenState(): void {
    this.sendByHand('breaker.halfOpened', 'HALF_OPEN');
  }
  transitionToDisabledState(): void {
    this.sendByHand('breaker.disabled', 'DISABLED');
  }
  transitionToForcedOpenState(): void {
    this.sendByHand('breaker.forcedOpen', 'FORCED_OPEN');
  }
  transitionToMetricsOnlyState(): void {
    this.sendByHand('breaker.metricsOnly', 'METRICS_ONLY');
  }
  reset(): void {
    this.sendByHand('breaker.reset', 'CLOSED');
    this.publish({ type: 'RESET' }); // after its STATE_TRANSITION, as in Resilience4j
  }

  getState(): BreakerState {
    return BREAKER_STATE_NAMES[this.record.state];
  }

  getMetrics(): BreakerMetricsSnapshot {
    return this.record.context.metrics.snapshot();
  }

  remainingOpenMs(): number {
    const { state: value, context } = this.record;
    if (value === 'forcedOpen') return Infinity;
    if (value !== 'open') return 0;
    const endsAtMs = context.stateEnteredAtMs + context.openWaitMs;
    return Math.max(0, endsAtMs - this.clock.nowMs());
  }

  getConfig(): Readonly<BreakerConfig> {
    return this.record.context.config;
  }

  stop(): void {
    this.runner.stop(this.record);
  }

  private recordOutcome(durationMs: number, failedOutcome: boolean): void {
    const context = this.record.context;
    const config = context.config;
    const slow = isSlowCall(durationMs, config.slowCallDurationThresholdMs);
    // The simple breakers count a call slower than the threshold as a failure.
    const failed = failedOutcome || (slow && config.type === 'consecutiveFailures');
    // Counting, not deciding (DISABLED's and FORCED_OPEN's metrics count nothing).
    context.metrics.record(durationMs, failed, slow);
    // Skipped only when every guard of the current state's call.recorded transitions says
    // no: then the machine would take no transition, and the count above is all that changes.
    this.runner.send(this.record, failed ? FAILED : SUCCEEDED);
  }

  private statesTagged(tag: string): Record<BreakerStateValue, boolean> {
    const tagged: Record<string, boolean> = {};
    for (const [name, state] of this.runner.reading.states) {
      tagged[name] = state.tags.includes(tag);
    }
    return tagged as Record<BreakerStateValue, boolean>;
  }

  private sendByHand(type: ManualEventType, target: BreakerState): void {
    const event = { type };
    if (!this.runner.can(this.record, event)) {
      // Resilience4j's IllegalStateTransitionException message.
      throw new Error(
        `CircuitBreaker '${this.name}' tried an illegal state transition from ` +
          `${this.getState()} to ${target}`,
      );
    }
    this.runner.send(this.record, event);
  }

  /** The rate events the machine emits, into Resilience4j's event stream. */
  private emitted(event: { type: string }): void {
    const { type, ratePercent } = event as BreakerEmitted;
    this.publish({ type, ratePercent });
  }

  /** Reports each change of state once (the machine also changes state on its own timers). */
  private report(): void {
    const { stateEpoch, previousState, stateEnteredAtMs, reason, cause } = this.record.context;
    if (stateEpoch === this.reportedEpoch) return;
    this.reportedEpoch = stateEpoch;
    const from = BREAKER_STATE_NAMES[previousState];
    const to = BREAKER_STATE_NAMES[this.record.state];
    if (from === to) return;
    const transition = { tMs: stateEnteredAtMs, from, to, reason };
    this.options.onTransition?.(transition, cause);
    this.publish({ type: 'STATE_TRANSITION', transition });
  }

  /**
   * Per-call events, only from the states that publish them. One per call on a busy edge:
   * each is built whole as one of two fixed shapes (a spread into a new object, as `publish`
   * does for the rare ones, cost a third of the page's engine time).
   */
  private publishCallEvent(type: CallEventType, durationMs: number): void {
    const counts = this.callEventCounts;
    if (counts !== undefined) {
      if (this.publishesCallEvents[this.record.state]) counts[type]++;
      return;
    }
    const onEvent = this.onEvent;
    if (!onEvent || !this.publishesCallEvents[this.record.state]) return;
    const name = this.name;
    const tMs = this.clock.nowMs();
    onEvent(type === 'NOT_PERMITTED' ? { type, name, tMs } : { type, durationMs, name, tMs });
  }

  private publish(event: PublishedEvent): void {
    this.onEvent?.({ ...event, name: this.name, tMs: this.clock.nowMs() } as CircuitBreakerEvent);
  }
}
