// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Traffic that behaves like people: closed-loop clients, and a record written
// under optimistic concurrency (the AWS 2015 contention experiment). Every field is optional,
// so every older scenario means what it meant.
import { z } from 'zod';
import { distributionSchema } from './distribution';

export const MAX_CLOSED_LOOP_USERS = 10_000;

/**
 * perUser: each user keeps its own protections (its own breaker, its own retry budget), as
 * a fleet of small clients does. shared: all users of the client go through one set, as
 * threads of one process do (Brooker 2022: shared state sees the failure rate sooner).
 */
export const protectionScopeSchema = z.enum(['shared', 'perUser']);
export type ProtectionScope = z.infer<typeof protectionScopeSchema>;

/**
 * N users, each sending one request, waiting for its answer (its timeout and retries
 * included), thinking for a time drawn from `thinkTime`, and sending again. The first request
 * of each user also waits one think time, so users do not start in lockstep unless the
 * think time is a constant.
 */
export const closedLoopSchema = z.object({
  users: z.number().int().min(1).max(MAX_CLOSED_LOOP_USERS),
  thinkTime: distributionSchema.default({ type: 'exponential', meanMs: 1_000 }),
  /** Requests each user sends before it stops (AWS 2015: each client writes once); absent = no end. */
  requestsPerUser: z.number().int().min(1).max(1_000_000).optional(),
  protections: protectionScopeSchema.default('shared'),
});
export type ClosedLoop = z.infer<typeof closedLoopSchema>;

/**
 * One record under optimistic concurrency: a request reads the record's version when its
 * processing starts and writes it when its processing ends. If another write landed in
 * between, the write is refused with a 409 the caller may retry (a conflict).
 */
export const optimisticRecordSchema = z.object({
  /** The status of a conflict; 409 Conflict, flagged retryable. */
  conflictStatus: z.number().int().min(400).max(499).default(409),
});
export type OptimisticRecord = z.infer<typeof optimisticRecordSchema>;
