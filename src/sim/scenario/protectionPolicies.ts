// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Protections beyond Resilience4j's core, on one edge. Each layer protection is declared in
// its folder of src/sim/protections and optional in the call policy: absent, the edge
// behaves (and its numbers come out) as before. The retry budgets other than seed 004's
// tokens are declared here: they are kinds of the retry's budget, not layers.
import { z } from 'zod';
import { protectionSchemaFields } from '../protections/derived';

export { cachePolicySchema, type CachePolicy } from '../protections/cache/descriptor';
export {
  concurrencyLimitPolicySchema,
  type ConcurrencyLimitPolicy,
} from '../protections/concurrencyLimit/descriptor';
export { hedgePolicySchema, type HedgePolicy } from '../protections/hedge/descriptor';
export {
  rateLimiterPolicySchema,
  type RateLimiterPolicy,
} from '../protections/rateLimiter/descriptor';
export { throttlePolicySchema, type ThrottlePolicy } from '../protections/throttle/descriptor';

const count = z.number().int();

/** gRPC's retry throttling (proposal A6). */
export const grpcThrottlingSchema = z.object({
  /** gRPC accepts 0 < maxTokens ≤ 1000. */
  maxTokens: z.number().gt(0).max(1_000).default(10),
  /** Tokens a success gives back (gRPC keeps three decimals). */
  tokenRatio: z.number().gt(0).max(1).default(0.1),
});
export type GrpcThrottling = z.infer<typeof grpcThrottlingSchema>;

/** Finagle's RetryBudget: a share of the requests plus a floor per second, over a TTL. */
export const finagleBudgetSchema = z.object({
  /** Finagle accepts 1 s … 60 s. */
  ttlMs: count.min(1_000).max(60_000).default(10_000),
  minRetriesPerSec: count.min(0).max(100_000).default(10),
  /** Finagle accepts 0 … 1000 (a fraction: 0.2 = one retry per five requests). */
  percentCanRetry: z.number().min(0).max(1_000).default(0.2),
});
export type FinagleBudget = z.infer<typeof finagleBudgetSchema>;

/**
 * Brooker 2022's retry circuit breaker: calls always go out; a failed call is retried only
 * while at most `failureRateThreshold` % of the last `windowSize` attempts failed.
 */
export const retryBreakerSchema = z.object({
  /** Brooker's simulation: 10 %. */
  failureRateThreshold: z.number().gt(0).max(100).default(10),
  windowSize: count.min(1).max(10_000).default(100),
});
export type RetryBreakerPolicy = z.infer<typeof retryBreakerSchema>;

/** Which budget a retry spends from: seed 004's tokens, gRPC's, Finagle's, or a retry breaker. */
export const BUDGET_KINDS = ['tokens', 'grpc', 'finagle', 'retryBreaker'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** The optional protections a call policy may carry (absent: off). */
export const protectionFields = {
  ...protectionSchemaFields,
  /** A price per attempt sent on this edge (agent graphs that pay per call), totalled in the report. */
  costPerAttempt: z.number().min(0).max(1_000_000).optional(),
};
