import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../sim/core/random';
import { Sampler } from '../../sim/engine/sampler';
import { distributionSchema, type Distribution } from '../../sim/scenario';
import { distributionQuantile } from './distributionMath';
import { fitLatency } from './fitLatency';

const SAMPLES = 10_000;

/** Seeded draws from the engine's own sampler: the data a service with `d` would produce. */
function drawn(d: Distribution, seed: number): number[] {
  const sampler = Sampler.of(d);
  const rng = new RandomStream(seed);
  return Array.from({ length: SAMPLES }, () => sampler.sample(rng)).sort((a, b) => a - b);
}

const TRUE: [string, Distribution, string][] = [
  ['log-normal', { type: 'lognormal', p50Ms: 40, p99Ms: 250 }, 'lognormal'],
  ['narrow log-normal', { type: 'lognormal', p50Ms: 3, p99Ms: 5 }, 'lognormal'],
  ['gamma, cv 0.5', { type: 'gamma', meanMs: 30, cv: 0.5 }, 'gamma'],
  ['gamma, cv 1.5', { type: 'gamma', meanMs: 30, cv: 1.5 }, 'gamma'],
  [
    'bimodal mixture',
    {
      type: 'mixture',
      components: [
        { weight: 0.8, distribution: { type: 'lognormal', p50Ms: 5, p99Ms: 12 } },
        { weight: 0.2, distribution: { type: 'lognormal', p50Ms: 120, p99Ms: 400 } },
      ],
    },
    'mixture',
  ],
];

describe('fitting measured latencies', () => {
  it.each(TRUE)(
    'recovers a %s from 10,000 seeded draws: p50 and p99 within 3 %%',
    (_, truth, kind) => {
      const d = distributionSchema.parse(truth);
      for (const seed of [1, 2]) {
        const fit = fitLatency({ kind: 'samples', sortedMs: drawn(d, seed) });
        expect(fit.chosen.kind).toBe(kind);
        expect(fit.chosen.ks).toBeLessThan(0.015);
        for (const p of [0.5, 0.99]) {
          const want = distributionQuantile(d, p);
          expect(
            Math.abs(distributionQuantile(fit.chosen.distribution, p) / want - 1),
          ).toBeLessThan(0.03);
        }
      }
    },
  );

  it("recovers the bimodal mixture's weights and modes", () => {
    const fit = fitLatency({ kind: 'samples', sortedMs: drawn(TRUE[4]![1], 9) });
    const d = fit.chosen.distribution;
    if (d.type !== 'mixture') throw new Error(`chose ${d.type}`);
    const [fast, slow] = [...d.components].sort(
      (a, b) =>
        distributionQuantile(a.distribution, 0.5) - distributionQuantile(b.distribution, 0.5),
    );
    expect(fast!.weight).toBeCloseTo(0.8, 1);
    expect(distributionQuantile(fast!.distribution, 0.5)).toBeCloseTo(5, 0);
    expect(distributionQuantile(slow!.distribution, 0.5) / 120).toBeCloseTo(1, 1);
  });

  it('keeps the data as an empirical distribution when no closed form is close (three modes)', () => {
    const trimodal = distributionSchema.parse({
      type: 'mixture',
      components: [
        { weight: 0.5, distribution: { type: 'lognormal', p50Ms: 2, p99Ms: 3 } },
        { weight: 0.3, distribution: { type: 'lognormal', p50Ms: 40, p99Ms: 60 } },
        { weight: 0.2, distribution: { type: 'lognormal', p50Ms: 900, p99Ms: 1500 } },
      ],
    });
    const fit = fitLatency({ kind: 'samples', sortedMs: drawn(trimodal, 4) });
    expect(fit.candidates.filter((c) => c.kind !== 'empirical').every((c) => !c.close)).toBe(true);
    expect(fit.chosen.kind).toBe('empirical');
    // The empirical fit draws the data's own percentiles.
    fit.dataPercentilesMs.forEach((ms, i) =>
      expect(fit.chosen.percentilesMs[i]! / ms).toBeCloseTo(1, 2),
    );
    expect(fit.chosen.ks).toBeLessThan(0.01);
  });

  it('reports every candidate with its percentiles beside the data and its KS distance', () => {
    const fit = fitLatency({ kind: 'samples', sortedMs: drawn(TRUE[0]![1], 5) });
    expect(fit.candidates.map((c) => c.kind)).toEqual([
      'lognormal',
      'gamma',
      'mixture',
      'empirical',
    ]);
    expect(fit.dataPercentilesMs).toHaveLength(4);
    const gamma = fit.candidates.find((c) => c.kind === 'gamma')!;
    // A gamma is too light-tailed for log-normal data: farther by KS, and not close.
    expect(gamma.ks).toBeGreaterThan(fit.chosen.ks * 3);
    expect(gamma.close).toBe(false);
  });
});
