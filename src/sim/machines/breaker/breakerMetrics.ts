// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One state's metrics, as in Resilience4j's CircuitBreakerMetrics: each breaker state owns one
// (CLOSED and METRICS_ONLY a fresh sliding window, HALF_OPEN a fresh count window over the trial
// calls, DISABLED and FORCED_OPEN an empty one; OPEN keeps the one of the state it came from).
// The machine's context references the current one: the facade counts each outcome into it
// (counting, not deciding) and the machine's guards read it.
import type { BreakerConfig } from './breakerConfig';
import type { CallRecordedFacts } from './breakerRules';
import {
  createSlidingWindow,
  failureRatePercent,
  slowCallRatePercent,
  type SlidingWindow,
  type WindowClock,
} from './slidingWindow';

/** Resilience4j's CircuitBreaker.Metrics; rates in percent, -1 below the minimum number of calls. */
export interface BreakerMetricsSnapshot {
  failureRate: number;
  slowCallRate: number;
  numberOfBufferedCalls: number;
  numberOfFailedCalls: number;
  numberOfSlowCalls: number;
  numberOfSlowFailedCalls: number;
  numberOfSlowSuccessfulCalls: number;
  numberOfSuccessfulCalls: number;
  numberOfNotPermittedCalls: number;
}

export class BreakerMetrics {
  numberOfNotPermittedCalls = 0;
  /** Failures in a row among the outcomes recorded in this state (the consecutive family's CLOSED). */
  consecutiveFailures = 0;
  /** Successful outcomes recorded in this state, never evicted (the consecutive family's trials). */
  successfulCalls = 0;

  constructor(
    /** null for the states that record nothing (DISABLED, FORCED_OPEN). */
    private readonly slidingWindow: SlidingWindow | null,
    readonly minimumNumberOfCalls: number,
  ) {}

  /** Counting, not deciding: the machine's guards read these counts. */
  record(durationMs: number, failed: boolean, slow: boolean): void {
    if (!this.slidingWindow) return;
    this.slidingWindow.record(durationMs, failed, slow);
    if (failed) this.consecutiveFailures++;
    else {
      this.consecutiveFailures = 0;
      this.successfulCalls++;
    }
  }

  failureRate(): number {
    return this.slidingWindow
      ? failureRatePercent(this.slidingWindow.totals(), this.minimumNumberOfCalls)
      : -1;
  }

  slowCallRate(): number {
    return this.slidingWindow
      ? slowCallRatePercent(this.slidingWindow.totals(), this.minimumNumberOfCalls)
      : -1;
  }

  numberOfBufferedCalls(): number {
    return this.slidingWindow ? this.slidingWindow.totals().totalNumberOfCalls : 0;
  }

  snapshot(): BreakerMetricsSnapshot {
    const totals = this.slidingWindow?.totals();
    const calls = totals?.totalNumberOfCalls ?? 0;
    const failed = totals?.numberOfFailedCalls ?? 0;
    const slow = totals?.numberOfSlowCalls ?? 0;
    const slowFailed = totals?.numberOfSlowFailedCalls ?? 0;
    return {
      failureRate: this.failureRate(),
      slowCallRate: this.slowCallRate(),
      numberOfBufferedCalls: calls,
      numberOfFailedCalls: failed,
      numberOfSlowCalls: slow,
      numberOfSlowFailedCalls: slowFailed,
      numberOfSlowSuccessfulCalls: slow - slowFailed,
      numberOfSuccessfulCalls: calls - failed,
      numberOfNotPermittedCalls: this.numberOfNotPermittedCalls,
    };
  }
}

/** The facts a transition's reason quotes, read from the metrics after a recorded outcome. */
export function recordedFacts(
  metrics: BreakerMetrics,
  outcome: 'success' | 'failure',
): CallRecordedFacts {
  const snapshot = metrics.snapshot();
  return {
    outcome,
    failureRate: snapshot.failureRate,
    slowCallRate: snapshot.slowCallRate,
    numberOfBufferedCalls: snapshot.numberOfBufferedCalls,
    numberOfFailedCalls: snapshot.numberOfFailedCalls,
    numberOfSlowCalls: snapshot.numberOfSlowCalls,
    consecutiveFailures: metrics.consecutiveFailures,
    successfulTrialCalls: metrics.successfulCalls,
  };
}

/** CLOSED and METRICS_ONLY. The consecutive family shows the last N calls (N = failureThreshold). */
export function metricsForClosed(config: BreakerConfig, clock: WindowClock): BreakerMetrics {
  if (config.type === 'consecutiveFailures') {
    const size = config.failureThreshold;
    return new BreakerMetrics(createSlidingWindow('COUNT_BASED', size, clock), size);
  }
  const size = config.slidingWindowSize;
  const slidingWindow = createSlidingWindow(config.slidingWindowType, size, clock);
  // Resilience4j: a COUNT_BASED window can never hold more than its size.
  const minimum =
    config.slidingWindowType === 'COUNT_BASED'
      ? Math.min(config.minimumNumberOfCalls, size)
      : config.minimumNumberOfCalls;
  return new BreakerMetrics(slidingWindow, minimum);
}

/** HALF_OPEN: a fresh COUNT_BASED window over the permitted trial calls. */
export function metricsForHalfOpen(config: BreakerConfig, clock: WindowClock): BreakerMetrics {
  const size = config.permittedNumberOfCallsInHalfOpenState;
  const minimum =
    config.type === 'slidingWindow' ? Math.min(config.minimumNumberOfCalls, size) : size;
  return new BreakerMetrics(createSlidingWindow('COUNT_BASED', size, clock), minimum);
}

/** DISABLED and FORCED_OPEN: records nothing, counts only the rejected calls. */
export function metricsForNoRecording(): BreakerMetrics {
  return new BreakerMetrics(null, 0);
}
