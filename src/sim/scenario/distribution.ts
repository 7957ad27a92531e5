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

export const simpleDistributionSchema = z.union([constant, uniform, exponential, lognormal]);

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

export const distributionSchema = z.union([constant, uniform, exponential, lognormal, mixture]);
export type Distribution = z.infer<typeof distributionSchema>;
export type SimpleDistribution = z.infer<typeof simpleDistributionSchema>;
