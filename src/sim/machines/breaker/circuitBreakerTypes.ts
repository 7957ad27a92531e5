// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The circuit breaker's public shape, after Resilience4j's CircuitBreaker interface.
import type { BreakerConfig } from './breakerConfig';
import type { breakerMachine } from './breakerMachine';
import type { BreakerMetricsSnapshot } from './breakerMetrics';
import type { TransitionCause } from './breakerReasons';

export type BreakerState =
  'CLOSED' | 'OPEN' | 'HALF_OPEN' | 'DISABLED' | 'FORCED_OPEN' | 'METRICS_ONLY';

/** One change of state, with a readable reason ("OPEN: 3 failures in a row"). */
export interface BreakerTransition {
  tMs: number;
  from: BreakerState;
  to: BreakerState;
  reason: string;
}

export type BreakerOutcome = 'success' | 'failure' | 'ignored';

/**
 * Resilience4j's CircuitBreakerEvent, as its EventPublisher sends them. DISABLED and
 * FORCED_OPEN publish only STATE_TRANSITION and RESET (Resilience4j's forcePublish types).
 */
export type CircuitBreakerEvent = { name: string; tMs: number } & (
  | { type: 'SUCCESS' | 'ERROR' | 'IGNORED_ERROR'; durationMs: number }
  | { type: 'NOT_PERMITTED' | 'RESET' }
  | { type: 'STATE_TRANSITION'; transition: BreakerTransition }
  | { type: 'FAILURE_RATE_EXCEEDED' | 'SLOW_CALL_RATE_EXCEEDED'; ratePercent: number }
);

/** The events Resilience4j publishes once per call. */
export type CallEventType = 'SUCCESS' | 'ERROR' | 'IGNORED_ERROR' | 'NOT_PERMITTED';

/** How many per-call events of each kind a breaker would have published. */
export type CallEventCounts = Record<CallEventType, number>;

export interface CircuitBreakerOptions {
  name?: string;
  /** Called synchronously on every change of state (re-entering the same state is not one). */
  /** `cause`: the reason as a code with figures (for a page that words it itself). */
  onTransition?: (transition: BreakerTransition, cause: TransitionCause) => void;
  /**
   * The statechart to run (default: breakerMachine). The facade's skips ask this machine's
   * guards, so `breakerMachine.provide({ guards })` changes the whole breaker.
   */
  machine?: typeof breakerMachine;
  /** Send every event (every permission request, every outcome): the differential tests' reference. */
  reference?: boolean;
  /** Resilience4j's event stream; nothing is built when unset. */
  onEvent?: (event: CircuitBreakerEvent) => void;
  /**
   * The per-call events (CallEventType) are counted here instead of published through
   * `onEvent`, in the states that publish them: a listener that keeps only how many of each
   * (a page's log) is spared an event object and a call per call.
   */
  callEventCounts?: CallEventCounts;
}

export interface CircuitBreaker {
  readonly name: string;
  /** The statechart, for drawing. */
  readonly machine: typeof breakerMachine;
  tryAcquirePermission(): boolean;
  releasePermission(): void;
  onSuccess(durationMs: number): void;
  onError(durationMs: number): void;
  /** Ignored outcomes are not recorded; they free the HALF_OPEN permit. */
  onIgnoredError(durationMs: number): void;
  onResult(outcome: BreakerOutcome, durationMs: number): void;
  transitionToOpenState(): void;
  transitionToClosedState(): void;
  transitionToHalfOpenState(): void;
  transitionToDisabledState(): void;
  transitionToForcedOpenState(): void;
  transitionToMetricsOnlyState(): void;
  reset(): void;
  getState(): BreakerState;
  getMetrics(): BreakerMetricsSnapshot;
  /** Time until OPEN ends (the retry_after of CIRCUIT_OPEN); Infinity in FORCED_OPEN, else 0. */
  remainingOpenMs(): number;
  getConfig(): Readonly<BreakerConfig>;
  /** Stops the actor and cancels its timers. */
  stop(): void;
}
