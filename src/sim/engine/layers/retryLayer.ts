// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The retry as a layer: it runs everything inside it once per attempt. Attempt 1 runs
// without a chain; a failed attempt worth retrying hands the decision to the retry chain.
// Always in the pipeline, so that attempts are counted where the retry sits even when
// retrying is off (then every call is one attempt).
import { createRetryChain, isSuccess, type Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import type { CallLayer } from './callLayer';

function startAttempt(call: LogicalCall, depth: number, attemptNumber: number): void {
  if (call.isOver) return;
  const counters = call.edge.counters;
  counters.attempts++;
  if (attemptNumber > 1) counters.retries++;
  call.enter(depth + 1);
}

export const retryLayer: CallLayer = {
  kind: 'retry',

  enter(call: LogicalCall, depth: number): void {
    startAttempt(call, depth, 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    if (call.isOver) return;
    if (call.chain) return call.chain.attemptFinished(outcome);
    const policies = call.edge.policies;
    if (!policies.policy.retry.enabled) return call.exit(depth, outcome);
    if (isSuccess(outcome)) {
      policies.budget?.onSuccess();
      return call.exit(depth, outcome);
    }
    let ended = false;
    const chain = createRetryChain({
      policy: policies.chainPolicy(),
      clock: call.edge.clock,
      rng: call.edge.jitterRng,
      budget: policies.budget,
      firstAttemptOutcome: outcome,
      startAttempt: (attemptNumber) => startAttempt(call, depth, attemptNumber),
      onFinished: (result) => {
        ended = true;
        call.chain = undefined;
        call.exit(depth, result.outcome);
      },
    });
    if (!ended) call.chain = chain;
  },

  release(call: LogicalCall): void {
    call.chain?.cancel();
    call.chain = undefined;
  },
};
