// Ports of Resilience4j's CircuitBreakerStateMachineTest (CLOSED, OPEN, permissions), on
// simulated time. Test names keep the Java method names in parentheses.
import { describe, expect, it } from 'vitest';
import { breakerUnderTest, metricsTuple, RESET_METRICS } from './breakerTestKit';

describe('circuit breaker: permissions', () => {
  it('rejects in OPEN and counts the rejection (shouldThrowCallNotPermitted…WhenStateIsOpen)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToOpenState();
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(breaker.getMetrics().numberOfNotPermittedCalls).toBe(1);
  });

  it('rejects in FORCED_OPEN (shouldThrowCallNotPermittedExceptionWhenStateIsForcedOpen)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToForcedOpenState();
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(breaker.getMetrics().numberOfNotPermittedCalls).toBe(1);
  });

  it('gives a permit back on releasePermission (shouldIncreaseCounterOnReleasePermission)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    const permits = Array.from({ length: 6 }, () => breaker.tryAcquirePermission());
    expect(permits).toEqual([true, true, true, true, false, false]);
    breaker.releasePermission();
    expect(breaker.tryAcquirePermission()).toBe(true);
  });

  it('rejects the fifth trial call (shouldThrowCallNotPermitted…WhenNotFurtherTestCalls…)', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    for (let i = 0; i < 4; i++) expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(breaker.getMetrics().numberOfNotPermittedCalls).toBe(1);
  });

  it('permits exactly 4 calls per HALF_OPEN (shouldOnlyPermitFourCallsInHalfOpenState)', () => {
    const { breaker } = breakerUnderTest();
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    for (let round = 0; round < 2; round++) {
      breaker.transitionToOpenState();
      breaker.transitionToHalfOpenState();
      expect(breaker.getState()).toBe('HALF_OPEN');
      const permits = Array.from({ length: 6 }, () => breaker.tryAcquirePermission());
      expect(permits).toEqual([true, true, true, true, false, false]);
    }
  });
});

describe('circuit breaker: CLOSED → OPEN', () => {
  it('opens at 50 % over a time window (shouldOpenAfterFailureRateThresholdExceeded2)', () => {
    const { breaker, clock } = breakerUnderTest();
    for (const failed of [false, false, false, true, true]) {
      if (failed) breaker.onError(0);
      else breaker.onSuccess(0);
      clock.advanceBy(1000);
    }
    expect(breaker.getState()).toBe('CLOSED'); // 2 of 5 = 40 %
    breaker.onError(0);
    expect(breaker.getState()).toBe('OPEN'); // 3 of 6 = 50 % ≥ 50 %
  });

  it('opens when the failure rate reaches the threshold (shouldOpenAfterFailureRateThresholdExceeded)', () => {
    const { breaker, transitions } = breakerUnderTest();
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.getState()).toBe('CLOSED');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    breaker.onError(0);
    expect(metricsTuple(breaker)).toEqual([-1, 0, 1, 1, 0]);
    breaker.onError(0);
    expect(metricsTuple(breaker)).toEqual([-1, 0, 2, 2, 0]);
    breaker.onError(0);
    expect(metricsTuple(breaker)).toEqual([-1, 0, 3, 3, 0]);
    breaker.onSuccess(0);
    expect(metricsTuple(breaker)).toEqual([-1, 1, 4, 3, 0]);
    expect(breaker.getState()).toBe('CLOSED');
    breaker.onSuccess(0);
    expect(breaker.getState()).toBe('OPEN');
    expect(metricsTuple(breaker)).toEqual([60, 2, 5, 3, 0]);
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(metricsTuple(breaker)).toEqual([60, 2, 5, 3, 1]);
    expect(transitions).toEqual([
      {
        tMs: 0,
        from: 'CLOSED',
        to: 'OPEN',
        reason: 'OPEN: 3 of 5 calls in the last 20 s failed, 60 % ≥ 50 %',
      },
    ]);
  });

  it('opens when the slow call rate reaches the threshold (shouldOpenAfterSlowCallRateThresholdExceeded)', () => {
    const { breaker, transitions } = breakerUnderTest();
    breaker.onError(5000); // slow
    breaker.onSuccess(5000); // slow
    breaker.onError(100);
    breaker.onSuccess(100);
    expect(breaker.getState()).toBe('CLOSED');
    breaker.onSuccess(5000); // slow: 3 of 5
    expect(breaker.getState()).toBe('OPEN');
    const metrics = breaker.getMetrics();
    expect([metrics.numberOfBufferedCalls, metrics.numberOfSlowCalls]).toEqual([5, 3]);
    expect(metrics.slowCallRate).toBe(60);
    expect(transitions[0]?.reason).toBe(
      'OPEN: 3 of 5 calls in the last 20 s were slower than 4 s, 60 % ≥ 50 %',
    );
  });

  it('measures slowness on the simulated clock (shouldOpenAfterSlowCallRateThresholdExceededUsingMockClock)', () => {
    const { breaker, clock } = breakerUnderTest();
    const timedCall = (seconds: number) => {
      expect(breaker.tryAcquirePermission()).toBe(true);
      const startMs = clock.nowMs();
      clock.advanceBy(seconds * 1000);
      breaker.onSuccess(clock.nowMs() - startMs);
    };
    const expected: [number, number, number][] = [
      [5, 1, 1],
      [5, 2, 2],
      [1, 3, 2],
      [1, 4, 2],
    ];
    for (const [seconds, buffered, slow] of expected) {
      timedCall(seconds);
      expect([
        breaker.getMetrics().numberOfBufferedCalls,
        breaker.getMetrics().numberOfSlowCalls,
      ]).toEqual([buffered, slow]);
      expect(breaker.getState()).toBe('CLOSED');
    }
    timedCall(5);
    expect(breaker.getState()).toBe('OPEN');
    expect(breaker.getMetrics().slowCallRate).toBe(60);
  });

  it('treats a call exactly at the slow threshold as not slow', () => {
    const { breaker } = breakerUnderTest();
    breaker.onSuccess(4000);
    breaker.onSuccess(4001);
    expect(breaker.getMetrics().numberOfSlowCalls).toBe(1);
  });
});

describe('circuit breaker: OPEN → HALF_OPEN', () => {
  it('moves lazily on the first call after the wait (shouldTransitionToHalfOpenAfterWaitDuration)', () => {
    const { breaker, clock, transitions } = breakerUnderTest();
    breaker.transitionToOpenState();
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    expect(breaker.tryAcquirePermission()).toBe(false);
    clock.advanceBy(3000);
    expect(breaker.getState()).toBe('OPEN');
    expect(breaker.remainingOpenMs()).toBe(2000);
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(metricsTuple(breaker)).toEqual([-1, 0, 0, 0, 2]);
    clock.advanceBy(2000);
    expect(breaker.tryAcquirePermission()).toBe(false); // Resilience4j: strictly after the wait
    clock.advanceBy(1000);
    expect(breaker.getState()).toBe('OPEN'); // lazy: no timer moved it
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.getState()).toBe('HALF_OPEN');
    expect(metricsTuple(breaker)).toEqual(RESET_METRICS);
    expect(transitions.at(-1)).toEqual({
      tMs: 6000,
      from: 'OPEN',
      to: 'HALF_OPEN',
      reason: 'HALF_OPEN: 5 s in OPEN elapsed',
    });
  });

  it('moves by itself after the wait when automatic (CircuitBreakerAutoTransitionStateMachineTest)', () => {
    const { breaker, clock } = breakerUnderTest({
      waitDurationInOpenStateMs: 5000,
      automaticTransitionFromOpenToHalfOpenEnabled: true,
    });
    breaker.transitionToOpenState();
    clock.advanceBy(4999);
    expect(breaker.getState()).toBe('OPEN');
    clock.advanceBy(1);
    expect(breaker.getState()).toBe('HALF_OPEN');
  });

  it('records late outcomes in OPEN without a transition', () => {
    const { breaker } = breakerUnderTest({ minimumNumberOfCalls: 2, slidingWindowSize: 4 });
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onError(1);
    breaker.onError(1);
    expect(breaker.getState()).toBe('OPEN');
    breaker.onSuccess(1); // a call permitted while CLOSED finishes now
    expect(breaker.getState()).toBe('OPEN');
    expect(metricsTuple(breaker)).toEqual([200 / 3, 1, 3, 2, 0]);
  });
});
