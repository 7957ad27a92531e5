// Pure: how a 2-D sweep's map turns a figure into a colour, and says so. With a baseline
// (the cell at the scenario's current settings) the scale diverges around its figure, so
// "better or worse than now" reads at a glance; without one it runs light → dark from the
// smallest figure to the largest. The seeds' noise (the cells' 95 % intervals, pooled) sets
// both what the scale may stretch and the digits it prints: a scale narrower than one
// interval would paint noise as signal (two seeds that put every cell between 51 and 53 %
// drew it light to dark), so it is widened to that interval; and figures are rounded to the
// digit the interval reaches, no finer.
import type { Grid } from './sweepView';

/** A figure's unit on the map: shares as percent, times in ms, the rest as counted. */
export interface MetricUnit {
  factor: number;
  suffix: string;
  /** The figures it can take: a widened scale stays inside them. */
  lowest: number;
  highest: number;
}

const SHARES = ['availability', 'waitedShare', 'utilisation', 'saturation', 'errorRate'];

/** Every sweep metric is a count, a share, a time or a mean of them: none is negative. */
export function metricUnit(metric: string): MetricUnit {
  const field = metric.slice(metric.lastIndexOf(']') + 1).replace(/^\./, '');
  if (SHARES.some((s) => field === s || field.startsWith(`${s}@`)))
    return { factor: 100, suffix: ' %', lowest: 0, highest: 1 };
  if (/Ms(\.|$)/.test(field)) return { factor: 1, suffix: ' ms', lowest: 0, highest: Infinity };
  return { factor: 1, suffix: '', lowest: 0, highest: Infinity };
}

export interface HeatScale {
  kind: 'sequential' | 'diverging';
  /** The cells' smallest and largest figure. */
  min: number;
  max: number;
  /** The colour scale's ends: the cells' span, or wider where the seeds cannot tell it apart. */
  lo: number;
  hi: number;
  /** Diverging: how far from the baseline the colour is full. */
  reach: number;
  /** The figure at the scenario's current settings, when the map has that cell. */
  baseline: number | null;
  /** The seeds' pooled 95 % half-width; null with one seed (no interval). */
  noise: number | null;
  /** The cells' span was narrower than one interval, and the scale was widened to it. */
  widened: boolean;
  /** Decimals a figure is shown with, in display units. */
  decimals: number;
  unit: MetricUnit;
}

const MAX_DECIMALS = 4;
/** Without intervals (one seed) a figure keeps three significant digits. */
const ONE_SEED_DIGITS = 3;

/**
 * The cells' 95 % half-widths pooled as variances are (root mean square): one figure for what
 * the seeds can tell apart anywhere on the map. Null when no cell has an interval (one seed).
 */
export function pooledHalfWidth(halfWidths: readonly number[]): number | null {
  const known = halfWidths.filter((h) => Number.isFinite(h) && h > 0);
  if (known.length === 0) return null;
  return Math.sqrt(known.reduce((sum, h) => sum + h * h, 0) / known.length);
}

/** Decimals that the seeds can tell apart: the leading digit of the noise's half-width. */
export function decimalsFor(noise: number | null, unit: MetricUnit, span: number): number {
  if (noise !== null)
    return Math.min(MAX_DECIMALS, Math.max(0, -Math.floor(Math.log10(noise * unit.factor))));
  const scale = Math.max(Math.abs(span * unit.factor), Number.EPSILON);
  return Math.min(MAX_DECIMALS, Math.max(0, ONE_SEED_DIGITS - 1 - Math.floor(Math.log10(scale))));
}

/** [lo, hi] moved (not shrunk, where it fits) inside the figures the unit can take. */
function inside(lo: number, hi: number, unit: MetricUnit): [number, number] {
  const shift = lo < unit.lowest ? unit.lowest - lo : hi > unit.highest ? unit.highest - hi : 0;
  return [Math.max(unit.lowest, lo + shift), Math.min(unit.highest, hi + shift)];
}

export function heatScale(grid: Grid, metric: string, baseline: number | null): HeatScale {
  const unit = metricUnit(metric);
  const noise = pooledHalfWidth(grid.cells.map((c) => c.halfWidth));
  // A flat map has no span: three digits of its figure itself.
  const span = grid.max - grid.min || Math.max(Math.abs(grid.max), Math.abs(grid.min));
  const decimals = decimalsFor(noise, unit, span);
  const common = { min: grid.min, max: grid.max, noise, decimals, unit };
  if (baseline !== null && Number.isFinite(baseline)) {
    const cellsReach = Math.max(Math.abs(grid.max - baseline), Math.abs(grid.min - baseline));
    // At least one interval across: a cell within the noise of the baseline stays pale.
    const reach = Math.max(cellsReach, noise ?? 0);
    const [lo, hi] = inside(baseline - reach, baseline + reach, unit);
    return {
      ...common,
      kind: 'diverging',
      baseline,
      reach,
      lo,
      hi,
      widened: reach > cellsReach,
    };
  }
  const widened = noise !== null && grid.max - grid.min < 2 * noise;
  const middle = (grid.min + grid.max) / 2;
  const [lo, hi] = widened ? inside(middle - noise, middle + noise, unit) : [grid.min, grid.max];
  return { ...common, kind: 'sequential', baseline: null, reach: 0, lo, hi, widened };
}

/** A figure as the map prints it: in its unit, rounded to what the seeds tell apart. */
export function heatFigure(scale: HeatScale, value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${(value * scale.unit.factor).toFixed(scale.decimals)}${scale.unit.suffix}`;
}

/** Significant digits of the noise the legend names: "±2.5 %" tells more than "±3 %". */
const NOISE_DIGITS = 2;

/** The seeds' noise as the legend names it ("±2.5 %"), or null with one seed. */
export function noiseFigure(scale: HeatScale): string | null {
  if (scale.noise === null) return null;
  return `±${Number((scale.noise * scale.unit.factor).toPrecision(NOISE_DIGITS))}${scale.unit.suffix}`;
}

/** Where a figure sits on the scale: 0–1 light → dark, or −1–1 around the baseline. */
export function heatPosition(scale: HeatScale, value: number): number {
  if (scale.baseline === null)
    return scale.hi > scale.lo ? (value - scale.lo) / (scale.hi - scale.lo) : 0.5;
  return scale.reach > 0 ? (value - scale.baseline) / scale.reach : 0;
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
