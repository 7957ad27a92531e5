// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Protections beyond Resilience4j's core, on one edge. Each is optional in
// the call policy: absent, the edge behaves (and its numbers come out) as before.
import { z } from 'zod';

const HOUR_MS = 3_600_000;
const count = z.number().int();

/** Resilience4j's RateLimiter (AtomicRateLimiter). */
export const rateLimiterPolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** Permissions each refresh period grants (Resilience4j's default: 50). */
  limitForPeriod: count.min(1).max(1_000_000).default(50),
  /** Length of a cycle. Resilience4j's default is 500 ns; a simulation ticks in ms. */
  limitRefreshPeriodMs: z.number().min(1).max(HOUR_MS).default(1_000),
  /** Longest wait for a permission of a later cycle; refused callers wait this long too. */
  timeoutMs: z.number().nonnegative().max(HOUR_MS).default(5_000),
});
export type RateLimiterPolicy = z.infer<typeof rateLimiterPolicySchema>;

/** Google SRE book ch. 21: client-side adaptive throttling. */
export const throttlePolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** K: the client sends up to K times what the backend accepts (the book uses 2). */
  k: z.number().min(1).max(10).default(2),
  /** The trailing window the requests and accepts are counted over (the book: 2 minutes). */
  windowMs: count.min(1_000).max(HOUR_MS).default(120_000),
});
export type ThrottlePolicy = z.infer<typeof throttlePolicySchema>;

/** Dean & Barroso, "The Tail at Scale": a second attempt after a delay, first answer wins. */
export const hedgePolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** The fixed delay before the second attempt (and the delay until percentiles are known). */
  delayMs: z.number().positive().max(HOUR_MS).default(50),
  /** When set, the delay is this percentile of the edge's answered attempts so far. */
  delayPercentile: z.number().min(50).max(99.9).optional(),
  /** Cap on the share of calls that may be hedged (the paper hedges a few percent). */
  maxHedgedShare: z.number().min(0).max(1).default(0.05),
  /** The slower attempt is cancelled at the callee; otherwise its work runs on, wasted. */
  cancelLoser: z.boolean().default(true),
});
export type HedgePolicy = z.infer<typeof hedgePolicySchema>;

/** Netflix concurrency-limits: a limit on calls in flight that adapts to latency. */
export const concurrencyLimitPolicySchema = z.object({
  enabled: z.boolean().default(false),
  algorithm: z.enum(['aimd', 'gradient2']).default('aimd'),
  initialLimit: count.min(1).max(10_000).default(20),
  minLimit: count.min(1).max(10_000).default(20),
  maxLimit: count.min(1).max(10_000).default(200),
  /** AIMD: the limit is multiplied by this on a drop (Netflix: at least 0.5, below 1). */
  backoffRatio: z.number().min(0.5).lt(1).default(0.9),
  /** AIMD: a call slower than this counts as a drop. */
  timeoutMs: z.number().positive().max(HOUR_MS).default(5_000),
  /** Gradient2: weight of a new limit against the old one. */
  smoothing: z.number().gt(0).max(1).default(0.2),
  /** Gradient2: the short-term RTT may exceed the long-term one by this factor before the limit falls. */
  rttTolerance: z.number().min(1).max(10).default(1.5),
  /** Gradient2: samples in the long-term RTT average. */
  longWindow: count.min(1).max(100_000).default(600),
  /** Gradient2: headroom added to the limit (Netflix's default queue size: 4). */
  queueSize: count.min(0).max(10_000).default(4),
});
export type ConcurrencyLimitPolicy = z.infer<typeof concurrencyLimitPolicySchema>;

/**
 * A cache in front of the callee (seed 004's thundering herd): each call asks for one of
 * `keys` keys, drawn with Zipf popularity (rank k with weight 1/k^zipfS). A fresh entry
 * answers after hitLatencyMs; a miss goes to the origin and stores what it answers for ttlMs (times
 * 1 ± ttlJitter, uniformly). Single-flight: a miss while that key's fetch runs waits for
 * it. Stale-while-revalidate: for staleForMs after expiry the old value is served at once
 * and the origin is asked in the background.
 */
export const cachePolicySchema = z.object({
  enabled: z.boolean().default(false),
  keys: count.min(1).max(100_000).default(1_000),
  /** Zipf exponent: 0 = every key equally popular; about 1 is typical of web traffic. */
  zipfS: z.number().min(0).max(3).default(1),
  ttlMs: z.number().positive().max(HOUR_MS).default(60_000),
  /** Each stored entry lives ttlMs × (1 ± ttlJitter): 0.1 is seed 004's "60 s ± 10 %". */
  ttlJitter: z.number().min(0).max(0.9).default(0),
  singleFlight: z.boolean().default(false),
  staleWhileRevalidate: z.boolean().default(false),
  /** How long past expiry a stale entry may still be served (with staleWhileRevalidate). */
  staleForMs: z.number().positive().max(HOUR_MS).default(60_000),
  /** What an answer from the cache costs (fresh or stale): a lookup in a local store or Redis. */
  hitLatencyMs: z.number().min(0).max(10_000).default(1),
  /**
   * Probabilistic early expiry (XFetch): a lookup recomputes a fresh entry with probability
   * exp(−(time to expiry) / (β × last recompute time)). 0: off; 1: the paper's choice.
   */
  earlyExpiryBeta: z.number().min(0).max(10).default(0),
});
export type CachePolicy = z.infer<typeof cachePolicySchema>;

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
  rateLimiter: rateLimiterPolicySchema.optional(),
  throttle: throttlePolicySchema.optional(),
  hedge: hedgePolicySchema.optional(),
  concurrencyLimit: concurrencyLimitPolicySchema.optional(),
  cache: cachePolicySchema.optional(),
  /** A price per attempt sent on this edge (agent graphs that pay per call), totalled in the report. */
  costPerAttempt: z.number().min(0).max(1_000_000).optional(),
};
