// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One state for an edge whose breakers are per replica (breaker.scope = 'replica'). The
// balancer skips a replica whose breaker refuses, so the call fails fast only when every
// replica's breaker refuses: the edge lets calls through as well as its most permissive
// replica breaker does, and that breaker's state is the edge's.
import type { BreakerStateName } from './types';

/** Most permissive first: which states let a call through, and how freely. */
const PERMISSIVENESS: readonly BreakerStateName[] = [
  'DISABLED',
  'METRICS_ONLY',
  'CLOSED',
  'HALF_OPEN',
  'OPEN',
  'FORCED_OPEN',
];

/** The edge's state: its most permissive replica breaker's (CLOSED for no replica at all). */
export function edgeStateOfReplicaBreakers(states: readonly BreakerStateName[]): BreakerStateName {
  let best = states.length === 0 ? 0 : PERMISSIVENESS.length - 1;
  for (const state of states) best = Math.min(best, PERMISSIVENESS.indexOf(state));
  return states.length === 0 ? 'CLOSED' : PERMISSIVENESS[best]!;
}
