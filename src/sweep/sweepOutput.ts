// Pure: a sweep's summaries as CSV (one row per cell and metric, ready for a spreadsheet
// or a plotting script) or as JSON (the axes, the seeds and every summary).
import { STABILITY_CLASSES } from '../sim/analysis/stability';
import type { CellSummary } from './aggregate';
import type { PreparedSweep } from './sweepRunner';

const cellText = (v: unknown): string => {
  if (v === undefined || v === null || (typeof v === 'number' && !Number.isFinite(v))) return '';
  const s = typeof v === 'number' ? String(Number(v.toPrecision(10))) : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(sweep: PreparedSweep, cells: readonly CellSummary[]): string {
  const hasBaseline = cells.some((c) => c.cell < 0);
  const header = [
    'cell',
    ...sweep.axes.map((a) => a.paths.join('+')),
    'metric',
    'n',
    'mean',
    'ci95_low',
    'ci95_high',
    'median',
    'p5',
    'p95',
    ...(hasBaseline
      ? ['vs_baseline', 'vs_baseline_low', 'vs_baseline_high', 'vs_baseline_words']
      : []),
    ...(sweep.stability ? ['stability', ...STABILITY_CLASSES] : []),
  ];
  const rows = cells.flatMap((c) =>
    c.metrics.map((m) => [
      c.cell < 0 ? 'baseline' : c.cell,
      ...sweep.axes.map((_, i) => c.values[i]),
      m.metric,
      m.n,
      m.mean,
      m.ciLow,
      m.ciHigh,
      m.median,
      m.p5,
      m.p95,
      ...(hasBaseline
        ? [m.vsBaseline?.meanDiff, m.vsBaseline?.low, m.vsBaseline?.high, m.vsBaseline?.words]
        : []),
      ...(c.stability
        ? [c.stability.majority, ...STABILITY_CLASSES.map((k) => c.stability!.counts[k])]
        : []),
    ]),
  );
  return [header, ...rows].map((r) => r.map(cellText).join(',')).join('\n') + '\n';
}

export function toJson(sweep: PreparedSweep, cells: readonly CellSummary[]): string {
  // Infinity (an interval of one seed) is not JSON: write null.
  const finite = (_k: string, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? null : v;
  return JSON.stringify(
    {
      key: sweep.key,
      axes: sweep.axes.map((a) => ({ paths: a.paths, values: a.values })),
      seeds: sweep.seeds,
      durationS: sweep.durationMs / 1000,
      metrics: sweep.metrics.map((m) => m.name),
      ...(sweep.stability ? { stability: sweep.stability } : {}),
      cells,
    },
    finite,
  );
}
