// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The raw outcome of one attempt, as the engine reports it to the protections (model §2).

/**
 * One attempt's outcome; `retryable` on a 4xx is the callee's hint (seed 000's envelope),
 * `retryAfterMs` a 429's readable Retry-After.
 */
export type Outcome =
  | { kind: 'success' }
  | { kind: 'http'; status: number; retryable?: boolean; retryAfterMs?: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** 200 with a body that fails validation (seed 003). */
  | { kind: 'poison' }
  /** The breaker rejected the call; retryAfterMs is the time it stays open. */
  | { kind: 'circuitOpen'; retryAfterMs: number }
  /** The bulkhead rejected the call; retryAfterMs comes with jitter (seed 000: 1 to 10 s). */
  | { kind: 'bulkheadFull'; retryAfterMs: number }
  /**
   * Resilience4j's MaxRetriesExceededException: with failAfterMaxAttempts, a chain whose
   * last attempt still answered with a retryable result (an HTTP status, a poison body)
   * ends in this failure instead of handing that result on.
   */
  | { kind: 'maxRetriesExceeded'; last: Outcome };

export const SUCCESS: Outcome = { kind: 'success' };

/** True for a success, or an HTTP status below 400. */
export function isSuccess(outcome: Outcome): boolean {
  return outcome.kind === 'success' || (outcome.kind === 'http' && outcome.status < 400);
}
