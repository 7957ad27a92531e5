// The layer protections and retry budget kinds in the whole engine, against numbers worked out by hand
// from each one's published rule.
import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import {
  LAYER_PROTECTION_SCENARIOS as S,
  oneEdge,
  tailedLeaf,
} from './testing/layerProtectionScenarios';
import type { Scenario } from '../scenario';
import type { SecondFrame } from './types';

function run(s: Scenario) {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(s, { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return { report, frames, edge: report.edges['users->leaf']!, leaf: report.services.leaf! };
}

describe('rate limiter in the engine', () => {
  it('lets limitForPeriod calls through per cycle; the others wait their timeout and are refused', () => {
    // 50 calls a second for 8 s, 10 permissions a second. Callers in the last 300 ms of a
    // cycle (the timeout) reserve a permission of the next one, so the calls of cycles 0…7
    // also spend cycle 8's: 9 × 10 = 90 go through. A refused caller waits 300 ms first.
    const { edge, report, leaf } = run(S.rateLimiter!());
    expect(edge.calls).toBe(400);
    expect(leaf.received).toBe(90);
    expect(edge.rejectedByRateLimiter).toBe(edge.calls - leaf.received);
    expect(report.clients.users!.failuresByReason.requestNotPermitted).toBe(
      edge.rejectedByRateLimiter,
    );
    // A refused call took the 300 ms timeout; half the calls or more were refused.
    expect(edge.callMs.p50).toBeGreaterThanOrEqual(299);
  });
});

describe('adaptive throttling in the engine', () => {
  it('against a backend that accepts nothing, sends about ln(N) of N requests (p = n / (n + 1))', () => {
    // With no accepts, the n-th request goes with probability 1 − n/(n+1) = 1/(n+1): the
    // expected number sent is the harmonic sum H(800) − 1 ≈ 6.3, far below the 800 offered.
    const { edge, leaf } = run(S.throttle!());
    expect(edge.calls).toBe(800);
    expect(leaf.received).toBeGreaterThanOrEqual(1);
    expect(leaf.received).toBeLessThan(20);
    expect(edge.rejectedByThrottle).toBe(800 - leaf.received);
  });
});

describe('gRPC retry throttling and Finagle’s budget in the engine', () => {
  it('gRPC (10 tokens, ratio 0.1), every attempt failing: exactly 3 retries, then none', () => {
    // Call 1: 10 → 9 (retry), 9 → 8 (retry), 8 → 7. Call 2: 7 → 6 (retry), 6 → 5: at
    // maxTokens / 2, no more retries for anyone while nothing succeeds.
    const { edge } = run(S.grpcBudget!());
    expect(edge.calls).toBe(80);
    expect(edge.retries).toBe(3);
  });

  it('Finagle (20 %, no reserve), every attempt failing: a retry per five requests', () => {
    // 50 requests within the 10 s TTL deposit 50 × 1000; a retry costs 1000 / 0.2 = 5000.
    const { edge } = run(S.finagleBudget!());
    expect(edge.calls).toBe(50);
    expect(edge.retries).toBe(10);
  });
});

describe('the retry breaker in the engine (Brooker 2022)', () => {
  it('never blocks a call: in a total outage every call reaches the callee once, none twice', () => {
    // The first failure is 1 of 1 attempts, above 10 %: no retry, then or later.
    const { edge, leaf } = run(S.retryBreakerOutage!());
    expect(edge.calls).toBe(400);
    expect(leaf.received).toBe(400);
    expect(edge.retries).toBe(0);
  });

  it('at a 10 % failure rate, retries about half the failures (q = P(Bin(49, 0.1) ≤ 4) = 0.45)', () => {
    const { edge } = run(S.retryBreaker!());
    const failures = edge.calls * 0.1;
    expect(edge.retries).toBeGreaterThan(0.3 * failures);
    expect(edge.retries).toBeLessThan(0.6 * failures);
  });
});

describe('hedged requests in the engine', () => {
  it('cut the tail the slow 5 % make, for about 5 % more load', () => {
    const hedged = run(S.hedge!());
    const plain = run(oneEdge({}, tailedLeaf(), 100, 22_000));
    // Without hedging, 5 % of calls take 1 s: p99 is 1 s.
    expect(plain.edge.callMs.p99).toBeGreaterThan(990);
    // With a second attempt at 50 ms, a call is slow only if both are (0.25 %): p99 ≈ 60 ms.
    expect(hedged.edge.callMs.p99).toBeLessThan(65);
    expect(hedged.edge.callMs.p99).toBeGreaterThan(55);
    const share = hedged.edge.hedges / hedged.edge.calls;
    expect(share).toBeGreaterThan(0.035);
    expect(share).toBeLessThan(0.065);
    expect(hedged.leaf.received).toBe(hedged.edge.calls + hedged.edge.hedges);
    // The second attempt answers first almost every time (it is slow only 5 % of the time).
    expect(hedged.edge.hedgesWon / hedged.edge.hedges).toBeGreaterThan(0.85);
    // The losers were cancelled at the callee: nothing finished for nobody.
    expect(hedged.leaf.wasted).toBe(0);
  });

  it('with cancelLoser off, the slower attempt runs on and its work is wasted', () => {
    const { edge, leaf } = run(S.hedgeP95Wasted!());
    expect(edge.hedges).toBeGreaterThan(0);
    expect(leaf.wasted).toBeGreaterThan(0);
    expect(leaf.wasted).toBeLessThanOrEqual(edge.hedges);
  });

  it('never hedges more than maxHedgedShare of the calls', () => {
    const s = oneEdge(
      { hedge: { enabled: true, delayMs: 5, maxHedgedShare: 0.02 } },
      tailedLeaf(),
      100,
    );
    const { edge } = run(s);
    expect(edge.hedges).toBeLessThanOrEqual(0.02 * edge.calls);
    expect(edge.hedges).toBeGreaterThanOrEqual(0.02 * edge.calls - 1);
  });
});

describe('adaptive concurrency limit in the engine', () => {
  it('AIMD: timeouts cut the limit below its start; the limit is a per-second gauge', () => {
    const { edge, frames } = run(S.concurrencyLimit!());
    const limits = frames.map((f) => f.edges['users->leaf']!.concurrencyLimit);
    expect(limits[0]).toBeGreaterThan(0);
    expect(Math.min(...limits)).toBeLessThan(40);
    expect(new Set(limits).size).toBeGreaterThan(2);
    expect(edge.rejectedByLimit).toBeGreaterThan(0);
  });

  it('Gradient2: grows while latency stays near its long-term average', () => {
    const { frames } = run(S.gradient2!());
    const limits = frames.map((f) => f.edges['users->leaf']!.concurrencyLimit);
    expect(Math.max(...limits)).toBeGreaterThan(10);
  });
});

describe('cost per attempt', () => {
  it('totals the price of every attempt sent', () => {
    // 5 calls a second for 2 s... 10 calls, each tried 3 times: 30 attempts at 0.5.
    const { edge } = run(S.cost!());
    expect(edge.calls).toBe(10);
    expect(edge.attempts).toBe(30);
    expect(edge.cost).toBe(15);
  });
});
