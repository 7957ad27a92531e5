// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The shapes the retry machine and its facade share: one record per logical call's chain.
import type { ChainsInFlight, InFlightMember } from './chainsInFlight';
import type { ScheduledEvent } from '../../core/eventQueue';
import type { SimClock } from '../../core/simClock';
import type { UniformSource } from './intervalFunctions';
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
 * The states of a chain's statechart (retryChainMachine.ts): attempting (attempt `attempts`
 * is running), two that decide at once after a failure (exhausted, weighingRetry), backingOff
 * (attempt `attempts` starts at retryAtMs), and the final succeeded, gaveUp and cancelled.
 */
export type ChainState =
  | 'attempting'
  | 'exhausted'
  | 'weighingRetry'
  | 'backingOff'
  | 'succeeded'
  | 'gaveUp'
  | 'cancelled';

/** What every chain of one edge shares: the settings new chains bind, and the edge's counts. */
export interface RetryEdge {
  /** The policy and budget a chain binds at its first failure. */
  policy: RetryPolicy;
  budget: RetryBudgetLike | undefined;
  /** The edge's jitter stream: every wait is drawn from it, in the machine's action. */
  rng: UniformSource;
  clock: SimClock;
  /** Resilience4j's event stream; nothing is built when unset. */
  onEvent: ((event: RetryEvent) => void) | undefined;
  metrics: Omit<RetryMetrics, 'chainsInFlight'>;
  /** Chains with a retry scheduled or running (the machine adds and removes them). */
  inFlight: ChainsInFlight<ChainRecord>;
}

/**
 * One logical call's chain: the machine's state (`state`) and context, one record per chain.
 * The machine writes every field below; the facade reads them as the verdict.
 */
export interface ChainRecord extends InFlightMember {
  state: ChainState;
  readonly edge: RetryEdge;
  /** Attempts started or scheduled so far, the first included. */
  attempts: number;
  /** When the latest retry starts (or started). */
  retryAtMs: number;
  /** The latest wait drawn (decorrelated jitter grows the next one; the deadline reads it). */
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
  /** A backoff timer of this record's that has run: the next backoff schedules it again. */
  spentTimer: ScheduledEvent | undefined;
  /** Tells the chain's machine its backoff is over (the timer the machine set calls it). */
  backoffElapsed(): void;
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
