// The band of N replications: median and 5–95 % per second (type-7 quantiles worked by
// hand), gaps left out, and A's band in the ghost's place.
import { describe, expect, it } from 'vitest';
import type { SecondFrame } from '../../sim/engine/types';
import { bandField, bandOf, bandRows, ghostBandField, rowsDomain } from './bandRows';
import { ghostField, seriesField, type SeriesSpec } from './timeSeries';

const frame = (tMs: number, offered: number): SecondFrame =>
  ({ tMs, clients: { web: { offered } } }) as unknown as SecondFrame;
const offered: SeriesSpec = {
  name: 'offered',
  color: '#000',
  value: (f) => f.clients.web?.offered ?? null,
};

describe('bandOf', () => {
  it('gives the median and the 5–95 % of 1…10 as type-7 quantiles', () => {
    // h = (n − 1) q + 1: q = 0.05 → 1.45, 0.5 → 5.5, 0.95 → 9.55.
    const values = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];
    const band = bandOf(values)!;
    expect(band.median).toBe(5.5);
    expect(band.low).toBeCloseTo(1.45, 12);
    expect(band.high).toBeCloseTo(9.55, 12);
  });

  it('leaves out seconds a run measured nothing in, and is null when none did', () => {
    const band = bandOf([null, 4, null, 2])!;
    expect([band.median, band.low, band.high].map((v) => v.toFixed(9))).toEqual(
      ['3', '2.1', '3.9'].map((v) => Number(v).toFixed(9)),
    );
    expect(bandOf([null, null])).toBeNull();
  });
});

describe('bandRows', () => {
  it('puts each second’s median where the line was, the band beside it, A in the ghost', () => {
    const runsB = [1, 2, 3].map((k) => [frame(1000, 10 * k), frame(2000, 20 * k)]);
    const runsA = [1, 2, 3].map((k) => [frame(1000, k), frame(2000, 2 * k)]);
    const rows = bandRows(runsB, runsA, [offered], { windowS: Infinity });
    expect(rows.map((r) => r.t)).toEqual([1, 2]);
    expect(rows[0]![seriesField(0)]).toBe(20);
    const [low, high] = rows[0]![bandField(0)] as [number, number];
    expect(low).toBeCloseTo(11, 12); // 10 + 0.1 · 10
    expect(high).toBeCloseTo(29, 12); // 20 + 0.9 · 10
    expect(rows[1]![ghostField(0)]).toBe(4);
    const [aLow, aHigh] = rows[1]![ghostBandField(0)] as [number, number];
    expect(aLow).toBeCloseTo(2.2, 12);
    expect(aHigh).toBeCloseTo(5.8, 12);
    expect(rowsDomain(rows)).toEqual([1, 2]);
  });

  it('shows the chart’s window only', () => {
    const runs = [[1000, 2000, 3000, 4000].map((t) => frame(t, 1))];
    expect(bandRows(runs, null, [offered], { windowS: 2 }).map((r) => r.t)).toEqual([3, 4]);
  });
});
