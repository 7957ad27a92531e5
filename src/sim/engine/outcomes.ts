// Pure engine: no DOM, no wall clock, no unseeded randomness.
// How each layer reads a raw outcome (model.md §2).
import type { Outcome } from '../machines/retry';
import type { BreakerClassification } from '../scenario';
import type { ProtectionFailureReason } from '../protections/derived';
import type { FailureReason } from './types';

export const TIMEOUT: Outcome = { kind: 'timeout' };
export const NETWORK_ERROR: Outcome = { kind: 'network' };

/**
 * Causes the wire cannot tell apart but the engine knows: a full accept queue is a 503
 * and an expired deadline a timeout to every layer that reads the outcome (retry, breaker,
 * the caller's own status), but the report names them apart. A tag on the outcome rather
 * than new kinds, so the protections read them exactly as before.
 */
type Cause = 'queueFull' | 'deadline' | ProtectionFailureReason;
type CausedOutcome = Outcome & { readonly cause?: Cause };
const queueFull: CausedOutcome = { kind: 'http', status: 503, cause: 'queueFull' };
const deadline: CausedOutcome = { kind: 'timeout', cause: 'deadline' };
/** The service's accept queue was full: it answered 503 at once. */
export const QUEUE_FULL: Outcome = queueFull;
/** The logical call's overall deadline passed (across retries). */
export const DEADLINE: Outcome = deadline;

/**
 * A local refusal by one of the registry's layers: every other layer reads it as a full
 * bulkhead (a refusal before the wire: not retried unless retryOnBulkheadFull, a failure
 * to a breaker outside it, a 503 to the caller's caller); the report names the cause.
 */
export function refusedLocally(cause: ProtectionFailureReason): Outcome {
  const outcome: CausedOutcome = { kind: 'bulkheadFull', retryAfterMs: 0, cause };
  return outcome;
}
export const REQUEST_NOT_PERMITTED = refusedLocally('requestNotPermitted');
export const THROTTLED = refusedLocally('throttled');
export const LIMIT_EXCEEDED = refusedLocally('limitExceeded');

export function isFailure(outcome: Outcome): boolean {
  return !(outcome.kind === 'success' || (outcome.kind === 'http' && outcome.status < 400));
}

/** The failure as the caller names it (for failuresByReason). */
export function failureReason(outcome: Outcome): FailureReason {
  const cause = (outcome as CausedOutcome).cause;
  if (cause !== undefined) return cause;
  switch (outcome.kind) {
    case 'http':
      if (outcome.status >= 500) return 'http5xx';
      if (outcome.status === 429) return 'http429';
      if (outcome.status === 408) return 'http408';
      return outcome.retryable ? 'http4xxRetryable' : 'http4xxPermanent';
    case 'success':
      throw new Error('a success has no failure reason');
    default:
      return outcome.kind;
  }
}

/** Seed 000's table, first match wins; the scenario may change each row. */
export function classifyForBreaker(
  outcome: Outcome,
  table: BreakerClassification,
): 'success' | 'failure' | 'ignored' {
  if (!isFailure(outcome)) return 'success';
  const reason = failureReason(outcome);
  switch (reason) {
    case 'http408':
      // A 408 is the callee saying "try again": a 4xx with retryable=true.
      return table.http4xxRetryable;
    // The breaker sees what the wire says: a 503, a timeout.
    case 'queueFull':
      return table.http5xx;
    case 'deadline':
      return table.timeout;
    case 'circuitOpen':
    case 'bulkheadFull':
    case 'maxRetriesExceeded':
      return 'failure';
    case 'http5xx':
    case 'http429':
    case 'http4xxPermanent':
    case 'http4xxRetryable':
    case 'network':
    case 'timeout':
    case 'poison':
      return table[reason];
    // A protection's local refusal: the call never reached the callee.
    default:
      return 'failure';
  }
}

// Outcomes are never mutated, so one object of each serves every failed plan (no
// allocation per request when a downstream breaker refuses most calls).
const GATEWAY_TIMEOUT: Outcome = { kind: 'http', status: 504 };
const DOWNSTREAM_REFUSED: Outcome = { kind: 'http', status: 503 };
const BAD_GATEWAY: Outcome = { kind: 'http', status: 502 };

/** What a service answers when a required downstream call failed. */
export function propagatedOutcome(downstream: Outcome): Outcome {
  if (downstream.kind === 'timeout') return GATEWAY_TIMEOUT;
  if (downstream.kind === 'circuitOpen' || downstream.kind === 'bulkheadFull') {
    return DOWNSTREAM_REFUSED;
  }
  return BAD_GATEWAY;
}
