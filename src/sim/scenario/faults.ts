// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { z } from 'zod';
import { distributionSchema } from './distribution';
import { nameSchema } from './names';

const probability = z.number().min(0).max(1);

/** Fractions (0–1) of responses that fail, by outcome. Their sum must not exceed 1. */
export const errorRatesSchema = z
  .object({
    http5xx: probability.default(0),
    http429: probability.default(0),
    http408: probability.default(0),
    http4xxPermanent: probability.default(0),
    http4xxRetryable: probability.default(0),
    network: probability.default(0),
    poison: probability.default(0),
  })
  .refine((r) => Object.values(r).reduce((a, b) => a + b, 0) <= 1 + 1e-9, {
    message: 'error rates add up to more than 1 (100 %)',
  });
export type ErrorRates = z.infer<typeof errorRatesSchema>;

/** The first `durationMs` of the run, or the first `calls` requests, are served with `latency`. */
export const coldStartSchema = z.object({
  durationMs: z.number().nonnegative().optional(),
  calls: z.number().int().nonnegative().optional(),
  latency: distributionSchema,
});

/** The Retry-After a 429 carries (ms); left out, the header is unreadable (seed 002). */
const retryAfterMs = z.number().nonnegative().max(600_000).optional();

export const faultSchema = z.object({
  errorRates: errorRatesSchema.default(() => errorRatesSchema.parse({})),
  retryAfterMs,
  latencyMultiplier: z.number().positive().max(1000).default(1),
  coldStart: coldStartSchema.optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/**
 * A fault on a timeline: from `atMs` (until `untilMs`, or the end) the service (or one
 * route) is slow, fails, or is down (refuses connections at once).
 */
export const scheduledFaultSchema = z
  .object({
    id: z.string().max(64).optional(),
    service: nameSchema,
    route: nameSchema.optional(),
    /** One replica only (0-based); left out, every replica of the service. */
    replica: z.number().int().min(0).optional(),
    kind: z.enum(['latency', 'errors', 'down']),
    atMs: z.number().nonnegative(),
    untilMs: z.number().positive().optional(),
    latency: distributionSchema.optional(),
    latencyMultiplier: z.number().positive().max(1000).optional(),
    errorRates: errorRatesSchema.optional(),
    retryAfterMs,
  })
  .refine((f) => f.untilMs === undefined || f.untilMs > f.atMs, {
    message: 'untilMs must be after atMs',
    path: ['untilMs'],
  })
  .refine(
    (f) => f.kind !== 'latency' || f.latency !== undefined || f.latencyMultiplier !== undefined,
    {
      message: 'a latency fault needs latency or latencyMultiplier',
      path: ['latency'],
    },
  )
  .refine((f) => f.kind !== 'errors' || f.errorRates !== undefined, {
    message: 'an errors fault needs errorRates',
    path: ['errorRates'],
  });
export type ScheduledFault = z.infer<typeof scheduledFaultSchema>;
