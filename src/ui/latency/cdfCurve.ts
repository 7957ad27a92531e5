// Pure: the preview's chart: the data's CDF beside a fit's, on a log axis of ms.
import { cdfOf } from '../../interop/latency/distributionMath';
import type { Distribution } from '../../sim/scenario';

export interface CdfPoint {
  ms: number;
  p: number;
}

/** Points of the fit's curve: enough that a log axis shows it smooth. */
const FIT_POINTS = 160;

/** The axis' span: the data's curve, from its first positive duration to its last. */
export function cdfDomainMs(curve: readonly CdfPoint[]): [number, number] {
  const lo = curve[0]?.ms ?? 1;
  const hi = curve[curve.length - 1]?.ms ?? lo * 10;
  return hi > lo ? [lo, hi] : [lo, lo * 10];
}

/** The fit's CDF at log-spaced durations over the domain. */
export function fitCdfCurve(d: Distribution, [lo, hi]: [number, number]): CdfPoint[] {
  const cdf = cdfOf(d);
  const step = Math.log(hi / lo) / (FIT_POINTS - 1);
  return Array.from({ length: FIT_POINTS }, (_, i) => {
    const ms = lo * Math.exp(step * i);
    return { ms, p: cdf(ms) };
  });
}

/** A log axis' labels fit its width up to this many (four or five characters each). */
const MAX_TICKS = 8;
/** Steps within a decade, finest first: the finest that keeps within MAX_TICKS is used. */
const DECADE_STEPS = [[1, 2, 5], [1, 3], [1]] as const;

/** Ticks of a log axis: 1, 2, 5 (or fewer) of each decade within the domain; the ends when none fall in it. */
export function logTicks([lo, hi]: [number, number]): number[] {
  const within = (steps: readonly number[]) => {
    const ticks: number[] = [];
    for (let decade = Math.floor(Math.log10(lo)); 10 ** decade <= hi; decade++)
      for (const m of steps) {
        const v = +(m * 10 ** decade).toPrecision(1);
        if (v >= lo && v <= hi) ticks.push(v);
      }
    return ticks;
  };
  const ticks =
    DECADE_STEPS.map(within).find((t) => t.length <= MAX_TICKS) ?? within(DECADE_STEPS[2]);
  return ticks.length >= 2 ? ticks : [lo, hi];
}
