// Pure: no DOM, no wall clock, no randomness.
// Is B − A real or noise? Each seed runs A and B on common random numbers, so the
// per-seed difference d_i = B_i − A_i cancels the noise the two runs share; the 95 %
// interval is mean(d) ± t(0.975, n − 1) · sd(d) / √n (the paired t interval). It assumes
// the differences are roughly normal or n is not tiny; with 5–10 seeds of a
// simulation's whole-run totals that holds well enough to tell a real effect from none.
import { tCritical } from './studentT';

export interface PairedInterval {
  /** Seeds that gave both values (NaN pairs are left out). */
  n: number;
  meanA: number;
  meanB: number;
  /** Mean of B_i − A_i. */
  meanDiff: number;
  /** Sample standard deviation of the differences (0 when n < 2). */
  sdDiff: number;
  /** The interval's bounds; ±Infinity when n < 2 (one seed says nothing of noise). */
  low: number;
  high: number;
  level: number;
  /** meanDiff ÷ |meanA|; NaN when meanA is 0. */
  relative: number;
  /** The interval contains zero: the data cannot tell B from A. */
  containsZero: boolean;
}

/** The paired interval of B − A at `level` (default 95 %). `a[i]` and `b[i]` share seed i. */
export function pairedInterval(
  a: readonly number[],
  b: readonly number[],
  level = 0.95,
): PairedInterval {
  if (a.length !== b.length) {
    throw new RangeError(`paired runs need as many A as B values, got ${a.length} and ${b.length}`);
  }
  const pairs: [number, number][] = [];
  a.forEach((x, i) => {
    const y = b[i]!;
    if (Number.isFinite(x) && Number.isFinite(y)) pairs.push([x, y]);
  });
  const n = pairs.length;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
  const diffs = pairs.map(([x, y]) => y - x);
  const meanA = mean(pairs.map(([x]) => x));
  const meanB = mean(pairs.map(([, y]) => y));
  const meanDiff = mean(diffs);
  const sdDiff =
    n < 2 ? 0 : Math.sqrt(diffs.reduce((s, d) => s + (d - meanDiff) ** 2, 0) / (n - 1));
  const half = n < 2 ? Infinity : (tCritical(level, n - 1) * sdDiff) / Math.sqrt(n);
  const low = meanDiff - half;
  const high = meanDiff + half;
  return {
    n,
    meanA,
    meanB,
    meanDiff,
    sdDiff,
    low,
    high,
    level,
    relative: meanA !== 0 ? meanDiff / Math.abs(meanA) : NaN,
    containsZero: !(low > 0 || high < 0),
  };
}

const fmt = (x: number) =>
  Math.abs(x) >= 100 ? x.toFixed(0) : Number(x.toPrecision(3)).toString();

/** The interval in words, for a person deciding whether a change helped. */
export function describeInterval(ci: PairedInterval, metric = 'the difference'): string {
  const pct = Math.round(ci.level * 100);
  if (ci.n < 2) return `${metric}: one seed cannot tell a change from noise; run at least 2`;
  if (ci.sdDiff === 0 && ci.meanDiff === 0) return `${metric}: identical on all ${ci.n} seeds`;
  const range = `${pct} % interval ${fmt(ci.low)} to ${fmt(ci.high)}`;
  if (ci.containsZero) {
    return `${metric}: ${fmt(ci.meanDiff)} on average, not distinguishable from noise with ${ci.n} seeds (${range})`;
  }
  const rel = Number.isFinite(ci.relative)
    ? ` (${ci.relative >= 0 ? '+' : ''}${(ci.relative * 100).toFixed(1)} %)`
    : '';
  return `${metric}: B − A = ${fmt(ci.meanDiff)}${rel}, ${ci.meanDiff > 0 ? 'higher' : 'lower'} beyond the noise of ${ci.n} seeds (${range})`;
}
