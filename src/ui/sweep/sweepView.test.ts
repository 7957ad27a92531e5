// The sweep curve's axis names the values that ran.
import { describe, expect, it } from 'vitest';
import { curveTicks, tickText, type CurvePoint } from './sweepView';

const point = (x: number): CurvePoint => ({ x, mean: 0.5, band: null, n: 5 });

describe('the curve’s ticks', () => {
  it('are the swept values, said without float noise', () => {
    const xs = [5, 8.75, 12.5, 16.250000000000004, 20];
    expect(curveTicks(xs.map(point))).toEqual(xs);
    expect(xs.map(tickText)).toEqual(['5', '8.75', '12.5', '16.25', '20']);
  });

  it('leave a long sweep to the axis’s own round ticks', () => {
    expect(curveTicks(Array.from({ length: 30 }, (_, i) => point(i)))).toBeUndefined();
  });
});
