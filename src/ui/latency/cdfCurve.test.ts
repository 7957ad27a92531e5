import { describe, expect, it } from 'vitest';
import { cdfDomainMs, fitCdfCurve, logTicks } from './cdfCurve';

describe('logTicks', () => {
  it('gives 1, 2, 5 of each decade over two decades', () => {
    expect(logTicks([5, 500])).toEqual([5, 10, 20, 50, 100, 200, 500]);
  });
  it('thins to fewer steps a decade when the span is wide, so the labels do not run together', () => {
    expect(logTicks([2.9, 19_894])).toEqual([3, 10, 30, 100, 300, 1000, 3000, 10_000]);
    expect(logTicks([0.5, 600_000])).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
  });
  it('keeps the ends when no round value falls between them', () => {
    expect(logTicks([31, 39])).toEqual([31, 39]);
  });
});

describe('fitCdfCurve', () => {
  it('draws a log-normal(40, 250) through 50 % at 40 ms and 99 % at 250 ms, rising', () => {
    const curve = fitCdfCurve({ type: 'lognormal', p50Ms: 40, p99Ms: 250 }, [1, 1000]);
    const at = (ms: number) =>
      curve.reduce((a, b) => (Math.abs(b.ms - ms) < Math.abs(a.ms - ms) ? b : a));
    expect(at(40).p).toBeCloseTo(0.5, 1);
    expect(at(250).p).toBeCloseTo(0.99, 2);
    expect(curve[0]!.ms).toBeCloseTo(1, 9);
    expect(curve.at(-1)!.ms).toBeCloseTo(1000, 6);
    expect(curve.every((pt, i) => i === 0 || pt.p >= curve[i - 1]!.p)).toBe(true);
  });
});

describe('cdfDomainMs', () => {
  it('spans the data curve, or a decade from a single point', () => {
    expect(
      cdfDomainMs([
        { ms: 3, p: 0.1 },
        { ms: 70, p: 1 },
      ]),
    ).toEqual([3, 70]);
    expect(cdfDomainMs([{ ms: 3, p: 1 }])).toEqual([3, 30]);
  });
});
