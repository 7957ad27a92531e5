// Resilience4j's AtomicRateLimiterTest, ported to simulated time: the mocked nano clock is
// the simulation's clock (nanoseconds become ms / 1e6), a thread that waits is a caller
// told to wait, interrupting it is its waitEnded() before its time.
// Source: resilience4j-ratelimiter/src/test/java/io/github/resilience4j/ratelimiter/internal/AtomicRateLimiterTest.java
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { createRateLimiter, type RateLimiter } from './rateLimiter';

const CYCLE_MS = 250; // CYCLE_IN_NANOS = 250_000_000
const NS = 1e-6;
const PERMISSIONS_PER_CYCLE = 1;

function setup(timeoutMs: number, cycleMs = CYCLE_MS, limitForPeriod = PERMISSIONS_PER_CYCLE) {
  const clock = new QueueClock();
  const limiter = createRateLimiter(
    { limitForPeriod, limitRefreshPeriodMs: cycleMs, timeoutMs },
    clock,
  );
  const at = (ms: number) => clock.advanceTo(ms);
  return { clock, limiter, at };
}

function expectMetrics(limiter: RateLimiter, available: number, waitMs: number, waiting?: number) {
  const m = limiter.getMetrics();
  expect(m.availablePermissions).toBe(available);
  expect(m.waitMs).toBeCloseTo(waitMs, 9);
  if (waiting !== undefined) expect(m.numberOfWaitingThreads).toBe(waiting);
}

describe("Resilience4j's AtomicRateLimiterTest on simulated time", () => {
  it('permissionsInFirstCycle', () => {
    const { limiter, at } = setup(0);
    at(CYCLE_MS - 10 * NS);
    expect(limiter.getMetrics().availablePermissions).toBe(PERMISSIONS_PER_CYCLE);
  });

  it('acquireAndRefreshWithEventPublishing', () => {
    const { limiter, at } = setup(0);
    at(CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, 0, CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(false);
    expectMetrics(limiter, 0, CYCLE_MS);
    at(CYCLE_MS * 2);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, 0, CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(false);
    expectMetrics(limiter, 0, CYCLE_MS);
  });

  it('reserveAndRefresh: a caller waits for the next cycle, then holds its permission', () => {
    const { limiter, at } = setup(CYCLE_MS);
    at(CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, 0, CYCLE_MS);
    const verdict = limiter.acquirePermission();
    expect(verdict).toEqual({ permitted: true, waitMs: CYCLE_MS });
    expectMetrics(limiter, -1, CYCLE_MS + CYCLE_MS, 1);
    at(CYCLE_MS * 2 + 10 * NS);
    limiter.waitEnded();
    expectMetrics(limiter, 0, CYCLE_MS - 10 * NS, 0);
  });

  it('reserveFewThenSkipCyclesBeforeRefreshNonBlocking', () => {
    const { limiter, at } = setup(CYCLE_MS);
    at(CYCLE_MS);
    expect(limiter.reservePermission()).toBe(0);
    expectMetrics(limiter, 0, CYCLE_MS, 0);
    const reservation = limiter.reservePermission();
    expect(reservation).toBeGreaterThan(0);
    expect(reservation).toBeLessThanOrEqual(CYCLE_MS);
    expectMetrics(limiter, -1, CYCLE_MS * 2, 0);
    expect(limiter.reservePermission()).toBe(-1);
    expectMetrics(limiter, -1, CYCLE_MS * 2, 0);
    at(CYCLE_MS * 6 + 10 * NS);
    expectMetrics(limiter, 1, 0, 0);
  });

  it('reserveFewThenSkipCyclesBeforeRefresh: the second waiter times out and is refused', () => {
    const { limiter, at } = setup(CYCLE_MS);
    at(CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, 0, CYCLE_MS, 0);
    const first = limiter.acquirePermission();
    expect(first.permitted).toBe(true);
    expectMetrics(limiter, -1, CYCLE_MS * 2, 1);
    const second = limiter.acquirePermission();
    // Refused, but only after waiting its whole timeoutDuration (acquirePermission sleeps).
    expect(second).toEqual({ permitted: false, waitMs: CYCLE_MS });
    expectMetrics(limiter, -1, CYCLE_MS * 2, 2);
    at(CYCLE_MS * 6 + 10 * NS);
    limiter.waitEnded();
    limiter.waitEnded();
    expectMetrics(limiter, 1, 0, 0);
  });

  it('reserveManyCyclesIfWeightGreaterThanLimitPerPeriod', () => {
    const { limiter, at } = setup(CYCLE_MS * 5);
    at(CYCLE_MS);
    expect(limiter.reservePermission(PERMISSIONS_PER_CYCLE * 3)).toBeGreaterThan(CYCLE_MS);
  });

  it('rejectedByTimeoutNonBlocking', () => {
    const { limiter, at } = setup(0);
    at(CYCLE_MS);
    expect(limiter.reservePermission()).toBe(0);
    expectMetrics(limiter, 0, CYCLE_MS, 0);
    expect(limiter.reservePermission()).toBeLessThan(0);
    expectMetrics(limiter, 0, CYCLE_MS, 0);
    at(CYCLE_MS * 2 - NS);
    expectMetrics(limiter, 0, NS, 0);
  });

  it('waitingThreadIsInterrupted: the reservation stays, the caller is gone', () => {
    const { limiter, at } = setup(CYCLE_MS);
    at(CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, -1, CYCLE_MS * 2, 1);
    limiter.waitEnded(); // interrupted
    expectMetrics(limiter, -1, CYCLE_MS * 2, 0);
  });

  it('changePermissionsLimitBetweenCycles', () => {
    const { limiter, at } = setup(CYCLE_MS);
    at(CYCLE_MS);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expectMetrics(limiter, -1, CYCLE_MS + CYCLE_MS, 1);
    limiter.changeLimitForPeriod(PERMISSIONS_PER_CYCLE * 2);
    expect(limiter.config.limitForPeriod).toBe(2);
    expectMetrics(limiter, -1, CYCLE_MS, 1);
    at(CYCLE_MS * 2 + 10 * NS);
    limiter.waitEnded();
    expectMetrics(limiter, 1, 0, 0);
  });

  it('reservePermissionsUpfront: 3 now, 3 in the next cycle, then refused', () => {
    const cycleMs = 10;
    const { limiter, at } = setup(12, cycleMs, 3);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      at(cycleMs + (i + 1) * NS);
      waits.push(limiter.reservePermission(1));
    }
    const expected = [0, 0, 0, cycleMs - 4 * NS, cycleMs - 5 * NS, cycleMs - 6 * NS, -1, -1, -1];
    waits.forEach((w, i) => expect(w).toBeCloseTo(expected[i]!, 9));
  });

  it('changeDefaultTimeoutDuration and changeLimitForPeriod keep the other settings', () => {
    const { limiter } = setup(0);
    limiter.changeTimeoutDuration(1_000);
    expect(limiter.config).toEqual({
      limitForPeriod: 1,
      limitRefreshPeriodMs: CYCLE_MS,
      timeoutMs: 1_000,
    });
    limiter.changeLimitForPeriod(35);
    expect(limiter.config).toEqual({
      limitForPeriod: 35,
      limitRefreshPeriodMs: CYCLE_MS,
      timeoutMs: 1_000,
    });
  });

  it('notSpyRawTest: one permission per cycle, a larger limit from the next refill', () => {
    const { limiter, at } = setup(0);
    at(CYCLE_MS); // waitForCurrentCycleToPass
    expect(limiter.acquirePermission().permitted).toBe(true);
    at(CYCLE_MS * 2);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expect(limiter.acquirePermission().permitted).toBe(false);
    limiter.changeLimitForPeriod(2);
    at(CYCLE_MS * 3);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expect(limiter.acquirePermission().permitted).toBe(true);
    expect(limiter.acquirePermission().permitted).toBe(false);
    expect(limiter.getMetrics().cycle).toBe(3);
  });

  it('metricsTest: a fresh limiter has its permissions and nobody waiting', () => {
    const { limiter } = setup(0);
    expectMetrics(limiter, 1, 0, 0);
  });

  it('refuses a limit below 1 or a period of 0', () => {
    expect(() => setup(0, 0)).toThrow(/limitRefreshPeriodMs/);
    expect(() => setup(0, CYCLE_MS, 0)).toThrow(/limitForPeriod/);
  });
});
