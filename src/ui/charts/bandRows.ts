// Pure: a chart's rows from N replications instead of one run. Per second and
// series, the median of the N runs is drawn where the single run's line would be, and the
// 5–95 % of the runs as a shaded band around it; the same for the baseline A, whose median
// takes the ghost's place. Quantiles are the sweep's (type 7, src/sweep/aggregate.ts).
import type { SecondFrame } from '../../sim/engine/types';
import { quantile } from '../../sweep/aggregate';
import { ghostField, seriesField, type SeriesSpec } from './timeSeries';
import { MS_PER_S, windowFrames, type Window } from './toSeries';

const BAND_LOW = 0.05;
const BAND_HIGH = 0.95;

/** Row field of the i-th series' 5–95 % band, and of its baseline's. */
export const bandField = (i: number) => `r${i}`;
export const ghostBandField = (i: number) => `ra${i}`;

export type BandRow = { t: number } & Record<string, number | null | [number, number]>;

/** @internal exported for tests */
export interface BandStats {
  median: number;
  low: number;
  high: number;
}

/**
 * Median and 5–95 % of the values that were measured (gaps left out); null when none was.
 * @internal exported for tests
 */
export function bandOf(values: readonly (number | null)[]): BandStats | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (sorted.length === 0) return null;
  sorted.sort((x, y) => x - y);
  return {
    median: quantile(sorted, 0.5),
    low: quantile(sorted, BAND_LOW),
    high: quantile(sorted, BAND_HIGH),
  };
}

const bySecond = (runs: readonly (readonly SecondFrame[])[]) =>
  runs.map((frames) => new Map(frames.map((f) => [f.tMs, f])));

/**
 * One row per second of the window (read from the first run of B; every run lasts as long):
 * each series' median in its usual field, its band beside it, and A's in the ghost's fields.
 */
export function bandRows(
  runsB: readonly (readonly SecondFrame[])[],
  runsA: readonly (readonly SecondFrame[])[] | null,
  series: readonly SeriesSpec[],
  window: Window,
): BandRow[] {
  const seconds = windowFrames(runsB[0] ?? [], window).map((f) => f.tMs);
  const b = bySecond(runsB);
  const a = runsA ? bySecond(runsA) : null;
  const fill = (
    row: BandRow,
    maps: Map<number, SecondFrame>[],
    tMs: number,
    fields: [string, string],
    s: SeriesSpec,
  ) => {
    const stats = bandOf(maps.map((m) => (m.has(tMs) ? s.value(m.get(tMs)!) : null)));
    row[fields[0]] = stats?.median ?? null;
    row[fields[1]] = stats ? [stats.low, stats.high] : null;
  };
  return seconds.map((tMs) => {
    const row: BandRow = { t: tMs / MS_PER_S };
    series.forEach((s, i) => {
      fill(row, b, tMs, [seriesField(i), bandField(i)], s);
      if (a) fill(row, a, tMs, [ghostField(i), ghostBandField(i)], s);
    });
    return row;
  });
}

/** [first, last] second of the rows, as timeDomain gives for frames. */
export function rowsDomain(rows: readonly { t: number }[]): [number, number] {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return [0, 1];
  return [first.t, Math.max(last.t, first.t + 1)];
}
