// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The quantile function of an empirical distribution (points (p, ms) from p 0 to p 1): the
// sampler draws with it, and the latency fitter reports the percentiles it would draw.

/** Parallel arrays of the points: probabilities rising from 0 to 1, and their durations in ms. */
export interface EmpiricalTable {
  readonly ps: readonly number[];
  readonly ms: readonly number[];
}

export function empiricalTable(points: readonly { p: number; ms: number }[]): EmpiricalTable {
  return { ps: points.map((pt) => pt.p), ms: points.map((pt) => pt.ms) };
}

/** The duration at probability `p` (0–1), interpolated linearly between the points around it. */
export function empiricalQuantile(table: EmpiricalTable, p: number): number {
  const { ps, ms } = table;
  let lo = 0;
  let hi = ps.length - 1;
  // Invariant: ps[lo] ≤ p < ps[hi] (or p at the top end), found by bisection.
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ps[mid]! <= p) lo = mid;
    else hi = mid;
  }
  const p0 = ps[lo]!;
  const span = ps[hi]! - p0;
  const ms0 = ms[lo]!;
  return span <= 0 ? ms0 : ms0 + ((p - p0) / span) * (ms[hi]! - ms0);
}

/** The probability that a draw is at most `x` ms: the piecewise-linear CDF the points describe. */
export function empiricalCdf(table: EmpiricalTable, x: number): number {
  const { ps, ms } = table;
  if (x < ms[0]!) return 0;
  if (x >= ms[ms.length - 1]!) return 1;
  let lo = 0;
  let hi = ms.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ms[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const width = ms[hi]! - ms[lo]!;
  return width <= 0 ? ps[hi]! : ps[lo]! + ((x - ms[lo]!) / width) * (ps[hi]! - ps[lo]!);
}
