// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A Resilience4j-shaped circuit breaker on simulated time. The XState actor owns the state;
// this facade keeps the per-state metrics in plain code (the engine records about a million
// outcomes per run) and sends the actor only the facts that could change the state.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import {
  resolveBreakerConfig,
  type BreakerConfig,
  type BreakerConfigInput,
  type ConsecutiveFailuresBreakerConfig,
} from './breakerConfig';
import { BREAKER_STATE_NAMES, breakerMachine } from './breakerMachine';
import {
  metricsForClosed,
  metricsForHalfOpen,
  metricsForNoRecording,
  recordedFacts,
  type BreakerMetrics,
  type BreakerMetricsSnapshot,
} from './breakerMetrics';
import type {
  BreakerOutcome,
  BreakerState,
  CircuitBreaker,
  CircuitBreakerOptions,
} from './circuitBreakerTypes';
import type { ManualEventType } from './breakerReasons';
import { isOpenDurationElapsed, isRateAtOrAbove, isSlowCall } from './breakerRules';

export type {
  BreakerOutcome,
  BreakerState,
  BreakerTransition,
  CircuitBreaker,
  CircuitBreakerOptions,
} from './circuitBreakerTypes';

export function createCircuitBreaker(
  config: BreakerConfigInput,
  clock: SimClock,
  options: CircuitBreakerOptions = {},
): CircuitBreaker {
  return new SimCircuitBreaker(resolveBreakerConfig(config), clock, options);
}

class SimCircuitBreaker implements CircuitBreaker {
  readonly name: string;
  readonly machine = breakerMachine;
  readonly actor: Actor<typeof breakerMachine>;
  private state: BreakerState = 'CLOSED';
  private stateEpoch = -1;
  private stateEnteredAtMs = 0;
  private metrics: BreakerMetrics;
  private halfOpenPermitsLeft = 0;
  private consecutiveFailures = 0;
  private successfulTrialCalls = 0;

  constructor(
    private readonly config: BreakerConfig,
    private readonly clock: SimClock,
    private readonly options: CircuitBreakerOptions,
  ) {
    this.name = options.name ?? 'circuitBreaker';
    this.metrics = metricsForClosed(config, clock);
    this.actor = createActor(breakerMachine, { input: { config }, clock });
    this.actor.subscribe((snapshot) => this.follow(snapshot));
    this.actor.start();
    this.follow(this.actor.getSnapshot());
  }

  tryAcquirePermission(): boolean {
    switch (this.state) {
      case 'CLOSED':
      case 'DISABLED':
      case 'METRICS_ONLY':
        return true;
      case 'OPEN': {
        const elapsedMs = this.clock.nowMs() - this.stateEnteredAtMs;
        if (isOpenDurationElapsed(elapsedMs, this.config.waitDurationInOpenStateMs)) {
          this.actor.send({ type: 'permission.requested', openElapsedMs: elapsedMs });
          // Read through getState(): the send above changed the state.
          if (this.getState() === 'HALF_OPEN') return this.tryAcquirePermission();
        }
        this.metrics.numberOfNotPermittedCalls++;
        return false;
      }
      case 'HALF_OPEN':
        if (this.halfOpenPermitsLeft > 0) {
          this.halfOpenPermitsLeft--;
          return true;
        }
        this.metrics.numberOfNotPermittedCalls++;
        return false;
      case 'FORCED_OPEN':
        this.metrics.numberOfNotPermittedCalls++;
        return false;
    }
  }

  releasePermission(): void {
    if (this.state === 'HALF_OPEN') this.halfOpenPermitsLeft++;
  }

  onSuccess(durationMs: number): void {
    this.record(durationMs, false);
  }

  onError(durationMs: number): void {
    this.record(durationMs, true);
  }

  onIgnoredError(_durationMs: number): void {
    this.releasePermission();
  }

  onResult(outcome: BreakerOutcome, durationMs: number): void {
    if (outcome === 'ignored') this.onIgnoredError(durationMs);
    else this.record(durationMs, outcome === 'failure');
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
  }

  getState(): BreakerState {
    return this.state;
  }

  getMetrics(): BreakerMetricsSnapshot {
    return this.metrics.snapshot();
  }

  remainingOpenMs(): number {
    if (this.state === 'FORCED_OPEN') return Infinity;
    if (this.state !== 'OPEN') return 0;
    const endsAtMs = this.stateEnteredAtMs + this.config.waitDurationInOpenStateMs;
    return Math.max(0, endsAtMs - this.clock.nowMs());
  }

  getConfig(): Readonly<BreakerConfig> {
    return this.config;
  }

  stop(): void {
    this.actor.stop();
  }

  private record(durationMs: number, failed: boolean): void {
    const state = this.state;
    if (state === 'DISABLED' || state === 'FORCED_OPEN') return;
    const config = this.config;
    const slow = isSlowCall(durationMs, config.slowCallDurationThresholdMs);
    if (config.type === 'consecutiveFailures') {
      // The simple breakers count a call slower than the threshold as a failure.
      this.recordConsecutive(config, durationMs, failed || slow, slow);
      return;
    }
    this.metrics.record(durationMs, failed, slow);
    // OPEN records late outcomes of calls permitted earlier, without a transition.
    if (state === 'OPEN' || state === 'METRICS_ONLY') return;
    const failureRate = this.metrics.failureRate();
    if (failureRate === -1) return;
    const slowCallRate = this.metrics.slowCallRate();
    const couldChange =
      state === 'HALF_OPEN' ||
      isRateAtOrAbove(failureRate, config.failureRateThreshold) ||
      isRateAtOrAbove(slowCallRate, config.slowCallRateThreshold);
    if (couldChange) this.sendRecorded(failed);
  }

  private recordConsecutive(
    config: ConsecutiveFailuresBreakerConfig,
    durationMs: number,
    failed: boolean,
    slow: boolean,
  ): void {
    this.metrics.record(durationMs, failed, slow);
    if (this.state === 'CLOSED') {
      this.consecutiveFailures = failed ? this.consecutiveFailures + 1 : 0;
      if (this.consecutiveFailures >= config.failureThreshold) this.sendRecorded(failed);
    } else if (this.state === 'HALF_OPEN') {
      if (!failed) this.successfulTrialCalls++;
      if (failed || this.successfulTrialCalls >= config.successThreshold) this.sendRecorded(failed);
    }
  }

  private sendRecorded(failed: boolean): void {
    const { consecutiveFailures, successfulTrialCalls } = this;
    const facts = recordedFacts(this.metrics, failed, consecutiveFailures, successfulTrialCalls);
    this.actor.send({ type: 'call.recorded', ...facts });
  }

  private sendByHand(type: ManualEventType, target: BreakerState): void {
    const event = { type };
    if (!this.actor.getSnapshot().can(event)) {
      // Resilience4j's IllegalStateTransitionException message.
      throw new Error(
        `CircuitBreaker '${this.name}' tried an illegal state transition from ${this.state} to ${target}`,
      );
    }
    this.actor.send(event);
  }

  /** Sets up the bookkeeping of each state the actor enters, and reports changes of state. */
  private follow(snapshot: ReturnType<typeof this.actor.getSnapshot>): void {
    const { stateEpoch, reason } = snapshot.context;
    if (stateEpoch === this.stateEpoch || snapshot.status !== 'active') return;
    this.stateEpoch = stateEpoch;
    const from = this.state;
    const to = BREAKER_STATE_NAMES[snapshot.value];
    const nowMs = this.clock.nowMs();
    this.state = to;
    this.stateEnteredAtMs = nowMs;
    this.enter(to);
    if (from !== to) this.options.onTransition?.({ tMs: nowMs, from, to, reason });
  }

  private enter(state: BreakerState): void {
    switch (state) {
      case 'CLOSED':
      case 'METRICS_ONLY':
        this.metrics = metricsForClosed(this.config, this.clock);
        this.consecutiveFailures = 0;
        return;
      case 'OPEN':
        return; // Resilience4j: OPEN keeps the metrics of the state it came from.
      case 'HALF_OPEN':
        this.metrics = metricsForHalfOpen(this.config, this.clock);
        this.halfOpenPermitsLeft = this.config.permittedNumberOfCallsInHalfOpenState;
        this.successfulTrialCalls = 0;
        return;
      case 'DISABLED':
      case 'FORCED_OPEN':
        this.metrics = metricsForNoRecording();
        return;
    }
  }
}
