// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The shapes the retry machine and its facade share: one record per logical call's chain.
import type { Outcome } from './outcome';
import type { RetryPolicy } from './retryPolicy';

export type GaveUpReason =
  'nonRetryable' | 'attemptsExhausted' | 'budgetExhausted' | 'deadlineExceeded';

export interface RetryChainResult {
  /** The last attempt's outcome. */
  outcome: Outcome;
  /** Attempts made, the first call included. */
  attempts: number;
  gaveUpReason?: GaveUpReason;
}

/** What the chain needs of a retry budget (RetryBudget satisfies it). */
export interface RetryBudgetLike {
  canRetry(): boolean;
  tryAcquireRetryPermission(): boolean;
  onSuccess(): void;
  /** gRPC's throttling: every failed attempt takes a token (the retry layer tells it). */
  onFailure?(): void;
  /** Finagle's budget: every request (retries excluded) deposits (the retry layer tells it). */
  onRequest?(): void;
}

/**
 * attempting: the first attempt is running (every chain starts here); retrying: attempt
 * `attempts` is scheduled for retryAtMs and runs from then on; the other three are final.
 */
export type ChainState = 'attempting' | 'retrying' | 'succeeded' | 'gaveUp' | 'cancelled';

/**
 * One logical call's chain. The machine writes every field below (a record reached from its
 * context, as the breaker's window is); the facade reads them as the verdict.
 */
export interface ChainRecord {
  state: ChainState;
  /** Attempts started or scheduled so far, the first included. */
  attempts: number;
  /** When the latest retry starts (or started). */
  retryAtMs: number;
  /** The latest wait drawn (decorrelated jitter grows the next one from it). */
  lastDelayMs: number;
  /** No attempt starts at or after this simulated time (Infinity: none). */
  readonly deadlineAtMs: number;
  /** Bound at the chain's first failure: a chain keeps the policy and budget it started with. */
  policy: RetryPolicy | undefined;
  budget: RetryBudgetLike | undefined;
  lastOutcome: Outcome | undefined;
  gaveUpReason: GaveUpReason | undefined;
  /** The clock's handle on the pending backoff. */
  timer: unknown;
  /** Starts the attempt numbered `attempts` (the machine's timer calls it at retryAtMs). */
  resume(): void;
}

/** Resilience4j's Retry.Metrics, for the calls the machine saw retried or failing. */
/**
 * Resilience4j's RetryEvent, as Retry.EventPublisher sends them: RETRY before each wait,
 * SUCCESS when a call succeeded after retrying, ERROR when it failed after retrying (or its
 * retries were refused), IGNORED_ERROR for a failure the policy does not retry.
 */
export type RetryEvent = { tMs: number; attempts: number } & (
  | { type: 'RETRY'; waitMs: number }
  | { type: 'SUCCESS' }
  | { type: 'ERROR'; reason: GaveUpReason }
  | { type: 'IGNORED_ERROR' }
);

export interface RetryMetrics {
  successfulCallsWithRetryAttempt: number;
  failedCallsWithRetryAttempt: number;
  failedCallsWithoutRetryAttempt: number;
  /** Chains with a retry scheduled or running now. */
  chainsInFlight: number;
}
