// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The engine's handle on one logical call's retries. Creating an actor costs ~30 µs and
// most calls succeed first time, so the first attempt runs without one: the actor is
// created only when a failed first attempt is worth retrying.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { UniformSource } from './intervalFunctions';
import { isSuccess, type Outcome } from './outcome';
import { decideRetry, type RetryPolicy } from './retryPolicy';
import {
  isBudgetExhausted,
  retryChainMachine,
  wouldPassDeadline,
  type GaveUpReason,
  type RetryBudgetLike,
  type RetryChainResult,
} from './retryChainMachine';

export interface RetryChain {
  /** Report the outcome of the attempt last started. Ignored once the chain has finished. */
  attemptFinished(outcome: Outcome): void;
  /** Stop retrying without reporting (the caller gave up); clears a pending backoff. */
  cancel(): void;
}

export interface RetryChainOptions {
  policy: RetryPolicy;
  clock: SimClock;
  rng: UniformSource;
  /** Spent per retry, fed by every successful attempt of this chain. */
  budget?: RetryBudgetLike;
  /** No attempt starts at or after this simulated time. */
  deadlineAtMs?: number;
  /**
   * Starts attempt n (1-based). Called once synchronously by createRetryChain, then after
   * each backoff. The chain is passed too, so the engine may report synchronously.
   */
  startAttempt: (attemptNumber: number, chain: RetryChain) => void;
  onFinished: (result: RetryChainResult) => void;
  /**
   * The engine already ran attempt 1 and it failed with this outcome: the chain starts
   * from that failure instead of starting attempt 1 (no chain is built for the many
   * calls that succeed at once).
   */
  firstAttemptOutcome?: Outcome;
}

/** Starts attempt 1 at once and returns the chain the engine reports outcomes to. */
export function createRetryChain(options: RetryChainOptions): RetryChain {
  const { policy, clock, rng, budget } = options;
  const deadlineAtMs = options.deadlineAtMs ?? Infinity;
  let actor: Actor<typeof retryChainMachine> | undefined;
  let finished = false;
  // Kept here, not read from the actor: an attempt may finish synchronously inside the
  // actor's own transition, before its snapshot is updated.
  let attempts = 1;
  let lastDelayMs = 0;

  const finish = (result: RetryChainResult) => {
    if (finished) return;
    finished = true;
    options.onFinished(result);
  };

  const chain: RetryChain = {
    attemptFinished(outcome) {
      if (finished) return;
      const succeeded = isSuccess(outcome);
      if (succeeded) budget?.onSuccess();
      if (!actor) {
        if (succeeded) return finish({ outcome, attempts });
        const decision = decideRetry(policy, attempts, outcome, rng, lastDelayMs);
        if (!decision.retry) {
          return finish({ outcome, attempts, gaveUpReason: decision.reason as GaveUpReason });
        }
        // In an outage most first attempts fail with the budget empty: give up here with the
        // machine's own predicates rather than pay for an actor that would give up at once.
        if (wouldPassDeadline(clock.nowMs(), decision.delayMs, deadlineAtMs)) {
          return finish({ outcome, attempts, gaveUpReason: 'deadlineExceeded' });
        }
        if (isBudgetExhausted(budget)) {
          return finish({ outcome, attempts, gaveUpReason: 'budgetExhausted' });
        }
        lastDelayMs = decision.delayMs;
        actor = createActor(retryChainMachine, {
          clock,
          input: {
            clock,
            budget,
            deadlineAtMs,
            attempts,
            // Called from the machine's action: the attempt starts as its own event at the
            // same simulated time, so the engine never runs inside an XState action (where
            // other actors' updates would nest, and where thrown errors are swallowed).
            startAttempt: (attemptNumber) => {
              attempts = attemptNumber;
              clock.setTimeout(() => {
                if (!finished) options.startAttempt(attemptNumber, chain);
              }, 0);
            },
            // Also called from an action: hand the result over as its own event.
            onFinished: (result) => {
              clock.setTimeout(() => finish(result), 0);
            },
          },
        }).start();
        actor.send({ type: 'attempt.failed', outcome, decision });
        return;
      }
      if (succeeded) {
        actor.send({ type: 'attempt.succeeded', outcome });
        return;
      }
      const decision = decideRetry(policy, attempts, outcome, rng, lastDelayMs);
      if (decision.retry) lastDelayMs = decision.delayMs;
      actor.send({ type: 'attempt.failed', outcome, decision });
    },
    cancel() {
      if (finished) return;
      finished = true;
      actor?.send({ type: 'chain.cancelled' });
      actor?.stop();
    },
  };

  if (options.firstAttemptOutcome) chain.attemptFinished(options.firstAttemptOutcome);
  else options.startAttempt(1, chain);
  return chain;
}
