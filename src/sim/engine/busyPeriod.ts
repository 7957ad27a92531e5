// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The M/M/1 busy period (arrival rate λ, service rate μ): a non-preemptive LIFO waiter waits
// one (Kleinrock, Queueing Systems vol. 1, §5.8), so its tail is LIFO's tail. Its density is
// f(t) = √(μ/λ)·e^(−(λ + μ)t)·I₁(2t√(λμ)) / t; the survival is integrated numerically.

/** e^(−s)·I₁(x) by its power series, each term scaled by e^(−s) so nothing overflows. */
function scaledBesselI1(x: number, s: number): number {
  const half = x / 2;
  let term = half * Math.exp(-s);
  let sum = term;
  for (let k = 0; k < 10_000; k++) {
    term *= (half * half) / ((k + 1) * (k + 2));
    sum += term;
    if (k > half && term < 1e-17 * sum) break;
  }
  return sum;
}

/** Density of the M/M/1 busy period with arrival rate λ and service rate μ. */
function busyPeriodDensity(lambda: number, mu: number, t: number): number {
  if (t === 0) return mu;
  const x = 2 * t * Math.sqrt(lambda * mu);
  return (Math.sqrt(mu / lambda) * scaledBesselI1(x, (lambda + mu) * t)) / t;
}

/** P(B > t), and E[B²] over the same grid (Simpson's rule on [0, t]). */
export function busyPeriod(lambda: number, mu: number, t: number, steps = 20_000) {
  const h = t / steps;
  let mass = 0;
  let secondMoment = 0;
  for (let i = 0; i <= steps; i++) {
    const w = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
    const s = i * h;
    const f = busyPeriodDensity(lambda, mu, s);
    mass += w * f;
    secondMoment += w * f * s * s;
  }
  return { survival: 1 - (mass * h) / 3, secondMoment: (secondMoment * h) / 3 };
}

/** The t where a decreasing p(t) crosses `target`, by bisection on [0, hi]. */
export function crossing(p: (t: number) => number, target: number, hi: number): number {
  let lo = 0;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (p(mid) > target) lo = mid;
    else hi = mid;
  }
  return hi;
}
