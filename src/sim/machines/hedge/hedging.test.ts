// Hedged requests' machine: the cap on the hedged share of calls, the delay from a
// percentile of the answers once there are enough, and the authority rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { LatencyHistogram } from '../../engine/histogram';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { MIN_SAMPLES_FOR_PERCENTILE, hedgeMachine } from './hedgeMachine';
import { Hedging, type HedgeConfig } from './hedging';

const hedging = (config: Partial<HedgeConfig> = {}, options = {}) =>
  new Hedging(
    { delayMs: 50, maxHedgedShare: 0.1, ...config },
    new LatencyHistogram(),
    new QueueClock(),
    options,
  );

describe('hedging', () => {
  it('hedges at most maxHedgedShare of the calls', () => {
    const h = hedging({ maxHedgedShare: 0.1 });
    let hedged = 0;
    for (let i = 0; i < 1_000; i++) {
      h.callStarted();
      if (h.tryHedge()) hedged++; // every call is slow: each asks
    }
    expect(hedged).toBe(100);
    expect(h.getMetrics()).toMatchObject({ calls: 1_000, hedges: 100, capped: 900 });
  });

  it('waits the fixed delay until enough answers give the percentile, then that percentile', () => {
    const p95 = hedging({ delayPercentile: 95 });
    const p99 = hedging({ delayPercentile: 99 });
    for (let i = 1; i < MIN_SAMPLES_FOR_PERCENTILE; i++) [p95, p99].forEach((h) => h.answered(10));
    expect(p95.callStarted()).toBe(50);
    // 100 answers: 95 at 10 ms, 5 at 1 s. The p95 is 10 ms, the p99 1 s (histogram: ±0.4 %).
    const rest = [...Array.from({ length: 95 - 19 }, () => 10), 1_000, 1_000, 1_000, 1_000, 1_000];
    for (const ms of rest) [p95, p99].forEach((h) => h.answered(ms));
    expect(p95.callStarted()).toBeCloseTo(10, -1);
    expect(Math.abs(p99.callStarted() - 1_000)).toBeLessThan(5);
  });
});

type Op = { op: 'call'; slow: boolean } | { op: 'answer'; ms: number };

function run(ops: Op[], options: { machine?: typeof hedgeMachine; reference?: boolean }) {
  const h = hedging({ maxHedgedShare: 0.3, delayPercentile: 90 }, options);
  const log: unknown[] = [];
  for (const o of ops) {
    if (o.op === 'call') {
      log.push(h.callStarted());
      if (o.slow) log.push(h.tryHedge());
    } else h.answered(o.ms);
    log.push(h.getMetrics());
  }
  return log;
}

describe('hedging: the machine decides', () => {
  itFollowsTheAuthorityRule({
    machine: hedgeMachine,
    guards: ['hedgeAllowed'],
    opArb: fc.oneof(
      fc.record({ op: fc.constant('call' as const), slow: fc.boolean() }),
      fc.record({ op: fc.constant('answer' as const), ms: fc.integer({ min: 1, max: 500 }) }),
    ),
    run,
    scenarios: [Array.from({ length: 10 }, (_, i) => ({ op: 'call', slow: i % 2 === 0 }) as Op)],
  });
});
