// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The retry as a layer: it runs everything inside it once per attempt. The edge's retry
// chains (RetryChains, a statechart per chain) decide whether and when to run it again.
// Always in the pipeline, so that attempts are counted where the retry sits even when
// retrying is off (then every call is one attempt).
import { isSuccess, type ChainListener, type Outcome } from '../../machines/retry';
import { outcomeLabel } from '../tracing/traceRecorder';
import type { LogicalCall } from '../logicalCall';
import type { CallLayer } from './callLayer';
import type { TraceSpan } from '../tracing/traceRecorder';

/** The event a failed attempt leaves on a traced call: the next retry's wait runs from it. */
const ATTEMPT_FAILED = 'attempt.failed';

function lastFailureMs(span: TraceSpan, orElseMs: number): number {
  for (let i = span.events.length - 1; i >= 0; i--)
    if (span.events[i]!.name === ATTEMPT_FAILED) return span.events[i]!.tMs;
  return orElseMs;
}

function startAttempt(call: LogicalCall, depth: number, attemptNumber: number): void {
  if (call.isOver) return;
  const counters = call.edge.counters;
  counters.attempts++;
  if (attemptNumber > 1) {
    counters.retries++;
    if (call.span) {
      const nowMs = call.edge.clock.nowMs();
      call.note('retry', {
        attempt: attemptNumber,
        waitedMs: nowMs - lastFailureMs(call.span, nowMs),
      });
    }
  }
  call.enter(depth + 1);
}

/** The chains' listener for a retry layer at each depth: made once, shared by every call. */
const chainListeners: ChainListener<LogicalCall>[] = [];

function chainListenerAt(depth: number): ChainListener<LogicalCall> {
  return (chainListeners[depth] ??= {
    startAttempt: (call, attemptNumber) => startAttempt(call, depth, attemptNumber),
    finished: (call, outcome, _attempts, gaveUpReason) => {
      call.chain = undefined;
      if (call.span && gaveUpReason) call.note('retry.gaveUp', { reason: gaveUpReason });
      // Given up at once rather than waiting out a backoff the deadline would cut short.
      if (gaveUpReason === 'deadlineExceeded') call.endAtDeadline();
      else call.exit(depth, outcome);
    },
  });
}

export const retryLayer: CallLayer = {
  kind: 'retry',

  enter(call: LogicalCall, depth: number): void {
    // Finagle's budget earns a deposit per request (retries excluded).
    call.edge.policies.budget?.onRequest?.();
    startAttempt(call, depth, 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    if (call.isOver) return;
    const policies = call.edge.policies;
    // gRPC's throttling takes a token, a retry breaker records the failure: before a retry is asked for.
    if (!isSuccess(outcome)) {
      policies.budget?.onFailure?.();
      if (call.span) call.note(ATTEMPT_FAILED, { outcome: outcomeLabel(outcome) });
    }
    if (call.chain) return call.chain.attemptFinished(outcome);
    if (!policies.policy.retry.enabled) return call.exit(depth, outcome);
    const retry = policies.retryChains(call.edge.jitterRng);
    if (isSuccess(outcome)) {
      retry.succeededAtOnce(outcome);
      return call.exit(depth, outcome);
    }
    // A failure: the chain's retry machine decides whether and when to try again, and
    // whether the call's deadline leaves room for it (its deadlineWouldPass). The call holds
    // the chain before the machine hears the outcome: a chain that ends at once lets go of it.
    const chain = retry.open(chainListenerAt(depth), call, call.deadlineAtMs);
    call.chain = chain;
    chain.attemptFinished(outcome);
  },

  release(call: LogicalCall): void {
    call.chain?.cancel();
    call.chain = undefined;
  },
};
