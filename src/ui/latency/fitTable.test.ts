// The preview's table against what the fixtures were drawn from (fixtures/README.md), not
// against the fitter's own figures.
import { describe, expect, it } from 'vitest';
import bimodalProm from '../../interop/latency/fixtures/catalog-bimodal.prom?raw';
import lognormalCsv from '../../interop/latency/fixtures/orders-lognormal.csv?raw';
import heavyTailHdr from '../../interop/latency/fixtures/search-heavy-tail.hgrm?raw';
import { fitLatencyText } from '../../jobs/latencyFitJob';
import { Z_99 } from '../../sim/engine/sampler';
import { chosenIndex, fitTableRows } from './fitTable';

function preview(text: string, fileName: string) {
  const r = fitLatencyText({ text, fileName, service: 'svc' });
  if (!r.ok) throw new Error(r.error);
  const { fit } = r.imported.report;
  const rows = fitTableRows(fit, r.summary);
  const row = (name: string) =>
    rows.find((x) => (typeof x.stat === 'string' ? x.stat : x.stat.percentile) === name)!;
  const column = (kind: string) => fit.candidates.findIndex((c) => c.kind === kind);
  return { fit, rows, row, column };
}

/** A log-normal's mean from its p50 and p99: p50 · exp(σ² / 2). */
const lognormalMean = (p50: number, p99: number) =>
  p50 * Math.exp((Math.log(p99 / p50) / Z_99) ** 2 / 2);

describe('fitTableRows', () => {
  it('lists p50, p90, p99, p99.9, mean and max, a figure per candidate', () => {
    const { rows, fit } = preview(lognormalCsv, 'orders-lognormal.csv');
    expect(rows.map((r) => (typeof r.stat === 'string' ? r.stat : r.stat.percentile))).toEqual([
      'p50',
      'p90',
      'p99',
      'p99.9',
      'mean',
      'max',
    ]);
    for (const r of rows) expect(r.fitsMs).toHaveLength(fit.candidates.length);
  });

  it('orders-lognormal.csv (log-normal, p50 40 ms, p99 250 ms): the chosen log-normal column holds them', () => {
    const { fit, row, column } = preview(lognormalCsv, 'orders-lognormal.csv');
    const ln = column('lognormal');
    expect(chosenIndex(fit)).toBe(ln);
    // 2,000 draws pin the median to about ±3 % and p99 to about ±8 %.
    expect(Math.abs(row('p50').fitsMs[ln]! / 40 - 1)).toBeLessThan(0.05);
    expect(Math.abs(row('p99').fitsMs[ln]! / 250 - 1)).toBeLessThan(0.08);
    // The mean of log-normal(40, 250) is 54.6 ms; the data's and the fit's lie near it.
    const mean = lognormalMean(40, 250);
    expect(Math.abs(row('mean').dataMs! / mean - 1)).toBeLessThan(0.05);
    expect(Math.abs(row('mean').fitsMs[ln]! / mean - 1)).toBeLessThan(0.05);
    // The slowest request is the file's largest duration; a log-normal has no bound.
    const durations = lognormalCsv
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[1]));
    expect(row('max').dataMs).toBe(Math.max(...durations));
    expect(row('max').fitsMs[ln]).toBeUndefined();
    expect(row('max').fitsMs[column('empirical')]).toBe(Math.max(...durations));
  });

  it('catalog-bimodal.prom: the mean comes from _sum / _count over the window; the max is not known', () => {
    const { fit, row, column } = preview(bimodalProm, 'catalog-bimodal.prom');
    expect(chosenIndex(fit)).toBe(column('mixture'));
    // Δ_sum (s) over Δ_count between the two scrapes, read off the fixture's six series.
    const sumS = 1612.699849 + 10.029899 + 17.568043 - (1251.828104 + 7.884447 + 14.06642);
    const count = 51197 + 260 + 543 - (39376 + 203 + 421);
    expect(row('mean').dataMs).toBeCloseTo((sumS / count) * 1000, 6);
    // Drawn from 80 % log-normal(5, 12) and 20 % log-normal(120, 400): mean 31.7 ms.
    const drawnMean = 0.8 * lognormalMean(5, 12) + 0.2 * lognormalMean(120, 400);
    expect(Math.abs(row('mean').fitsMs[column('mixture')]! / drawnMean - 1)).toBeLessThan(0.1);
    expect(row('max').dataMs).toBeUndefined();
  });

  it('search-heavy-tail.hgrm: the mean and max are the table footer’s', () => {
    const { fit, row, column } = preview(heavyTailHdr, 'search-heavy-tail.hgrm');
    expect(chosenIndex(fit)).toBe(column('empirical'));
    expect(row('mean').dataMs).toBe(30.026);
    expect(row('max').dataMs).toBe(19894.47);
    // The empirical candidate keeps the data's p99.9 (a closed form misses it by far).
    expect(row('p99.9').fitsMs[column('empirical')]).toBeCloseTo(row('p99.9').dataMs!, 6);
  });
});
