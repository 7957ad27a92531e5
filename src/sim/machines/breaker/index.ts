// Public API of the circuit breaker.
export {
  createCircuitBreaker,
  type BreakerOutcome,
  type BreakerState,
  type BreakerTransition,
  type CallEventCounts,
  type CallEventType,
  type CircuitBreaker,
  type CircuitBreakerEvent,
  type CircuitBreakerOptions,
} from './circuitBreaker';
export {
  CONSECUTIVE_FAILURES_DEFAULTS,
  SLIDING_WINDOW_DEFAULTS,
  resolveBreakerConfig,
  type BreakerConfig,
  type BreakerConfigInput,
  type ConsecutiveFailuresBreakerConfig,
  type SlidingWindowBreakerConfig,
  type SlidingWindowType,
} from './breakerConfig';
export {
  breakerMachine,
  type BreakerContext,
  type BreakerEmitted,
  type BreakerEvent,
  type BreakerStateValue,
} from './breakerMachine';
export type { BreakerMetricsSnapshot } from './breakerMetrics';
export {
  CountBasedWindow,
  TimeBasedWindow,
  createSlidingWindow,
  failureRatePercent,
  slowCallRatePercent,
  type SlidingWindow,
  type WindowTotals,
} from './slidingWindow';
