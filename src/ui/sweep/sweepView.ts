// Pure: a sweep's summaries shaped for drawing: a curve (1-D) with its 5–95 % band, a grid
// (2-D) coloured by the metric or by the stability class, and the words under them.
import type { CellSummary, PreparedSweep } from '../../sweep';
import type { StabilityClass } from '../../sim/analysis';
import { parsePath } from '../../scenarios/patch';

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

/** More swept values than this: the curve's axis picks round ticks of its own. */
const MAX_VALUE_TICKS = 12;

/**
 * The curve's ticks: the swept values themselves. A tick between two of them (9 and 13 for
 * 5, 8.75, 12.5…) named values no run had, beside points that sat off the ticks.
 */
export function curveTicks(points: readonly CurvePoint[]): number[] | undefined {
  return points.length <= MAX_VALUE_TICKS ? points.map((p) => p.x) : undefined;
}

/** A swept value as a tick says it: four significant digits, no float noise (8.75, not 8.750000001). */
export const tickText = (x: number): string => String(Number(x.toPrecision(4)));

export interface GridCell {
  row: number;
  col: number;
  /** The first metric's mean, NaN until a seed has answered. */
  value: number;
  /** Half the 95 % interval of the mean over the seeds; NaN with one seed. */
  halfWidth: number;
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
        halfWidth: m.n > 1 ? (m.ciHigh - m.ciLow) / 2 : Number.NaN,
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

/** The figure a scenario path holds (`services[api].workers`), if it is a number. */
export function valueAtPath(doc: unknown, path: string): number | undefined {
  let node: unknown = doc;
  for (const seg of parsePath(path)) {
    if (Array.isArray(node)) {
      const name = typeof seg === 'object' ? seg.value : String(seg);
      node =
        typeof seg === 'number'
          ? node[seg]
          : node.find((item: unknown) => {
              const rec = item as Record<string, unknown> | null;
              if (!rec || typeof rec !== 'object') return false;
              if (typeof seg === 'object') return String(rec[seg.field]) === seg.value;
              return rec.name === name || rec.id === name || rec.service === name;
            });
    } else if (node && typeof node === 'object')
      node = (node as Record<string, unknown>)[typeof seg === 'object' ? seg.field : String(seg)];
    else return undefined;
  }
  return typeof node === 'number' ? node : undefined;
}

/** The map's cell at the scenario's current settings (its first path per axis), if any. */
export function baselineCell(sweep: PreparedSweep, grid: Grid): GridCell | undefined {
  const now = sweep.axes.map((a) => valueAtPath(sweep.base, a.paths[0]!));
  if (now.some((v) => v === undefined)) return undefined;
  const row = grid.rows.indexOf(now[0]!);
  const col = sweep.axes.length > 1 ? grid.cols.indexOf(now[1]!) : 0;
  return grid.cells.find((c) => c.row === row && c.col === col);
}
