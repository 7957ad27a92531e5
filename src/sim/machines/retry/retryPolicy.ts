// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Seed 002's per-kind retry table, as data: which outcomes are retried and how long to
// wait before the next attempt. Pure rules: the chain machine's guards and actions call them.
import { exponentialIntervalMs, type UniformSource } from './intervalFunctions';
import { applyJitter, type JitterKind } from './jitter';
import { isSuccess, type Outcome } from './outcome';

/** Seed 002's failure kinds (LlmFailureKind) plus the protections' own fast failures. */
export type FailureKind =
  'CALL' | 'RATE_LIMITED' | 'PERMANENT' | 'VALIDATION' | 'CIRCUIT_OPEN' | 'BULKHEAD_FULL';

export type BackoffType = 'none' | 'constant' | 'linear' | 'exponential';

export interface BackoffConfig {
  type: BackoffType;
  initialIntervalMs: number;
  /** exponential only. */
  multiplier: number;
  /** Cap on the wait before jitter (and decorrelated jitter's cap). */
  maxIntervalMs: number;
  /** linear only: added per retry; defaults to initialIntervalMs. */
  incrementMs?: number;
}

/** How one failure kind is retried; unset backoff fields and jitter come from the policy's. */
export interface KindRule {
  retry: boolean;
  backoff?: Partial<BackoffConfig>;
  jitter?: JitterKind;
}

export interface RetryPolicy {
  /** Counts the first call: 3 = 1 + 2 retries. */
  maxAttempts: number;
  backoff: BackoffConfig;
  jitter: JitterKind;
  kinds: Record<'CALL' | 'RATE_LIMITED' | 'PERMANENT' | 'VALIDATION', KindRule>;
  /**
   * Resilience4j's Retry retries CallNotPermittedException unless told not to. We default
   * to false: retrying into an open breaker only spends attempts (and budget) on calls
   * that are refused at once; the breaker stays open for retryAfterMs anyway.
   */
  retryOnCircuitOpen: boolean;
  /** A full bulkhead frees up quickly; retry after the rejection's retryAfterMs (default true). */
  retryOnBulkheadFull: boolean;
  /**
   * Resilience4j's failAfterMaxAttempts: when the last attempt still answered with a
   * retryable result, end in maxRetriesExceeded instead of that result (default false).
   */
  failAfterMaxAttempts: boolean;
}

/** Seed 004's cap on a single wait (20 s). */
const DEFAULT_MAX_INTERVAL_MS = 20_000;
/** Seed 002: Retry-After is unreadable, so a 429 waits a fixed 2 s. */
const RATE_LIMITED_WAIT_MS = 2_000;

/** Seed 002's defaults: CALL waits 0.5 s then 1 s, 429 waits 2 s, poison retries at once. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  backoff: {
    type: 'exponential',
    initialIntervalMs: 500,
    multiplier: 2,
    maxIntervalMs: DEFAULT_MAX_INTERVAL_MS,
  },
  jitter: 'none',
  kinds: {
    CALL: { retry: true },
    RATE_LIMITED: {
      retry: true,
      backoff: { type: 'constant', initialIntervalMs: RATE_LIMITED_WAIT_MS },
    },
    PERMANENT: { retry: false },
    // The callee is healthy, only the body was wrong: nothing to wait for.
    VALIDATION: { retry: true, backoff: { type: 'none' } },
  },
  retryOnCircuitOpen: false,
  retryOnBulkheadFull: true,
  failAfterMaxAttempts: false,
};

export type RetryPolicyOverrides = Partial<Omit<RetryPolicy, 'backoff' | 'kinds'>> & {
  backoff?: Partial<BackoffConfig>;
  kinds?: Partial<RetryPolicy['kinds']>;
};

/** The default policy with overrides merged in (per-kind rules replace the defaults' rule). */
export function createRetryPolicy(overrides: RetryPolicyOverrides = {}): RetryPolicy {
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    ...overrides,
    backoff: { ...DEFAULT_RETRY_POLICY.backoff, ...overrides.backoff },
    kinds: { ...DEFAULT_RETRY_POLICY.kinds, ...overrides.kinds },
  };
  if (!(Number.isInteger(policy.maxAttempts) && policy.maxAttempts >= 1)) {
    throw new RangeError(`maxAttempts must be an integer >= 1, got ${policy.maxAttempts}`);
  }
  return policy;
}

/** Seed 002's classification: 429 rate-limited, 408 and 5xx call failures, other 4xx permanent. */
export function classifyFailure(outcome: Outcome): FailureKind {
  switch (outcome.kind) {
    case 'circuitOpen':
      return 'CIRCUIT_OPEN';
    case 'bulkheadFull':
      return 'BULKHEAD_FULL';
    case 'poison':
      return 'VALIDATION';
    case 'http': {
      const { status, retryable } = outcome;
      if (status === 429) return 'RATE_LIMITED';
      // 408 is "the request was late": worth calling again (seed 002).
      if (status === 408) return 'CALL';
      // The callee may flag a 4xx as retryable (model §2); unflagged 4xx are the caller's fault.
      if (status >= 400 && status < 500) return retryable === true ? 'CALL' : 'PERMANENT';
      return 'CALL'; // 5xx and unknown statuses: an unreadable failure is not a reason to stop
    }
    default:
      return 'CALL'; // network, timeout
  }
}

/** The wait before jitter after the `retryNumber`-th failed attempt (1-based), capped. */
export function backoffIntervalMs(backoff: BackoffConfig, retryNumber: number): number {
  const { type, initialIntervalMs, multiplier, maxIntervalMs } = backoff;
  switch (type) {
    case 'none':
      return 0;
    case 'constant':
      return Math.min(initialIntervalMs, maxIntervalMs);
    case 'linear': {
      const incrementMs = backoff.incrementMs ?? initialIntervalMs;
      return Math.min(initialIntervalMs + (retryNumber - 1) * incrementMs, maxIntervalMs);
    }
    case 'exponential':
      return exponentialIntervalMs(initialIntervalMs, multiplier, retryNumber, maxIntervalMs);
  }
}

export type NoRetryReason = 'succeeded' | 'nonRetryable' | 'attemptsExhausted';

export type RetryDecision =
  | { retry: false; reason: NoRetryReason; kind?: FailureKind }
  | { retry: true; delayMs: number; reason: FailureKind };

/** The wait the failed result itself names, if any. */
function retryAfterOf(outcome: Outcome): number | undefined {
  if (outcome.kind === 'circuitOpen' || outcome.kind === 'bulkheadFull')
    return outcome.retryAfterMs;
  if (outcome.kind === 'http' && outcome.status === 429) return outcome.retryAfterMs;
  return undefined;
}

/** Whether the policy retries this failure at all (seed 002's table, retryOnX flags). */
export function isRetryAllowed(policy: RetryPolicy, outcome: Outcome): boolean {
  const kind = classifyFailure(outcome);
  if (kind === 'CIRCUIT_OPEN') return policy.retryOnCircuitOpen;
  if (kind === 'BULKHEAD_FULL') return policy.retryOnBulkheadFull;
  return policy.kinds[kind].retry;
}

/**
 * A result, in Resilience4j's sense: the callee answered (an HTTP status, a 200 with a
 * poison body), as opposed to an exception (no answer: network, timeout, a protection).
 */
export function isResult(outcome: Outcome): boolean {
  return outcome.kind === 'http' || outcome.kind === 'poison';
}

/** True when attempt `attemptNumber` (1-based) was the last one the policy allows. */
export function isLastAttempt(policy: RetryPolicy, attemptNumber: number): boolean {
  return attemptNumber >= policy.maxAttempts;
}

/**
 * The wait before the retry after attempt `attemptNumber` failed with a retryable
 * `outcome`. Draws exactly one number from rng when the kind's wait has jitter, none
 * otherwise.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attemptNumber: number,
  outcome: Outcome,
  rng: UniformSource,
  prevDelayMs: number,
): number {
  // The wait chosen from the failed result (Resilience4j's intervalBiFunction): a protection
  // or a server said when it will admit calls again (a retry_after, a readable Retry-After
  // on a 429), honoured as is, without jitter. An unreadable 429 takes the kind's rule
  // (seed 002: rateLimitedWaitMs).
  const saidRetryAfterMs = retryAfterOf(outcome);
  if (saidRetryAfterMs !== undefined) return Math.max(0, saidRetryAfterMs);
  const kind = classifyFailure(outcome) as keyof RetryPolicy['kinds'];
  const rule = policy.kinds[kind];
  // Merged only when the kind overrides something: this runs for every retry of a storm.
  const backoff = rule.backoff ? { ...policy.backoff, ...rule.backoff } : policy.backoff;
  const baseMs = backoffIntervalMs(backoff, attemptNumber);
  if (backoff.type === 'none') return 0;
  const jitter = rule.jitter ?? policy.jitter;
  return applyJitter(
    jitter,
    { baseMs, baseMinMs: backoff.initialIntervalMs, prevDelayMs, capMs: backoff.maxIntervalMs },
    rng,
  );
}

/**
 * Whether to retry after attempt `attemptNumber` (1-based) ended in `outcome`, and how
 * long to wait: the three rules above in the chain machine's order. Draws from rng only
 * when it decides to retry with jitter.
 */
export function decideRetry(
  policy: RetryPolicy,
  attemptNumber: number,
  outcome: Outcome,
  rng: UniformSource,
  prevDelayMs: number,
): RetryDecision {
  if (isSuccess(outcome)) return { retry: false, reason: 'succeeded' };
  const kind = classifyFailure(outcome);
  if (!isRetryAllowed(policy, outcome)) return { retry: false, reason: 'nonRetryable', kind };
  if (isLastAttempt(policy, attemptNumber))
    return { retry: false, reason: 'attemptsExhausted', kind };
  const delayMs = retryDelayMs(policy, attemptNumber, outcome, rng, prevDelayMs);
  return { retry: true, delayMs, reason: kind };
}
