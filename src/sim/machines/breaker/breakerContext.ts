// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What the breaker machine knows: its context, its events, and what entering a state resets.
// Everything a guard reads is here or reached from here (the metrics object is referenced,
// not copied: recording an outcome into its window is counting, the guards do the deciding).
import { openWaitDurationMs, type BreakerConfig } from './breakerConfig';
import {
  metricsForClosed,
  type BreakerMetrics,
  metricsForHalfOpen,
  metricsForNoRecording,
  rollingWindowFor,
} from './breakerMetrics';
import { CREATED, type ManualEventType, type TransitionCause } from './breakerReasons';
import type { SlidingWindow, WindowClock } from './slidingWindow';
import type { BreakerState } from './circuitBreakerTypes';

export type BreakerStateValue =
  'closed' | 'open' | 'halfOpen' | 'disabled' | 'forcedOpen' | 'metricsOnly';

/** The machine's state names in Resilience4j's spelling. */
export const BREAKER_STATE_NAMES: Record<BreakerStateValue, BreakerState> = {
  closed: 'CLOSED',
  open: 'OPEN',
  halfOpen: 'HALF_OPEN',
  disabled: 'DISABLED',
  forcedOpen: 'FORCED_OPEN',
  metricsOnly: 'METRICS_ONLY',
};

export interface BreakerContext {
  config: BreakerConfig;
  /** Simulated time, read by the TIME_BASED window and by the OPEN wait's guard. */
  clock: WindowClock;
  /** The current state's metrics; OPEN keeps the ones of the state it came from. */
  metrics: BreakerMetrics;
  /**
   * opossum's window for the breaker's life, refused calls included (windowCountsRefusedCalls):
   * CLOSED's metrics read it instead of a fresh window; null for Resilience4j's.
   */
  rollingWindow: SlidingWindow | null;
  /** HALF_OPEN: trial permits not handed out yet. */
  halfOpenPermitsLeft: number;
  /**
   * Permits granted so far (HALF_OPEN's trial permits; the other states' answer is their tag).
   * A request that leaves this count unchanged was refused.
   */
  permitsGranted: number;
  stateEnteredAtMs: number;
  /** Openings since the breaker last closed (Resilience4j's `attempts`); it sets the OPEN wait. */
  openings: number;
  /** How long this opening lasts. */
  openWaitMs: number;
  /** FAILURE_RATE_EXCEEDED / SLOW_CALL_RATE_EXCEEDED already announced in this CLOSED or METRICS_ONLY. */
  failureRateAnnounced: boolean;
  slowCallRateAnnounced: boolean;
  /** The state left by the last transition, for the facade's transition reports. */
  previousState: BreakerStateValue;
  /** Why the breaker is in its current state, e.g. "OPEN: 3 failures in a row". */
  reason: string;
  /** The same reason as a code with figures, for a page to word in its own language. */
  cause: TransitionCause;
  /** Bumped on every state entry, re-entries included, so observers see fresh state instances. */
  stateEpoch: number;
}

export type BreakerEvent =
  /** An outcome the facade has just counted into context.metrics. */
  | { type: 'call.recorded'; outcome: 'success' | 'failure' }
  | { type: 'permission.requested' }
  /** A permitted call that will not report an outcome gives its permit back. */
  | { type: 'permission.released' }
  | { type: ManualEventType };

/** What the machine announces besides its state: Resilience4j's threshold events. */
export type BreakerEmitted =
  | { type: 'FAILURE_RATE_EXCEEDED'; ratePercent: number }
  | { type: 'SLOW_CALL_RATE_EXCEEDED'; ratePercent: number };

export interface BreakerInput {
  config: BreakerConfig;
  clock: WindowClock;
}

export function initialContext({ config, clock }: BreakerInput): BreakerContext {
  return {
    config,
    clock,
    metrics: metricsForNoRecording(),
    rollingWindow: rollingWindowFor(config, clock),
    halfOpenPermitsLeft: 0,
    permitsGranted: 0,
    stateEnteredAtMs: clock.nowMs(),
    openings: 0,
    openWaitMs: config.waitDurationInOpenStateMs,
    failureRateAnnounced: false,
    slowCallRateAnnounced: false,
    previousState: 'closed',
    reason: 'CLOSED: created',
    cause: CREATED,
    stateEpoch: 0,
  };
}

/**
 * What entering `state` sets, after Resilience4j's state constructors; an opossum-like
 * breaker's CLOSED reads its rolling window again instead of a fresh one.
 */
export function contextOnEntry(
  context: BreakerContext,
  state: BreakerStateValue,
): Partial<BreakerContext> {
  const { config, clock, rollingWindow } = context;
  const entered = { stateEpoch: context.stateEpoch + 1, stateEnteredAtMs: clock.nowMs() };
  switch (state) {
    case 'closed':
    case 'metricsOnly':
      return {
        ...entered,
        metrics: metricsForClosed(config, clock, rollingWindow),
        openings: 0,
        failureRateAnnounced: false,
        slowCallRateAnnounced: false,
      };
    case 'open': {
      // Resilience4j: OpenState(attempts + 1) waits waitIntervalFunction(attempts + 1).
      const openings = context.openings + 1;
      return { ...entered, openings, openWaitMs: openWaitDurationMs(config, openings) };
    }
    case 'halfOpen':
      return {
        ...entered,
        metrics: metricsForHalfOpen(config, clock, rollingWindow),
        halfOpenPermitsLeft: config.permittedNumberOfCallsInHalfOpenState,
      };
    case 'disabled':
      return { ...entered, metrics: metricsForNoRecording(), openings: 0 };
    case 'forcedOpen':
      return { ...entered, metrics: metricsForNoRecording(), openings: context.openings + 1 };
  }
}
