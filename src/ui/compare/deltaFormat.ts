// The A/B delta table's rows as the page prints them: values in their unit, the change
// signed with its relative size, and whether it is better or worse for the colour.
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

/** Better, worse or the same, for the colour and the words beside it. */
export function verdict(row: DeltaRow): 'better' | 'worse' | 'same' {
  if (Math.abs(row.delta) < 1e-9) return 'same';
  return row.delta > 0 === row.higherIsBetter ? 'better' : 'worse';
}
