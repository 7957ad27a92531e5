// Pure engine: no DOM, no wall clock, no unseeded randomness.
// How a service is built: replicas behind a balancer, its worker model, its
// queue discipline. Every field is optional with a default that is today's model (one
// replica, a thread per request, FIFO), so every older scenario means what it meant.
import { z } from 'zod';
import { faultSchema } from './faults';

/** Replicas a service may have; the balancer's choices fit one 32-bit mask. */
export const MAX_REPLICAS = 32;

/**
 * How a caller picks a replica: in turn, at random (the service's own seeded stream), the
 * one with the fewest requests in it (queued or in work), or the better of two drawn at
 * random (Mitzenmacher's power of two choices).
 */
export const balancerSchema = z.enum([
  'roundRobin',
  'random',
  'leastOutstanding',
  'powerOfTwoChoices',
]);
export type Balancer = z.infer<typeof balancerSchema>;

/**
 * threadPerRequest: a request holds its worker through its downstream calls (a servlet
 * thread). eventLoop: only for its own processing; it waits for its calls without one (an
 * event loop, async I/O), so `workers` is the CPU concurrency.
 */
export const executionSchema = z.enum(['threadPerRequest', 'eventLoop']);
export type Execution = z.infer<typeof executionSchema>;

/** Which queued request a freed worker takes (queueDiscipline.ts in the engine). */
export const queueDisciplineSchema = z.enum(['fifo', 'lifo', 'adaptiveLifo']);

/** Adaptive LIFO's controlled delay, Facebook's figures by default (5 ms, 100 ms). */
export const codelSchema = z.object({
  /** In a standing queue, the longest a request may wait. */
  targetMs: z.number().positive().max(60_000).default(5),
  /** A queue not empty for this long is standing; in one that empties, the longest wait. */
  intervalMs: z.number().positive().max(600_000).default(100),
});
export type Codel = z.infer<typeof codelSchema>;

/** One replica's standing faults, in place of the service's (one bad replica). */
export const replicaFaultSchema = z.object({
  /** 0-based replica index, below `replicas`. */
  replica: z
    .number()
    .int()
    .min(0)
    .max(MAX_REPLICAS - 1),
  faults: faultSchema,
});

/**
 * Envoy's outlier ejection by the balancer in front of the replicas: a replica that fails
 * `consecutive5xx` times in a row (5xx, refused connection, or timeout, as its callers see
 * it) is taken out of the balancing for baseEjectionTimeMs × (times ejected), at most
 * maxEjectionTimeMs; never more than maxEjectionPercent of the replicas, but always one.
 * Envoy's defaults; Envoy checks on a 10 s interval, here the ejection is at once.
 */
export const outlierEjectionSchema = z.object({
  consecutive5xx: z.number().int().min(1).max(1_000).default(5),
  baseEjectionTimeMs: z.number().positive().max(3_600_000).default(30_000),
  maxEjectionTimeMs: z.number().positive().max(3_600_000).default(300_000),
  maxEjectionPercent: z.number().min(0).max(100).default(10),
});
export type OutlierEjection = z.infer<typeof outlierEjectionSchema>;

/** The fields a service gets from this file (spread into serviceSchema). */
export const serviceTopologyFields = {
  /** Copies of the service, each with its own workers, queue and faults. */
  replicas: z.number().int().min(1).max(MAX_REPLICAS).default(1),
  balancer: balancerSchema.default('roundRobin'),
  replicaFaults: z.array(replicaFaultSchema).max(MAX_REPLICAS).optional(),
  execution: executionSchema.default('threadPerRequest'),
  queueDiscipline: queueDisciplineSchema.default('fifo'),
  /** adaptiveLifo's controlled delay; left out, codelSchema's defaults. */
  codel: codelSchema.optional(),
  /** Left out: no replica is ever ejected. */
  outlierEjection: outlierEjectionSchema.optional(),
};
