// fast-check arbitraries that build valid scenarios (for property tests only): unique
// names, calls only "down" the list of services (so no cycles), clients and faults that
// name services and routes that exist, numbers inside the schema's ranges and the limits.
import fc from 'fast-check';
import { LAYER_ORDERS } from '../../sim/scenario';
import type { ScenarioInput } from '../../sim/scenario';
import type { ServiceInput } from '../presets/inputTypes';

type StageInput = NonNullable<ServiceInput['routes'][number]['plan']>[number];

const nameArb = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const msArb = fc.oneof(
  fc.integer({ min: 0, max: 60_000 }),
  fc.double({ min: 0, max: 60_000, noNaN: true }),
);

const simpleDistArb = fc.oneof(
  msArb.map((ms) => ({ type: 'constant' as const, ms })),
  fc
    .tuple(msArb, msArb)
    .map(([a, b]) => ({ type: 'uniform' as const, minMs: Math.min(a, b), maxMs: Math.max(a, b) })),
  msArb.map((meanMs) => ({ type: 'exponential' as const, meanMs })),
  fc
    .tuple(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 0, max: 20_000 }))
    .map(([p50Ms, extra]) => ({ type: 'lognormal' as const, p50Ms, p99Ms: p50Ms + extra })),
);
const distArb = fc.oneof(
  { weight: 4, arbitrary: simpleDistArb },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.record({ weight: fc.integer({ min: 1, max: 10 }), distribution: simpleDistArb }), {
        minLength: 1,
        maxLength: 3,
      })
      .map((components) => ({ type: 'mixture' as const, components })),
  },
);

const policyArb = fc.record(
  {
    timeoutMs: fc.integer({ min: 1, max: 120_000 }),
    propagateCancellation: fc.boolean(),
    layerOrder: fc.constantFrom(...LAYER_ORDERS),
    retry: fc.record(
      {
        enabled: fc.boolean(),
        maxAttempts: fc.integer({ min: 1, max: 5 }),
        jitter: fc.constantFrom(
          'none' as const,
          'full' as const,
          'equal' as const,
          'decorrelated' as const,
        ),
        budget: fc.record({
          enabled: fc.boolean(),
          tokensPerSuccess: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
      },
      { requiredKeys: [] },
    ),
    breaker: fc.record(
      {
        enabled: fc.boolean(),
        type: fc.constantFrom('slidingWindow' as const, 'consecutiveFailures' as const),
        slidingWindowSize: fc.integer({ min: 1, max: 200 }),
        failureRateThreshold: fc.integer({ min: 1, max: 100 }),
        successThreshold: fc.integer({ min: 1, max: 5 }),
      },
      { requiredKeys: [] },
    ),
    bulkhead: fc.record(
      { enabled: fc.boolean(), maxConcurrentCalls: fc.integer({ min: 1, max: 100 }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const errorRatesArb = fc
  .record({
    http5xx: fc.double({ min: 0, max: 0.3, noNaN: true }),
    poison: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ http5xx, poison }) => ({ http5xx, poison: poison / 10 }));

export const scenarioArbitrary: fc.Arbitrary<ScenarioInput> = fc
  .uniqueArray(nameArb, { minLength: 1, maxLength: 6 })
  .chain((names) => {
    const routeNamesArb = fc.uniqueArray(nameArb, { minLength: 1, maxLength: 3 });
    return fc.tuple(
      fc.constant(names),
      fc.array(routeNamesArb, { minLength: names.length, maxLength: names.length }),
    );
  })
  .chain(([names, routeNames]) => {
    const routesOf = (i: number) => routeNames[i] ?? ['default'];
    // A call from service i goes to a service j > i: the graph is acyclic by construction.
    const callArb = (i: number) =>
      fc.integer({ min: i + 1, max: names.length - 1 }).chain((j) =>
        fc.record({
          service: fc.constant(names[j] as string),
          route: fc.constantFrom(...routesOf(j)),
          optional: fc.boolean(),
          fallback: fc.constantFrom('empty' as const, 'cached' as const, 'default' as const),
        }),
      );
    const planArb = (i: number): fc.Arbitrary<StageInput[]> =>
      i >= names.length - 1
        ? fc.constant([])
        : fc.array(fc.record({ calls: fc.array(callArb(i), { minLength: 1, maxLength: 3 }) }), {
            maxLength: 3,
          });
    const serviceArb = (name: string, i: number) =>
      fc
        .record(
          {
            name: fc.constant(name),
            workers: fc.integer({ min: 1, max: 500 }),
            queueCapacity: fc.integer({ min: 0, max: 500 }),
            routes: fc.tuple(
              ...routesOf(i).map((route) =>
                fc.record({ name: fc.constant(route), processing: distArb, plan: planArb(i) }),
              ),
            ),
            connectionPool: fc.record({ size: fc.integer({ min: 1, max: 100 }) }),
            faults: fc.record(
              { errorRates: errorRatesArb, latencyMultiplier: fc.integer({ min: 1, max: 10 }) },
              { requiredKeys: [] },
            ),
            policies: fc.dictionary(fc.constantFrom(...names), policyArb, { maxKeys: 3 }),
            position: fc.record({
              x: fc.integer({ min: -1000, max: 1000 }),
              y: fc.integer({ min: -1000, max: 1000 }),
            }),
          },
          { requiredKeys: ['name', 'workers', 'routes'] },
        )
        .map(({ policies, ...svc }) => {
          // A policy may only name a callee of this service (the schema refuses the rest).
          if (!policies) return svc;
          const callees = new Set(
            svc.routes.flatMap((r) => r.plan.flatMap((st) => st.calls.map((c) => c.service))),
          );
          const kept = Object.entries(policies).filter(([callee]) => callees.has(callee));
          return { ...svc, policies: Object.fromEntries(kept) };
        });
    const target = fc.integer({ min: 0, max: names.length - 1 }).chain((i) =>
      fc.record({
        service: fc.constant(names[i] as string),
        route: fc.constantFrom(...routesOf(i)),
      }),
    );
    const clientArb = fc
      .tuple(nameArb, target, fc.integer({ min: 0, max: 100 }), policyArb)
      .map(([name, t, rps, policy]) => ({
        name,
        ...t,
        arrival: { type: 'poisson' as const, rps, schedule: [{ atMs: 1_000, rps: rps / 2 }] },
        policy,
      }));
    const faultArb = fc
      .tuple(fc.constantFrom(...names), fc.integer({ min: 0, max: 60_000 }), errorRatesArb)
      .map(([service, atMs, errorRates]) => ({
        service,
        kind: 'errors' as const,
        atMs,
        untilMs: atMs + 1_000,
        errorRates,
      }));
    return fc.record({
      version: fc.constant(1 as const),
      name: nameArb,
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      durationMs: fc.integer({ min: 1_000, max: 600_000 }),
      services: fc.tuple(...names.map(serviceArb)),
      clients: fc.array(clientArb, { minLength: 1, maxLength: 3 }),
      faultTimeline: fc.array(faultArb, { maxLength: 3 }),
    });
  });
