// Pure engine: no DOM, no wall clock, no unseeded randomness.
// How each layer reads a raw outcome (model.md §2).
import type { Outcome } from '../machines/retry';
import type { BreakerClassification } from '../scenario';
import type { FailureReason } from './types';

export const TIMEOUT: Outcome = { kind: 'timeout' };
export const NETWORK_ERROR: Outcome = { kind: 'network' };

export function isFailure(outcome: Outcome): boolean {
  return !(outcome.kind === 'success' || (outcome.kind === 'http' && outcome.status < 400));
}

/** The failure as the caller names it (for failuresByReason). */
export function failureReason(outcome: Outcome): FailureReason {
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
    case 'circuitOpen':
    case 'bulkheadFull':
    case 'maxRetriesExceeded':
    case 'queueFull':
    case 'deadline':
      return 'failure';
    default:
      return table[reason];
  }
}

/** What a service answers when a required downstream call failed. */
export function propagatedOutcome(downstream: Outcome): Outcome {
  if (downstream.kind === 'timeout') return { kind: 'http', status: 504 };
  if (downstream.kind === 'circuitOpen' || downstream.kind === 'bulkheadFull') {
    return { kind: 'http', status: 503 };
  }
  return { kind: 'http', status: 502 };
}
