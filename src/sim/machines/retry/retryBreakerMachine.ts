// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Brooker 2022's retry circuit breaker ("Fixing retries with token buckets and circuit
// breakers"): calls are always sent; every attempt's outcome goes into a window of the last
// `windowSize` attempts, and a failed call is retried only while the window's failure rate
// is not above the threshold. His simulation (mbrooker/simulator_example, retry_sim) retries
// while failures ÷ calls ≤ 0.1, with 3 retries; it counts over the client's whole life, a
// window here keeps the rate recent, as his text says. Every attempt counts, retries
// included: the share of failed attempts is then the service's failure rate whether or not
// retries are flowing, so the breaker measures the service, not itself.
// The window and every decision live in the machine; the facade steps it and reads.
import { setup } from 'xstate';

export interface RetryBreakerConfig {
  /** Percent: retries stop while more than this share of the window's attempts failed. */
  failureRateThreshold: number;
  /** Attempts the window holds. */
  windowSize: number;
}

export interface RetryBreakerRecord {
  /** Ring of the last attempts: 1 failed, 0 succeeded. */
  ring: Uint8Array;
  /** Where the next outcome is written (the oldest, once the ring is full). */
  next: number;
  /** Outcomes in the ring (up to its length). */
  size: number;
  failures: number;
  thresholdPercent: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export type RetryBreakerEvent =
  { type: 'attempt.succeeded' } | { type: 'attempt.failed' } | { type: 'retry.requested' };

export interface RetryBreakerArgs {
  context: { w: RetryBreakerRecord };
}

function push({ w }: { w: RetryBreakerRecord }, failed: 0 | 1): void {
  w.ring[w.next] = failed;
  w.failures += failed;
  w.size++;
  w.next = (w.next + 1) % w.ring.length;
}

export const retryBreakerMachine = setup({
  types: {
    context: {} as { w: RetryBreakerRecord },
    events: {} as RetryBreakerEvent,
    input: {} as { w: RetryBreakerRecord },
  },
  guards: {
    /** The window holds windowSize attempts: a new one pushes the oldest out. */
    windowFull: ({ context: { w } }: RetryBreakerArgs) => w.size >= w.ring.length,
    /** Brooker: retry while failures ÷ attempts ≤ threshold (integers: no rounding). */
    rateNotAboveThreshold: ({ context: { w } }: RetryBreakerArgs) =>
      w.failures * 100 <= w.thresholdPercent * w.size,
  },
  actions: {
    dropOldest: ({ context: { w } }: RetryBreakerArgs) => {
      w.failures -= w.ring[w.next]!;
      w.size--;
    },
    recordSuccess: ({ context }: RetryBreakerArgs) => push(context, 0),
    recordFailure: ({ context }: RetryBreakerArgs) => push(context, 1),
    permitRetry: ({ context: { w } }: RetryBreakerArgs) => void w.retriesPermitted++,
    denyRetry: ({ context: { w } }: RetryBreakerArgs) => void w.retriesDenied++,
  },
}).createMachine({
  id: 'retryBreaker',
  context: ({ input }) => input,
  on: {
    'attempt.succeeded': [
      { guard: 'windowFull', actions: ['dropOldest', 'recordSuccess'] },
      { actions: 'recordSuccess' },
    ],
    'attempt.failed': [
      { guard: 'windowFull', actions: ['dropOldest', 'recordFailure'] },
      { actions: 'recordFailure' },
    ],
    'retry.requested': [
      { guard: 'rateNotAboveThreshold', actions: 'permitRetry' },
      { actions: 'denyRetry' },
    ],
  },
});
