// Pure: one validation check is a small declared entry: the model element it covers, the
// reference (a formula or a published table), how to measure the engine's figure on one
// seed, and the tolerance. Running it over seeds gives the figure, its interval and a verdict.
import { tCritical } from '../sim/analysis/studentT';

/** How large the run is: `reduced` is the CI form (within the unit suite's budget). */
export type ValidationScale = 'full' | 'reduced';

export interface ValidationCheck {
  /** Stable id, also the row's anchor in docs/validation.md. */
  id: string;
  /** The model element checked (M/M/1, Erlang B, a retry chain, …). */
  element: string;
  /** The formula or the published table, as a reader checks it. */
  reference: string;
  /** What the engine's figure is (its unit included). */
  figure: string;
  /** The reference value the figure must match. */
  expected: number;
  /** Allowed relative distance of the engine's mean over seeds from `expected` (0.05 = 5 %). */
  relativeTolerance: number;
  /** The engine's figure on one seed. */
  measure: (seed: number, scale: ValidationScale) => number;
}

/** Seeds per check: enough for an interval, few enough for CI in the reduced form. */
export const SEEDS: Record<ValidationScale, readonly number[]> = {
  full: [1, 2, 3, 4, 5],
  reduced: [1, 2],
};

export interface CheckResult {
  check: ValidationCheck;
  values: number[];
  mean: number;
  /** The 95 % interval of the mean over seeds (Student's t); the mean itself for one seed. */
  low: number;
  high: number;
  relativeError: number;
  pass: boolean;
}

/** Runs `check` on each seed and judges the mean against the reference. */
export function runCheck(check: ValidationCheck, scale: ValidationScale): CheckResult {
  const values = SEEDS[scale].map((seed) => check.measure(seed, scale));
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1)) : 0;
  const half = n > 1 ? (tCritical(0.95, n - 1) * sd) / Math.sqrt(n) : 0;
  const relativeError =
    check.expected === 0 ? Math.abs(mean) : Math.abs(mean - check.expected) / check.expected;
  return {
    check,
    values,
    mean,
    low: mean - half,
    high: mean + half,
    relativeError,
    pass: Number.isFinite(mean) && relativeError <= check.relativeTolerance,
  };
}
