// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { RandomStream } from '../core/random';
import type { Distribution, SimpleDistribution } from '../scenario';

/** z-score of the 99th percentile of the standard normal: p99 = p50 · e^(σ·Z99). */
export const Z_99 = 2.326347874040841;

/** Draws one duration in ms from a distribution. */
export function sampleDistribution(d: Distribution, rng: RandomStream): number {
  if (d.type !== 'mixture') return sampleSimple(d, rng);
  const total = d.components.reduce((sum, c) => sum + c.weight, 0);
  let pick = rng.next() * total;
  for (const component of d.components) {
    pick -= component.weight;
    if (pick < 0) return sampleSimple(component.distribution, rng);
  }
  return sampleSimple(d.components[d.components.length - 1]!.distribution, rng);
}

function sampleSimple(d: SimpleDistribution, rng: RandomStream): number {
  switch (d.type) {
    case 'constant':
      return d.ms;
    case 'uniform':
      return rng.uniform(d.minMs, d.maxMs);
    case 'exponential':
      return rng.exponential(d.meanMs);
    case 'lognormal': {
      const { mu, sigma } = lognormalParameters(d);
      return Math.exp(mu + sigma * rng.normal());
    }
    case 'gamma': {
      const shape = 1 / (d.cv * d.cv);
      return d.meanMs * d.cv * d.cv * sampleGamma(shape, rng);
    }
  }
}

/**
 * A gamma(shape, 1) draw by Marsaglia and Tsang's method (ACM TOMS 26(3), 2000): a squeezed
 * rejection from a transformed normal, about 1.05 normals per draw for shape ≥ 1. A shape
 * below 1 is boosted: gamma(k) = gamma(k + 1) · U^(1/k).
 */
export function sampleGamma(shape: number, rng: RandomStream): number {
  if (shape < 1) return sampleGamma(shape + 1, rng) * Math.pow(1 - rng.next(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = rng.normal();
    let v = 1 + c * x;
    if (v <= 0) continue;
    v = v * v * v;
    const u = 1 - rng.next(); // in (0, 1]: log(u) is finite
    const x2 = x * x;
    if (u < 1 - 0.0331 * x2 * x2) return d * v;
    if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
  }
}

type Lognormal = Extract<SimpleDistribution, { type: 'lognormal' }>;
/** μ and σ per distribution object: two logarithms saved on every draw. */
const lognormalCache = new WeakMap<Lognormal, { mu: number; sigma: number }>();

function lognormalParameters(d: Lognormal): { mu: number; sigma: number } {
  let parameters = lognormalCache.get(d);
  if (!parameters) {
    const mu = Math.log(d.p50Ms);
    parameters = { mu, sigma: (Math.log(d.p99Ms) - mu) / Z_99 };
    lognormalCache.set(d, parameters);
  }
  return parameters;
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
  }
}
