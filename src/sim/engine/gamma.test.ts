import { describe, expect, it } from 'vitest';
import { RandomStream } from '../core/random';
import { distributionSchema } from '../scenario';
import { meanOf, sampleDistribution } from './sampleDistribution';

const DRAWS = 200_000;

/** Sample mean, variance and skewness of `n` draws. */
function moments(draw: () => number, n: number) {
  const xs = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += xs[i] = draw();
  const mean = sum / n;
  let m2 = 0;
  let m3 = 0;
  for (const x of xs) {
    const d = x - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  const variance = m2 / (n - 1);
  return {
    mean,
    variance,
    skewness: m3 / n / variance ** 1.5,
    min: Math.min(...xs.slice(0, 1000)),
  };
}

describe('gamma service times (mean, cv), Marsaglia–Tsang', () => {
  // cv 0.2 and 0.6 (shape 25 and 2.8: the main branch), cv 1 (the exponential), cv 2
  // (shape 0.25: the boost for shape < 1).
  it.each([
    [25, 0.2],
    [25, 0.6],
    [10, 1],
    [40, 2],
  ])(
    'mean %d ms, cv %d: the sample mean, variance and skewness are the gamma law’s',
    (meanMs, cv) => {
      const d = distributionSchema.parse({ type: 'gamma', meanMs, cv });
      const rng = new RandomStream(12345);
      const m = moments(() => sampleDistribution(d, rng), DRAWS);
      const k = 1 / (cv * cv);
      const variance = (meanMs * cv) ** 2;
      // Standard errors: σ/√n for the mean; σ²·√((2 + 6/k)/n) for the variance (gamma's
      // excess kurtosis is 6/k). Five of them: a wrong law (a cv off by 10 %) is many more.
      expect(Math.abs(m.mean - meanMs)).toBeLessThan(5 * Math.sqrt(variance / DRAWS));
      expect(Math.abs(m.variance - variance)).toBeLessThan(
        5 * variance * Math.sqrt((2 + 6 / k) / DRAWS),
      );
      // Skewness 2·cv tells gamma from a log-normal of the same mean and cv (3cv + cv³).
      expect(m.skewness).toBeGreaterThan(2 * cv * 0.85);
      expect(m.skewness).toBeLessThan(2 * cv * 1.15);
      expect(m.min).toBeGreaterThanOrEqual(0);
      expect(meanOf(d)).toBe(meanMs);
    },
  );

  it('is deterministic for a seed and refuses a cv out of bounds', () => {
    const d = distributionSchema.parse({ type: 'gamma', meanMs: 5, cv: 0.5 });
    const a = new RandomStream(7);
    const b = new RandomStream(7);
    for (let i = 0; i < 100; i++) expect(sampleDistribution(d, a)).toBe(sampleDistribution(d, b));
    expect(distributionSchema.safeParse({ type: 'gamma', meanMs: 5, cv: 0 }).success).toBe(false);
    expect(distributionSchema.safeParse({ type: 'gamma', meanMs: 0, cv: 1 }).success).toBe(false);
    expect(distributionSchema.safeParse({ type: 'gamma', meanMs: 5, cv: 11 }).success).toBe(false);
  });
});
