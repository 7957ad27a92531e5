// Ports of Resilience4j's CircuitBreakerStateMachineTest (HALF_OPEN verdicts, ignored outcomes,
// DISABLED, FORCED_OPEN, METRICS_ONLY, reset, transitions by hand), on simulated time.
import { describe, expect, it } from 'vitest';
import { breakerUnderTest, metricsTuple, RESET_METRICS } from './breakerTestKit';
import type { CircuitBreaker } from './circuitBreaker';

function halfOpen(breaker: CircuitBreaker): void {
  breaker.transitionToOpenState();
  breaker.transitionToHalfOpenState();
  expect(breaker.getState()).toBe('HALF_OPEN');
}

describe('circuit breaker: HALF_OPEN verdicts', () => {
  it('reopens when the trial failure rate reaches the threshold (shouldTransitionBackToOpenStateWhenFailureRateIsAboveThreshold)', () => {
    const { breaker, transitions } = breakerUnderTest();
    halfOpen(breaker);
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    for (const failed of [true, true, false, true]) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onResult(failed ? 'failure' : 'success', 0);
    }
    expect(breaker.getState()).toBe('OPEN');
    expect(metricsTuple(breaker)).toEqual([75, 1, 4, 3, 0]); // OPEN keeps the trial metrics
    expect(transitions.at(-1)?.reason).toBe('OPEN: 3 of 4 trial calls failed, 75 % ≥ 50 %');
  });

  it('reopens when the trial slow call rate reaches the threshold (shouldTransitionBackToOpenStateWhenSlowCallRateIsAboveThreshold)', () => {
    const { breaker } = breakerUnderTest();
    halfOpen(breaker);
    for (const durationMs of [5000, 5000, 5000, 1000]) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onSuccess(durationMs);
    }
    expect(breaker.getState()).toBe('OPEN');
    const metrics = breaker.getMetrics();
    expect([metrics.numberOfSlowCalls, metrics.slowCallRate, metrics.failureRate]).toEqual([
      3, 75, 0,
    ]);
  });

  it('closes with fresh metrics when the trials pass (shouldTransitionBackToClosedStateWhenFailureIsBelowThreshold)', () => {
    const { breaker, transitions } = breakerUnderTest();
    halfOpen(breaker);
    for (const failed of [true, false, false, false]) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onResult(failed ? 'failure' : 'success', 0);
    }
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.getState()).toBe('CLOSED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    expect(transitions.at(-1)?.reason).toBe('CLOSED: 4 trial calls, failure rate 25 % < 50 %');
    breaker.onSuccess(0);
    expect(metricsTuple(breaker)).toEqual([-1, 1, 1, 0, 0]);
  });

  it('frees the permit of an ignored outcome (shouldReleasePermissionWhenExceptionIgnored)', () => {
    const { breaker } = breakerUnderTest();
    halfOpen(breaker);
    for (let i = 1; i <= 3; i++) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onSuccess(0);
      expect(breaker.getState()).toBe('HALF_OPEN');
      expect(metricsTuple(breaker)).toEqual([-1, i, i, 0, 0]);
    }
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onIgnoredError(0);
    expect(breaker.getState()).toBe('HALF_OPEN');
    expect(metricsTuple(breaker)).toEqual([-1, 3, 3, 0, 0]);
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onError(0);
    expect(breaker.getState()).toBe('CLOSED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
  });

  it('closes after ignored outcomes and 4 successes (shouldIgnoreExceptionsAndThenTransitionToClosed)', () => {
    const { breaker } = breakerUnderTest();
    halfOpen(breaker);
    for (let i = 0; i < 4; i++) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onResult('ignored', 0);
      expect(breaker.getState()).toBe('HALF_OPEN');
    }
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    for (let i = 0; i < 3; i++) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onSuccess(0);
      expect(breaker.getState()).toBe('HALF_OPEN');
    }
    expect(metricsTuple(breaker)).toEqual([-1, 3, 3, 0, 0]);
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onSuccess(0);
    expect(breaker.getState()).toBe('CLOSED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
  });

  it('reopens after maxWaitDurationInHalfOpenState (circuitBreakerTransitionsToOpenAfterWaitDurationInHalfOpenState)', () => {
    const { breaker, clock, transitions } = breakerUnderTest();
    halfOpen(breaker);
    clock.advanceBy(999);
    expect(breaker.getState()).toBe('HALF_OPEN');
    clock.advanceBy(1001);
    expect(breaker.getState()).toBe('OPEN');
    expect(transitions.at(-1)).toEqual({
      tMs: 1000,
      from: 'HALF_OPEN',
      to: 'OPEN',
      reason: 'OPEN: 1 s in HALF_OPEN without a verdict',
    });
  });
});

describe('circuit breaker: special states and reset', () => {
  it('forgets the metrics on reset (shouldResetMetrics, shouldResetClosedState)', () => {
    const { breaker } = breakerUnderTest();
    breaker.onSuccess(0);
    breaker.onError(0);
    expect(metricsTuple(breaker)).toEqual([-1, 1, 2, 1, 0]);
    breaker.reset();
    expect(breaker.getState()).toBe('CLOSED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
  });

  it('resets OPEN to CLOSED (shouldResetToClosedState)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToOpenState();
    breaker.reset();
    expect(breaker.getState()).toBe('CLOSED');
  });

  it('permits everything and records nothing when DISABLED (shouldDisableCircuitBreaker)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToDisabledState();
    expect(breaker.getState()).toBe('DISABLED');
    for (let i = 0; i < 5; i++) {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onError(0);
    }
    expect(breaker.getState()).toBe('DISABLED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
  });

  it('rejects everything and never half-opens when FORCED_OPEN (shouldForceOpenCircuitBreaker)', () => {
    const { breaker, clock } = breakerUnderTest();
    breaker.transitionToForcedOpenState();
    expect(breaker.tryAcquirePermission()).toBe(false);
    clock.advanceBy(6000);
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(breaker.getState()).toBe('FORCED_OPEN');
    expect(metricsTuple(breaker)).toEqual([-1, 0, 0, 0, 2]);
    expect(breaker.remainingOpenMs()).toBe(Infinity);
  });

  it('starts METRICS_ONLY with fresh metrics (shouldResetMetricsAfterMetricsOnlyStateTransition)', () => {
    const { breaker } = breakerUnderTest();
    breaker.onSuccess(0);
    breaker.onSuccess(0);
    expect(breaker.getMetrics().numberOfSuccessfulCalls).toBe(2);
    breaker.transitionToMetricsOnlyState();
    expect(breaker.getState()).toBe('METRICS_ONLY');
    expect(breaker.getMetrics().numberOfSuccessfulCalls).toBe(0);
  });

  it('records but never opens in METRICS_ONLY (shouldRecordMetricsInMetricsOnlyState)', () => {
    const { breaker, transitions } = breakerUnderTest();
    breaker.transitionToMetricsOnlyState();
    const before = transitions.length;
    const expected: [number, number, number, number, number][] = [
      [-1, 0, 1, 1, 0],
      [-1, 0, 2, 2, 0],
      [-1, 0, 3, 3, 0],
      [-1, 1, 4, 3, 0],
      [60, 2, 5, 3, 0],
    ];
    [true, true, true, false, false].forEach((failed, i) => {
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onResult(failed ? 'failure' : 'success', 0);
      expect(breaker.getState()).toBe('METRICS_ONLY');
      expect(metricsTuple(breaker)).toEqual(expected[i]);
    });
    breaker.onError(0);
    expect(breaker.getState()).toBe('METRICS_ONLY');
    expect(transitions.length).toBe(before);
  });
});
