// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { RandomStream } from '../core/random';
import type { Distribution } from '../scenario';
import { samplerOf, Z_99 } from './sampler';

/** Draws one duration in ms from a distribution (its sampler is compiled on first use). */
export function sampleDistribution(d: Distribution, rng: RandomStream): number {
  return samplerOf(d).sample(rng);
}

/** The mean of a distribution in ms (for Little's law checks and load estimates). */
export function meanOf(d: Distribution): number {
  if (d.type === 'mixture') {
    const total = d.components.reduce((sum, c) => sum + c.weight, 0);
    return d.components.reduce((sum, c) => sum + (c.weight / total) * meanOf(c.distribution), 0);
  }
  switch (d.type) {
    case 'constant':
      return d.ms;
    case 'uniform':
      return (d.minMs + d.maxMs) / 2;
    case 'exponential':
      return d.meanMs;
    case 'lognormal': {
      const sigma = (Math.log(d.p99Ms) - Math.log(d.p50Ms)) / Z_99;
      return d.p50Ms * Math.exp((sigma * sigma) / 2);
    }
    case 'gamma':
      return d.meanMs;
    case 'empirical':
      // The quantile function is linear between points: each segment's mean is its midpoint.
      return d.points.reduce(
        (sum, pt, i) =>
          i === 0 ? 0 : sum + (pt.p - d.points[i - 1]!.p) * ((pt.ms + d.points[i - 1]!.ms) / 2),
        0,
      );
  }
}
