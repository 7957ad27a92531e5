import { describe, expect, it } from 'vitest';
import { RandomStream } from '../core/random';
import { describeInterval, pairedInterval } from './pairedInterval';
import { tCritical, tTwoSidedProbability } from './studentT';

describe("Student's t (textbook table, two-sided)", () => {
  it.each([
    [1, 0.95, 12.706],
    [2, 0.95, 4.303],
    [4, 0.95, 2.776],
    [9, 0.95, 2.262],
    [29, 0.95, 2.045],
    [9, 0.99, 3.25],
    [5, 0.9, 2.015],
  ])('ν = %i at %f: %f', (nu, level, table) => {
    expect(tCritical(level, nu)).toBeCloseTo(table, 3);
  });
  it('tends to the normal 1.960 for large ν', () => {
    expect(tCritical(0.95, 100_000)).toBeCloseTo(1.96, 3);
    expect(tTwoSidedProbability(1.959964, 1_000_001)).toBeCloseTo(0.95, 5);
  });
});

describe('the paired 95 % interval', () => {
  it('covers a known difference at its stated rate (2000 synthetic experiments of 10 seeds)', () => {
    const rng = new RandomStream(2024);
    const trueDiff = 0.3;
    const experiments = 2000;
    let covered = 0;
    let decided = 0;
    for (let e = 0; e < experiments; e++) {
      // Common random numbers: each seed's A and B share a large noise term.
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < 10; i++) {
        const shared = 5 + 2 * rng.normal();
        a.push(shared + 0.1 * rng.normal());
        b.push(shared + trueDiff + 0.1 * rng.normal());
      }
      const ci = pairedInterval(a, b);
      if (ci.low <= trueDiff && trueDiff <= ci.high) covered++;
      if (!ci.containsZero) decided++;
    }
    // Binomial sd of the rate is 0.005: ±0.02 is four of them.
    expect(covered / experiments).toBeGreaterThan(0.93);
    expect(covered / experiments).toBeLessThan(0.97);
    // The pairing removes the shared noise: a 0.3 effect under noise of sd 2 is found every time.
    expect(decided / experiments).toBeGreaterThan(0.99);
  });

  it('with no difference, says "not distinguishable from noise" about 95 % of the time', () => {
    const rng = new RandomStream(7);
    let noise = 0;
    for (let e = 0; e < 1000; e++) {
      const a = Array.from({ length: 5 }, () => rng.normal());
      const b = a.map((x) => x + rng.normal());
      const ci = pairedInterval(a, b);
      if (ci.containsZero) {
        noise++;
        expect(describeInterval(ci, 'availability')).toContain(
          'not distinguishable from noise with 5 seeds',
        );
      }
    }
    expect(noise / 1000).toBeGreaterThan(0.92);
    expect(noise / 1000).toBeLessThan(0.98);
  });

  it('computes the textbook example: d = 1, 2, 3, 4, 5 → 3 ± 2.776 · 1.581 / √5', () => {
    const ci = pairedInterval([0, 0, 0, 0, 0], [1, 2, 3, 4, 5]);
    expect(ci.meanDiff).toBe(3);
    expect(ci.sdDiff).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(ci.high - ci.meanDiff).toBeCloseTo(1.9632, 3);
    expect(ci.containsZero).toBe(false);
    expect(describeInterval(ci, 'p99')).toMatch(
      /^p99: B − A = 3, higher beyond the noise of 5 seeds/,
    );
  });

  it('leaves out seeds where a run gave no number, and says one seed is not enough', () => {
    expect(pairedInterval([1, NaN, 3], [2, 5, 4]).n).toBe(2);
    const one = pairedInterval([1], [2]);
    expect(one.containsZero).toBe(true);
    expect(describeInterval(one)).toContain('one seed cannot tell');
    expect(() => pairedInterval([1, 2], [1])).toThrow(/as many A as B/);
  });
});
