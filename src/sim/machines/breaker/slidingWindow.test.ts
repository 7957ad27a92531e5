// Ports of Resilience4j's FixedSizeSlidingWindowMetricsTest and SlidingTimeWindowMetricsTest,
// plus a model check against a naive recount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import {
  CountBasedWindow,
  TimeBasedWindow,
  failureRatePercent,
  slowCallRatePercent,
  type SlidingWindow,
  type WindowTotals,
} from './slidingWindow';

type Outcome = 'SUCCESS' | 'ERROR' | 'SLOW_SUCCESS' | 'SLOW_ERROR';

function record(window: SlidingWindow, durationMs: number, outcome: Outcome): WindowTotals {
  window.record(durationMs, outcome.endsWith('ERROR'), outcome.startsWith('SLOW'));
  return { ...window.totals() };
}

function expectCounts(
  totals: WindowTotals,
  calls: number,
  successful: number,
  failed: number,
  durationMs?: number,
): void {
  expect(totals.totalNumberOfCalls).toBe(calls);
  expect(totals.totalNumberOfCalls - totals.numberOfFailedCalls).toBe(successful);
  expect(totals.numberOfFailedCalls).toBe(failed);
  if (durationMs !== undefined) expect(totals.totalDurationMs).toBe(durationMs);
}

const windowsOfFive = (): [string, SlidingWindow][] => [
  ['COUNT_BASED', new CountBasedWindow(5)],
  ['TIME_BASED', new TimeBasedWindow(5, new QueueClock())],
];

describe.each(windowsOfFive())('a %s window of 5', (_name, window) => {
  it('starts empty (checkInitialBucketCreation)', () => {
    expectCounts(window.totals(), 0, 0, 0, 0);
    expect(window.totals().numberOfSlowCalls).toBe(0);
    expect(failureRatePercent(window.totals(), 1)).toBe(-1);
  });
});

describe.each(['COUNT_BASED', 'TIME_BASED'])('%s window: single outcomes', (type) => {
  const make = (): SlidingWindow =>
    type === 'COUNT_BASED' ? new CountBasedWindow(5) : new TimeBasedWindow(5, new QueueClock());

  it('records a success (testRecordSuccess)', () => {
    const totals = record(make(), 100, 'SUCCESS');
    expectCounts(totals, 1, 1, 0, 100);
    expect(totals.numberOfSlowCalls).toBe(0);
    expect(failureRatePercent(totals, 1)).toBe(0);
  });

  it('records an error (testRecordError)', () => {
    const totals = record(make(), 100, 'ERROR');
    expectCounts(totals, 1, 0, 1, 100);
    expect(failureRatePercent(totals, 1)).toBe(100);
  });

  it('records a slow success (testRecordSlowSuccess)', () => {
    const totals = record(make(), 100, 'SLOW_SUCCESS');
    expectCounts(totals, 1, 1, 0, 100);
    expect(totals.numberOfSlowCalls).toBe(1);
    expect(totals.numberOfSlowCalls - totals.numberOfSlowFailedCalls).toBe(1);
    expect(totals.numberOfSlowFailedCalls).toBe(0);
  });

  it('computes the slow call percentage (testSlowCallsPercentage)', () => {
    const window = make();
    record(window, 10000, 'SLOW_SUCCESS');
    record(window, 10000, 'SLOW_ERROR');
    record(window, 100, 'SUCCESS');
    record(window, 100, 'SUCCESS');
    const totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 5, 4, 1, 20300);
    expect(totals.numberOfSlowCalls).toBe(2);
    expect(totals.numberOfSlowFailedCalls).toBe(1);
    expect(totals.totalDurationMs / totals.totalNumberOfCalls).toBe(4060);
    expect(slowCallRatePercent(totals, 1)).toBe(40);
  });
});

describe('COUNT_BASED window', () => {
  it('keeps only the last 4 calls (testSlidingWindowMetrics)', () => {
    const window = new CountBasedWindow(4);
    let totals = record(window, 100, 'ERROR');
    expectCounts(totals, 1, 0, 1, 100);
    expect(failureRatePercent(totals, 1)).toBe(100);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 2, 1, 1, 200);
    expect(failureRatePercent(totals, 1)).toBe(50);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 3, 2, 1, 300);
    expect(failureRatePercent(totals, 1)).toBeCloseTo(33.333332, 5);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 4, 3, 1, 400);
    expect(failureRatePercent(totals, 1)).toBe(25);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 4, 4, 0, 400);
    expect(failureRatePercent(totals, 1)).toBe(0);
  });

  it('evicts slow calls too (testSlidingWindowMetricsWithSlowCalls)', () => {
    const window = new CountBasedWindow(2);
    let totals = record(window, 100, 'SLOW_ERROR');
    expectCounts(totals, 1, 0, 1, 100);
    expect([totals.numberOfSlowCalls, totals.numberOfSlowFailedCalls]).toEqual([1, 1]);
    totals = record(window, 100, 'SLOW_SUCCESS');
    expectCounts(totals, 2, 1, 1, 200);
    expect([totals.numberOfSlowCalls, totals.numberOfSlowFailedCalls]).toEqual([2, 1]);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 2, 2, 0, 200);
    expect([totals.numberOfSlowCalls, totals.numberOfSlowFailedCalls]).toEqual([1, 0]);
    totals = record(window, 100, 'SUCCESS');
    expectCounts(totals, 2, 2, 0, 200);
    expect(totals.numberOfSlowCalls).toBe(0);
  });
});

describe('TIME_BASED window', () => {
  it('drops the buckets that slid out (shouldClearSlidingTimeWindowMetrics)', () => {
    const clock = new QueueClock();
    const window = new TimeBasedWindow(5, clock);
    expectCounts(record(window, 100, 'ERROR'), 1, 0, 1, 100);
    clock.advanceBy(100);
    expectCounts(record(window, 100, 'SUCCESS'), 2, 1, 1, 200);
    clock.advanceBy(700);
    const totals = record(window, 1000, 'SLOW_ERROR');
    expectCounts(totals, 3, 1, 2, 1200);
    expect(totals.numberOfSlowFailedCalls).toBe(1);
    clock.advanceBy(4000);
    expectCounts(window.totals(), 3, 1, 2, 1200);
    clock.advanceBy(1000);
    expectCounts(window.totals(), 0, 0, 0, 0);
    clock.advanceBy(100);
    expectCounts(record(window, 100, 'SUCCESS'), 1, 1, 0, 100);
    clock.advanceBy(5000);
    expectCounts(record(window, 100, 'SUCCESS'), 1, 1, 0, 100);
  });

  it('aggregates per epoch second (testSlidingTimeWindowMetrics)', () => {
    const clock = new QueueClock();
    const window = new TimeBasedWindow(5, clock);
    const steps: [number, Outcome, number, number, number][] = [
      // [advanceMs before, outcome, calls, successful, failed]
      [0, 'ERROR', 1, 0, 1],
      [100, 'SUCCESS', 2, 1, 1],
      [100, 'SUCCESS', 3, 2, 1],
      [1000, 'SUCCESS', 4, 3, 1],
      [1000, 'SUCCESS', 5, 4, 1],
      [1000, 'ERROR', 6, 4, 2],
      [1000, 'SUCCESS', 7, 5, 2],
      [1000, 'SUCCESS', 5, 4, 1],
      [1000, 'SUCCESS', 5, 4, 1],
      [5000, 'SUCCESS', 1, 1, 0],
    ];
    for (const [advanceMs, outcome, calls, successful, failed] of steps) {
      clock.advanceBy(advanceMs);
      expectCounts(record(window, 100, outcome), calls, successful, failed, calls * 100);
    }
  });
});

describe('rates', () => {
  it('are -1 below the minimum number of calls and exact from it on', () => {
    const window = new CountBasedWindow(10);
    record(window, 1, 'ERROR');
    record(window, 1, 'SLOW_SUCCESS');
    expect(failureRatePercent(window.totals(), 3)).toBe(-1);
    expect(slowCallRatePercent(window.totals(), 3)).toBe(-1);
    record(window, 1, 'SUCCESS');
    expect(failureRatePercent(window.totals(), 3)).toBeCloseTo(100 / 3, 10);
    expect(slowCallRatePercent(window.totals(), 3)).toBeCloseTo(100 / 3, 10);
  });
});

describe('model check', () => {
  const step = fc.record({
    advanceMs: fc.integer({ min: 0, max: 2500 }),
    failed: fc.boolean(),
    slow: fc.boolean(),
    durationMs: fc.integer({ min: 0, max: 1000 }),
    refused: fc.boolean(),
  });

  it('both windows agree with a naive recount of the calls inside them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { maxLength: 80 }),
        (size, calls) => {
          const clock = new QueueClock();
          const byCount = new CountBasedWindow(size);
          const byTime = new TimeBasedWindow(size, clock);
          const log: ({ second: number } & Recorded)[] = [];
          for (const step of calls) {
            clock.advanceBy(step.advanceMs);
            // A refused call neither failed nor was slow, and took no time.
            const call = step.refused
              ? { failed: false, slow: false, durationMs: 0, refused: true }
              : { ...step, refused: false };
            if (call.refused) {
              byCount.recordRefused();
              byTime.recordRefused();
            } else {
              byCount.record(call.durationMs, call.failed, call.slow);
              byTime.record(call.durationMs, call.failed, call.slow);
            }
            log.push({ second: Math.floor(clock.nowMs() / 1000), ...call });
            const nowSecond = Math.floor(clock.nowMs() / 1000);
            const inTime = log.filter((c) => c.second > nowSecond - size);
            expect(byCount.totals()).toEqual(naiveTotals(log.slice(-size)));
            expect(byTime.totals()).toEqual(naiveTotals(inTime));
          }
        },
      ),
    );
  });
});

interface Recorded {
  failed: boolean;
  slow: boolean;
  durationMs: number;
  refused: boolean;
}

function naiveTotals(calls: Recorded[]): WindowTotals {
  return {
    totalNumberOfCalls: calls.length,
    numberOfFailedCalls: calls.filter((c) => c.failed).length,
    numberOfSlowCalls: calls.filter((c) => c.slow).length,
    numberOfSlowFailedCalls: calls.filter((c) => c.slow && c.failed).length,
    numberOfRefusedCalls: calls.filter((c) => c.refused).length,
    totalDurationMs: calls.reduce((sum, c) => sum + c.durationMs, 0),
  };
}
