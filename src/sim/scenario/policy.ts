// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The protections on one call (caller → callee), in Resilience4j's vocabulary.
import { z } from 'zod';
import {
  BUDGET_KINDS,
  finagleBudgetSchema,
  grpcThrottlingSchema,
  protectionFields,
  retryBreakerSchema,
} from './protectionPolicies';
import {
  INNER_LAYER_KINDS,
  LAST_LAYER_KINDS,
  OUTER_LAYER_KINDS,
  PROTECTION_KEYS,
  type ProtectionKey,
} from '../protections/derived';

/** Resilience4j refuses a rate threshold of 0 or less, or above 100. */
const percent = z.number().gt(0).max(100);
/** One hour: the longest wait or duration a policy may name. */
const HOUR_MS = 3_600_000;
const positiveMs = z.number().finite().positive();
const count = z.number().int();

/** Breaker: Resilience4j's sliding window, or the consecutive-failures breaker of seeds 003/004. */
export const breakerPolicySchema = z.object({
  enabled: z.boolean().default(false),
  type: z.enum(['slidingWindow', 'consecutiveFailures']).default('slidingWindow'),
  slidingWindowType: z.enum(['COUNT_BASED', 'TIME_BASED']).default('COUNT_BASED'),
  slidingWindowSize: count.min(1).max(10_000).default(20),
  minimumNumberOfCalls: count.min(1).max(10_000).default(10),
  failureRateThreshold: percent.default(50),
  slowCallRateThreshold: percent.default(100),
  slowCallDurationThresholdMs: positiveMs.max(HOUR_MS).default(60_000),
  waitDurationInOpenStateMs: positiveMs.max(HOUR_MS).default(30_000),
  permittedNumberOfCallsInHalfOpenState: count.min(1).max(1_000).default(5),
  automaticTransitionFromOpenToHalfOpenEnabled: z.boolean().default(true),
  maxWaitDurationInHalfOpenStateMs: z.number().nonnegative().max(HOUR_MS).default(0),
  /** Where HALF_OPEN goes when that max wait elapses (Resilience4j: OPEN or CLOSED). */
  transitionToStateAfterWaitDuration: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
  /** The OPEN wait is multiplied by this at each reopening, until the breaker closes (1 = fixed). */
  waitDurationMultiplierInOpenState: z.number().min(1).max(100).default(1),
  /** Cap of that growing OPEN wait; 0 = no cap. */
  maxWaitDurationInOpenStateMs: z.number().nonnegative().max(86_400_000).default(0),
  /**
   * slidingWindow: opossum's rolling stats, one window kept across state changes that counts
   * refused calls as calls that did not fail (absent = Resilience4j's window per state).
   */
  windowCountsRefusedCalls: z.boolean().optional(),
  /** consecutiveFailures: failures in a row that open it. */
  failureThreshold: count.min(1).max(1_000).default(5),
  /** consecutiveFailures: successes in HALF_OPEN that close it. */
  successThreshold: count.min(1).max(1_000).default(1),
  /**
   * service: one breaker for the callee (over replicas, one bad replica can open it for
   * all: Brooker 2022). replica: one per replica; the balancer skips a replica whose
   * breaker refuses, and the call fails fast only when every replica's does.
   */
  scope: z.enum(['service', 'replica']).default('service'),
});
export type BreakerPolicy = z.infer<typeof breakerPolicySchema>;

/** Semaphore bulkhead; `maxQueueLength` bounds the waiters (seed 004's load shedding). */
export const bulkheadPolicySchema = z.object({
  enabled: z.boolean().default(false),
  maxConcurrentCalls: count.min(1).max(100_000).default(10),
  maxWaitDurationMs: z.number().nonnegative().max(600_000).default(0),
  maxQueueLength: count.min(0).max(100_000).optional(),
});
export type BulkheadPolicy = z.infer<typeof bulkheadPolicySchema>;

export const backoffSchema = z.object({
  type: z.enum(['none', 'constant', 'linear', 'exponential']).default('exponential'),
  initialIntervalMs: z.number().nonnegative().max(600_000).default(500),
  multiplier: z.number().min(1).max(10).default(2),
  maxIntervalMs: z.number().nonnegative().max(HOUR_MS).default(20_000),
});
export type Backoff = z.infer<typeof backoffSchema>;

/** Seed 002's table: which kinds of failure are retried, and how long to wait. */
export const retryPolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** Counts the first call: 3 = 1 + 2 retries. */
  maxAttempts: count.min(1).max(100).default(3),
  backoff: backoffSchema.default(() => backoffSchema.parse({})),
  jitter: z.enum(['none', 'full', 'equal', 'decorrelated']).default('none'),
  /** 429 waits a fixed time (Retry-After unreadable). */
  rateLimitedWaitMs: z.number().nonnegative().max(600_000).default(2_000),
  retryOnValidation: z.boolean().default(true),
  retryOnCircuitOpen: z.boolean().default(false),
  retryOnBulkheadFull: z.boolean().default(false),
  /** Resilience4j: the last attempt's retryable result ends in maxRetriesExceeded. */
  failAfterMaxAttempts: z.boolean().default(false),
  /**
   * A token bucket: every success adds tokensPerSuccess (seed 004, the AWS SDKs), every
   * request tokensPerRequest (Brooker 2022's adaptive retries), a retry spends one token.
   */
  budget: z
    .object({
      enabled: z.boolean().default(false),
      tokensPerSuccess: z.number().min(0).max(10).default(0.1),
      /** Earned by every request, retries excluded (Brooker 2022: 0.1). */
      tokensPerRequest: z.number().min(0).max(10).default(0),
      maxTokens: z.number().positive().max(100_000).default(50),
      /** False: maxTokens does not bound the bucket (Finagle's deposits have no cap). */
      capped: z.boolean().default(true),
      /** 0 starts empty (seed 004's code); maxTokens starts full (the SDKs, Brooker 2022). */
      initialTokens: z.number().nonnegative().max(100_000).default(0),
      /** Which budget: seed 004's tokens (absent), gRPC's throttling, Finagle's, a retry breaker. */
      type: z.enum(BUDGET_KINDS).optional(),
      grpc: grpcThrottlingSchema.optional(),
      finagle: finagleBudgetSchema.optional(),
      retryBreaker: retryBreakerSchema.optional(),
    })
    .default(() => ({
      enabled: false,
      tokensPerSuccess: 0.1,
      tokensPerRequest: 0,
      maxTokens: 50,
      capped: true,
      initialTokens: 0,
    })),
});
export type RetryPolicy = z.infer<typeof retryPolicySchema>;

/**
 * The order of the layers, outermost first. Every order names retry, breaker and bulkhead
 * once. Seed 000 names two: `breaker-bulkhead-retry` makes the breaker see only the final
 * result and one bulkhead slot cover all attempts; `retry-breaker-bulkhead`
 * (Resilience4j's default decoration) makes every attempt pass the breaker and take a slot.
 * The registry's layers (src/sim/protections) may be named too; one that is on but not
 * named sits where its descriptor's placement says: innermost by rank (hedging, which runs
 * the wire twice, always last), or outermost (a cache).
 */
export const LAYER_KINDS = ['retry', 'breaker', 'bulkhead'] as const;
/** The registry's layers that sit innermost when the order does not name them, in that order. */
export const OPTIONAL_LAYER_KINDS: readonly ProtectionKey[] = INNER_LAYER_KINDS;
/** The registry's layers that sit outermost when the order does not name them. */
export { OUTER_LAYER_KINDS };
export type LayerKind = (typeof LAYER_KINDS)[number] | ProtectionKey;
const ALL_KINDS: readonly string[] = [...LAYER_KINDS, ...PROTECTION_KEYS];

function orders(kinds: readonly LayerKind[]): string[] {
  if (kinds.length <= 1) return [...kinds];
  return kinds.flatMap((first) =>
    orders(kinds.filter((k) => k !== first)).map((rest) => `${first}-${rest}`),
  );
}

/** Every order of the three core layers, outermost first, written `retry-breaker-bulkhead`. */
export const LAYER_ORDERS = orders(LAYER_KINDS) as [string, ...string[]];

/** What is wrong with an order, or undefined. */
export function layerOrderProblem(order: string): string | undefined {
  const kinds = order.split('-');
  const unknown = kinds.find((k) => !ALL_KINDS.includes(k));
  if (unknown !== undefined) return `unknown layer "${unknown}" (known: ${ALL_KINDS.join(', ')})`;
  if (new Set(kinds).size !== kinds.length) return 'a layer is named twice';
  const missing = LAYER_KINDS.find((k) => !kinds.includes(k));
  if (missing) return `the order must name ${LAYER_KINDS.join(', ')} (missing: ${missing})`;
  const last = LAST_LAYER_KINDS.find((k) => kinds.includes(k) && kinds.at(-1) !== k);
  if (last !== undefined) return `${last} must be innermost`;
  return undefined;
}

export const layerOrderSchema = z
  .string()
  .regex(/^[A-Za-z]+(-[A-Za-z]+)*$/)
  .superRefine((order, ctx) => {
    const problem = layerOrderProblem(order);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type LayerOrder = string;

export const callPolicySchema = z.object({
  /** Per-attempt timeout at the caller; absent = wait forever. */
  timeoutMs: positiveMs.max(HOUR_MS).optional(),
  /** Overall deadline for the logical call, across retries. */
  deadlineMs: positiveMs.max(HOUR_MS).optional(),
  /** When the caller gives up, the callee stops its work too (gRPC-style deadlines). */
  propagateCancellation: z.boolean().default(false),
  retry: retryPolicySchema.default(() => retryPolicySchema.parse({})),
  breaker: breakerPolicySchema.default(() => breakerPolicySchema.parse({})),
  bulkhead: bulkheadPolicySchema.default(() => bulkheadPolicySchema.parse({})),
  layerOrder: layerOrderSchema.default('breaker-bulkhead-retry'),
  ...protectionFields,
});
export type CallPolicy = z.infer<typeof callPolicySchema>;
