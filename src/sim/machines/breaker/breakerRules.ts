// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The breaker's pure rules, called by the machine's guards (the only place that decides).

/** What a recorded outcome left behind, as a transition's reason quotes it. */
export interface CallRecordedFacts {
  outcome: 'success' | 'failure';
  /** Percent, or -1 below the minimum number of calls. */
  failureRate: number;
  /** Percent, or -1 below the minimum number of calls. */
  slowCallRate: number;
  numberOfBufferedCalls: number;
  numberOfFailedCalls: number;
  numberOfSlowCalls: number;
  /** Consecutive-failures family: failures in a row so far (in CLOSED). */
  consecutiveFailures: number;
  /** Consecutive-failures family: successful trial calls so far (in HALF_OPEN). */
  successfulTrialCalls: number;
}

/** Resilience4j compares with ≥, and a rate of -1 (below the minimum) never trips. */
export function isRateAtOrAbove(ratePercent: number, thresholdPercent: number): boolean {
  return ratePercent !== -1 && ratePercent >= thresholdPercent;
}

/** Resilience4j: a call is slow when strictly longer than the threshold. */
export function isSlowCall(durationMs: number, slowCallDurationThresholdMs: number | undefined) {
  return slowCallDurationThresholdMs !== undefined && durationMs > slowCallDurationThresholdMs;
}

/** Resilience4j's lazy OPEN → HALF_OPEN uses `now.isAfter(openedAt + wait)`: strictly after. */
export function isOpenDurationElapsed(openElapsedMs: number, waitDurationMs: number): boolean {
  return openElapsedMs > waitDurationMs;
}
