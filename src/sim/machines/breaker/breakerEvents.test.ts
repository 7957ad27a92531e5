// The event stream of Resilience4j's CircuitBreaker.EventPublisher, after its
// CircuitBreakerEventPublisherTest and the state classes' publishing rules.
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import type { BreakerConfigInput } from './breakerConfig';
import { createCircuitBreaker, type CircuitBreakerEvent } from './circuitBreaker';

function withEvents(config: BreakerConfigInput = {}) {
  const clock = new QueueClock();
  const events: CircuitBreakerEvent[] = [];
  const breaker = createCircuitBreaker(config, clock, {
    name: 'backend',
    onEvent: (e) => events.push(e),
  });
  const types = () => events.map((e) => e.type);
  return { breaker, clock, events, types };
}

const SMALL_WINDOW: BreakerConfigInput = {
  slidingWindowSize: 4,
  minimumNumberOfCalls: 4,
  slowCallDurationThresholdMs: 1000,
  slowCallRateThreshold: 50,
};

describe('the breaker event stream', () => {
  it('publishes SUCCESS, ERROR and IGNORED_ERROR with the call duration and the breaker name', () => {
    const { breaker, clock, events } = withEvents();
    clock.advanceBy(250);
    breaker.onSuccess(10);
    breaker.onError(20);
    breaker.onIgnoredError(30);
    expect(events).toEqual([
      { type: 'SUCCESS', durationMs: 10, name: 'backend', tMs: 250 },
      { type: 'ERROR', durationMs: 20, name: 'backend', tMs: 250 },
      { type: 'IGNORED_ERROR', durationMs: 30, name: 'backend', tMs: 250 },
    ]);
  });

  it('announces the exceeded rates, then the transition to OPEN, then NOT_PERMITTED', () => {
    const { breaker, events, types } = withEvents(SMALL_WINDOW);
    breaker.onError(10);
    breaker.onError(10);
    breaker.onSuccess(2000);
    breaker.onError(2000); // 3 of 4 failed (75 %), 2 of 4 slow (50 %): both rates exceeded
    expect(types()).toEqual([
      'ERROR',
      'ERROR',
      'SUCCESS',
      'ERROR',
      'FAILURE_RATE_EXCEEDED',
      'SLOW_CALL_RATE_EXCEEDED',
      'STATE_TRANSITION',
    ]);
    expect(events.find((e) => e.type === 'FAILURE_RATE_EXCEEDED')).toMatchObject({
      ratePercent: 75,
    });
    expect(events.at(-1)).toMatchObject({ transition: { from: 'CLOSED', to: 'OPEN' } });
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(types().at(-1)).toBe('NOT_PERMITTED');
  });

  it('publishes no rate events for the consecutive family (it has no rates), only its transition', () => {
    const { breaker, types } = withEvents({ type: 'consecutiveFailures', failureThreshold: 2 });
    breaker.onError(10);
    breaker.onError(10);
    expect(types()).toEqual(['ERROR', 'ERROR', 'STATE_TRANSITION']);
  });

  it('publishes RESET after the STATE_TRANSITION it causes, and alone when already CLOSED', () => {
    const { breaker, types } = withEvents();
    breaker.reset();
    expect(types()).toEqual(['RESET']);
    breaker.transitionToOpenState();
    breaker.reset();
    expect(types()).toEqual(['RESET', 'STATE_TRANSITION', 'STATE_TRANSITION', 'RESET']);
  });

  it('publishes only STATE_TRANSITION and RESET in DISABLED and FORCED_OPEN', () => {
    const { breaker, types } = withEvents();
    for (const enter of [
      () => breaker.transitionToDisabledState(),
      () => breaker.transitionToForcedOpenState(),
    ]) {
      enter();
      breaker.tryAcquirePermission();
      breaker.onSuccess(10);
      breaker.onError(10);
      breaker.onIgnoredError(10);
    }
    breaker.reset();
    expect(types()).toEqual(['STATE_TRANSITION', 'STATE_TRANSITION', 'STATE_TRANSITION', 'RESET']);
  });

  it('counts the per-call events it would publish when given counts, with or without a stream', () => {
    const clock = new QueueClock();
    const callEventCounts = { SUCCESS: 0, ERROR: 0, IGNORED_ERROR: 0, NOT_PERMITTED: 0 };
    const breaker = createCircuitBreaker(SMALL_WINDOW, clock, { callEventCounts });
    breaker.onSuccess(10);
    breaker.onError(20);
    breaker.onIgnoredError(30);
    breaker.transitionToOpenState();
    breaker.tryAcquirePermission();
    // FORCED_OPEN refuses without publishing: nothing is counted for it either.
    breaker.transitionToForcedOpenState();
    breaker.tryAcquirePermission();
    breaker.onSuccess(10);
    expect(callEventCounts).toEqual({ SUCCESS: 1, ERROR: 1, IGNORED_ERROR: 1, NOT_PERMITTED: 1 });
  });

  it('announces each exceeded rate once per stay in METRICS_ONLY, and never opens', () => {
    const { breaker, types } = withEvents(SMALL_WINDOW);
    breaker.transitionToMetricsOnlyState();
    for (let i = 0; i < 6; i++) breaker.onError(10);
    const rateEvents = () => types().filter((t) => t.endsWith('_RATE_EXCEEDED'));
    expect(rateEvents()).toEqual(['FAILURE_RATE_EXCEEDED']);
    for (let i = 0; i < 4; i++) breaker.onSuccess(2000);
    expect(rateEvents()).toEqual(['FAILURE_RATE_EXCEEDED', 'SLOW_CALL_RATE_EXCEEDED']);
    breaker.transitionToMetricsOnlyState(); // a new stay: fresh metrics, announced again
    for (let i = 0; i < 4; i++) breaker.onError(2000);
    expect(rateEvents()).toEqual([
      'FAILURE_RATE_EXCEEDED',
      'SLOW_CALL_RATE_EXCEEDED',
      'FAILURE_RATE_EXCEEDED',
      'SLOW_CALL_RATE_EXCEEDED',
    ]);
    expect(breaker.getState()).toBe('METRICS_ONLY');
  });

  it('publishes NOT_PERMITTED for the trial calls HALF_OPEN refuses', () => {
    const { breaker, types } = withEvents({ permittedNumberOfCallsInHalfOpenState: 1 });
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.tryAcquirePermission()).toBe(false);
    expect(types()).toEqual(['STATE_TRANSITION', 'STATE_TRANSITION', 'NOT_PERMITTED']);
  });
});
