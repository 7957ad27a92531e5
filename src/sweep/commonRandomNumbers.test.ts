// A/B on common random numbers: a paired run shares every random draw the edit does not
// touch, so the difference between A and B is the policy and not the dice. Property tests
// over random edits of the protections.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../sim/engine';
import { scenarioArb } from '../sim/engine/testing/scenarioArb';
import { scenario as build } from '../sim/engine/testing/scenarioBuilders';
import type { SecondFrame } from '../sim/engine/types';
import type { Scenario } from '../sim/scenario';
import { patchScenario } from './patchScenario';
import { parseAxis } from './axes';

const framesOf = (s: Scenario, seed: number) => {
  const frames: SecondFrame[] = [];
  runScenario(s, { seed, onSecond: (f) => frames.push(f) });
  return frames;
};

/** Random edits of a protection, as a sweep or the A/B panel makes them: a path and a value. */
const edit = (edge: string) =>
  fc.oneof(
    fc.tuple(fc.constant(`${edge}.breaker.failureRateThreshold`), fc.integer({ min: 1, max: 100 })),
    fc.tuple(fc.constant(`${edge}.breaker.minimumNumberOfCalls`), fc.integer({ min: 1, max: 20 })),
    fc.tuple(
      fc.constant(`${edge}.breaker.waitDurationInOpenStateMs`),
      fc.integer({ min: 100, max: 5_000 }),
    ),
    fc.tuple(fc.constant(`${edge}.retry.maxAttempts`), fc.integer({ min: 1, max: 5 })),
    fc.tuple(fc.constant(`${edge}.bulkhead.maxConcurrentCalls`), fc.integer({ min: 1, max: 20 })),
    fc.tuple(fc.constant(`${edge}.timeoutMs`), fc.integer({ min: 20, max: 2_000 })),
  );

const applyEdit = (s: Scenario, [path, value]: [string, number]): Scenario => {
  const r = patchScenario(s, [parseAxis(`${path}=${value}:${value}:1`)], [value]);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
};

describe('paired runs share the draws an edit does not touch', () => {
  it('arrivals are identical whatever protection an edit changes (random scenarios, random edits)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), fc.nat(), (gen, pick, raw) => {
        const s = gen.scenario;
        const policies = s.services.flatMap((svc) =>
          Object.keys(svc.policies).map((callee) => `services[${svc.name}].policies[${callee}]`),
        );
        const edges = [...policies, ...s.clients.map((c) => `clients[${c.name}].policy`)];
        const edge = edges[pick % edges.length]!;
        const [path, value] = fc.sample(edit(edge), { numRuns: 1, seed: raw })[0]!;
        const a = framesOf(s, s.seed);
        const b = framesOf(applyEdit(s, [path, value]), s.seed);
        for (const client of s.clients) {
          expect(b.map((f) => f.clients[client.name]!.offered)).toEqual(
            a.map((f) => f.clients[client.name]!.offered),
          );
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("a sibling callee's draws are untouched by an edit on the other edge (same arrivals, latencies, errors)", () => {
    // users → a → (c ∥ b): the edit is on a→b; c's traffic and its own dice must not move.
    // c comes first in the stage: a call b refuses at once (bulkhead full, breaker open)
    // fails the stage before later calls start, which is an effect of the edit, not dice.
    const base = build({
      durationMs: 20_000,
      services: [
        {
          name: 'a',
          workers: 1_000,
          routes: [
            {
              name: 'default',
              processing: { type: 'exponential', meanMs: 5 },
              plan: [{ calls: [{ service: 'c' }, { service: 'b' }] }],
            },
          ],
          policies: {
            b: {
              timeoutMs: 200,
              retry: { enabled: true, maxAttempts: 2 },
              breaker: { enabled: true, minimumNumberOfCalls: 5 },
              bulkhead: { enabled: true, maxConcurrentCalls: 8 },
            },
          },
        },
        {
          name: 'b',
          workers: 1_000,
          routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 40, p99Ms: 400 } }],
          faults: { errorRates: { http5xx: 0.2 } },
        },
        {
          name: 'c',
          workers: 1_000,
          routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 20, p99Ms: 300 } }],
          faults: { errorRates: { http5xx: 0.1 } },
        },
      ],
      clients: [{ name: 'users', service: 'a', arrival: { type: 'poisson', rps: 50 } }],
    });
    let bChanged = 0;
    fc.assert(
      fc.property(edit('services[a].policies[b]'), fc.nat(1_000), (e, seed) => {
        const a = framesOf(base, seed);
        const b = framesOf(applyEdit(base, e), seed);
        const c = (fs: SecondFrame[]) =>
          fs.map((f) => [f.services.c!.received, f.services.c!.completed, f.services.c!.errors]);
        expect(c(b)).toEqual(c(a));
        // a's errors include b's failures passed up: those are the edit's effect.
        expect(b.map((f) => f.services.a!.received)).toEqual(a.map((f) => f.services.a!.received));
        if (
          JSON.stringify(b.map((f) => f.edges['a->b'])) !==
          JSON.stringify(a.map((f) => f.edges['a->b']))
        )
          bChanged++;
      }),
      { numRuns: 25 },
    );
    // Not vacuous: the edits did change what happened on a→b.
    expect(bChanged).toBeGreaterThan(5);
  }, 120_000);
});
