// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's transitionTo…State methods by the state they lead to, for a caller that
// names the state (the engine's forceBreaker, the transition-table tests).
import type { BreakerState, CircuitBreaker } from './circuitBreakerTypes';

const BY_STATE: Record<BreakerState, (breaker: CircuitBreaker) => void> = {
  CLOSED: (breaker) => breaker.transitionToClosedState(),
  OPEN: (breaker) => breaker.transitionToOpenState(),
  HALF_OPEN: (breaker) => breaker.transitionToHalfOpenState(),
  DISABLED: (breaker) => breaker.transitionToDisabledState(),
  FORCED_OPEN: (breaker) => breaker.transitionToForcedOpenState(),
  METRICS_ONLY: (breaker) => breaker.transitionToMetricsOnlyState(),
};

/** Asks `breaker` to move to `to` by hand; an illegal move throws, as in Resilience4j. */
export function transitionByHand(breaker: CircuitBreaker, to: BreakerState): void {
  BY_STATE[to](breaker);
}
