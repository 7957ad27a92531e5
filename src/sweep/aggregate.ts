// Pure: a sweep's job results gathered per cell: each metric's mean with its 95 %
// interval, median and 5–95 % band over the seeds, the seed-by-seed comparison with the
// baseline when there is one, and how many runs fell in each stability class. Also the
// merge step of a split sweep: results from any number of parts, checked to belong to
// this sweep and to cover every job once.
import {
  describeInterval,
  pairedInterval,
  type PairedInterval,
} from '../sim/analysis/pairedInterval';
import { STABILITY_CLASSES, type StabilityClass } from '../sim/analysis/stability';
import { cellCount, cellValues } from './axes';
import { sweepInputError } from './sweepProblems';
import type { JobResult, PreparedSweep } from './sweepRunner';

interface MetricSummary {
  metric: string;
  /** Seeds that gave a number. */
  n: number;
  mean: number;
  median: number;
  p5: number;
  p95: number;
  /** 95 % interval of the mean over the seeds. */
  ciLow: number;
  ciHigh: number;
  /** Cell − baseline, paired by seed, with its interval in words. */
  vsBaseline?: PairedInterval & { words: string };
}

export interface CellSummary {
  /** −1: the baseline. */
  cell: number;
  values: number[];
  metrics: MetricSummary[];
  stability?: { counts: Record<StabilityClass, number>; majority: StabilityClass };
  /** Runs stopped at a limit, with why. */
  errors: string[];
}

/** Linear interpolation between order statistics (the common "type 7" quantile). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  return (
    sorted[lo]! +
    (h - lo) * ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? sorted[lo]!) - sorted[lo]!)
  );
}

/** Results in job order; throws when one belongs to another sweep, or a job is missing or twice. */
export function mergeResults(sweep: PreparedSweep, parts: readonly JobResult[]): JobResult[] {
  const byJob = new Map<number, JobResult>();
  for (const r of parts) {
    if (r.key !== sweep.key)
      throw sweepInputError('otherSweep', { job: r.job, key: r.key, sweepKey: sweep.key });
    if (byJob.has(r.job)) throw sweepInputError('jobTwice', { job: r.job });
    byJob.set(r.job, r);
  }
  const missing = sweep.jobs.filter((j) => !byJob.has(j.index)).map((j) => j.index);
  if (missing.length > 0)
    throw sweepInputError('jobsMissing', { missing, total: sweep.jobs.length });
  return sweep.jobs.map((j) => byJob.get(j.index)!);
}

function summarizeMetric(
  name: string,
  xs: (number | null)[],
  base?: (number | null)[],
): MetricSummary {
  const values = xs.filter((x): x is number => x !== null);
  const sorted = [...values].sort((a, b) => a - b);
  const ci = pairedInterval(
    values.map(() => 0),
    values,
  );
  const summary: MetricSummary = {
    metric: name,
    n: values.length,
    mean: ci.meanB,
    median: quantile(sorted, 0.5),
    p5: quantile(sorted, 0.05),
    p95: quantile(sorted, 0.95),
    ciLow: ci.low,
    ciHigh: ci.high,
  };
  if (base) {
    const diff = pairedInterval(
      base.map((x) => x ?? NaN),
      xs.map((x) => x ?? NaN),
    );
    summary.vsBaseline = { ...diff, words: describeInterval(diff, name) };
  }
  return summary;
}

/** One summary per cell (the baseline first when there is one), in cell order. */
export function summarize(sweep: PreparedSweep, results: readonly JobResult[]): CellSummary[] {
  const byCell = new Map<number, JobResult[]>();
  for (const r of results) byCell.set(r.cell, [...(byCell.get(r.cell) ?? []), r]);
  // Pairing needs the same seed on both sides: order each cell's runs by seed.
  const bySeed = (rs: JobResult[]) => sweep.seeds.map((s) => rs.find((r) => r.seed === s));
  const baseline = byCell.has(-1) ? bySeed(byCell.get(-1)!) : undefined;
  const cells = [
    ...(baseline ? [-1] : []),
    ...Array.from({ length: cellCount(sweep.axes) }, (_, i) => i),
  ];
  return cells.map((cell) => {
    const runs = bySeed(byCell.get(cell) ?? []);
    const metrics = sweep.metrics.map((m, i) =>
      summarizeMetric(
        m.name,
        runs.map((r) => r?.values[i] ?? null),
        baseline && cell >= 0 ? baseline.map((r) => r?.values[i] ?? null) : undefined,
      ),
    );
    const summary: CellSummary = {
      cell,
      values: cell < 0 ? [] : cellValues(sweep.axes, cell),
      metrics,
      errors: runs.flatMap((r) => (r?.error ? [`seed ${r.seed}: ${r.error}`] : [])),
    };
    if (sweep.stability) {
      const counts = Object.fromEntries(STABILITY_CLASSES.map((c) => [c, 0])) as Record<
        StabilityClass,
        number
      >;
      for (const r of runs) if (r?.stability) counts[r.stability.class]++;
      // Ties go to the worse class: a map should not hide a cell that is sometimes metastable.
      const majority = [...STABILITY_CLASSES]
        .reverse()
        .reduce((best, c) => (counts[c] > counts[best] ? c : best));
      summary.stability = { counts, majority };
    }
    return summary;
  });
}
