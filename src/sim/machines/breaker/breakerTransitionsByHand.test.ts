// Ports of Resilience4j's CircuitBreakerStateMachineTest about transitions asked for by hand:
// the StateTransition table, and no transition event for re-entering a state.
import { describe, expect, it } from 'vitest';
import { breakerUnderTest } from './breakerTestKit';
import type { BreakerState, CircuitBreaker } from './circuitBreaker';
import { transitionByHand } from './transitionByHand';

describe('circuit breaker: transitions by hand', () => {
  const ALL: BreakerState[] = [
    'CLOSED',
    'OPEN',
    'HALF_OPEN',
    'DISABLED',
    'FORCED_OPEN',
    'METRICS_ONLY',
  ];
  const go = transitionByHand;
  const reach = (breaker: CircuitBreaker, state: BreakerState) => {
    if (state === 'HALF_OPEN') breaker.transitionToOpenState();
    go(breaker, state);
  };
  // Resilience4j's StateTransition table: everything except these three.
  const ILLEGAL = ['CLOSED→HALF_OPEN', 'METRICS_ONLY→OPEN', 'METRICS_ONLY→HALF_OPEN'];

  it('refuses CLOSED → HALF_OPEN (shouldNotAllowTransitionFromClosedToHalfOpen)', () => {
    const { breaker } = breakerUnderTest();
    expect(() => breaker.transitionToHalfOpenState()).toThrow(
      "CircuitBreaker 'testName' tried an illegal state transition from CLOSED to HALF_OPEN",
    );
    expect(breaker.getState()).toBe('CLOSED');
  });

  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))(
    'follows the transition table from %s to %s (allCircuitBreakerStatesAllowTransitionTo…)',
    (from, to) => {
      const { breaker } = breakerUnderTest();
      reach(breaker, from);
      if (ILLEGAL.includes(`${from}→${to}`)) {
        expect(() => go(breaker, to)).toThrow('illegal state transition');
        expect(breaker.getState()).toBe(from);
      } else {
        go(breaker, to);
        expect(breaker.getState()).toBe(to);
      }
    },
  );

  it('reports no transition for re-entering a state (circuitBreakerDoesNotPublishStateTransitionEventsForInternalTransitions)', () => {
    const { breaker, transitions } = breakerUnderTest();
    const order: BreakerState[] = ['OPEN', 'HALF_OPEN', 'DISABLED', 'METRICS_ONLY', 'CLOSED'];
    order.forEach((state, i) => {
      go(breaker, state);
      expect(transitions.length).toBe(i + 1);
      go(breaker, state);
      expect(transitions.length).toBe(i + 1);
    });
  });

  it('restarts HALF_OPEN with fresh permits when re-entered by hand', () => {
    const { breaker } = breakerUnderTest();
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    for (let i = 0; i < 4; i++) breaker.tryAcquirePermission();
    expect(breaker.tryAcquirePermission()).toBe(false);
    breaker.transitionToHalfOpenState();
    expect(breaker.tryAcquirePermission()).toBe(true);
  });
});
