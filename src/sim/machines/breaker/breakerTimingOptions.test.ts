// Resilience4j's waitIntervalFunctionInOpenState (as an exponential backoff with a cap) and
// transitionToStateAfterWaitDuration, decided in the machine.
import { describe, expect, it } from 'vitest';
import { resolveBreakerConfig, type BreakerConfigInput } from './breakerConfig';
import { breakerUnderTest } from './breakerTestKit';

const GROWING: BreakerConfigInput = {
  slidingWindowSize: 1,
  minimumNumberOfCalls: 1,
  permittedNumberOfCallsInHalfOpenState: 1,
  waitDurationInOpenStateMs: 1000,
  waitDurationMultiplierInOpenState: 2,
  maxWaitDurationInOpenStateMs: 5000,
  automaticTransitionFromOpenToHalfOpenEnabled: true,
};

describe('waitIntervalFunctionInOpenState: the OPEN wait grows with each reopening', () => {
  it('waits 1, 2, 4, then 5 s (the cap) while the trials keep failing, 1 s again once closed', () => {
    const { breaker, clock, transitions } = breakerUnderTest(GROWING);
    const waitsMs: number[] = [];
    breaker.onError(10); // CLOSED → OPEN
    for (let opening = 0; opening < 4; opening++) {
      const openedAtMs = clock.nowMs();
      expect(breaker.getState()).toBe('OPEN');
      clock.advanceTo(clock.queue.peekTimeMs());
      expect(breaker.getState()).toBe('HALF_OPEN');
      waitsMs.push(clock.nowMs() - openedAtMs);
      expect(breaker.tryAcquirePermission()).toBe(true);
      breaker.onError(10); // the trial fails: HALF_OPEN → OPEN, one more opening
    }
    expect(waitsMs).toEqual([1000, 2000, 4000, 5000]);
    expect(breaker.remainingOpenMs()).toBe(5000);
    clock.advanceBy(5000);
    breaker.tryAcquirePermission();
    breaker.onSuccess(10); // the trial passes: CLOSED, the openings start again
    expect(breaker.getState()).toBe('CLOSED');
    breaker.onError(10);
    expect(breaker.remainingOpenMs()).toBe(1000);
    expect(transitions.filter((t) => t.to === 'HALF_OPEN').map((t) => t.reason)).toEqual([
      'HALF_OPEN: 1 s in OPEN elapsed',
      'HALF_OPEN: 2 s in OPEN elapsed',
      'HALF_OPEN: 4 s in OPEN elapsed',
      'HALF_OPEN: 5 s in OPEN elapsed',
      'HALF_OPEN: 5 s in OPEN elapsed',
    ]);
  });

  it('holds the lazy OPEN → HALF_OPEN back for the grown wait too', () => {
    const { breaker, clock } = breakerUnderTest({
      ...GROWING,
      automaticTransitionFromOpenToHalfOpenEnabled: false,
    });
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    breaker.transitionToOpenState(); // the second opening: 2 s
    clock.advanceBy(2000);
    expect(breaker.tryAcquirePermission()).toBe(false);
    clock.advanceBy(1);
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.getState()).toBe('HALF_OPEN');
  });

  it('counts FORCED_OPEN as an opening, and DISABLED or METRICS_ONLY as a fresh start', () => {
    const { breaker } = breakerUnderTest(GROWING);
    breaker.transitionToOpenState(); // 1
    breaker.transitionToForcedOpenState(); // 2
    breaker.transitionToOpenState(); // 3: 4 s
    expect(breaker.remainingOpenMs()).toBe(4000);
    breaker.transitionToDisabledState();
    breaker.transitionToOpenState();
    expect(breaker.remainingOpenMs()).toBe(1000);
    breaker.transitionToOpenState();
    breaker.transitionToMetricsOnlyState();
    breaker.transitionToClosedState();
    breaker.transitionToOpenState();
    expect(breaker.remainingOpenMs()).toBe(1000);
  });

  it('keeps the wait fixed by default (multiplier 1)', () => {
    const { breaker } = breakerUnderTest({ waitDurationInOpenStateMs: 1000 });
    for (let i = 0; i < 5; i++) {
      breaker.transitionToOpenState();
      expect(breaker.remainingOpenMs()).toBe(1000);
      breaker.transitionToHalfOpenState();
    }
  });

  it('refuses a multiplier below 1, as IntervalFunction does', () => {
    expect(() => resolveBreakerConfig({ waitDurationMultiplierInOpenState: 0.5 })).toThrow(
      RangeError,
    );
    expect(() => resolveBreakerConfig({ maxWaitDurationInOpenStateMs: -1 })).toThrow(RangeError);
  });
});

describe('transitionToStateAfterWaitDuration', () => {
  const HALF_OPEN_WAIT: BreakerConfigInput = {
    permittedNumberOfCallsInHalfOpenState: 4,
    maxWaitDurationInHalfOpenStateMs: 1000,
  };

  it('goes to OPEN when HALF_OPEN waited too long (the default)', () => {
    const { breaker, clock, transitions } = breakerUnderTest(HALF_OPEN_WAIT);
    expect(resolveBreakerConfig(HALF_OPEN_WAIT).transitionToStateAfterWaitDuration).toBe('OPEN');
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    clock.advanceBy(999);
    expect(breaker.getState()).toBe('HALF_OPEN');
    clock.advanceBy(1);
    expect(breaker.getState()).toBe('OPEN');
    expect(transitions.at(-1)?.reason).toBe('OPEN: 1 s in HALF_OPEN without a verdict');
  });

  it('goes to CLOSED when so configured, and the openings start again', () => {
    const { breaker, clock, transitions } = breakerUnderTest({
      ...HALF_OPEN_WAIT,
      transitionToStateAfterWaitDuration: 'CLOSED',
      waitDurationInOpenStateMs: 1000,
      waitDurationMultiplierInOpenState: 3,
    });
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onSuccess(10); // one trial of four: no verdict yet
    clock.advanceBy(1000);
    expect(breaker.getState()).toBe('CLOSED');
    expect(transitions.at(-1)).toEqual({
      tMs: 1000,
      from: 'HALF_OPEN',
      to: 'CLOSED',
      reason: 'CLOSED: 1 s in HALF_OPEN without a verdict',
    });
    breaker.transitionToOpenState();
    expect(breaker.remainingOpenMs()).toBe(1000);
  });

  it('does nothing without a max wait (0 = wait for the trials)', () => {
    const { breaker, clock } = breakerUnderTest({
      transitionToStateAfterWaitDuration: 'CLOSED',
      maxWaitDurationInHalfOpenStateMs: 0,
    });
    breaker.transitionToOpenState();
    breaker.transitionToHalfOpenState();
    clock.advanceBy(3_600_000);
    expect(breaker.getState()).toBe('HALF_OPEN');
  });

  it('accepts only OPEN or CLOSED, as Resilience4j’s builder does', () => {
    const halfOpen = { transitionToStateAfterWaitDuration: 'HALF_OPEN' } as never;
    expect(() => resolveBreakerConfig(halfOpen)).toThrow(/OPEN or CLOSED/);
  });
});
