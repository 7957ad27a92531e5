// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A check of the engine against a published figure, as data: each row our figure, theirs,
// and the tolerance that decides it. The tests assert the verdicts; the validation report
// prints the same rows.

/** One figure of ours against the published one. */
export interface ComparisonRow {
  /** What the row measures, e.g. "100 writers, full jitter: writes". */
  label: string;
  ours: number;
  theirs: number;
  /** Allowed |ours − theirs| ÷ theirs (0.1 = 10 %), or an absolute gap in the row's unit. */
  tolerance: { relative: number } | { absolute: number };
  unit: string;
  pass: boolean;
}

/** A published result and the engine's rows against it. */
export interface Comparison {
  id: string;
  title: string;
  /** Where `theirs` comes from, and how it was obtained when it is not printed in the source. */
  source: string;
  rows: ComparisonRow[];
  pass: boolean;
}

/** A row with its verdict filled in. */
export function compareRow(row: Omit<ComparisonRow, 'pass'>): ComparisonRow {
  // Both Infinity ("never", e.g. a breaker that never trips) agree; ∞ − ∞ would be NaN.
  const gap = row.ours === row.theirs ? 0 : Math.abs(row.ours - row.theirs);
  const pass =
    'relative' in row.tolerance
      ? gap <= row.tolerance.relative * Math.abs(row.theirs)
      : gap <= row.tolerance.absolute;
  return { ...row, pass };
}

/** The comparison, passing when every row does. */
export function comparison(
  head: Omit<Comparison, 'pass' | 'rows'>,
  rows: ComparisonRow[],
): Comparison {
  return { ...head, rows, pass: rows.every((r) => r.pass) };
}
