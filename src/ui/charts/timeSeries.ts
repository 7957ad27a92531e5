// Pure: what a time chart is, as data. A chart is a description of its series (what each
// reads from a per-second frame, how it is drawn); the rows, the ghost of a baseline run
// and the change markers are derived here once for every chart.
import type { SecondFrame } from '../../sim/engine/types';
import type { LegendItem } from './SeriesLegend';
import type { StateBand } from './toSeries';

import { MS_PER_S } from './toSeries';

/** One plotted series: its legend entry and what it reads from a frame. */
export interface SeriesSpec extends LegendItem {
  /** The value of this series in a second; null draws a gap (nothing to measure). */
  value: (frame: SecondFrame) => number | null;
  /** Line (default), a step line, or bars. */
  shape?: 'line' | 'step' | 'bar';
  /** Which Y axis it is read against; the first axis by default. */
  axis?: number | string;
}

export interface AxisSpec {
  /** The first axis is 0, recharts' default, which the shared cursor line is drawn against. */
  id: number | string;
  /** Width at normal type size (presenter mode scales it). */
  widthPx: number;
  unit?: string;
  orientation?: 'left' | 'right';
  domain?: [number | string, number | string | ((max: number) => number)];
  ticks?: number[];
  allowDecimals?: boolean;
  tickFormatter?: (value: number) => string;
  /** Axis colour; the text colour by default. */
  color?: string;
}

/** A horizontal line a series is judged against (a threshold, a maximum). */
export interface ThresholdSpec {
  y: number;
  axis?: number | string;
  color: string;
  dash: string;
  label: string;
  position: 'insideBottomLeft' | 'insideBottomRight' | 'insideTopLeft';
}

export interface TimeChartSpec {
  /** Stable identity in the panel (React key). */
  key: string;
  title: string;
  subtitle: string;
  testId: string;
  series: readonly SeriesSpec[];
  axes: readonly AxisSpec[];
  thresholds?: readonly ThresholdSpec[];
  /** Shaded spans behind the lines (a breaker's states), named when wide enough. */
  bands?: (frames: readonly SecondFrame[]) => readonly ColoredBand[];
  /** Extra plot height, for charts with many lines. */
  extraHeightPx?: number;
  /** Legend entries beyond the series' own (bars are named differently). */
  legend?: readonly LegendItem[];
}

interface ColoredBand extends StateBand {
  color: string;
}

/** A change made during the run, drawn as a thin labelled vertical line. */
export interface ChangeMarker {
  tS: number;
  label: string;
}

/** Row field of the i-th series, and of its baseline (A) ghost. */
export const seriesField = (i: number) => `s${i}`;
export const ghostField = (i: number) => `g${i}`;

export type ChartRow = { t: number } & Record<string, number | null>;

/**
 * One row per frame of the run being watched (B): its series' values, and, where the
 * baseline run (A) has a frame for the same second, the same series read from A.
 */
export function seriesRows(
  frames: readonly SecondFrame[],
  series: readonly SeriesSpec[],
  ghost: ReadonlyMap<number, SecondFrame> | null = null,
): ChartRow[] {
  return frames.map((frame) => {
    const row: ChartRow = { t: frame.tMs / MS_PER_S };
    const a = ghost?.get(frame.tMs);
    series.forEach((s, i) => {
      row[seriesField(i)] = s.value(frame);
      if (ghost) row[ghostField(i)] = a ? s.value(a) : null;
    });
    return row;
  });
}

/** The baseline's frames by their second, for seriesRows. */
export function framesBySecond(frames: readonly SecondFrame[]): Map<number, SecondFrame> {
  return new Map(frames.map((f) => [f.tMs, f]));
}

/** The markers inside the chart's time domain (a marker outside would pin the axis). */
export function markersIn(
  markers: readonly ChangeMarker[],
  domain: readonly [number, number],
): ChangeMarker[] {
  return markers.filter((m) => m.tS >= domain[0] && m.tS <= domain[1]);
}
