// Test helper: random small valid scenarios for property tests (fast-check).
import fc from 'fast-check';
import type { Scenario, ScenarioInput } from '../../scenario';
import { scenario } from './scenarioBuilders';

type ServiceInput = ScenarioInput['services'][number];
type PolicyInput = NonNullable<ServiceInput['policies']>[string];
type DistributionInput = ServiceInput['routes'][number]['processing'];

/** Arrivals stop after `activeMs`; the rest of the run is a drain long enough for any call. */
export const DRAIN_MS = 60_000;

const distribution: fc.Arbitrary<DistributionInput> = fc.oneof(
  fc.record({ type: fc.constant('constant' as const), ms: fc.integer({ min: 0, max: 200 }) }),
  fc.record({
    type: fc.constant('exponential' as const),
    meanMs: fc.integer({ min: 1, max: 200 }),
  }),
  fc
    .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 200 }))
    .map(([minMs, span]) => ({ type: 'uniform' as const, minMs, maxMs: minMs + span })),
  fc
    .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 8 }))
    .map(([p50Ms, k]) => ({ type: 'lognormal' as const, p50Ms, p99Ms: p50Ms * k })),
  fc.record({
    type: fc.constant('gamma' as const),
    meanMs: fc.integer({ min: 1, max: 200 }),
    cv: fc.double({ min: 0.1, max: 3, noNaN: true }),
  }),
);

const policy: fc.Arbitrary<PolicyInput> = fc.record({
  timeoutMs: fc.option(fc.integer({ min: 20, max: 2_000 }), { nil: undefined }),
  deadlineMs: fc.option(fc.integer({ min: 50, max: 5_000 }), { nil: undefined }),
  propagateCancellation: fc.boolean(),
  layerOrder: fc.constantFrom('breaker-bulkhead-retry' as const, 'retry-breaker-bulkhead' as const),
  retry: fc.record({
    enabled: fc.boolean(),
    maxAttempts: fc.integer({ min: 1, max: 4 }),
    backoff: fc.record({
      type: fc.constantFrom(
        'none' as const,
        'constant' as const,
        'linear' as const,
        'exponential' as const,
      ),
      initialIntervalMs: fc.integer({ min: 0, max: 300 }),
    }),
    jitter: fc.constantFrom(
      'none' as const,
      'full' as const,
      'equal' as const,
      'decorrelated' as const,
    ),
    budget: fc.record({ enabled: fc.boolean(), initialTokens: fc.integer({ min: 0, max: 5 }) }),
  }),
  breaker: fc.record({
    enabled: fc.boolean(),
    type: fc.constantFrom('slidingWindow' as const, 'consecutiveFailures' as const),
    slidingWindowType: fc.constantFrom('COUNT_BASED' as const, 'TIME_BASED' as const),
    slidingWindowSize: fc.integer({ min: 1, max: 20 }),
    minimumNumberOfCalls: fc.integer({ min: 1, max: 10 }),
    failureRateThreshold: fc.integer({ min: 1, max: 100 }),
    slowCallDurationThresholdMs: fc.integer({ min: 10, max: 1_000 }),
    slowCallRateThreshold: fc.integer({ min: 1, max: 100 }),
    waitDurationInOpenStateMs: fc.integer({ min: 100, max: 3_000 }),
    permittedNumberOfCallsInHalfOpenState: fc.integer({ min: 1, max: 3 }),
    automaticTransitionFromOpenToHalfOpenEnabled: fc.boolean(),
    failureThreshold: fc.integer({ min: 1, max: 5 }),
    successThreshold: fc.integer({ min: 1, max: 3 }),
    scope: fc.constantFrom('service' as const, 'replica' as const),
  }),
  bulkhead: fc.record({
    enabled: fc.boolean(),
    maxConcurrentCalls: fc.integer({ min: 1, max: 5 }),
    maxWaitDurationMs: fc.integer({ min: 0, max: 300 }),
  }),
});

const serviceShape = fc.record({
  workers: fc.integer({ min: 1, max: 10 }),
  queueCapacity: fc.integer({ min: 0, max: 20 }),
  queueTimeoutMs: fc.option(fc.integer({ min: 10, max: 2_000 }), { nil: undefined }),
  processing: distribution,
  altProcessing: fc.option(distribution, { nil: undefined }),
  /** Each stage: callee picks (mapped onto the services after this one) and optionality. */
  stages: fc.array(
    fc.array(fc.record({ pick: fc.nat(99), optional: fc.boolean() }), {
      minLength: 1,
      maxLength: 2,
    }),
    {
      maxLength: 2,
    },
  ),
  pool: fc.option(
    fc.record({
      size: fc.integer({ min: 1, max: 10 }),
      maxWaitDurationMs: fc.integer({ min: 0, max: 500 }),
    }),
    { nil: undefined },
  ),
  errors: fc.record({
    http5xx: fc.double({ min: 0, max: 0.3, noNaN: true }),
    http429: fc.double({ min: 0, max: 0.1, noNaN: true }),
    network: fc.double({ min: 0, max: 0.1, noNaN: true }),
    poison: fc.double({ min: 0, max: 0.05, noNaN: true }),
    http4xxPermanent: fc.double({ min: 0, max: 0.05, noNaN: true }),
  }),
  policies: fc.array(policy, { minLength: 4, maxLength: 4 }),
  /** How services are built: replicas, balancer, worker model, queue order, outlier ejection. */
  topology: fc.record({
    replicas: fc.integer({ min: 1, max: 3 }),
    balancer: fc.constantFrom(
      'roundRobin' as const,
      'random' as const,
      'leastOutstanding' as const,
      'powerOfTwoChoices' as const,
    ),
    execution: fc.constantFrom('threadPerRequest' as const, 'eventLoop' as const),
    queueDiscipline: fc.constantFrom('fifo' as const, 'lifo' as const, 'adaptiveLifo' as const),
    outlierEjection: fc.option(
      fc.record({
        consecutive5xx: fc.integer({ min: 1, max: 5 }),
        baseEjectionTimeMs: fc.integer({ min: 100, max: 3_000 }),
        maxEjectionPercent: fc.integer({ min: 0, max: 100 }),
      }),
      { nil: undefined },
    ),
  }),
});

const clientShape = fc.record({
  poisson: fc.boolean(),
  rps: fc.integer({ min: 1, max: 100 }),
  entry: fc.nat(99),
  alt: fc.boolean(),
  policy,
  deadlineMs: fc.integer({ min: 200, max: 5_000 }),
});

const faultShape = fc.record({
  service: fc.nat(99),
  kind: fc.constantFrom('latency' as const, 'errors' as const, 'down' as const),
  atMs: fc.integer({ min: 0, max: 4_000 }),
  lengthMs: fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: undefined }),
});

export interface GeneratedScenario {
  scenario: Scenario;
  activeMs: number;
}

/**
 * A small valid scenario: 1–4 services in a DAG (a service calls only later ones), random
 * processing laws, error rates, queues, pools and protections on every edge, 1–2 clients
 * whose own policy always has a deadline (so each client request ends), a few scheduled
 * faults. Arrivals stop after `activeMs`, then a 60 s drain.
 */
export const scenarioArb: fc.Arbitrary<GeneratedScenario> = fc
  .record({
    seed: fc.nat(2 ** 32 - 1),
    activeMs: fc.integer({ min: 500, max: 4_000 }),
    services: fc.array(serviceShape, { minLength: 1, maxLength: 4 }),
    clients: fc.array(clientShape, { minLength: 1, maxLength: 2 }),
    faults: fc.array(faultShape, { maxLength: 2 }),
  })
  .map(({ seed, activeMs, services, clients, faults }) => {
    const n = services.length;
    const name = (i: number) => `s${i}`;
    const serviceInputs: ServiceInput[] = services.map((s, i) => {
      const later = n - i - 1;
      const plan =
        later === 0
          ? []
          : s.stages.map((stage) => ({
              calls: stage.map((c) => ({
                service: name(i + 1 + (c.pick % later)),
                optional: c.optional,
              })),
            }));
      const callees = [...new Set(plan.flatMap((st) => st.calls.map((c) => c.service)))];
      return {
        name: name(i),
        workers: s.workers,
        queueCapacity: s.queueCapacity,
        ...(s.queueTimeoutMs !== undefined ? { queueTimeoutMs: s.queueTimeoutMs } : {}),
        routes: [
          { name: 'default', processing: s.processing, plan },
          ...(s.altProcessing ? [{ name: 'alt', processing: s.altProcessing }] : []),
        ],
        ...(s.pool ? { connectionPool: s.pool } : {}),
        faults: { errorRates: s.errors },
        replicas: s.topology.replicas,
        balancer: s.topology.balancer,
        execution: s.topology.execution,
        queueDiscipline: s.topology.queueDiscipline,
        ...(s.topology.outlierEjection ? { outlierEjection: s.topology.outlierEjection } : {}),
        policies: Object.fromEntries(callees.map((callee, k) => [callee, s.policies[k % 4]!])),
      };
    });
    const input = {
      seed,
      durationMs: activeMs + DRAIN_MS,
      services: serviceInputs,
      clients: clients.map((c, k) => {
        const target = serviceInputs[c.entry % n]!;
        const route = c.alt && target.routes.length > 1 ? 'alt' : 'default';
        return {
          name: `c${k}`,
          service: target.name,
          route,
          arrival: {
            type: c.poisson ? ('poisson' as const) : ('constant' as const),
            rps: c.rps,
            schedule: [{ atMs: activeMs, rps: 0 }],
          },
          policy: { ...c.policy, deadlineMs: c.deadlineMs },
        };
      }),
      faultTimeline: faults.map((f) => ({
        service: name(f.service % n),
        kind: f.kind,
        atMs: f.atMs,
        ...(f.lengthMs !== undefined ? { untilMs: f.atMs + f.lengthMs } : {}),
        ...(f.kind === 'latency' ? { latencyMultiplier: 3 } : {}),
        ...(f.kind === 'errors' ? { errorRates: { http5xx: 0.5 } } : {}),
      })),
    };
    return { scenario: scenario(input), activeMs };
  });
