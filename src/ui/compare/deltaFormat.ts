// The A/B delta table's rows as the page prints them: values in their unit, the change
// signed with its relative size, and whether it is better or worse for the colour (only for a
// figure with a known good direction, deltaMetrics.ts; any other change is just a change).
import type { DeltaFormat, DeltaRow } from '../../sim/analysis/deltaTable';

const FORMATS: Record<DeltaFormat, (v: number) => string> = {
  count: (v) => String(Math.round(v)),
  rate: (v) => v.toFixed(1),
  percent: (v) => `${(v * 100).toFixed(2)} %`,
  ms: (v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`,
  s: (v) => `${v.toFixed(1)} s`,
  times: (v) => `${v.toFixed(2)}×`,
};

/** A value as the table prints it. */
export const formatValue = (row: DeltaRow, v: number) => FORMATS[row.format](v);

/** "+12.0 % (+4)": the change, signed, in the row's unit, with its relative size. */
export function formatDelta(row: DeltaRow): string {
  const sign = row.delta > 0 ? '+' : row.delta < 0 ? '−' : '±';
  const abs = FORMATS[row.format](Math.abs(row.delta));
  const unitless = row.format === 'percent' ? abs.replace(' %', ' pp') : abs;
  if (row.relative === null) return `${sign}${unitless}`;
  return `${sign}${unitless} (${row.relative >= 0 ? '+' : '−'}${Math.abs(row.relative * 100).toFixed(1)} %)`;
}

export type Verdict = 'better' | 'worse' | 'changed' | 'same';

/** Better or worse where the figure has a good direction; otherwise only changed or the same. */
export function verdict(row: Pick<DeltaRow, 'delta' | 'good'>): Verdict {
  if (Math.abs(row.delta) < 1e-9) return 'same';
  if (row.good === 'none') return 'changed';
  return row.delta > 0 === (row.good === 'up') ? 'better' : 'worse';
}
