// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A bulkhead's settings, Resilience4j's names and defaults (maxWaitDuration in ms).

export interface BulkheadConfig {
  maxConcurrentCalls: number;
  /** 0: reject at once when every slot is busy (seed 000's bulkhead). */
  maxWaitDurationMs: number;
  /** Wait only while fewer than this many wait, else reject (seed 004's limiter). */
  maxQueueLength?: number;
}

/** Resilience4j's defaults: 25 concurrent calls, no waiting. */
export const DEFAULT_BULKHEAD_CONFIG: BulkheadConfig = {
  maxConcurrentCalls: 25,
  maxWaitDurationMs: 0,
  maxQueueLength: undefined,
};

export function resolveBulkheadConfig(partial: Partial<BulkheadConfig>): BulkheadConfig {
  const config = { ...DEFAULT_BULKHEAD_CONFIG, ...partial };
  const { maxConcurrentCalls, maxWaitDurationMs, maxQueueLength } = config;
  if (!Number.isInteger(maxConcurrentCalls) || maxConcurrentCalls < 0) {
    throw new RangeError(`maxConcurrentCalls must be an integer >= 0, got ${maxConcurrentCalls}`);
  }
  if (!(maxWaitDurationMs >= 0)) {
    throw new RangeError(`maxWaitDurationMs must be >= 0, got ${maxWaitDurationMs}`);
  }
  if (maxQueueLength !== undefined && !(Number.isInteger(maxQueueLength) && maxQueueLength >= 0)) {
    throw new RangeError(`maxQueueLength must be an integer >= 0, got ${maxQueueLength}`);
  }
  return config;
}
