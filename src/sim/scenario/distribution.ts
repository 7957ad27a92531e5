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

export const simpleDistributionSchema = z.union([constant, uniform, exponential, lognormal, gamma]);

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
  mixture,
]);
export type Distribution = z.infer<typeof distributionSchema>;
export type SimpleDistribution = z.infer<typeof simpleDistributionSchema>;
