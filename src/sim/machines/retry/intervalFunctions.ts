// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's IntervalFunction (resilience4j-core) in milliseconds: attempt is 1-based,
// the result is the wait after that attempt, truncated to whole ms as Java's (long) casts.
// Randomness comes from a seeded stream instead of the global generator.

/** Anything with RandomStream's next(): uniform in [0, 1). */
export interface UniformSource {
  next(): number;
}

export type IntervalFunction = (attempt: number) => number;

export const DEFAULT_INITIAL_INTERVAL_MS = 500;
export const DEFAULT_MULTIPLIER = 1.5;
/** Where an exponential stops growing (Java saturates at Long.MAX_VALUE). */
const MAX_INTERVAL_MS = Number.MAX_SAFE_INTEGER;

function checkInterval(intervalMs: number): void {
  if (!(intervalMs >= 1)) {
    throw new RangeError(`Illegal argument interval: ${intervalMs} millis is less than 1`);
  }
}

function checkRandomizationFactor(factor: number): void {
  if (!(factor >= 0 && factor <= 1)) {
    throw new RangeError(`Illegal argument randomizationFactor: ${factor}`);
  }
}

function checkAttempt(attempt: number): void {
  if (!(attempt >= 1)) throw new RangeError(`Illegal argument attempt: ${attempt}`);
}

/**
 * Resilience4j's exponential step, iterated as Java does: x(n+1) = (long)(x(n) * multiplier).
 * Iterating (not initial * multiplier^(n-1)) keeps the same truncation, e.g. 100, 150, 225, 337, 505.
 * Stops early once past `capMs`, so a large attempt number costs nothing.
 */
export function exponentialIntervalMs(
  initialIntervalMs: number,
  multiplier: number,
  attempt: number,
  capMs = Infinity,
): number {
  let intervalMs = initialIntervalMs;
  // Saturate like Java's (long) cast of a huge double, instead of growing to Infinity.
  for (let n = 1; n < attempt && intervalMs <= capMs && intervalMs < MAX_INTERVAL_MS; n++) {
    intervalMs = Math.min(Math.trunc(intervalMs * multiplier), MAX_INTERVAL_MS);
  }
  return Math.min(intervalMs, capMs);
}

/**
 * Resilience4j's randomize: uniform in [current - delta, current + delta), delta = factor * current.
 * (One Resilience4j version adds +1 to the range; we keep the documented half-open form.)
 */
export function randomize(
  currentMs: number,
  randomizationFactor: number,
  rng: UniformSource,
): number {
  const deltaMs = randomizationFactor * currentMs;
  const minMs = currentMs - deltaMs;
  const maxMs = currentMs + deltaMs;
  return minMs + rng.next() * (maxMs - minMs);
}

/** A fixed 500 ms. */
export function ofDefaults(): IntervalFunction {
  return of(DEFAULT_INITIAL_INTERVAL_MS);
}

/** A fixed interval. */
export function of(intervalMs: number): IntervalFunction {
  checkInterval(intervalMs);
  return (attempt) => {
    checkAttempt(attempt);
    return intervalMs;
  };
}

/** A fixed interval randomized by ± randomizationFactor. */
export function ofRandomized(
  intervalMs: number,
  randomizationFactor: number,
  rng: UniformSource,
): IntervalFunction {
  checkInterval(intervalMs);
  checkRandomizationFactor(randomizationFactor);
  return (attempt) => {
    checkAttempt(attempt);
    return Math.trunc(randomize(intervalMs, randomizationFactor, rng));
  };
}

/** initial, initial × multiplier, … capped at maxIntervalMs when given. */
export function ofExponentialBackoff(
  initialIntervalMs: number,
  multiplier: number = DEFAULT_MULTIPLIER,
  maxIntervalMs?: number,
): IntervalFunction {
  checkInterval(initialIntervalMs);
  if (maxIntervalMs !== undefined) checkInterval(maxIntervalMs);
  const capMs = maxIntervalMs ?? Infinity;
  return (attempt) => {
    checkAttempt(attempt);
    return exponentialIntervalMs(initialIntervalMs, multiplier, attempt, capMs);
  };
}

/**
 * Exponential, then randomized, then capped: Resilience4j caps *after* randomizing, so
 * once the exponential passes the cap every wait equals the cap (no jitter left).
 */
export function ofExponentialRandomBackoff(
  initialIntervalMs: number,
  multiplier: number,
  randomizationFactor: number,
  maxIntervalMs: number | undefined,
  rng: UniformSource,
): IntervalFunction {
  checkInterval(initialIntervalMs);
  checkRandomizationFactor(randomizationFactor);
  if (maxIntervalMs !== undefined) checkInterval(maxIntervalMs);
  const capMs = maxIntervalMs ?? Infinity;
  return (attempt) => {
    checkAttempt(attempt);
    const intervalMs = exponentialIntervalMs(initialIntervalMs, multiplier, attempt);
    return Math.min(Math.trunc(randomize(intervalMs, randomizationFactor, rng)), capMs);
  };
}

/** initial, initial + increment, initial + 2 × increment, … (not in Resilience4j's core). */
export function ofLinearBackoff(
  initialIntervalMs: number,
  incrementMs: number = initialIntervalMs,
  maxIntervalMs?: number,
): IntervalFunction {
  checkInterval(initialIntervalMs);
  if (maxIntervalMs !== undefined) checkInterval(maxIntervalMs);
  return (attempt) => {
    checkAttempt(attempt);
    return Math.min(initialIntervalMs + (attempt - 1) * incrementMs, maxIntervalMs ?? Infinity);
  };
}
