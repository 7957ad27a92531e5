// Pure: the sweep's axes and its job list. An axis is one or more settings moved together
// (`clients[users].arrival.rps,clients[users].arrival.schedule[1].rps=10:40:4` keeps a
// load and the rate a spike returns to equal), over evenly spaced values. A job is one
// cell (one value per axis) with one seed; jobs are numbered so that any batch runner can
// run job i alone and a merge step can put the results back together.
import { SWEEP_LIMITS, sweepInputError } from './sweepProblems';

export interface Axis {
  /** Settings set to the same value, as scenario paths (src/scenarios/patch.ts). */
  paths: string[];
  values: number[];
  /** As the user wrote it, for headers and messages. */
  spec: string;
}

export interface Job {
  /** 0-based, stable for a given spec: the same command line gives the same numbering. */
  index: number;
  /** Row-major over the axes: the first axis varies slowest. −1 is the unpatched baseline. */
  cell: number;
  /** One value per axis (empty for the baseline). */
  values: number[];
  seed: number;
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i;

/**
 * Parses `path[,path…]=from:to:steps` (steps ≥ 1 evenly spaced values, both ends included)
 * or `path=v1|v2|v3` (a list). Between integer ends the values are rounded to integers,
 * since most counted settings (workers, attempts, sizes) are integers in the schema.
 */
export function parseAxis(spec: string): Axis {
  const eq = spec.lastIndexOf('=');
  if (eq <= 0) throw sweepInputError('axisShape', { spec });
  const paths = spec
    .slice(0, eq)
    .split(',')
    .map((p) => p.trim());
  if (paths.some((p) => p === '')) throw sweepInputError('emptyPath', { spec });
  const range = spec.slice(eq + 1);
  const num = (text: string, part: 'from' | 'to' | 'steps' | 'value') => {
    if (!NUMBER.test(text.trim())) throw sweepInputError('notANumber', { spec, part, text });
    return Number(text);
  };
  if (range.includes('|')) {
    return { paths, values: range.split('|').map((s) => num(s, 'value')), spec };
  }
  const parts = range.split(':');
  if (parts.length !== 3) throw sweepInputError('rangeShape', { spec });
  const from = num(parts[0]!, 'from');
  const to = num(parts[1]!, 'to');
  const steps = num(parts[2]!, 'steps');
  const { min, max } = SWEEP_LIMITS.steps;
  if (!Number.isInteger(steps) || steps < min || steps > max)
    throw sweepInputError('steps', { spec, text: parts[2]!, min, max });
  const integral = Number.isInteger(from) && Number.isInteger(to);
  const values = Array.from({ length: steps }, (_, i) => {
    const v = steps === 1 ? from : from + ((to - from) * i) / (steps - 1);
    return integral ? Math.round(v) : Number(v.toPrecision(12));
  });
  return { paths, values, spec };
}

export const cellCount = (axes: readonly Axis[]): number =>
  axes.reduce((n, a) => n * a.values.length, 1);

/** The axis values of a cell (row-major: the last axis varies fastest). */
export function cellValues(axes: readonly Axis[], cell: number): number[] {
  const values: number[] = [];
  let rest = cell;
  for (let i = axes.length - 1; i >= 0; i--) {
    const n = axes[i]!.values.length;
    values.unshift(axes[i]!.values[rest % n]!);
    rest = Math.floor(rest / n);
  }
  return values;
}

/** Every job: each cell with each seed (seeds innermost, so a cell's runs are adjacent); the baseline first when asked. */
export function expandJobs(
  axes: readonly Axis[],
  seeds: readonly number[],
  baseline = false,
): Job[] {
  const jobs: Job[] = [];
  if (baseline)
    for (const seed of seeds) jobs.push({ index: jobs.length, cell: -1, values: [], seed });
  const cells = cellCount(axes);
  for (let cell = 0; cell < cells; cell++) {
    const values = cellValues(axes, cell);
    for (const seed of seeds) jobs.push({ index: jobs.length, cell, values, seed });
  }
  return jobs;
}
