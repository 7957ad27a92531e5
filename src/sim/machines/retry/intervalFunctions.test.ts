import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/random';
import {
  of,
  ofDefaults,
  ofExponentialBackoff,
  ofExponentialRandomBackoff,
  ofLinearBackoff,
  ofRandomized,
} from './intervalFunctions';

// Ported from Resilience4j's IntervalFunctionTest (resilience4j-core).
describe('interval functions (Resilience4j IntervalFunctionTest)', () => {
  const rng = new RandomStream(42);

  it('rejects a non-positive interval or cap (shouldRejectNonPositiveDuration)', () => {
    expect(() => of(-1)).toThrow(RangeError);
    expect(() => of(0)).toThrow(RangeError);
    expect(() => ofExponentialBackoff(100, 1, -1)).toThrow(RangeError);
    expect(() => ofExponentialBackoff(100, 1, 0)).toThrow(RangeError);
    expect(() => ofExponentialRandomBackoff(100, 1, 0.5, -1, rng)).toThrow(RangeError);
    expect(() => ofExponentialRandomBackoff(100, 1, 0.5, 0, rng)).toThrow(RangeError);
  });

  it('accepts positive intervals (shouldPassPositiveDuration)', () => {
    for (const ms of [10, 99, 981]) {
      expect(() => of(ms)).not.toThrow();
      expect(() => ofRandomized(ms, 0.5, rng)).not.toThrow();
      expect(() => ofExponentialBackoff(ms)).not.toThrow();
      expect(() => ofExponentialBackoff(ms, 1, ms)).not.toThrow();
      expect(() => ofExponentialRandomBackoff(ms, 1, 0.5, ms, rng)).not.toThrow();
    }
  });

  it('rejects attempt 0 and accepts 1 and 2 (shouldRejectAttemptLessThenOne / …GreaterThenZero)', () => {
    const fns = [
      ofDefaults(),
      ofRandomized(500, 0.5, rng),
      ofExponentialBackoff(500),
      ofExponentialRandomBackoff(500, 1.5, 0.5, undefined, rng),
    ];
    for (const fn of fns) {
      expect(() => fn(0)).toThrow(RangeError);
      expect(() => fn(1)).not.toThrow();
      expect(() => fn(2)).not.toThrow();
    }
  });

  it('rejects a randomization factor outside [0, 1] (shouldRejectOutOfBoundsRandomizationFactor)', () => {
    expect(() => ofRandomized(100, -0.0001, rng)).toThrow(RangeError);
    expect(() => ofRandomized(100, 1.0001, rng)).toThrow(RangeError);
    for (const factor of [0, 0.1, 0.25, 0.5, 0.75, 1]) {
      expect(() => ofRandomized(100, factor, rng)).not.toThrow();
      expect(() => ofExponentialRandomBackoff(100, 1.5, factor, undefined, rng)).not.toThrow();
    }
  });

  it('returns 500 ms by default (ofDefaults)', () => {
    expect(ofDefaults()(1)).toBe(500);
    expect(ofDefaults()(7)).toBe(500);
  });

  it('generates randomized intervals within ± factor (generatesRandomizedIntervals)', () => {
    const f = ofRandomized(100, 0.5, rng);
    for (let i = 1; i < 50; i++) {
      const v = f(i);
      expect(v).toBeGreaterThanOrEqual(50);
      expect(v).toBeLessThanOrEqual(150);
    }
  });

  it('generates growing exponential intervals (generatesExponentialIntervals)', () => {
    const f = ofExponentialBackoff(100, 1.5);
    let prev = f(1);
    for (let i = 2; i < 50; i++) {
      expect(f(i)).toBeGreaterThan(prev);
      prev = f(i);
    }
  });

  it('truncates each step like Java: 100, 150, 225, 337, 505', () => {
    const f = ofExponentialBackoff(100, 1.5);
    expect([1, 2, 3, 4, 5].map(f)).toEqual([100, 150, 225, 337, 505]);
  });

  it('caps exponential intervals (generatesCappedExponentialIntervals)', () => {
    const f = ofExponentialBackoff(100, 2, 100_000);
    let prev = f(1);
    for (let i = 2; i < 12; i++) {
      expect(f(i)).toBeGreaterThan(prev);
      prev = f(i);
    }
    expect(f(12)).toBe(100_000);
    expect(f(13)).toBe(100_000);
  });

  it('generates exponential random intervals (generatesExponentialRandomIntervals)', () => {
    const f = ofExponentialRandomBackoff(100, 1.5, 0.5, undefined, rng);
    let expected = 100;
    for (let i = 1; i < 50; i++) {
      const v = f(i);
      expect(v).toBeGreaterThanOrEqual(Math.trunc(expected * 0.5) - 1);
      expect(v).toBeLessThanOrEqual(Math.trunc(expected * 1.5) + 1);
      expected = Math.trunc(expected * 1.5);
    }
  });

  it('caps exponential random intervals (generatesCappedExponentialRandomIntervals)', () => {
    const f = ofExponentialRandomBackoff(100, 1.5, 0.5, 100_000, rng);
    let expected = 100;
    for (let i = 1; i < 50; i++) {
      const v = f(i);
      expect(v >= Math.trunc(expected * 0.5) - 1 || v === 100_000).toBe(true);
      expect(v <= Math.trunc(expected * 1.5) + 1 || v === 100_000).toBe(true);
      expect(v).toBeLessThanOrEqual(100_000);
      expected = Math.trunc(expected * 1.5);
    }
  });

  it('grows linearly and caps (not in Resilience4j)', () => {
    expect([1, 2, 3, 4].map(ofLinearBackoff(500))).toEqual([500, 1000, 1500, 2000]);
    expect([1, 2, 3].map(ofLinearBackoff(100, 50, 180))).toEqual([100, 150, 180]);
  });
});
