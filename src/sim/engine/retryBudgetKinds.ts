// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The retry budgets other than seed 004's tokens: gRPC's retry throttling, Finagle's
// RetryBudget and Brooker's retry breaker, when the retry policy picks one.
import { FinagleRetryBudget } from '../machines/retry/finagleRetryBudget';
import { GrpcRetryThrottle } from '../machines/retry/grpcRetryThrottle';
import { RetryBreaker } from '../machines/retry/retryBreaker';
import {
  finagleBudgetSchema,
  grpcThrottlingSchema,
  retryBreakerSchema,
  type RetryPolicy,
} from '../scenario';
import type { EngineContext } from './engineContext';

export type OtherBudget = GrpcRetryThrottle | FinagleRetryBudget | RetryBreaker;

/** gRPC's throttling, Finagle's budget or a retry breaker, when the retry policy picks one. */
export function otherBudgetFor(retry: RetryPolicy, ctx: EngineContext): OtherBudget | undefined {
  const budget = retry.budget;
  if (!retry.enabled || !budget.enabled) return undefined;
  const options = { reference: ctx.referenceMachines };
  if (budget.type === 'grpc')
    return new GrpcRetryThrottle(budget.grpc ?? grpcThrottlingSchema.parse({}), ctx.clock, options);
  if (budget.type === 'finagle')
    return new FinagleRetryBudget(
      budget.finagle ?? finagleBudgetSchema.parse({}),
      ctx.clock,
      options,
    );
  if (budget.type === 'retryBreaker')
    return new RetryBreaker(
      budget.retryBreaker ?? retryBreakerSchema.parse({}),
      ctx.clock,
      options,
    );
  return undefined;
}
