// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { z } from 'zod';

const ms = z.number().finite().nonnegative();

const constant = z.object({ type: z.literal('constant'), ms });
const uniform = z
  .object({ type: z.literal('uniform'), minMs: ms, maxMs: ms })
  .refine((d) => d.maxMs >= d.minMs, { message: 'maxMs must be ≥ minMs', path: ['maxMs'] });
const exponential = z.object({ type: z.literal('exponential'), meanMs: ms });
/** Log-normal given by what people know of their services: the median and the 99th percentile. */
const lognormal = z
  .object({
    type: z.literal('lognormal'),
    p50Ms: z.number().finite().positive(),
    p99Ms: z.number().finite().positive(),
  })
  .refine((d) => d.p99Ms >= d.p50Ms, { message: 'p99Ms must be ≥ p50Ms', path: ['p99Ms'] });

/**
 * Gamma given by its mean and coefficient of variation (σ / mean), as the peer simulators
 * and most capacity models state service times: cv 1 is the exponential, below 1 more
 * regular, above 1 burstier. Shape k = 1 / cv², scale θ = mean · cv².
 */
const gamma = z.object({
  type: z.literal('gamma'),
  meanMs: z.number().finite().positive(),
  cv: z.number().min(0.01).max(10),
});

/** The most points an empirical distribution may list: enough for every percentile and the tail. */
export const MAX_EMPIRICAL_POINTS = 256;

/**
 * Measured latencies no closed form fits, as their quantile function: points (p, ms) from
 * p = 0 to p = 1, both rising; a draw takes a uniform p and interpolates linearly between
 * the points around it (the inverse of a piecewise-linear CDF).
 */
const empirical = z
  .object({
    type: z.literal('empirical'),
    points: z
      .array(z.object({ p: z.number().min(0).max(1), ms }))
      .min(2)
      .max(MAX_EMPIRICAL_POINTS),
  })
  .refine((d) => d.points[0]!.p === 0 && d.points[d.points.length - 1]!.p === 1, {
    message: 'the first point must have p 0 and the last p 1',
    path: ['points'],
  })
  .refine(
    (d) =>
      d.points.every(
        (pt, i) => i === 0 || (pt.p > d.points[i - 1]!.p && pt.ms >= d.points[i - 1]!.ms),
      ),
    {
      message: 'points must rise: p strictly, ms never falling',
      path: ['points'],
    },
  );

export const simpleDistributionSchema = z.union([
  constant,
  uniform,
  exponential,
  lognormal,
  gamma,
  empirical,
]);

/** A weighted mixture of simple distributions (a bimodal cold start, say). */
const mixture = z.object({
  type: z.literal('mixture'),
  components: z
    .array(
      z.object({ weight: z.number().finite().positive(), distribution: simpleDistributionSchema }),
    )
    .min(1)
    .max(8),
});

export const distributionSchema = z.union([
  constant,
  uniform,
  exponential,
  lognormal,
  gamma,
  empirical,
  mixture,
]);
export type Distribution = z.infer<typeof distributionSchema>;
export type SimpleDistribution = z.infer<typeof simpleDistributionSchema>;
