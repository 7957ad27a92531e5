// Pure: no DOM, no wall clock, no randomness.
// Student's t for an integer number of degrees of freedom, which is all a paired
// confidence interval over n seeds needs (ν = n − 1). The two-sided probability
// A(t | ν) = P(|T| < t) has a finite closed form for integer ν (Abramowitz & Stegun
// 26.7.3–26.7.4), so the quantile is a bisection on an exact function: no series to
// truncate, no table to keep, and no 190 kB statistics bundle in the Web Worker.

/**
 * P(|T| < t) for Student's t with ν (integer ≥ 1) degrees of freedom; t ≥ 0.
 * @internal exported for tests
 */
export function tTwoSidedProbability(t: number, nu: number): number {
  if (!Number.isInteger(nu) || nu < 1) throw new RangeError(`ν must be an integer >= 1, got ${nu}`);
  if (!(t > 0)) return 0;
  if (t === Infinity) return 1;
  const theta = Math.atan(t / Math.sqrt(nu));
  const sin = Math.sin(theta);
  const cos2 = Math.cos(theta) ** 2;
  if (nu % 2 === 0) {
    // sinθ · (1 + ½cos²θ + (1·3)/(2·4)cos⁴θ + … up to cos^(ν−2)θ)
    let term = 1;
    let sum = 1;
    for (let k = 2; k <= nu - 2; k += 2) {
      term *= ((k - 1) / k) * cos2;
      sum += term;
    }
    return sin * sum;
  }
  if (nu === 1) return (2 * theta) / Math.PI;
  // (2/π)(θ + sinθ cosθ (1 + (2/3)cos²θ + (2·4)/(3·5)cos⁴θ + … up to cos^(ν−3)θ))
  let term = 1;
  let sum = 1;
  for (let k = 3; k <= nu - 2; k += 2) {
    term *= ((k - 1) / k) * cos2;
    sum += term;
  }
  return (2 / Math.PI) * (theta + sin * Math.cos(theta) * sum);
}

/** The t with P(|T| < t) = level, e.g. level 0.95 gives the 97.5 % quantile. */
export function tCritical(level: number, nu: number): number {
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  let lo = 0;
  let hi = 1;
  while (tTwoSidedProbability(hi, nu) < level) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tTwoSidedProbability(mid, nu) < level) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
