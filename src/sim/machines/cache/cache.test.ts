// The cache's machine: fresh, stale and miss verdicts, single-flight, jittered TTLs, Zipf
// popularity, and the authority rule (direct steps = real sends; every guard matters).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { RandomStream } from '../../core/random';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { Cache, type CacheConfig } from './cache';
import { VERDICT, cacheMachine, expiresEarly } from './cacheMachine';
import { ZipfKeys, zipfProbabilities } from './zipf';

const config = (c: Partial<CacheConfig> = {}): CacheConfig => ({
  keys: 4,
  ttlMs: 1_000,
  ttlJitter: 0,
  singleFlight: false,
  staleWhileRevalidate: false,
  staleForMs: 500,
  ...c,
});
const cache = (c: Partial<CacheConfig> = {}, options = {}) =>
  new Cache(config(c), new QueueClock(), options);

describe('cache', () => {
  it('misses until stored, is fresh for the TTL, then misses again (expiry)', () => {
    const k = cache();
    expect(k.lookup(0, 0)).toBe(VERDICT.miss);
    expect(k.wantFetch(0)).toBe(VERDICT.fetch);
    k.fetched(0, true, 100, 0.5);
    expect(k.lookup(0, 1_099)).toBe(VERDICT.fresh);
    expect(k.lookup(0, 1_100)).toBe(VERDICT.miss);
    expect(k.lookup(1, 200)).toBe(VERDICT.miss); // another key
  });

  it('does not store a failed fetch', () => {
    const k = cache();
    k.wantFetch(2);
    k.fetched(2, false, 10, 0.5);
    expect(k.lookup(2, 11)).toBe(VERDICT.miss);
    expect(k.entry(2)).toEqual({ expiresAtMs: -Infinity, fetching: 0, recomputeMs: 0 });
  });

  it('single-flight: one fetch per key in flight, the others join it', () => {
    const on = cache({ singleFlight: true });
    const off = cache({ singleFlight: false });
    const verdicts = (k: Cache) => Array.from({ length: 100 }, () => k.wantFetch(3));
    expect(verdicts(on).filter((v) => v === VERDICT.fetch)).toHaveLength(1);
    expect(verdicts(off).filter((v) => v === VERDICT.fetch)).toHaveLength(100);
    on.fetched(3, true, 5, 0.5);
    expect(on.wantFetch(3)).toBe(VERDICT.fetch); // the fetch ended: the next one goes
  });

  it('stale-while-revalidate serves the expired entry for staleForMs', () => {
    const k = cache({ staleWhileRevalidate: true, staleForMs: 500 });
    k.wantFetch(0);
    k.fetched(0, true, 0, 0.5);
    expect(k.lookup(0, 999)).toBe(VERDICT.fresh);
    expect(k.lookup(0, 1_000)).toBe(VERDICT.stale);
    expect(k.lookup(0, 1_499)).toBe(VERDICT.stale);
    expect(k.lookup(0, 1_500)).toBe(VERDICT.miss);
    expect(k.lookup(1, 0)).toBe(VERDICT.miss); // nothing stored: nothing stale to serve
  });

  it('XFetch: a lookup g ms before expiry recomputes with probability exp(−g / (δ·β))', () => {
    // δ = 200 ms (the fetch ran 0 → 200), so the entry expires at 1 200 ms.
    for (const beta of [1, 2]) {
      const k = cache({ earlyExpiryBeta: beta });
      k.wantFetch(0, 0);
      k.fetched(0, true, 200, 0.5);
      expect(k.entry(0)).toMatchObject({ expiresAtMs: 1_200, recomputeMs: 200 });
      const rng = new RandomStream(5);
      for (const gapMs of [50, 200, 400]) {
        const n = 20_000;
        let early = 0;
        for (let i = 0; i < n; i++)
          if (k.lookup(0, 1_200 - gapMs, 1 - rng.next()) === VERDICT.miss) early++;
        // Binomial: the standard error is below 0.0036 at n = 20 000; 0.015 is over 4 of them.
        expect(Math.abs(early / n - Math.exp(-gapMs / (200 * beta)))).toBeLessThan(0.015);
      }
    }
    // Off (β = 0), or past expiry (a plain miss), the rule says nothing.
    expect(expiresEarly(1_199, 1_200, 200, 0, 1e-9)).toBe(false);
    expect(expiresEarly(1_200, 1_200, 200, 1, 1e-9)).toBe(false);
    expect(cache().lookup(0, 0, 1e-9)).toBe(VERDICT.miss);
  });

  it('TTL jitter spreads lifetimes uniformly over ttl × (1 ± jitter)', () => {
    const k = cache({ keys: 2_000, ttlJitter: 0.1 });
    const rng = new RandomStream(7);
    const lives: number[] = [];
    for (let key = 0; key < 2_000; key++) {
      k.wantFetch(key);
      k.fetched(key, true, 0, rng.next());
      lives.push(k.entry(key).expiresAtMs);
    }
    expect(Math.min(...lives)).toBeGreaterThanOrEqual(900);
    expect(Math.max(...lives)).toBeLessThan(1_100);
    const mean = lives.reduce((a, b) => a + b, 0) / lives.length;
    expect(mean).toBeCloseTo(1_000, -1);
    // Uniform on [900, 1100): a quarter in each 50 ms band (±3 %).
    expect(lives.filter((t) => t < 950).length / 2_000).toBeCloseTo(0.25, 1);
  });

  it('Zipf: rank k is drawn with probability (1/k^s) / H(K, s)', () => {
    const p = zipfProbabilities(3, 1);
    expect([...p]).toEqual([6 / 11, 3 / 11, 2 / 11].map((x) => expect.closeTo(x, 12)));
    const zipf = new ZipfKeys(100, 1);
    const rng = new RandomStream(11);
    const counts = new Array<number>(100).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[zipf.keyFor(rng.next())]!++;
    const h100 = Array.from({ length: 100 }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b);
    expect(counts[0]! / n).toBeCloseTo(1 / h100, 2); // 0.193
    expect(counts[9]! / n).toBeCloseTo(1 / 10 / h100, 2);
    expect(new ZipfKeys(5, 0).keyFor(0.999_999)).toBe(4);
    expect(new ZipfKeys(5, 0).keyFor(0)).toBe(0);
  });
});

type Op =
  | { op: 'lookup'; key: number; atMs: number; u?: number }
  | { op: 'want'; key: number; atMs?: number }
  | { op: 'fetched'; key: number; ok: boolean; atMs: number; u: number };

const key = fc.integer({ min: 0, max: 3 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('lookup' as const),
    key,
    atMs: fc.integer({ min: 0, max: 3_000 }),
    u: fc.double({ min: 0.001, max: 1, noNaN: true }),
  }),
  fc.record({ op: fc.constant('want' as const), key, atMs: fc.integer({ min: 0, max: 3_000 }) }),
  fc.record({
    op: fc.constant('fetched' as const),
    key,
    ok: fc.boolean(),
    atMs: fc.integer({ min: 0, max: 3_000 }),
    u: fc.double({ min: 0, max: 0.999, noNaN: true }),
  }),
);

function run(ops: Op[], options: { machine?: typeof cacheMachine; reference?: boolean }) {
  const k = cache(
    { singleFlight: true, staleWhileRevalidate: true, ttlJitter: 0.2, earlyExpiryBeta: 1 },
    options,
  );
  const log: unknown[] = [];
  for (const o of ops) {
    if (o.op === 'lookup') log.push(k.lookup(o.key, o.atMs, o.u));
    else if (o.op === 'want') log.push(k.wantFetch(o.key, o.atMs));
    else {
      if (k.entry(o.key).fetching === 0) continue; // only a fetch that was started ends
      k.fetched(o.key, o.ok, o.atMs, o.u);
    }
    log.push(k.entry(o.key));
  }
  return log;
}

describe('cache: the machine decides', () => {
  itFollowsTheAuthorityRule({
    machine: cacheMachine,
    guards: ['expiresEarly', 'fresh', 'staleServable', 'joinsInFlight', 'answerOk'],
    opArb,
    run,
    scenarios: [
      [
        { op: 'lookup', key: 0, atMs: 0 },
        { op: 'want', key: 0 },
        { op: 'want', key: 0 },
        { op: 'fetched', key: 0, ok: true, atMs: 10, u: 0.5 },
        { op: 'lookup', key: 0, atMs: 500 },
        { op: 'lookup', key: 0, atMs: 1_200 },
        { op: 'lookup', key: 0, atMs: 2_000 },
        { op: 'want', key: 1 },
        { op: 'fetched', key: 1, ok: false, atMs: 20, u: 0.5 },
        { op: 'lookup', key: 1, atMs: 30 },
        // XFetch: fetched 0 → 200 (δ = 200), expires at 1 200; at 1 100 with u = 0.01,
        // 1 100 + 200 × 4.6 ≥ 1 200: recomputed early.
        { op: 'want', key: 2, atMs: 0 },
        { op: 'fetched', key: 2, ok: true, atMs: 200, u: 0.5 },
        { op: 'lookup', key: 2, atMs: 1_100, u: 0.01 },
      ],
    ],
  });
});
