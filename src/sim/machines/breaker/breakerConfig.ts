// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Breaker settings in Resilience4j's vocabulary (durations in ms, thresholds in percent 0–100),
// plus the consecutive-failures family of the seeds' simpler breakers.

export type SlidingWindowType = 'COUNT_BASED' | 'TIME_BASED';

/** Settings both families share: how long OPEN and HALF_OPEN last. */
export interface BreakerTimingConfig {
  /**
   * Resilience4j's waitIntervalFunctionInOpenState as an exponential backoff: the n-th opening
   * since the breaker last closed waits waitDurationInOpenStateMs × multiplier^(n-1). 1 = fixed.
   */
  waitDurationMultiplierInOpenState: number;
  /** The cap of that growing wait; 0 = no cap. */
  maxWaitDurationInOpenStateMs: number;
  /** Where HALF_OPEN goes when maxWaitDurationInHalfOpenStateMs elapses (Resilience4j: OPEN or CLOSED). */
  transitionToStateAfterWaitDuration: 'OPEN' | 'CLOSED';
}

/** Resilience4j's breaker: opens on the failure or slow-call rate over a sliding window of calls or seconds. */
export interface SlidingWindowBreakerConfig extends BreakerTimingConfig {
  type: 'slidingWindow';
  slidingWindowType: SlidingWindowType;
  /** Calls for COUNT_BASED, seconds for TIME_BASED. */
  slidingWindowSize: number;
  minimumNumberOfCalls: number;
  /** Percent, 0–100; opens when the rate is ≥ this. */
  failureRateThreshold: number;
  /** Percent, 0–100; opens when the rate is ≥ this. */
  slowCallRateThreshold: number;
  /** A call is slow when its duration is strictly greater than this. */
  slowCallDurationThresholdMs: number;
  waitDurationInOpenStateMs: number;
  permittedNumberOfCallsInHalfOpenState: number;
  /** true: a timer moves OPEN → HALF_OPEN; false: the first call after the wait does. */
  automaticTransitionFromOpenToHalfOpenEnabled: boolean;
  /** 0 = stay in HALF_OPEN until the trial calls have finished. */
  maxWaitDurationInHalfOpenStateMs: number;
  /**
   * opossum's rolling stats instead of Resilience4j's per-state window: one window for the
   * breaker's life, kept across state changes, that also counts every refused call as a
   * call that did not fail. HALF_OPEN still judges its trial calls alone (breakerMetrics.ts).
   */
  windowCountsRefusedCalls: boolean;
}

/** The seeds' simple breaker: N failures in a row open it, M trial successes close it. */
export interface ConsecutiveFailuresBreakerConfig extends BreakerTimingConfig {
  type: 'consecutiveFailures';
  /** Failures in a row (in CLOSED) that open the breaker. */
  failureThreshold: number;
  /** The cooldown in OPEN. */
  waitDurationInOpenStateMs: number;
  /** Successful trial calls in HALF_OPEN that close it; any failed trial reopens it. */
  successThreshold: number;
  permittedNumberOfCallsInHalfOpenState: number;
  /** When set, a call slower than this (strictly) counts as a failure. */
  slowCallDurationThresholdMs?: number;
  /** Same meaning as in the sliding-window family. */
  automaticTransitionFromOpenToHalfOpenEnabled: boolean;
  /** Same meaning as in the sliding-window family; 0 = unlimited. */
  maxWaitDurationInHalfOpenStateMs: number;
}

export type BreakerConfig = SlidingWindowBreakerConfig | ConsecutiveFailuresBreakerConfig;

/** What callers pass: any subset; `type` defaults to 'slidingWindow'. */
export type BreakerConfigInput = Partial<BreakerConfig>;

/** Resilience4j's defaults: a fixed OPEN wait, HALF_OPEN's max wait ends in OPEN. */
export const TIMING_DEFAULTS: Readonly<BreakerTimingConfig> = {
  waitDurationMultiplierInOpenState: 1,
  maxWaitDurationInOpenStateMs: 0,
  transitionToStateAfterWaitDuration: 'OPEN',
};

/** Resilience4j's CircuitBreakerConfig.ofDefaults(). */
export const SLIDING_WINDOW_DEFAULTS: Readonly<SlidingWindowBreakerConfig> = {
  type: 'slidingWindow',
  slidingWindowType: 'COUNT_BASED',
  slidingWindowSize: 100,
  minimumNumberOfCalls: 100,
  failureRateThreshold: 50,
  slowCallRateThreshold: 100,
  slowCallDurationThresholdMs: 60_000,
  waitDurationInOpenStateMs: 60_000,
  permittedNumberOfCallsInHalfOpenState: 10,
  automaticTransitionFromOpenToHalfOpenEnabled: false,
  maxWaitDurationInHalfOpenStateMs: 0,
  windowCountsRefusedCalls: false,
  ...TIMING_DEFAULTS,
};

/** Seed 003's breaker: 3 failures in a row, 30 s cooldown, 2 trial successes. */
export const CONSECUTIVE_FAILURES_DEFAULTS: Readonly<
  Omit<ConsecutiveFailuresBreakerConfig, 'permittedNumberOfCallsInHalfOpenState'>
> = {
  type: 'consecutiveFailures',
  failureThreshold: 3,
  waitDurationInOpenStateMs: 30_000,
  successThreshold: 2,
  automaticTransitionFromOpenToHalfOpenEnabled: false,
  maxWaitDurationInHalfOpenStateMs: 0,
  ...TIMING_DEFAULTS,
};

/** Fills the defaults and validates; throws on values Resilience4j's builder rejects. */
export function resolveBreakerConfig(input: BreakerConfigInput = {}): BreakerConfig {
  if (input.type === 'consecutiveFailures') {
    const merged = { ...CONSECUTIVE_FAILURES_DEFAULTS, ...stripUndefined(input) };
    const config: ConsecutiveFailuresBreakerConfig = {
      ...merged,
      type: 'consecutiveFailures',
      permittedNumberOfCallsInHalfOpenState:
        merged.permittedNumberOfCallsInHalfOpenState ?? merged.successThreshold,
    };
    requireInteger(config.failureThreshold, 'failureThreshold', 1);
    requireInteger(config.successThreshold, 'successThreshold', 1);
    requireInteger(config.permittedNumberOfCallsInHalfOpenState, 'permittedNumberOfCalls', 1);
    if (config.permittedNumberOfCallsInHalfOpenState < config.successThreshold) {
      throw new RangeError('permittedNumberOfCallsInHalfOpenState must be ≥ successThreshold');
    }
    requireDuration(config.waitDurationInOpenStateMs, 'waitDurationInOpenStateMs', 1);
    requireDuration(config.maxWaitDurationInHalfOpenStateMs, 'maxWaitDurationInHalfOpenStateMs');
    if (config.slowCallDurationThresholdMs !== undefined) {
      requireDuration(config.slowCallDurationThresholdMs, 'slowCallDurationThresholdMs', 1);
    }
    requireTiming(config);
    return config;
  }
  const config: SlidingWindowBreakerConfig = {
    ...SLIDING_WINDOW_DEFAULTS,
    ...(stripUndefined(input) as Partial<SlidingWindowBreakerConfig>),
    type: 'slidingWindow',
  };
  requireInteger(config.slidingWindowSize, 'slidingWindowSize', 1);
  requireInteger(config.minimumNumberOfCalls, 'minimumNumberOfCalls', 1);
  requireInteger(config.permittedNumberOfCallsInHalfOpenState, 'permittedNumberOfCalls', 1);
  requirePercent(config.failureRateThreshold, 'failureRateThreshold');
  requirePercent(config.slowCallRateThreshold, 'slowCallRateThreshold');
  requireDuration(config.slowCallDurationThresholdMs, 'slowCallDurationThresholdMs', 1);
  requireDuration(config.waitDurationInOpenStateMs, 'waitDurationInOpenStateMs', 1);
  requireDuration(config.maxWaitDurationInHalfOpenStateMs, 'maxWaitDurationInHalfOpenStateMs');
  requireTiming(config);
  return config;
}

function requireTiming(config: BreakerTimingConfig): void {
  // Resilience4j's IntervalFunction rejects a multiplier below 1 (the wait would shrink).
  if (!(config.waitDurationMultiplierInOpenState >= 1)) {
    throw new RangeError(
      `waitDurationMultiplierInOpenState must be ≥ 1, got ${config.waitDurationMultiplierInOpenState}`,
    );
  }
  requireDuration(config.maxWaitDurationInOpenStateMs, 'maxWaitDurationInOpenStateMs');
  // Resilience4j's builder accepts only OPEN or CLOSED here.
  if (!['OPEN', 'CLOSED'].includes(config.transitionToStateAfterWaitDuration)) {
    throw new RangeError(
      `transitionToStateAfterWaitDuration must be OPEN or CLOSED, got ${config.transitionToStateAfterWaitDuration}`,
    );
  }
}

/** The wait of the n-th opening since the breaker last closed (n ≥ 1), capped. */
export function openWaitDurationMs(config: BreakerConfig, openings: number): number {
  const grown =
    config.waitDurationInOpenStateMs *
    config.waitDurationMultiplierInOpenState ** Math.max(0, openings - 1);
  const capMs = config.maxWaitDurationInOpenStateMs;
  // Resilience4j's ofExponentialBackoff caps with min(interval, maxInterval).
  return capMs > 0 ? Math.min(grown, capMs) : grown;
}

function stripUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function requireInteger(value: number, name: string, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`);
  }
}

// Resilience4j: thresholds must be in (0, 100].
function requirePercent(value: number, name: string): void {
  if (!(value > 0 && value <= 100)) {
    throw new RangeError(`${name} must be in (0, 100], got ${value}`);
  }
}

function requireDuration(value: number, name: string, min = 0): void {
  if (!Number.isFinite(value) || value < min) {
    throw new RangeError(`${name} must be a finite duration ≥ ${min} ms, got ${value}`);
  }
}
