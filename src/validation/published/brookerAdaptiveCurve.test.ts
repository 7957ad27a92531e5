// Brooker 2022's adaptive bucket (0.1 token per request, starting full at 5, capped at 5)
// gives his load curve: attempts per request within 3 % of his simulator's, p from 0 to 0.9.
import { describe, expect, it } from 'vitest';
import {
  BROOKER_2022_ADAPTIVE,
  BROOKER_CURVE_TOLERANCE,
  adaptiveLoad,
  brookerAdaptiveCurve,
} from './brookerAdaptiveCurve';

describe('Brooker 2022 adaptive retries', () => {
  it('every point of his curve, within 3 %', { timeout: 120_000 }, () => {
    const curve = brookerAdaptiveCurve();
    expect(curve.rows).toHaveLength(BROOKER_2022_ADAPTIVE.length);
    const misses = curve.rows
      .filter((r) => !r.pass)
      .map((r) => `${r.label}: ${r.ours.toFixed(4)} vs ${r.theirs}`);
    expect(misses).toEqual([]);
    for (const row of curve.rows)
      expect(Math.abs(row.ours / row.theirs - 1)).toBeLessThanOrEqual(BROOKER_CURVE_TOLERANCE);
  });

  it('the plateau is his, not a per-success bucket’s: at p = 0.5 over 1.13 attempts per request', () => {
    // Earning per success only, the bucket dries faster as p grows (1.098 at p = 0.5).
    expect(adaptiveLoad(0.5, 1)).toBeGreaterThan(1.13);
  });
});
