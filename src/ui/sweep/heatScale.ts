// Pure: how a 2-D sweep's map turns a figure into a colour, and says so. With a baseline
// (the cell at the scenario's current settings) the scale diverges around its figure, so
// "better or worse than now" reads at a glance; without one it runs light → dark from the
// smallest figure to the largest. Figures are rounded to what the seeds can tell apart:
// the digit the 95 % intervals' half-width reaches, no finer.
import type { Grid } from './sweepView';

/** A figure's unit on the map: shares as percent, times in ms, the rest as counted. */
export interface MetricUnit {
  factor: number;
  suffix: string;
}

const SHARES = ['availability', 'waitedShare', 'utilisation', 'saturation', 'errorRate'];

export function metricUnit(metric: string): MetricUnit {
  const field = metric.slice(metric.lastIndexOf(']') + 1).replace(/^\./, '');
  if (SHARES.some((s) => field === s || field.startsWith(`${s}@`)))
    return { factor: 100, suffix: ' %' };
  if (/Ms(\.|$)/.test(field)) return { factor: 1, suffix: ' ms' };
  return { factor: 1, suffix: '' };
}

export interface HeatScale {
  kind: 'sequential' | 'diverging';
  min: number;
  max: number;
  /** The figure at the scenario's current settings, when the map has that cell. */
  baseline: number | null;
  /** Decimals a figure is shown with, in display units. */
  decimals: number;
  unit: MetricUnit;
}

const MAX_DECIMALS = 4;
/** Without intervals (one seed) a figure keeps three significant digits. */
const ONE_SEED_DIGITS = 3;

/** Decimals that the seeds can tell apart: the leading digit of the median half-width. */
export function decimalsFor(halfWidths: readonly number[], unit: MetricUnit, span: number): number {
  const known = halfWidths.filter((h) => Number.isFinite(h) && h > 0).sort((a, b) => a - b);
  const typical = known.length > 0 ? known[Math.floor(known.length / 2)]! * unit.factor : null;
  if (typical !== null)
    return Math.min(MAX_DECIMALS, Math.max(0, -Math.floor(Math.log10(typical))));
  const scale = Math.max(Math.abs(span * unit.factor), Number.EPSILON);
  return Math.min(MAX_DECIMALS, Math.max(0, ONE_SEED_DIGITS - 1 - Math.floor(Math.log10(scale))));
}

export function heatScale(grid: Grid, metric: string, baseline: number | null): HeatScale {
  const unit = metricUnit(metric);
  // A flat map has no span: three digits of its figure itself.
  const span = grid.max - grid.min || Math.max(Math.abs(grid.max), Math.abs(grid.min));
  const decimals = decimalsFor(
    grid.cells.map((c) => c.halfWidth),
    unit,
    span,
  );
  const usable = baseline !== null && Number.isFinite(baseline);
  return {
    kind: usable ? 'diverging' : 'sequential',
    min: grid.min,
    max: grid.max,
    baseline: usable ? baseline : null,
    decimals,
    unit,
  };
}

/** A figure as the map prints it: in its unit, rounded to what the seeds tell apart. */
export function heatFigure(scale: HeatScale, value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${(value * scale.unit.factor).toFixed(scale.decimals)}${scale.unit.suffix}`;
}

/** Where a figure sits on the scale: 0–1 light → dark, or −1–1 around the baseline. */
export function heatPosition(scale: HeatScale, value: number): number {
  if (scale.baseline === null)
    return scale.max > scale.min ? (value - scale.min) / (scale.max - scale.min) : 0.5;
  const reach = Math.max(
    Math.abs(scale.max - scale.baseline),
    Math.abs(scale.min - scale.baseline),
  );
  return reach > 0 ? (value - scale.baseline) / reach : 0;
}

/** Blue for above (or the dark end), orange for below the baseline; lightness for how far. */
export function heatColour(scale: HeatScale, value: number): string {
  if (!Number.isFinite(value)) return 'transparent';
  const p = heatPosition(scale, value);
  if (scale.kind === 'sequential') return `hsl(215 70% ${(92 - p * 62).toFixed(1)}%)`;
  const lightness = (94 - Math.abs(p) * 58).toFixed(1);
  return p >= 0 ? `hsl(215 70% ${lightness}%)` : `hsl(28 85% ${lightness}%)`;
}

/** Text on a cell: white on the dark parts of the scale. */
export function heatInk(scale: HeatScale, value: number): string {
  if (!Number.isFinite(value)) return '#1b2230';
  const p = heatPosition(scale, value);
  const dark = scale.kind === 'sequential' ? p > 0.55 : Math.abs(p) > 0.6;
  return dark ? '#ffffff' : '#1b2230';
}
