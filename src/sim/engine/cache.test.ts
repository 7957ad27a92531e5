// A cache in front of a service (seed 004) in the whole engine, against numbers worked
// out by hand: the TTL cache's hit ratio under Poisson arrivals with Zipf popularity, the
// stampede at a hot key's expiry (arrival rate × origin latency calls), and each remedy.
import { describe, expect, it } from 'vitest';
import { zipfProbabilities } from '../machines/cache';
import { cacheHitRatio } from './metrics';
import { createSimulation } from './simulation';
import { abandonedFetches, cachedOrigin, hotKey } from './testing/cacheScenarios';
import type { Scenario } from '../scenario';
import type { SecondFrame } from './types';

function run(s: Scenario) {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(s, { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  const edge = report.edges['users->origin']!;
  return { report, frames, edge, origin: report.services.origin!, users: report.clients.users! };
}

describe('cache hit ratio', () => {
  it('matches Σ p_k · λ_k·T / (1 + λ_k·T) for Zipf keys under Poisson arrivals (TTL, no jitter)', () => {
    // A TTL cache's cycle for key k: one miss, then the λ_k·T arrivals within T are hits.
    const keys = 100;
    const s = 0.9;
    const rps = 200;
    const ttlMs = 1_000;
    const p = zipfProbabilities(keys, s);
    let expected = 0;
    for (const pk of p) {
      const lt = rps * pk * (ttlMs / 1_000);
      expected += (pk * lt) / (1 + lt);
    }
    const { edge } = run(
      cachedOrigin({
        cache: { keys, zipfS: s, ttlMs },
        rps,
        arrival: 'poisson',
        originMs: 0.01, // a fetch takes no time: the formula's assumption
        durationMs: 120_000,
      }),
    );
    const ratio = cacheHitRatio(edge.cacheHits, edge.cacheStale, edge.cacheMisses);
    expect(expected).toBeCloseTo(0.737, 3); // the figure the test is about
    expect(Math.abs(ratio - expected)).toBeLessThan(0.006);
    expect(edge.cacheHits + edge.cacheMisses).toBe(edge.calls);
    expect(edge.originCalls).toBe(edge.cacheMisses);
  });
});

describe('the stampede at a hot key’s expiry (seed 004: 500 rps, 60 s TTL, 200 ms)', () => {
  // After the first fill at t ≈ 0 the key expires at ≈ 60.2 s; the fetch then takes 200 ms,
  // and every call arriving meanwhile misses too: 500 × 0.2 = 100 origin calls at once.
  it('without remedies: about rate × origin latency = 100 calls reach the origin at expiry', () => {
    const { edge, origin } = run(hotKey());
    // Two fills (t = 0 and t ≈ 60.2 s), each a burst of 100 (constant arrivals every 2 ms).
    expect(edge.originCalls).toBeGreaterThanOrEqual(200);
    expect(edge.originCalls).toBeLessThanOrEqual(202);
    expect(origin.maxBusyWorkers).toBeGreaterThanOrEqual(100);
    expect(origin.maxBusyWorkers).toBeLessThanOrEqual(101);
  });

  it('single-flight: one origin call per fill, the others wait for it', () => {
    const { edge, origin, frames } = run(hotKey({ singleFlight: true }));
    expect(edge.originCalls).toBe(2);
    expect(origin.maxBusyWorkers).toBe(1);
    expect(edge.cacheCoalesced).toBe(edge.cacheMisses - 2);
    // The joiners waited for the fetch, up to 200 ms: a fifth of that second's calls.
    const expirySecond = frames.find((f) => f.tMs === 61_000)!;
    expect(expirySecond.clients.users!.latencyMs.p95).toBeGreaterThan(100);
  });

  it('stale-while-revalidate alone: nobody waits at expiry, but each stale answer refreshes', () => {
    const { edge, frames } = run(hotKey({ staleWhileRevalidate: true }));
    // The refreshes still pile up at the origin (one per call during the 200 ms)…
    expect(edge.cacheStale).toBeGreaterThanOrEqual(99);
    expect(edge.originCalls - 100).toBeGreaterThanOrEqual(99);
    // …but after the cold start, no call waits for the origin.
    const late = frames.filter((f) => f.tMs > 5_000);
    // (A cached answer costs the hit latency, 1 ms by default; the origin takes 200 ms.)
    expect(Math.max(...late.map((f) => f.clients.users!.latencyMs.p99))).toBeLessThan(2);
  });

  it('single-flight and stale-while-revalidate: one refresh, nobody waits', () => {
    const { edge, frames } = run(hotKey({ singleFlight: true, staleWhileRevalidate: true }));
    expect(edge.originCalls).toBe(2);
    expect(edge.cacheStale).toBeGreaterThanOrEqual(99);
    const late = frames.filter((f) => f.tMs > 5_000);
    // (A cached answer costs the hit latency, 1 ms by default; the origin takes 200 ms.)
    expect(Math.max(...late.map((f) => f.clients.users!.latencyMs.p99))).toBeLessThan(2);
  });

  it('with an origin of 20 workers the burst overflows it: 503s at expiry, none with single-flight', () => {
    const plain = run(hotKey({}, 20));
    const flight = run(hotKey({ singleFlight: true }, 20));
    // 100 arrive, 20 work and 20 queue: about 60 are refused at once.
    expect(plain.origin.rejected).toBeGreaterThan(100);
    expect(plain.users.failed).toBeGreaterThan(100);
    expect(flight.origin.rejected).toBe(0);
    expect(flight.users.failed).toBe(0);
  });
});

describe('TTL jitter', () => {
  it('spreads keys filled together: K keys expire in one second without it, over 2 × jitter × TTL with it', () => {
    // 100 equally popular keys at 10 calls/s each are all filled in the first half second,
    // so without jitter all 100 expire in second 60 (and are fetched again there). With
    // ±10 % of 60 s they expire over 12 s: about 100 / 12 ≈ 8 a second.
    const at = (ttlJitter: number) =>
      run(
        cachedOrigin({
          cache: { keys: 100, zipfS: 0, ttlMs: 60_000, ttlJitter },
          rps: 1_000,
          arrival: 'poisson',
          originMs: 20,
          durationMs: 70_000,
        }),
      );
    const late = (r: ReturnType<typeof run>) =>
      r.frames.filter((f) => f.tMs > 30_000).map((f) => f.edges['users->origin']!.originCalls);
    const plain = late(at(0));
    const jittered = late(at(0.1));
    expect(Math.max(...plain)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...jittered)).toBeLessThan(20);
    // The same number of refills in the end, only spread out.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum(jittered) - sum(plain))).toBeLessThan(20);
  });
});

describe('a fetch the caller gives up on', () => {
  it('stores nothing and fails the calls that joined it: one fetch per deadline, every call fails', () => {
    // Each fetch needs 200 ms, its caller's deadline is 100 ms: at 100 ms the fetch is
    // abandoned, its joiners fail with it, and the next arrival (2 ms later) starts another.
    // 10 s of arrivals / 102 ms ≈ 98 fetches, and nothing is ever cached.
    const { edge, users } = run(abandonedFetches());
    expect(edge.cacheHits).toBe(0);
    expect(edge.originCalls).toBeGreaterThanOrEqual(95);
    expect(edge.originCalls).toBeLessThanOrEqual(100);
    expect(users.succeeded).toBe(0);
    // All but the last 100 ms of arrivals (still waiting at the end) failed at the deadline.
    expect(users.failed).toBe(users.offered - 50);
    expect(users.failuresByReason.deadline).toBe(users.failed);
  });
});

describe('the cost of a hit', () => {
  // One key, a 60 s TTL, 10 ms origin: after the first fetch every call is a fresh hit.
  const hits = (hitLatencyMs: number | undefined) =>
    run(
      cachedOrigin({
        cache: { keys: 1, ttlMs: 60_000, ...(hitLatencyMs === undefined ? {} : { hitLatencyMs }) },
        rps: 100,
        originMs: 10,
        durationMs: 5_000,
      }),
    );

  it('a cached answer takes hitLatencyMs (1 ms by default), not 0', () => {
    for (const [ms, expected] of [
      [undefined, 1],
      [0, 0],
      [5, 5],
    ] as const) {
      const { edge, frames } = hits(ms);
      expect(edge.cacheHits).toBe(edge.calls - 1);
      const p50s = frames.slice(1).map((f) => f.clients.users!.latencyMs.p50);
      for (const p50 of p50s) expect(p50).toBeCloseTo(expected, 0);
    }
  });
});

describe('probabilistic early expiry (seed 004; XFetch, β = 1)', () => {
  it('one caller recomputes the hot key before it expires: a few origin calls, not 100', () => {
    const plain = run(hotKey());
    const xfetch = run(hotKey({ earlyExpiryBeta: 1 }));
    // Both start cold: 100 calls miss in the first fill's 200 ms.
    const atExpiry = (r: typeof plain) => r.edge.originCalls - 100;
    expect(atExpiry(plain)).toBeGreaterThanOrEqual(100);
    // A lookup g ms before expiry recomputes with probability exp(−g / 200): the first of
    // the calls every 2 ms does so about 200 × ln(100) ≈ 900 ms early; while its 200 ms fetch
    // runs, the next 100 lookups each recompute with probability ≤ exp(−3.5) ≈ 0.03, so
    // about 1 to 3 more. Ten is a generous bound; plain TTL sends ten times that.
    expect(atExpiry(xfetch)).toBeGreaterThanOrEqual(1);
    expect(atExpiry(xfetch)).toBeLessThanOrEqual(10);
    // Same hit ratio within half a percentage point (its misses are the few early callers).
    const ratio = (r: typeof plain) =>
      cacheHitRatio(r.edge.cacheHits, r.edge.cacheStale, r.edge.cacheMisses);
    expect(Math.abs(ratio(xfetch) - ratio(plain))).toBeLessThan(0.005);
    expect(ratio(xfetch)).toBeGreaterThanOrEqual(ratio(plain));
    // Nobody waits for the origin around the expiry but the early callers themselves.
    const expirySecond = xfetch.frames.find((f) => f.tMs === 61_000)!;
    expect(expirySecond.clients.users!.latencyMs.p95).toBeLessThan(2);
  });
});
