// Pure engine: no DOM, no wall clock, no Math.random.
// Runs one logical call's attempts through the retry chain machine (or a single
// attempt when the edge has no retry policy).
import type { RandomStream } from '../core/random';
import { createRetryChain, isSuccess, type Outcome, type RetryChain } from '../machines/retry';
import { createRetryPolicy, type RetryPolicy as ChainPolicy } from '../machines/retry/retryPolicy';
import type { RetryPolicy } from '../scenario';
import type { AttemptHandle } from './attempt';
import type { EdgePolicies } from './edgePolicies';
import type { EngineContext } from './engineContext';

export interface RetryRun {
  /** The caller gave up: abort the attempt in flight and stop retrying. */
  cancel(): void;
}

export type StartAttempt = (
  attemptNumber: number,
  report: (outcome: Outcome) => void,
) => AttemptHandle | undefined;

export function startRetries(
  policies: EdgePolicies,
  ctx: EngineContext,
  rng: RandomStream,
  attempt: StartAttempt,
  onDone: (outcome: Outcome) => void,
): RetryRun {
  let current: AttemptHandle | undefined;
  if (!policies.policy.retry.enabled) {
    current = attempt(1, onDone);
    return { cancel: () => current?.abort() };
  }
  let chain: RetryChain | undefined;
  let cancelled = false;
  // Attempt 1 runs without a chain; only a failure builds one, starting from that failure.
  current = attempt(1, (first) => {
    current = undefined;
    if (cancelled) return;
    if (isSuccess(first)) {
      policies.budget?.onSuccess();
      onDone(first);
      return;
    }
    chain = createRetryChain({
      policy: policies.chainPolicy(),
      clock: ctx.clock,
      rng,
      budget: policies.budget,
      firstAttemptOutcome: first,
      startAttempt: (attemptNumber, self) => {
        current = undefined;
        current = attempt(attemptNumber, (outcome) => self.attemptFinished(outcome));
      },
      onFinished: (result) => {
        chain = undefined;
        onDone(result.outcome);
      },
    });
  });
  return {
    cancel: () => {
      cancelled = true;
      current?.abort();
      chain?.cancel();
    },
  };
}

/** The scenario's retry settings as the chain machine's policy (seed 002's table). */
export function toChainPolicy(r: RetryPolicy): ChainPolicy {
  return createRetryPolicy({
    maxAttempts: r.maxAttempts,
    backoff: r.backoff,
    jitter: r.jitter,
    kinds: {
      RATE_LIMITED: {
        retry: true,
        backoff: { type: 'constant', initialIntervalMs: r.rateLimitedWaitMs },
      },
      VALIDATION: { retry: r.retryOnValidation, backoff: { type: 'none' } },
    },
    retryOnCircuitOpen: r.retryOnCircuitOpen,
    retryOnBulkheadFull: r.retryOnBulkheadFull,
  });
}
