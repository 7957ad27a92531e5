// Pure: a sweep's summaries shaped for drawing: a curve (1-D) with its 5–95 % band, a grid
// (2-D) coloured by the metric or by the stability class, and the words under them.
import type { CellSummary, PreparedSweep } from '../../sweep';
import type { StabilityClass } from '../../sim/analysis';

export interface CurvePoint {
  x: number;
  mean: number | null;
  band: [number, number] | null;
  n: number;
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** One point per value of the first axis, for the sweep's first metric. */
export function curvePoints(cells: readonly CellSummary[]): CurvePoint[] {
  return cells
    .filter((c) => c.cell >= 0)
    .map((c) => {
      const m = c.metrics[0]!;
      const has = m.n > 0;
      return {
        x: c.values[0]!,
        mean: has ? finite(m.mean) : null,
        band: has ? [m.p5, m.p95] : null,
        n: m.n,
      };
    });
}

export interface GridCell {
  row: number;
  col: number;
  /** The first metric's mean, NaN until a seed has answered. */
  value: number;
  n: number;
  stability?: StabilityClass;
  /** What the cell's hover text quotes (worded by the page): the cell's values, the metric, the seeds that answered of all, the seeds' classes. */
  facts: {
    values: string[];
    metric: string;
    figure: string;
    seeds: number;
    counts: { stability: string; count: number }[];
  };
}

export interface Grid {
  rows: number[];
  cols: number[];
  cells: GridCell[];
  min: number;
  max: number;
}

const short = (x: number) => (Number.isFinite(x) ? String(Number(x.toPrecision(4))) : '–');

/** Rows: the first axis's values; columns: the second's (row-major, as the core numbers cells). */
export function heatGrid(sweep: PreparedSweep, cells: readonly CellSummary[]): Grid {
  const rows = sweep.axes[0]!.values;
  const cols = sweep.axes[1]?.values ?? [0];
  const seeds = sweep.seeds.length;
  const out: GridCell[] = cells
    .filter((c) => c.cell >= 0)
    .map((c) => {
      const m = c.metrics[0]!;
      const value = m.n > 0 ? m.mean : Number.NaN;
      const stability = c.stability && m.n > 0 ? c.stability.majority : undefined;
      const counts = c.stability
        ? Object.entries(c.stability.counts)
            .filter(([, k]) => k > 0)
            .map(([stability, count]) => ({ stability, count }))
        : [];
      return {
        row: Math.floor(c.cell / cols.length),
        col: c.cell % cols.length,
        value,
        n: m.n,
        ...(stability ? { stability } : {}),
        facts: {
          values: c.values.map(short),
          metric: m.metric,
          figure: short(value),
          seeds,
          counts,
        },
      };
    });
  const known = out.map((c) => c.value).filter(Number.isFinite);
  return {
    rows,
    cols,
    cells: out,
    min: known.length ? Math.min(...known) : 0,
    max: known.length ? Math.max(...known) : 1,
  };
}

/** A sequential scale (light → dark), so a value reads in grey too. */
export function heatColour(value: number, min: number, max: number): string {
  if (!Number.isFinite(value)) return 'transparent';
  const t = max > min ? (value - min) / (max - min) : 0.5;
  const lightness = 92 - t * 62;
  return `hsl(215 70% ${lightness.toFixed(1)}%)`;
}

/** Text on a cell: white on the dark end of the scale. */
export const heatText = (value: number, min: number, max: number): string =>
  Number.isFinite(value) && (max > min ? (value - min) / (max - min) : 0.5) > 0.55
    ? '#ffffff'
    : '#1b2230';
