// Random scenarios (scenarioArb) with the layer protections put on their edges at
// random: every client request still ends exactly once, a drained run holds no place in a
// concurrency limit and no caller waiting on a rate limiter, and the engine that sends every
// event to the machines gives the same run as the fast path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callPolicySchema,
  concurrencyLimitPolicySchema,
  hedgePolicySchema,
  rateLimiterPolicySchema,
  throttlePolicySchema,
  type CallPolicy,
  type Scenario,
} from '../scenario';
import { createSimulation } from './simulation';
import { scenarioArb } from './testing/scenarioArb';

const extras = fc.record({
  rateLimiter: fc.option(
    fc.record({
      enabled: fc.constant(true),
      limitForPeriod: fc.integer({ min: 1, max: 20 }),
      limitRefreshPeriodMs: fc.integer({ min: 50, max: 2_000 }),
      timeoutMs: fc.integer({ min: 0, max: 1_000 }),
    }),
    { nil: undefined },
  ),
  throttle: fc.option(
    fc.record({
      enabled: fc.constant(true),
      k: fc.constantFrom(1, 1.5, 2),
      windowMs: fc.constantFrom(1_000, 10_000),
    }),
    { nil: undefined },
  ),
  hedge: fc.option(
    fc.record({
      enabled: fc.constant(true),
      delayMs: fc.integer({ min: 1, max: 300 }),
      delayPercentile: fc.option(fc.constantFrom(90, 95), { nil: undefined }),
      maxHedgedShare: fc.constantFrom(0.05, 0.5, 1),
      cancelLoser: fc.boolean(),
    }),
    { nil: undefined },
  ),
  concurrencyLimit: fc.option(
    fc.record({
      enabled: fc.constant(true),
      algorithm: fc.constantFrom('aimd' as const, 'gradient2' as const),
      initialLimit: fc.integer({ min: 1, max: 10 }),
      minLimit: fc.constant(1),
      maxLimit: fc.constant(20),
      timeoutMs: fc.integer({ min: 10, max: 500 }),
    }),
    { nil: undefined },
  ),
  budgetType: fc.constantFrom(undefined, 'grpc' as const, 'finagle' as const),
  costPerAttempt: fc.option(fc.constantFrom(0.001, 1), { nil: undefined }),
});

type Extras = typeof extras extends fc.Arbitrary<infer T> ? T : never;

function withExtras(policy: CallPolicy, e: Extras): CallPolicy {
  return callPolicySchema.parse({
    ...policy,
    ...(e.rateLimiter ? { rateLimiter: rateLimiterPolicySchema.parse(e.rateLimiter) } : {}),
    ...(e.throttle ? { throttle: throttlePolicySchema.parse(e.throttle) } : {}),
    ...(e.hedge ? { hedge: hedgePolicySchema.parse(e.hedge) } : {}),
    ...(e.concurrencyLimit
      ? { concurrencyLimit: concurrencyLimitPolicySchema.parse(e.concurrencyLimit) }
      : {}),
    ...(e.costPerAttempt !== undefined ? { costPerAttempt: e.costPerAttempt } : {}),
    retry: {
      ...policy.retry,
      budget: { ...policy.retry.budget, ...(e.budgetType ? { type: e.budgetType } : {}) },
    },
  });
}

const arb = fc
  .tuple(scenarioArb, fc.array(extras, { minLength: 8, maxLength: 8 }))
  .map(([{ scenario, activeMs }, pool]): { scenario: Scenario; activeMs: number } => {
    let i = 0;
    const next = () => pool[i++ % pool.length]!;
    return {
      activeMs,
      scenario: {
        ...scenario,
        services: scenario.services.map((s) => ({
          ...s,
          policies: Object.fromEntries(
            Object.entries(s.policies).map(([k, p]) => [k, withExtras(p, next())]),
          ),
        })),
        clients: scenario.clients.map((c) => ({ ...c, policy: withExtras(c.policy, next()) })),
      },
    };
  });

const FC = { seed: 20261201, numRuns: 60 } as const;

describe('the new protections in random scenarios (fast-check)', () => {
  it('every request ends once; a drained run holds no limit place and no rate-limiter waiter', () => {
    // The traces must reach the new layers, not only pass them by.
    const seen = { hedges: 0, rejectedByLimit: 0, rejectedByRateLimiter: 0, rejectedByThrottle: 0 };
    fc.assert(
      fc.property(arb, ({ scenario: s }) => {
        const sim = createSimulation(s);
        sim.runToEnd();
        const report = sim.report();
        for (const client of s.clients) {
          const c = report.clients[client.name]!;
          expect(c.succeeded + c.failed).toBe(c.offered);
        }
        for (const [key, edge] of sim.edges) {
          const { concurrencyLimit, rateLimiter } = edge.policies.protections;
          expect(concurrencyLimit?.inFlight ?? 0, key).toBe(0);
          expect(rateLimiter?.getMetrics().numberOfWaitingThreads ?? 0, key).toBe(0);
          const e = report.edges[key]!;
          expect(e.hedgesWon).toBeLessThanOrEqual(e.hedges);
          for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k] += e[k];
        }
        expect(sim.inFlightCount).toBe(0);
        sim.dispose();
      }),
      FC,
    );
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  }, 120_000);

  it('the fast path gives the run the reference machines give', () => {
    fc.assert(
      fc.property(arb, ({ scenario: s }) => {
        const run = (referenceMachines: boolean) => {
          const sim = createSimulation(s, { referenceMachines });
          sim.runToEnd();
          const report = sim.report();
          sim.dispose();
          return report;
        };
        expect(run(false)).toEqual(run(true));
      }),
      { ...FC, numRuns: 25 },
    );
  }, 120_000);
});
