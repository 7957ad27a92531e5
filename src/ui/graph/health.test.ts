import { describe, expect, it } from 'vitest';
import { percent, percentDigits, WIDEST_PERCENT_DIGITS } from './health';

describe('percentDigits', () => {
  it('keeps a small error share apart from its neighbours instead of rounding it to 1 %', () => {
    expect(percentDigits(0.004)).toBe('0.4');
    expect(percentDigits(0.006)).toBe('0.6');
    expect(percentDigits(0.01)).toBe('1');
    expect(percentDigits(0.0949)).toBe('9.5');
  });

  it('shows whole percents from 10 % up, and nothing as 0', () => {
    expect(percentDigits(0.0996)).toBe('10');
    expect(percentDigits(0.427)).toBe('43');
    expect(percentDigits(1)).toBe('100');
    expect(percentDigits(0)).toBe('0');
  });

  it('never shows a real but tiny share as 0', () => {
    expect(percentDigits(0.0001)).toBe('0.1');
    expect(percent(0.0004)).toBe('0.1 %');
  });

  it('never gives text longer than the widest the stage card is sized for', () => {
    const widest = Math.max(...WIDEST_PERCENT_DIGITS.map((w) => w.length));
    for (let i = 0; i <= 10_000; i++) {
      expect(percentDigits(i / 10_000).length).toBeLessThanOrEqual(widest);
    }
  });
});
