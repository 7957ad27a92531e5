// Pure: the CDF and the quantile function of a scenario's latency distribution, to compare a
// fit with the data it came from (the engine only ever draws; it needs neither).
import gammaCdf from '@stdlib/stats-base-dists-gamma-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { Distribution, SimpleDistribution } from '../../sim/scenario';
import { Z_99 } from '../../sim/engine/sampler';
import {
  empiricalCdf,
  empiricalQuantile,
  empiricalTable,
} from '../../sim/engine/empiricalQuantile';

/** A log-normal's μ and σ of ln(ms), from the scenario's p50 and p99. */
const lognormalParams = (d: { p50Ms: number; p99Ms: number }) => {
  const mu = Math.log(d.p50Ms);
  return { mu, sigma: (Math.log(d.p99Ms) - mu) / Z_99 };
};

function simpleCdf(d: SimpleDistribution, x: number): number {
  switch (d.type) {
    case 'constant':
      return x >= d.ms ? 1 : 0;
    case 'uniform':
      return d.maxMs === d.minMs
        ? Number(x >= d.minMs)
        : Math.min(1, Math.max(0, (x - d.minMs) / (d.maxMs - d.minMs)));
    case 'exponential':
      return x <= 0 ? 0 : 1 - Math.exp(-x / d.meanMs);
    case 'lognormal': {
      const { mu, sigma } = lognormalParams(d);
      if (x <= 0) return 0;
      return sigma === 0 ? Number(Math.log(x) >= mu) : normalCdf(Math.log(x), mu, sigma);
    }
    case 'gamma': {
      // Shape k = 1 / cv², rate 1 / θ = 1 / (mean · cv²).
      const cv2 = d.cv * d.cv;
      return x <= 0 ? 0 : gammaCdf(x, 1 / cv2, 1 / (d.meanMs * cv2));
    }
    case 'empirical':
      return empiricalCdf(empiricalTable(d.points), x);
  }
}

/** P(draw ≤ x ms). */
function distributionCdf(d: Distribution, x: number): number {
  if (d.type !== 'mixture') return simpleCdf(d, x);
  const total = d.components.reduce((sum, c) => sum + c.weight, 0);
  return d.components.reduce(
    (sum, c) => sum + (c.weight / total) * simpleCdf(c.distribution, x),
    0,
  );
}

/** A CDF bound to its distribution, for the many evaluations of a KS distance. */
export const cdfOf = (d: Distribution) => (x: number) => distributionCdf(d, x);

/** The duration in ms at probability p (0 < p < 1). */
export function distributionQuantile(d: Distribution, p: number): number {
  if (d.type === 'lognormal') {
    const { mu, sigma } = lognormalParams(d);
    return Math.exp(sigma === 0 ? mu : normalQuantile(p, mu, sigma));
  }
  if (d.type === 'empirical') return empiricalQuantile(empiricalTable(d.points), p);
  // No closed form (gamma, mixtures): bisect the CDF, after doubling up to a bound above p.
  let hi = 1;
  while (distributionCdf(d, hi) < p && hi < 1e12) hi *= 2;
  let lo = 0;
  for (let i = 0; i < 100 && hi - lo > 1e-9 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (distributionCdf(d, mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
