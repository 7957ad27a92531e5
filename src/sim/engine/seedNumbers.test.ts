// The seeds' numbers (model.md §5): availability multiplies along a chain, retries
// multiply along a chain, a retry budget caps retries, Little's law drains a shared pool.
// Seed 002's timeout budget (49 s, 98 s) is in timeoutBudget.test.ts.
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../scenario';
import { timeAverages } from './testing/measure';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation, runScenario } from './simulation';

/** z(0.9995): two-sided 99.9 % normal interval. */
const Z_999 = 3.2905;

/** Half-width of the 99.9 % interval of a proportion p estimated from n independent trials. */
const binomialHalfWidth = (p: number, n: number) => Z_999 * Math.sqrt((p * (1 - p)) / n);

type ServiceInput = ScenarioInput['services'][number];

/** A fast service that calls `next` (if any), with an optional own 5xx rate. */
function hop(
  name: string,
  next: string | undefined,
  http5xx = 0,
  extra: Partial<ServiceInput> = {},
): ServiceInput {
  return {
    name,
    workers: 2000,
    routes: [
      {
        name: 'default',
        processing: { type: 'constant', ms: 1 },
        plan: next ? [{ calls: [{ service: next }] }] : [],
      },
    ],
    faults: { errorRates: { http5xx } },
    ...extra,
  };
}

/** Arrivals at `rps` that stop `quietMs` before the end, so every request has finished. */
const arrivals = (rps: number, durationMs: number, quietMs = 2_000) => ({
  type: 'poisson' as const,
  rps,
  schedule: [{ atMs: durationMs - quietMs, rps: 0 }],
});

const RETRY_3_NO_BACKOFF = { enabled: true, maxAttempts: 3, backoff: { type: 'none' } } as const;

describe('availability multiplies along a chain', () => {
  it('five services in a row, each 99.9 %, give 0.999⁵ ≈ 99.50 % end to end', () => {
    // 40,000 independent requests (each service draws its own errors; 2000 workers, so no
    // request is ever refused for load): the client's failure count is binomial, and the
    // 99.9 % half-width on availability is 3.29·√(p(1−p)/n) ≈ 0.0012. That separates
    // 0.999⁵ = 0.99501 from a four-deep product (0.99601) or a single hop (0.999).
    const durationMs = 42_000;
    const report = runScenario(
      scenario({
        seed: 5,
        durationMs,
        services: [
          hop('s1', 's2', 0.001),
          hop('s2', 's3', 0.001),
          hop('s3', 's4', 0.001),
          hop('s4', 's5', 0.001),
          hop('s5', undefined, 0.001),
        ],
        clients: [{ name: 'users', service: 's1', arrival: arrivals(1000, durationMs) }],
      }),
    );
    const users = report.clients.users!;
    expect(users.succeeded + users.failed).toBe(users.offered);
    const expected = 0.999 ** 5;
    expect(expected).toBeCloseTo(0.995, 4);
    expect(Math.abs(users.availability - expected)).toBeLessThanOrEqual(
      binomialHalfWidth(expected, users.offered),
    );
    // Each failure is a 5xx (own or propagated as 502), nothing else.
    expect(users.failuresByReason).toEqual({ http5xx: users.failed });
    // The leaf sees only what passed the four services above it: 0.999⁴ of the traffic.
    const p4 = 0.999 ** 4;
    expect(Math.abs(report.services.s5!.amplification - p4)).toBeLessThanOrEqual(
      binomialHalfWidth(p4, users.offered),
    );
  });
});

describe('retries multiply along a chain', () => {
  /** client → a → b → leaf, the leaf failing every request; retries where asked. */
  const chain = (retryEverywhere: boolean) => {
    const durationMs = 10_000;
    const policy = (on: boolean) => (on ? { retry: RETRY_3_NO_BACKOFF } : {});
    return runScenario(
      scenario({
        seed: 3,
        durationMs,
        services: [
          hop('a', 'b', 0, { policies: { b: policy(retryEverywhere) } }),
          hop('b', 'leaf', 0, { policies: { leaf: policy(retryEverywhere) } }),
          hop('leaf', undefined, 1),
        ],
        clients: [
          { name: 'top', service: 'a', arrival: arrivals(20, durationMs), policy: policy(true) },
        ],
      }),
    );
  };

  it('three attempts at every layer of a depth-3 chain: the leaf gets 27 × the top requests', () => {
    // Deterministic: every attempt fails, so every layer makes all three attempts.
    const report = chain(true);
    const offered = report.clients.top!.offered;
    expect(offered).toBeGreaterThan(100);
    expect(report.clients.top!.failed).toBe(offered);
    expect(report.services.a!.received).toBe(3 * offered);
    expect(report.services.b!.received).toBe(9 * offered);
    expect(report.services.leaf!.received).toBe(27 * offered);
    expect(report.services.leaf!.amplification).toBe(27);
    expect(report.edges['b->leaf']!.retries).toBe(18 * offered);
  });

  it('three attempts at the top only: the leaf gets 3 ×', () => {
    const report = chain(false);
    const offered = report.clients.top!.offered;
    expect(report.services.a!.received).toBe(3 * offered);
    expect(report.services.leaf!.received).toBe(3 * offered);
    expect(report.services.leaf!.amplification).toBe(3);
  });
});

describe('a retry budget of 0.1 token per success', () => {
  // Seed 004: "allow one retry per ten successes and, in a full outage, retry traffic cannot
  // exceed 10 % of the original load". Tokens come only from successes, so the budget caps
  // retries at 0.1 × successes (plus what was saved before): it is a ceiling, not a target.
  // Two cases show it: a partial outage where the cap binds all the time, and a full outage
  // after a healthy spell that saved the pool up to its cap of 50 tokens.
  const budgetRun = (opts: {
    budget: boolean;
    http5xx: number;
    outage?: { atMs: number; untilMs: number };
  }) => {
    const durationMs = 42_000;
    const sim = createSimulation(
      scenario({
        seed: 9,
        durationMs,
        services: [
          hop('api', 'dep', 0, {
            policies: {
              dep: {
                retry: {
                  ...RETRY_3_NO_BACKOFF,
                  budget: {
                    enabled: opts.budget,
                    tokensPerSuccess: 0.1,
                    maxTokens: 50,
                    initialTokens: 0,
                  },
                },
              },
            },
          }),
          hop('dep', undefined, opts.http5xx),
        ],
        clients: [{ name: 'u', service: 'api', arrival: arrivals(250, durationMs) }],
        faultTimeline: opts.outage
          ? [
              {
                service: 'dep',
                kind: 'errors',
                atMs: opts.outage.atMs,
                untilMs: opts.outage.untilMs,
                errorRates: { http5xx: 1 },
              },
            ]
          : [],
      }),
    );
    sim.runToEnd();
    return {
      ...sim.report().edges['api->dep']!,
      tokensLeft: sim.snapshot().edges['api->dep']!.budgetTokens,
    };
  };

  it('with 30 % of attempts failing, retries stay at 0.1 × successes ≈ 7.5 % of the calls (39 % without)', () => {
    // Every attempt succeeds with probability 0.7 and the budget binds, so successes
    // S = 0.7·(N + R) and R = 0.1·S: R/N = 0.07/0.93 = 0.0753. Without a budget each call
    // retries f + f² = 0.39 times. N ≈ 10,000 calls; the half-widths are binomial (99.9 %):
    // R/N inherits 0.1 × the noise of S/N (≈ 0.0016), the control run's f + f² ≈ 0.02.
    const withBudget = budgetRun({ budget: true, http5xx: 0.3 });
    const n = withBudget.calls;
    const successes = n - withBudget.failures;
    // The exact bookkeeping: a retry spends one token, a success earns 0.1, none was there
    // at the start and the cap of 50 is never reached: retries + tokens left = 0.1 × successes.
    expect(withBudget.retries + withBudget.tokensLeft).toBeCloseTo(0.1 * successes, 6);
    expect(withBudget.tokensLeft).toBeLessThan(5);
    const expected = 0.07 / 0.93;
    const hwBudget = 0.1 * binomialHalfWidth(0.7, n * (1 + expected)) * (1 + expected);
    expect(Math.abs(withBudget.retries / n - expected)).toBeLessThanOrEqual(hwBudget + 1 / n);
    expect(withBudget.retries / n).toBeLessThan(0.1);

    const without = budgetRun({ budget: false, http5xx: 0.3 });
    expect(Math.abs(without.retries / without.calls - 0.39)).toBeLessThanOrEqual(
      Z_999 * Math.sqrt(0.39 / without.calls),
    );
  });

  it('in a full outage the retries are the 50 tokens saved before it, 1 % of the outage traffic (200 % without)', () => {
    // 10 s healthy at 250 req/s earn 250 tokens, capped at 50; 20 s of outage bring no token.
    // Deterministic: exactly 50 retries in the whole run, against 2 per failed call without.
    const outage = { atMs: 10_000, untilMs: 30_000 };
    const withBudget = budgetRun({ budget: true, http5xx: 0, outage });
    expect(withBudget.retries).toBe(50);
    const failedCalls = withBudget.failures;
    expect(failedCalls).toBeGreaterThan(4_500);
    expect(withBudget.retries / failedCalls).toBeLessThan(0.1);

    const without = budgetRun({ budget: false, http5xx: 0, outage });
    // Two retries per failed call, plus the few calls whose retry succeeded as the outage ended.
    expect(without.retries).toBeGreaterThanOrEqual(2 * without.failures);
    expect(without.retries).toBeLessThan(2 * without.failures + 20);
  });
});

describe("Little's law drains a shared connection pool", () => {
  // Seed 004: 100 req/s to `recommend` at 50 ms hold 100 × 0.05 = 5 connections; at 2 s they
  // would hold 100 × 2 = 200; a pool of 20 shared by all calls out of `web` is exhausted
  // and login and the health check, which never call `recommend`, fail.
  const poolRun = (recommendMs: number, poolSize: number) => {
    const durationMs = 200_000;
    const fast = (name: string): ServiceInput => ({
      name,
      workers: 100,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 5 } }],
    });
    const input: Omit<ScenarioInput, 'version'> = {
      seed: 4,
      durationMs,
      services: [
        {
          name: 'web',
          workers: 5000,
          connectionPool: { size: poolSize, maxWaitDurationMs: 1000 },
          routes: [
            {
              name: 'product',
              processing: { type: 'constant', ms: 1 },
              plan: [{ calls: [{ service: 'recommend' }] }],
            },
            {
              name: 'login',
              processing: { type: 'constant', ms: 1 },
              plan: [{ calls: [{ service: 'auth' }] }],
            },
            {
              name: 'health',
              processing: { type: 'constant', ms: 1 },
              plan: [{ calls: [{ service: 'db' }] }],
            },
          ],
        },
        {
          name: 'recommend',
          workers: 1000,
          routes: [{ name: 'default', processing: { type: 'constant', ms: recommendMs } }],
        },
        fast('auth'),
        fast('db'),
      ],
      clients: [
        { name: 'shoppers', service: 'web', route: 'product', arrival: { rps: 100 } },
        { name: 'users', service: 'web', route: 'login', arrival: { rps: 20 } },
        { name: 'monitor', service: 'web', route: 'health', arrival: { rps: 2 } },
      ],
    };
    const sim = createSimulation(scenario(input));
    const web = sim.services.get('web')!;
    // Time average of connections in use after a 10 s warm-up, 20 batches of 9.5 s (each
    // more than four times the 2 s hold, so nearly independent): a 99.9 % interval.
    const inUse = timeAverages(sim, 10_000, { pool: () => web.connectionPool!.inUseCalls }).pool!;
    return { report: sim.report(), inUse };
  };

  it('at 50 ms the pool holds 5 connections on average and everything succeeds', () => {
    const { report, inUse } = poolRun(50, 20);
    const expected = 100 * 0.05 + 22 * 0.005; // recommend + auth/db calls
    expect(inUse.halfWidth).toBeLessThan(0.25);
    expect(Math.abs(inUse.mean - expected)).toBeLessThanOrEqual(inUse.halfWidth);
    for (const c of ['shoppers', 'users', 'monitor'])
      expect(report.clients[c]!.availability).toBe(1);
  });

  it('at 2 s the calls need 200 connections (a pool of 300 shows it)', () => {
    const { report, inUse } = poolRun(2000, 300);
    const expected = 100 * 2 + 22 * 0.005;
    expect(inUse.halfWidth).toBeLessThan(10);
    expect(Math.abs(inUse.mean - expected)).toBeLessThanOrEqual(inUse.halfWidth);
    for (const c of ['shoppers', 'users', 'monitor'])
      expect(report.clients[c]!.availability).toBe(1);
  });

  it('at 2 s a shared pool of 20 drains and the unrelated routes (login, health) fail', () => {
    const { report, inUse } = poolRun(2000, 20);
    // Saturated: nearly all 20 connections are busy all the time.
    expect(inUse.mean).toBeGreaterThan(19.5);
    // 20 connections held 2 s each free 10 a second for ~122 callers a second, served FIFO:
    // about 10/122 ≈ 8 % of each route gets through; the rest wait 1 s and fail locally.
    for (const c of ['shoppers', 'users', 'monitor']) {
      expect(report.clients[c]!.availability).toBeLessThan(0.2);
      expect(report.clients[c]!.failuresByReason.http5xx).toBe(report.clients[c]!.failed);
    }
    expect(report.services.auth!.received).toBeLessThan(0.2 * report.clients.users!.offered);
  });
});
