// The consecutive-failures family: seed 003's breaker (3 failures, 30 s, 2 successes) and
// seed 004's (5 failures, 10 s, a single trial call).
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/random';
import type { BreakerConfigInput } from './breakerConfig';
import { breakerUnderTest } from './breakerTestKit';
import type { BreakerTransition } from './circuitBreaker';

const SEED_003: BreakerConfigInput = {
  type: 'consecutiveFailures',
  failureThreshold: 3,
  waitDurationInOpenStateMs: 30_000,
  successThreshold: 2,
};
const SEED_004: BreakerConfigInput = {
  type: 'consecutiveFailures',
  failureThreshold: 5,
  waitDurationInOpenStateMs: 10_000,
  successThreshold: 1,
};

describe('consecutive-failures breaker', () => {
  it('opens after N failures in a row, and a success in between starts the count again', () => {
    const { breaker, transitions } = breakerUnderTest(SEED_003);
    breaker.onError(10);
    breaker.onError(10);
    breaker.onSuccess(10);
    breaker.onError(10);
    breaker.onError(10);
    expect(breaker.getState()).toBe('CLOSED');
    breaker.onError(10);
    expect(breaker.getState()).toBe('OPEN');
    expect(transitions).toEqual([
      { tMs: 0, from: 'CLOSED', to: 'OPEN', reason: 'OPEN: 3 failures in a row' },
    ]);
  });

  it('half-opens after the cooldown and closes after M trial successes', () => {
    const { breaker, clock, transitions } = breakerUnderTest(SEED_003);
    breaker.transitionToOpenState();
    clock.advanceBy(30_000);
    expect(breaker.tryAcquirePermission()).toBe(false);
    clock.advanceBy(1);
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.tryAcquirePermission()).toBe(true);
    expect(breaker.tryAcquirePermission()).toBe(false); // permitted = successThreshold
    breaker.onSuccess(10);
    expect(breaker.getState()).toBe('HALF_OPEN');
    breaker.onSuccess(10);
    expect(breaker.getState()).toBe('CLOSED');
    expect(transitions.at(-1)?.reason).toBe('CLOSED: 2 successful trial calls');
  });

  it('reopens on any failed trial call', () => {
    const { breaker, clock, transitions } = breakerUnderTest(SEED_003);
    breaker.transitionToOpenState();
    clock.advanceBy(30_001);
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onSuccess(10);
    expect(breaker.tryAcquirePermission()).toBe(true);
    breaker.onError(10);
    expect(breaker.getState()).toBe('OPEN');
    expect(transitions.at(-1)?.reason).toBe('OPEN: a trial call failed in HALF_OPEN');
    expect(breaker.remainingOpenMs()).toBe(30_000);
  });

  it('counts a call slower than slowCallDurationThresholdMs as a failure', () => {
    const { breaker } = breakerUnderTest({ ...SEED_003, slowCallDurationThresholdMs: 1000 });
    breaker.onSuccess(1001);
    breaker.onSuccess(1000);
    breaker.onSuccess(2000);
    breaker.onSuccess(2000);
    expect(breaker.getState()).toBe('CLOSED');
    breaker.onSuccess(2000);
    expect(breaker.getState()).toBe('OPEN');
  });

  it('rejects a success threshold above the permitted trial calls', () => {
    expect(() =>
      breakerUnderTest({ ...SEED_003, permittedNumberOfCallsInHalfOpenState: 1 }),
    ).toThrow(RangeError);
  });
});

/**
 * Drives a breaker with a callee that fails half of the time, one call every 100 ms for
 * 10 simulated minutes, and returns the transitions.
 */
function runAgainstHalfFailingCallee(config: BreakerConfigInput): BreakerTransition[] {
  const { breaker, clock, transitions } = breakerUnderTest(config);
  const random = new RandomStream(4);
  const CALL_EVERY_MS = 100;
  for (let tMs = 0; tMs < RUN_MS; tMs += CALL_EVERY_MS) {
    clock.advanceTo(tMs);
    if (!breaker.tryAcquirePermission()) continue;
    breaker.onResult(random.chance(0.5) ? 'failure' : 'success', 20);
  }
  breaker.stop();
  return transitions;
}

const RUN_MS = 10 * 60_000;

/** How the breaker spent the run: how often it closed, and the share of time it was CLOSED. */
function summarise(transitions: BreakerTransition[]): { closes: number; closedShare: number } {
  let closedMs = transitions[0]?.tMs ?? RUN_MS; // CLOSED from the start until the first change
  transitions.forEach((t, i) => {
    if (t.to === 'CLOSED') closedMs += (transitions[i + 1]?.tMs ?? RUN_MS) - t.tMs;
  });
  const closes = transitions.filter((t) => t.to === 'CLOSED').length;
  return { closes, closedShare: closedMs / RUN_MS };
}

describe('flapping under a 50 % failing callee (10 simulated minutes)', () => {
  it('seed 004 (5 failures, 10 s, one trial) flaps: closes on lucky trials, over and over', () => {
    const { closes, closedShare } = summarise(runAgainstHalfFailingCallee(SEED_004));
    expect(closes).toBeGreaterThanOrEqual(15);
    expect(closedShare).toBeGreaterThan(0.2);
  });

  it('seed 003 (3 failures, 30 s, two trials) does not: it stays open', () => {
    const { closes, closedShare } = summarise(runAgainstHalfFailingCallee(SEED_003));
    expect(closes).toBeLessThanOrEqual(10);
    expect(closedShare).toBeLessThan(0.1);
  });
});
