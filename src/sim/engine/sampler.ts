// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A distribution compiled once into a sampler: its parameters (a log-normal's μ and σ, a
// gamma's shape constants, a mixture's weights) worked out when the scenario is read, so a
// draw is one switch on a small integer and the arithmetic, with no lookup. Every draw does
// the same floating-point operations, in the same order, on the same random numbers as the
// plain formulas did: a compiled sampler gives bit-identical durations.
import type { RandomStream } from '../core/random';
import type { Distribution, SimpleDistribution } from '../scenario';
import { empiricalQuantile, empiricalTable, type EmpiricalTable } from './empiricalQuantile';

/** z-score of the 99th percentile of the standard normal: p99 = p50 · e^(σ·Z99). */
export const Z_99 = 2.326347874040841;

const CONSTANT = 0;
const UNIFORM = 1;
const EXPONENTIAL = 2;
const LOGNORMAL = 3;
const GAMMA = 4;
const MIXTURE = 5;
const EMPIRICAL = 6;

/** One class for every kind, fields set in one order: the draw site stays monomorphic. */
export class Sampler {
  private constructor(
    private readonly kind: number,
    /** constant: ms; uniform: min; exponential: mean; lognormal: μ; gamma: scale θ. */
    private readonly a: number,
    /** uniform: max − min; lognormal: σ; gamma: Marsaglia–Tsang's d. */
    private readonly b: number,
    /** gamma: Marsaglia–Tsang's c. */
    private readonly c: number,
    /** gamma with shape < 1: 1 / shape for the boost (0 when no boost). */
    private readonly boost: number,
    /** mixture: weights, their sum and the components' samplers. */
    private readonly weights: readonly number[],
    private readonly total: number,
    private readonly parts: readonly Sampler[],
    /** empirical: its quantile function's points. */
    private readonly table: EmpiricalTable | null,
  ) {}

  static of(d: Distribution): Sampler {
    if (d.type === 'mixture') {
      const weights = d.components.map((c) => c.weight);
      const total = d.components.reduce((sum, c) => sum + c.weight, 0);
      const parts = d.components.map((c) => Sampler.simple(c.distribution));
      return new Sampler(MIXTURE, 0, 0, 0, 0, weights, total, parts, null);
    }
    return Sampler.simple(d);
  }

  private static simple(d: SimpleDistribution): Sampler {
    switch (d.type) {
      case 'constant':
        return new Sampler(CONSTANT, d.ms, 0, 0, 0, [], 0, [], null);
      case 'uniform':
        return new Sampler(UNIFORM, d.minMs, d.maxMs - d.minMs, 0, 0, [], 0, [], null);
      case 'exponential':
        return new Sampler(EXPONENTIAL, d.meanMs, 0, 0, 0, [], 0, [], null);
      case 'lognormal': {
        const mu = Math.log(d.p50Ms);
        return new Sampler(LOGNORMAL, mu, (Math.log(d.p99Ms) - mu) / Z_99, 0, 0, [], 0, [], null);
      }
      case 'gamma': {
        // Shape k = 1 / cv², scale θ = mean · cv²; below shape 1, gamma(k) = gamma(k + 1) · U^(1/k).
        const shape = 1 / (d.cv * d.cv);
        const boosted = shape < 1 ? shape + 1 : shape;
        const md = boosted - 1 / 3;
        const scale = d.meanMs * d.cv * d.cv;
        const boost = shape < 1 ? 1 / shape : 0;
        return new Sampler(GAMMA, scale, md, 1 / Math.sqrt(9 * md), boost, [], 0, [], null);
      }
      case 'empirical':
        return new Sampler(EMPIRICAL, 0, 0, 0, 0, [], 0, [], empiricalTable(d.points));
    }
  }

  /** One duration in ms. */
  sample(rng: RandomStream): number {
    switch (this.kind) {
      case CONSTANT:
        return this.a;
      case UNIFORM:
        return this.a + this.b * rng.next();
      case EXPONENTIAL:
        return -this.a * Math.log(1 - rng.next());
      case LOGNORMAL:
        return Math.exp(this.a + this.b * rng.normal());
      case GAMMA:
        return this.a * this.gamma(rng);
      case EMPIRICAL:
        return empiricalQuantile(this.table!, rng.next());
      default:
        return this.mixture(rng);
    }
  }

  private mixture(rng: RandomStream): number {
    let pick = rng.next() * this.total;
    const weights = this.weights;
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i]!;
      if (pick < 0) return this.parts[i]!.sample(rng);
    }
    return this.parts[this.parts.length - 1]!.sample(rng);
  }

  /**
   * A gamma(shape, 1) draw by Marsaglia and Tsang's method (ACM TOMS 26(3), 2000): a squeezed
   * rejection from a transformed normal, about 1.05 normals per draw for shape ≥ 1.
   */
  private gamma(rng: RandomStream): number {
    const d = this.b;
    const c = this.c;
    let draw: number;
    for (;;) {
      const x = rng.normal();
      let v = 1 + c * x;
      if (v <= 0) continue;
      v = v * v * v;
      const u = 1 - rng.next(); // in (0, 1]: log(u) is finite
      const x2 = x * x;
      if (u < 1 - 0.0331 * x2 * x2) {
        draw = d * v;
        break;
      }
      if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
        draw = d * v;
        break;
      }
    }
    return this.boost === 0 ? draw : draw * Math.pow(1 - rng.next(), this.boost);
  }
}

const compiled = new WeakMap<Distribution, Sampler>();

/** The sampler of `d`, compiled on first use (for draws off the hot path). */
export function samplerOf(d: Distribution): Sampler {
  let sampler = compiled.get(d);
  if (!sampler) {
    sampler = Sampler.of(d);
    compiled.set(d, sampler);
  }
  return sampler;
}
