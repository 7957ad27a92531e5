// Test helpers shared by the breaker tests (no test runner imports, so it compiles with the engine).
import { QueueClock } from '../../core/simClock';
import type { BreakerConfigInput } from './breakerConfig';
import {
  createCircuitBreaker,
  type BreakerTransition,
  type CircuitBreaker,
} from './circuitBreaker';

/** The setUp of Resilience4j's CircuitBreakerStateMachineTest, in ms. */
export const R4J_TEST_CONFIG: BreakerConfigInput = {
  failureRateThreshold: 50,
  permittedNumberOfCallsInHalfOpenState: 4,
  slowCallDurationThresholdMs: 4000,
  slowCallRateThreshold: 50,
  maxWaitDurationInHalfOpenStateMs: 1000,
  slidingWindowType: 'TIME_BASED',
  slidingWindowSize: 20,
  minimumNumberOfCalls: 5,
  waitDurationInOpenStateMs: 5000,
};

export interface BreakerUnderTest {
  breaker: CircuitBreaker;
  clock: QueueClock;
  transitions: BreakerTransition[];
}

export function breakerUnderTest(config: BreakerConfigInput = R4J_TEST_CONFIG): BreakerUnderTest {
  const clock = new QueueClock();
  const transitions: BreakerTransition[] = [];
  const breaker = createCircuitBreaker(config, clock, {
    name: 'testName',
    onTransition: (t) => transitions.push(t),
  });
  return { breaker, clock, transitions };
}

/** Resilience4j's assertCircuitBreakerMetricsEqualTo, as a plain tuple to compare. */
export function metricsTuple(breaker: CircuitBreaker): [number, number, number, number, number] {
  const m = breaker.getMetrics();
  return [
    m.failureRate,
    m.numberOfSuccessfulCalls,
    m.numberOfBufferedCalls,
    m.numberOfFailedCalls,
    m.numberOfNotPermittedCalls,
  ];
}

export const RESET_METRICS: [number, number, number, number, number] = [-1, 0, 0, 0, 0];
