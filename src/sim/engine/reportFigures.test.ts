// The report's mean, maximum and cache hit ratio, checked against what they must equal: the
// exact figures of every recorded latency, M/M/1's mean response time 1/(μ − λ), the order
// of the figures of one distribution, the per-second frames, and a cache's counters.
import { describe, expect, it } from 'vitest';
import { LATENCY_FIGURE_NAMES } from './metrics';
import { cachedOrigin } from './testing/cacheScenarios';
import { recordLatencies } from './testing/measure';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation, runScenario } from './simulation';
import type { LatencyStats, SecondFrame } from './types';

const MEAN_SERVICE_MS = 10;
const RPS = 50;

/** One client `u` → one worker `s` with exponential service: M/M/1 at ρ = 0.5. */
const mm1 = (seed: number, durationMs = 400_000) =>
  scenario({
    seed,
    durationMs,
    services: [
      {
        name: 's',
        workers: 1,
        queueCapacity: 100_000,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: MEAN_SERVICE_MS } }],
      },
    ],
    clients: [{ name: 'u', service: 's', arrival: { type: 'poisson', rps: RPS } }],
  });

const ordered = (t: LatencyStats) => {
  expect(t.p50).toBeLessThanOrEqual(t.p95);
  expect(t.p95).toBeLessThanOrEqual(t.p99);
  expect(t.p99).toBeLessThanOrEqual(t.p999);
  // The percentiles are bucket midpoints (within 0.4 %); the maximum is the value itself.
  expect(t.p999).toBeLessThanOrEqual(t.max * 1.004);
  expect(t.mean).toBeLessThanOrEqual(t.max);
};

describe('mean and maximum latency in the report', () => {
  it("are exactly the mean and the maximum of every client's recorded time", () => {
    const sim = createSimulation(mm1(3, 60_000));
    const { latencyMs } = recordLatencies(sim, 'u');
    sim.runToEnd();
    const r = sim.report();
    const exactMean = latencyMs.reduce((a, b) => a + b, 0) / latencyMs.length;
    expect(r.clients.u!.latencyMs.mean).toBeCloseTo(exactMean, 9);
    expect(r.clients.u!.latencyMs.max).toBe(Math.max(...latencyMs));
    expect(Object.keys(r.clients.u!.latencyMs)).toEqual(LATENCY_FIGURE_NAMES);
  });

  it('give M/M/1 its mean response time 1/(μ − λ) at the client, the edge and the service', () => {
    const mu = 1 / MEAN_SERVICE_MS;
    const lambda = RPS / 1000;
    const theoryMs = 1 / (mu - lambda); // 20 ms at ρ = 0.5
    for (const seed of [1, 2]) {
      const r = runScenario(mm1(seed));
      // 20,000 requests: the mean's standard error is about 2 % at ρ = 0.5; 6 % is 3 of them,
      // and a model without queueing (10 ms) or with one more worker (13.3 ms) is far outside.
      for (const mean of [
        r.clients.u!.latencyMs.mean,
        r.edges['u->s']!.callMs.mean,
        r.services.s!.timeInServiceMs.mean,
      ])
        expect(Math.abs(mean / theoryMs - 1)).toBeLessThan(0.06);
      for (const t of [
        r.clients.u!.latencyMs,
        r.services.s!.timeInServiceMs,
        r.edges['u->s']!.callMs,
      ])
        ordered(t);
      // M/M/1's response time is exponential with mean 20 ms: of 20,000, the longest is near
      // 20·(ln 20,000 + 0.58) ≈ 210 ms (its spread ±26 ms), far above the p99 (92 ms).
      expect(r.clients.u!.latencyMs.max).toBeGreaterThan(1.5 * r.clients.u!.latencyMs.p99);
    }
  });

  it("are in each second's frame, and the frames' maximum is the run's", () => {
    const frames: SecondFrame[] = [];
    const sim = createSimulation(mm1(4, 30_000), { onSecond: (f) => frames.push(f) });
    sim.runToEnd();
    const r = sim.report();
    const maxOf = (pick: (f: SecondFrame) => number) => Math.max(...frames.map(pick));
    expect(maxOf((f) => f.clients.u!.latencyMs.max)).toBe(r.clients.u!.latencyMs.max);
    expect(maxOf((f) => f.services.s!.maxMs)).toBe(r.services.s!.timeInServiceMs.max);
    for (const f of frames) {
      ordered(f.clients.u!.latencyMs);
      expect(f.services.s!.meanMs).toBeLessThanOrEqual(f.services.s!.maxMs);
      expect(f.edges['u->s']!.cacheHitRatio).toBe(-1);
    }
  });
});

describe('a cache hit ratio in the report', () => {
  // One key, a 1 s TTL, 100 calls a second at a constant rate, an origin of 1 ms: each
  // expiry costs one miss (the next call arrives 10 ms later, the fetch took 1 ms).
  const run = () =>
    runScenario(
      cachedOrigin({ cache: { keys: 1, ttlMs: 1_000 }, rps: 100, originMs: 1, durationMs: 10_000 }),
    );

  it('is the share of lookups answered from the cache: one miss per TTL of 100 lookups', () => {
    const e = run().edges['users->origin']!;
    const lookups = e.cacheHits + e.cacheStale + e.cacheMisses;
    expect(e.cacheHitRatio).toBe((e.cacheHits + e.cacheStale) / lookups);
    expect(lookups).toBe(1_000);
    expect(e.cacheMisses).toBeGreaterThanOrEqual(9);
    expect(e.cacheMisses).toBeLessThanOrEqual(11);
    expect(e.cacheHitRatio).toBeCloseTo(0.99, 2);
  });

  it('is absent from an edge without a cache', () => {
    expect(runScenario(mm1(1, 5_000)).edges['u->s']!.cacheHitRatio).toBeUndefined();
  });
});
