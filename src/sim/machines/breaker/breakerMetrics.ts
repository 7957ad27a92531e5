// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One state's metrics, as in Resilience4j's CircuitBreakerMetrics: each breaker state owns one
// (CLOSED and METRICS_ONLY a fresh sliding window, HALF_OPEN a fresh count window over the trial
// calls, DISABLED and FORCED_OPEN an empty one; OPEN keeps the one of the state it came from).
// The machine's context references the current one: the facade counts each outcome into it
// (counting, not deciding) and the machine's guards read it.
//
// opossum keeps one rolling window for the breaker's life instead (windowCountsRefusedCalls).
// What its source does, read in opossum v9.0.0 (tag commit 3015ba3), lib/circuit.js and
// lib/status.js:
// - Every call is a `fire`: call() emits 'fire' (circuit.js:656) before it asks whether the
//   breaker is open, and the constructor counts each event into the current bucket
//   (circuit.js:293-301: fire → fires, reject → rejects, failure → failures).
// - A call made while OPEN, or in HALF_OPEN once its one trial has gone through, is refused:
//   `!this.closed && !this.pendingClose` emits 'reject' (circuit.js:711-722). It is a fire and
//   a reject, never a failure.
// - The error rate is `stats.failures / stats.fires * 100` over the whole window, checked only
//   after a failure (fail(), circuit.js:981-998): refused calls are in the denominator.
//   `volumeThreshold` (default 0) is compared with fires, refusals included; HALF_OPEN opens
//   on any failure and closes on a success (circuit.js:349-353), whatever the window says.
// - The window is `rollingCountBuckets` buckets of `rollingCountTimeout / rollingCountBuckets`
//   ms, rotated by a timer from construction (status.js:76-83, 218-221); opening and closing
//   only flag the current bucket (status.js:178-184). Nothing is cleared at a state change,
//   so after a 30 s `resetTimeout` the window holds the last 10 s of refusals when the trial
//   succeeds, and a new outage must outweigh them before the breaker opens again.
// Here: the context holds that window (rollingWindow); CLOSED, OPEN and METRICS_ONLY read it
// as their metrics, HALF_OPEN judges its trial calls in a window of their own and copies each
// outcome into it, and every refused call is recorded into it. Not modelled (the preset's
// notModelled says so): opossum counts a fire when the call starts, here a permitted call
// counts when its outcome is recorded; it judges the window only after a failure and opens
// above the threshold, here after every outcome and at or above it.
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
    /**
     * opossum's window for the breaker's life (windowCountsRefusedCalls), which also gets
     * this state's outcomes and refusals; null for Resilience4j's per-state windows.
     */
    private readonly rollingWindow: SlidingWindow | null = null,
  ) {}

  /** Counting, not deciding: the machine's guards read these counts. */
  record(durationMs: number, failed: boolean, slow: boolean): void {
    if (!this.slidingWindow) return;
    this.slidingWindow.record(durationMs, failed, slow);
    if (this.rollingWindow && this.rollingWindow !== this.slidingWindow)
      this.rollingWindow.record(durationMs, failed, slow);
    if (failed) this.consecutiveFailures++;
    else {
      this.consecutiveFailures = 0;
      this.successfulCalls++;
    }
  }

  /** A call the state refused: counted, and in opossum's window a call that did not fail. */
  recordRefused(): void {
    this.numberOfNotPermittedCalls++;
    this.rollingWindow?.recordRefused();
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
    // opossum's window: its refused calls are buffered, but they did not succeed.
    const refused = totals?.numberOfRefusedCalls ?? 0;
    return {
      failureRate: this.failureRate(),
      slowCallRate: this.slowCallRate(),
      numberOfBufferedCalls: calls,
      numberOfFailedCalls: failed,
      numberOfSlowCalls: slow,
      numberOfSlowFailedCalls: slowFailed,
      numberOfSlowSuccessfulCalls: slow - slowFailed,
      numberOfSuccessfulCalls: calls - failed - refused,
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

/** The window a breaker keeps for its life: opossum's (windowCountsRefusedCalls), else none. */
export function rollingWindowFor(config: BreakerConfig, clock: WindowClock): SlidingWindow | null {
  if (config.type !== 'slidingWindow' || !config.windowCountsRefusedCalls) return null;
  return createSlidingWindow(config.slidingWindowType, config.slidingWindowSize, clock);
}

/**
 * CLOSED and METRICS_ONLY: a fresh window (Resilience4j), or the breaker's rolling one when it
 * keeps one (opossum). The consecutive family shows the last N calls (N = failureThreshold).
 */
export function metricsForClosed(
  config: BreakerConfig,
  clock: WindowClock,
  rollingWindow: SlidingWindow | null = null,
): BreakerMetrics {
  if (config.type === 'consecutiveFailures') {
    const size = config.failureThreshold;
    return new BreakerMetrics(createSlidingWindow('COUNT_BASED', size, clock), size);
  }
  const size = config.slidingWindowSize;
  const slidingWindow = rollingWindow ?? createSlidingWindow(config.slidingWindowType, size, clock);
  // Resilience4j: a COUNT_BASED window can never hold more than its size.
  const minimum =
    config.slidingWindowType === 'COUNT_BASED'
      ? Math.min(config.minimumNumberOfCalls, size)
      : config.minimumNumberOfCalls;
  return new BreakerMetrics(slidingWindow, minimum, rollingWindow);
}

/**
 * HALF_OPEN: a fresh COUNT_BASED window over the permitted trial calls, which judges them
 * alone; a rolling window, when the breaker keeps one, also counts them and the refusals.
 */
export function metricsForHalfOpen(
  config: BreakerConfig,
  clock: WindowClock,
  rollingWindow: SlidingWindow | null = null,
): BreakerMetrics {
  const size = config.permittedNumberOfCallsInHalfOpenState;
  const minimum =
    config.type === 'slidingWindow' ? Math.min(config.minimumNumberOfCalls, size) : size;
  return new BreakerMetrics(
    createSlidingWindow('COUNT_BASED', size, clock),
    minimum,
    rollingWindow,
  );
}

/** DISABLED and FORCED_OPEN: records nothing, counts only the rejected calls. */
export function metricsForNoRecording(): BreakerMetrics {
  return new BreakerMetrics(null, 0);
}
