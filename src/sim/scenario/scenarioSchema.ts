// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The scenario: one versioned JSON document that holds everything a user can set, so a
// file, a URL and a preset are the same thing.
import { z } from 'zod';
import { distributionSchema } from './distribution';
import { faultSchema, scheduledFaultSchema } from './faults';
import { nameSchema } from './names';
import { callPolicySchema } from './policy';
import { addCheck, checkReferences } from './references';
import { serviceTopologyFields } from './topology';
import { closedLoopSchema, optimisticRecordSchema } from './traffic';
import { deepEqual, editTimelineProblem, timedEditSchema } from './editTimeline';

export const SCENARIO_VERSION = 1;

const name = nameSchema;

export const fallbackSchema = z.enum(['empty', 'cached', 'default']);

/** One downstream call inside a stage of a route's call plan. */
export const callSchema = z.object({
  service: name,
  route: name.default('default'),
  /** On failure the caller falls back instead of failing. */
  optional: z.boolean().default(false),
  fallback: fallbackSchema.default('empty'),
});
export type CallSpec = z.infer<typeof callSchema>;

/** Stages run in sequence; the calls inside a stage run in parallel (Promise.all). */
export const stageSchema = z.object({ calls: z.array(callSchema).min(1).max(20) });

export const routeSchema = z.object({
  name,
  /** Own processing time, spent before the call plan. */
  processing: distributionSchema,
  plan: z.array(stageSchema).max(10).default([]),
});
export type Route = z.infer<typeof routeSchema>;

export const serviceSchema = z.object({
  name,
  /** Requests served at once per replica; how long a request holds one: `execution`. */
  workers: z.number().int().min(1).max(10_000),
  /** Requests that may wait for a worker; beyond it the service answers 503 at once. */
  queueCapacity: z.number().int().min(0).max(100_000).default(100),
  queueTimeoutMs: z.number().positive().max(3_600_000).optional(),
  routes: z.array(routeSchema).min(1).max(20),
  /** A shared outbound connection pool for all calls out of this service (seed 004). */
  connectionPool: z
    .object({
      size: z.number().int().min(1).max(10_000),
      maxWaitDurationMs: z.number().nonnegative().max(600_000).default(0),
    })
    .optional(),
  faults: faultSchema.default(() => faultSchema.parse({})),
  /** Protections on calls out of this service, by callee name (edge caller → callee). */
  policies: z.record(z.string(), callPolicySchema).default({}),
  /** Where the graph draws it. */
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  ...serviceTopologyFields,
  /** Its routes read and write one record under optimistic concurrency (AWS 2015); absent = no record. */
  optimisticRecord: optimisticRecordSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const arrivalSchema = z.object({
  type: z.enum(['poisson', 'constant']).default('poisson'),
  rps: z.number().min(0).max(1_000_000),
  /**
   * From `atMs` on, the rate is `rps` (a step function). Steps must be listed in time
   * order: a list out of order is refused rather than sorted, because the client reads it
   * left to right and a step out of place is more likely a typo than an intent.
   */
  schedule: z
    .array(z.object({ atMs: z.number().nonnegative(), rps: z.number().min(0).max(1_000_000) }))
    .max(100)
    .superRefine(checkScheduleOrder)
    .default([]),
});

function checkScheduleOrder(steps: { atMs: number }[], ctx: z.RefinementCtx): void {
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.atMs;
    if (steps[i]!.atMs > before) continue;
    addCheck(
      ctx,
      [i, 'atMs'],
      {
        code: 'scheduleOrder',
        facts: { step: i + 1, atMs: steps[i]!.atMs, previous: i, previousAtMs: before },
      },
      `schedule steps must be in time order: step ${i + 1} at ${steps[i]!.atMs} ms ` +
        `comes after step ${i} at ${before} ms; list the steps by increasing atMs`,
    );
  }
}

export const clientSchema = z
  .object({
    name,
    service: name,
    route: name.default('default'),
    /** Open loop: requests arrive at a rate, whatever the answers. Left out: none (rps 0). */
    arrival: arrivalSchema.default(() => arrivalSchema.parse({ rps: 0 })),
    /** Closed loop: users who wait for each answer and think before the next (traffic.ts). */
    closedLoop: closedLoopSchema.optional(),
    /** The client's own timeout and retries (people pressing refresh retry too). */
    policy: callPolicySchema.default(() => callPolicySchema.parse({})),
  })
  .superRefine(checkOneLoop);

/** A client is open or closed loop, not both: its users set its rate, so a rate too is a slip. */
function checkOneLoop(
  client: { arrival: z.infer<typeof arrivalSchema>; closedLoop?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (!client.closedLoop) return;
  if (client.arrival.rps === 0 && client.arrival.schedule.every((s) => s.rps === 0)) return;
  addCheck(
    ctx,
    ['arrival', 'rps'],
    { code: 'closedLoopRate', facts: {} },
    'a closed-loop client sends when its users are ready, not at a rate: ' +
      'leave arrival out (or set rps 0), or remove closedLoop for an open-loop client',
  );
}
export type Client = z.infer<typeof clientSchema>;

export const breakerClassificationSchema = z.object({
  network: z.enum(['failure', 'ignored', 'success']).default('failure'),
  http5xx: z.enum(['failure', 'ignored', 'success']).default('failure'),
  http429: z.enum(['failure', 'ignored', 'success']).default('failure'),
  http4xxPermanent: z.enum(['failure', 'ignored', 'success']).default('ignored'),
  http4xxRetryable: z.enum(['failure', 'ignored', 'success']).default('failure'),
  timeout: z.enum(['failure', 'ignored', 'success']).default('failure'),
  poison: z.enum(['failure', 'ignored', 'success']).default('failure'),
});
export type BreakerClassification = z.infer<typeof breakerClassificationSchema>;

export const scenarioObjectSchema = z.object({
  version: z.literal(SCENARIO_VERSION),
  name: z.string().max(80).default('untitled'),
  description: z.string().max(2_000).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(1),
  durationMs: z
    .number()
    .positive()
    .max(24 * 3_600_000),
  services: z.array(serviceSchema).min(1).max(50),
  clients: z.array(clientSchema).min(1).max(20),
  faultTimeline: z.array(scheduledFaultSchema).max(200).default([]),
  /** Settings changed during the run, at their simulated times (editTimeline.ts). */
  editTimeline: z.array(timedEditSchema).max(500).default([]),
  breakerClassification: breakerClassificationSchema.default(() =>
    breakerClassificationSchema.parse({}),
  ),
});

const settingsSchema = scenarioObjectSchema.superRefine(checkReferences);

/** Each step of the edit timeline must itself be a valid scenario, written in full. */
function checkSettings(settings: unknown): string | null {
  const result = settingsSchema.safeParse(settings);
  if (!result.success) {
    const issue = result.error.issues[0];
    return `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`;
  }
  return deepEqual(result.data, settings)
    ? null
    : 'an edit leaves out fields that have defaults: write its value in full';
}

export const scenarioSchema = settingsSchema.superRefine((scenario, ctx) => {
  if (scenario.editTimeline.length === 0) return;
  const problem = editTimelineProblem(scenario, checkSettings);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['editTimeline', problem.index],
      message: problem.message,
    });
});

/** A validated scenario with every default filled in. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** What a user may write: defaults may be left out. */
export type ScenarioInput = z.input<typeof scenarioSchema>;
