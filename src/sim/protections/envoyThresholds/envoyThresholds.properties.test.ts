// Random scenarios (scenarioArb) with Envoy's thresholds on every edge, small enough to
// refuse: every client request still ends exactly once, a drained run holds no request and
// no retry in any edge's thresholds, and the reference machines give the fast path's run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../engine/simulation';
import { scenarioArb } from '../../engine/testing/scenarioArb';
import { callPolicySchema, type CallPolicy, type Scenario } from '../../scenario';

const thresholdsArb = fc.record({
  enabled: fc.constant(true),
  maxConnections: fc.integer({ min: 1, max: 8 }),
  maxPendingRequests: fc.integer({ min: 0, max: 4 }),
  maxRequests: fc.integer({ min: 1, max: 12 }),
  maxRetries: fc.integer({ min: 0, max: 3 }),
});

const withThresholds = (policy: CallPolicy, t: object) =>
  callPolicySchema.parse({ ...policy, envoyThresholds: t });

const arb = fc
  .tuple(scenarioArb, fc.array(thresholdsArb, { minLength: 4, maxLength: 4 }))
  .map(([{ scenario }, pool]): Scenario => {
    let i = 0;
    const next = () => pool[i++ % pool.length]!;
    return {
      ...scenario,
      services: scenario.services.map((s) => ({
        ...s,
        policies: Object.fromEntries(
          Object.entries(s.policies).map(([k, p]) => [k, withThresholds(p, next())]),
        ),
      })),
      clients: scenario.clients.map((c) => ({ ...c, policy: withThresholds(c.policy, next()) })),
    };
  });

const FC = { seed: 20261203, numRuns: 30 } as const;

describe('Envoy thresholds in random scenarios (fast-check)', () => {
  it('every request ends once; a drained run holds no request and no retry', () => {
    let refused = 0;
    fc.assert(
      fc.property(arb, (s) => {
        const sim = createSimulation(s);
        sim.runToEnd();
        const report = sim.report();
        for (const client of s.clients) {
          const c = report.clients[client.name]!;
          expect(c.succeeded + c.failed).toBe(c.offered);
        }
        for (const [key, edge] of sim.edges) {
          const t = edge.policies.protections.envoyThresholds;
          expect(t?.requests ?? 0, key).toBe(0);
          expect(t?.retries ?? 0, key).toBe(0);
          const e = report.edges[key]!;
          refused += e.upstreamRqPendingOverflow + e.upstreamRqRetryOverflow;
        }
        expect(sim.inFlightCount).toBe(0);
        sim.dispose();
      }),
      FC,
    );
    // The traces reach the thresholds, not only pass them by.
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('the fast path gives the run the reference machines give', () => {
    fc.assert(
      fc.property(arb, (s) => {
        const run = (referenceMachines: boolean) => {
          const sim = createSimulation(s, { referenceMachines });
          sim.runToEnd();
          const report = sim.report();
          sim.dispose();
          return report;
        };
        expect(run(false)).toEqual(run(true));
      }),
      { ...FC, numRuns: 10 },
    );
  }, 120_000);
});
