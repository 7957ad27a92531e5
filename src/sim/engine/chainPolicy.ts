// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { createRetryPolicy, type RetryPolicy as ChainPolicy } from '../machines/retry/retryPolicy';
import type { RetryPolicy } from '../scenario';

/** The scenario's retry settings as the chain machine's policy (seed 002's table). */
export function toChainPolicy(r: RetryPolicy): ChainPolicy {
  return createRetryPolicy({
    maxAttempts: r.maxAttempts,
    backoff: r.backoff,
    jitter: r.jitter,
    kinds: {
      // A fixed wait, not capped by the backoff's maxIntervalMs (seed 002: 429 waits 2 s).
      RATE_LIMITED: {
        retry: true,
        backoff: {
          type: 'constant',
          initialIntervalMs: r.rateLimitedWaitMs,
          maxIntervalMs: r.rateLimitedWaitMs,
        },
      },
      VALIDATION: { retry: r.retryOnValidation, backoff: { type: 'none' } },
    },
    retryOnCircuitOpen: r.retryOnCircuitOpen,
    retryOnBulkheadFull: r.retryOnBulkheadFull,
    failAfterMaxAttempts: r.failAfterMaxAttempts,
  });
}
