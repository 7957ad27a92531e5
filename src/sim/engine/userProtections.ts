// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A closed-loop client whose users keep their own protections (closedLoop.protections
// 'perUser') leaves the client's shared set unused: its breaker stays CLOSED and its budget
// full whatever happens. What the graph shows for that call is the users' sets together:
// how many users' breakers are in each state, and the spread of their budgets' tokens.
import type { BreakerStateName } from './types';

/** One user's protections now: its breaker's state ('NONE' without one), its budget's tokens. */
export interface UserProtectionState {
  breakerState: BreakerStateName | 'NONE';
  /** Undefined without a retry budget. */
  budgetTokens: number | undefined;
}

export interface UserProtectionsSummary {
  /** Users that have sent a request (a user's set is made at its first request). */
  users: number;
  /** Users' breakers per state (states no breaker is in are left out). */
  breakers: Partial<Record<BreakerStateName, number>>;
  /** The state that matters most among them: OPEN over HALF_OPEN over the rest. */
  worst: BreakerStateName | 'NONE';
  /** Fewest and median tokens over the users' budgets; undefined without budgets. */
  tokensMin: number | undefined;
  tokensMedian: number | undefined;
}

/** Worst first: a call refused by any user's breaker is what a teacher wants to see. */
const SEVERITY: readonly BreakerStateName[] = [
  'FORCED_OPEN',
  'OPEN',
  'HALF_OPEN',
  'METRICS_ONLY',
  'DISABLED',
  'CLOSED',
];

/** The median of sorted values (the mean of the middle two for an even count). */
function medianOfSorted(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summariseUserProtections(
  users: readonly UserProtectionState[],
): UserProtectionsSummary {
  const breakers: Partial<Record<BreakerStateName, number>> = {};
  const tokens: number[] = [];
  for (const u of users) {
    if (u.breakerState !== 'NONE') breakers[u.breakerState] = (breakers[u.breakerState] ?? 0) + 1;
    if (u.budgetTokens !== undefined) tokens.push(u.budgetTokens);
  }
  tokens.sort((a, b) => a - b);
  return {
    users: users.length,
    breakers,
    worst: SEVERITY.find((s) => (breakers[s] ?? 0) > 0) ?? 'NONE',
    tokensMin: tokens.length > 0 ? tokens[0] : undefined,
    tokensMedian: tokens.length > 0 ? medianOfSorted(tokens) : undefined,
  };
}
