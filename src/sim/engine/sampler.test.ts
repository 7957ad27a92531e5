import { describe, expect, it } from 'vitest';
import { RandomStream } from '../core/random';
import { distributionSchema, type Distribution } from '../scenario';
import { Sampler, Z_99 } from './sampler';

// The textbook formulas, written out as the engine drew them before samplers were compiled:
// a compiled sampler must give the same durations bit for bit (seeded runs keep their numbers).
function gammaDraw(shape: number, rng: RandomStream): number {
  if (shape < 1) return gammaDraw(shape + 1, rng) * Math.pow(1 - rng.next(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = rng.normal();
    let v = 1 + c * x;
    if (v <= 0) continue;
    v = v * v * v;
    const u = 1 - rng.next();
    const x2 = x * x;
    if (u < 1 - 0.0331 * x2 * x2) return d * v;
    if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
  }
}

function textbook(d: Distribution, rng: RandomStream): number {
  switch (d.type) {
    case 'constant':
      return d.ms;
    case 'uniform':
      return rng.uniform(d.minMs, d.maxMs);
    case 'exponential':
      return rng.exponential(d.meanMs);
    case 'lognormal': {
      const mu = Math.log(d.p50Ms);
      const sigma = (Math.log(d.p99Ms) - mu) / Z_99;
      return Math.exp(mu + sigma * rng.normal());
    }
    case 'gamma':
      return d.meanMs * d.cv * d.cv * gammaDraw(1 / (d.cv * d.cv), rng);
    case 'empirical': {
      const u = rng.next();
      const i = d.points.findIndex((pt, j) => j > 0 && u < pt.p);
      const a = d.points[i - 1]!;
      const b = d.points[i]!;
      return a.ms + ((u - a.p) / (b.p - a.p)) * (b.ms - a.ms);
    }
    case 'mixture': {
      const total = d.components.reduce((sum, c) => sum + c.weight, 0);
      let pick = rng.next() * total;
      for (const c of d.components) {
        pick -= c.weight;
        if (pick < 0) return textbook(c.distribution, rng);
      }
      return textbook(d.components[d.components.length - 1]!.distribution, rng);
    }
  }
}

const CASES: unknown[] = [
  { type: 'constant', ms: 7 },
  { type: 'uniform', minMs: 3, maxMs: 11.5 },
  { type: 'exponential', meanMs: 0.5 },
  { type: 'lognormal', p50Ms: 0.4903, p99Ms: 0.7772 },
  { type: 'lognormal', p50Ms: 20, p99Ms: 20 },
  { type: 'gamma', meanMs: 25, cv: 0.6 },
  { type: 'gamma', meanMs: 40, cv: 2 },
  {
    type: 'mixture',
    components: [
      { weight: 0.9, distribution: { type: 'lognormal', p50Ms: 5, p99Ms: 30 } },
      { weight: 0.1, distribution: { type: 'gamma', meanMs: 300, cv: 1.5 } },
    ],
  },
  {
    type: 'empirical',
    points: [
      { p: 0, ms: 2 },
      { p: 0.5, ms: 10 },
      { p: 0.9, ms: 10 },
      { p: 0.99, ms: 80 },
      { p: 1, ms: 400 },
    ],
  },
  {
    type: 'mixture',
    components: [
      { weight: 3, distribution: { type: 'constant', ms: 1 } },
      {
        weight: 1,
        distribution: {
          type: 'empirical',
          points: [
            { p: 0, ms: 100 },
            { p: 1, ms: 200 },
          ],
        },
      },
    ],
  },
];

describe('a compiled sampler', () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c]))(
    '%s draws what the plain formula draws, from the same random numbers',
    (_, input) => {
      const d = distributionSchema.parse(input);
      const sampler = Sampler.of(d);
      const a = new RandomStream(2024);
      const b = new RandomStream(2024);
      for (let i = 0; i < 5000; i++) expect(sampler.sample(a)).toBe(textbook(d, b));
      // Both used the same number of uniforms: the stream goes on in step.
      expect(a.next()).toBe(b.next());
    },
  );
});

describe('an empirical distribution', () => {
  it('draws its points as its percentiles', () => {
    const d = distributionSchema.parse(CASES[8]);
    const sampler = Sampler.of(d);
    const rng = new RandomStream(7);
    const draws = Array.from({ length: 20_000 }, () => sampler.sample(rng)).sort((x, y) => x - y);
    const at = (p: number) => draws[Math.floor(p * draws.length)]!;
    expect(at(0.25)).toBeCloseTo(6, 0);
    expect(at(0.7)).toBe(10);
    expect(at(0.99)).toBeGreaterThan(75);
    expect(at(0.99)).toBeLessThan(90);
    expect(draws[0]).toBeGreaterThanOrEqual(2);
  });

  it('refuses points that fall back or do not span p 0 to 1', () => {
    const accepts = (points: { p: number; ms: number }[]) =>
      distributionSchema.safeParse({ type: 'empirical', points }).success;
    expect(
      accepts([
        { p: 0, ms: 1 },
        { p: 1, ms: 2 },
      ]),
    ).toBe(true);
    expect(
      accepts([
        { p: 0.1, ms: 1 },
        { p: 1, ms: 2 },
      ]),
    ).toBe(false);
    expect(
      accepts([
        { p: 0, ms: 3 },
        { p: 1, ms: 2 },
      ]),
    ).toBe(false);
    expect(
      accepts([
        { p: 0, ms: 1 },
        { p: 0, ms: 2 },
        { p: 1, ms: 3 },
      ]),
    ).toBe(false);
  });
});
