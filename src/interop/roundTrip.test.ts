// import(export(x)) = x for every setting both sides express, per format; and what each
// export writes re-parses with the `yaml` package.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { callPolicySchema, type CallPolicy, type OutlierEjection } from '../sim/scenario';
import { exportCall, importConfig } from '.';
import { policyOf, skeletonScenario, withPolicy } from './placement';

const CALL = 'app->backend';
const HOUR = 3_600_000;
const FC = { seed: 20261204, numRuns: 150 } as const;
const ms = (max: number, min = 0) => fc.integer({ min, max });

const breakerArb = fc
  .record({
    slidingWindowType: fc.constantFrom('COUNT_BASED', 'TIME_BASED'),
    slidingWindowSize: fc.integer({ min: 1, max: 10_000 }),
    minimumNumberOfCalls: fc.integer({ min: 1, max: 10_000 }),
    failureRateThreshold: fc.integer({ min: 1, max: 100 }),
    slowCallRateThreshold: fc.integer({ min: 1, max: 100 }),
    slowCallDurationThresholdMs: ms(HOUR, 1),
    waitDurationInOpenStateMs: ms(HOUR, 1),
    permittedNumberOfCallsInHalfOpenState: fc.integer({ min: 1, max: 1_000 }),
    automaticTransitionFromOpenToHalfOpenEnabled: fc.boolean(),
    maxWaitDurationInHalfOpenStateMs: ms(HOUR),
    transitionToStateAfterWaitDuration: fc.constantFrom('OPEN', 'CLOSED'),
    growth: fc.option(
      fc.record({
        multiplier: fc.double({ min: 1.01, max: 100, noNaN: true }),
        capMs: ms(86_400_000),
      }),
    ),
  })
  .map(({ growth, ...b }) => ({
    ...b,
    enabled: true,
    waitDurationMultiplierInOpenState: growth?.multiplier ?? 1,
    maxWaitDurationInOpenStateMs: growth?.capMs ?? 0,
  }));

const r4jRetryArb = fc.record({
  enabled: fc.constant(true),
  maxAttempts: fc.integer({ min: 1, max: 100 }),
  backoff: fc.oneof(
    fc.record({ type: fc.constant('constant' as const), initialIntervalMs: ms(600_000) }),
    fc.record({
      type: fc.constant('exponential' as const),
      initialIntervalMs: ms(600_000),
      multiplier: fc.double({ min: 1, max: 10, noNaN: true }),
      maxIntervalMs: ms(HOUR),
    }),
  ),
  jitter: fc.constantFrom('none' as const, 'equal' as const),
  failAfterMaxAttempts: fc.boolean(),
  // Written as ignoreExceptions naming Resilience4j's own refusal exceptions.
  retryOnCircuitOpen: fc.boolean(),
  retryOnBulkheadFull: fc.boolean(),
});

const r4jPolicyArb = fc.record({
  breaker: fc.option(breakerArb),
  retry: fc.option(r4jRetryArb),
  bulkhead: fc.option(
    fc.oneof(
      fc.record({
        enabled: fc.constant(true),
        maxConcurrentCalls: fc.integer({ min: 1, max: 100_000 }),
        maxWaitDurationMs: ms(600_000),
      }),
      fc.record({
        enabled: fc.constant(true),
        maxConcurrentCalls: fc.integer({ min: 1, max: 100_000 }),
        maxQueueLength: fc.integer({ min: 0, max: 100_000 }),
        maxWaitDurationMs: fc.constant(600_000),
      }),
    ),
  ),
  timeoutMs: fc.option(ms(HOUR, 1)),
  rateLimiter: fc.option(
    fc.record({
      enabled: fc.constant(true),
      limitForPeriod: fc.integer({ min: 1, max: 1_000_000 }),
      limitRefreshPeriodMs: ms(HOUR, 1),
      timeoutMs: ms(HOUR),
    }),
  ),
});

/** The policy with only the parts given (null: left at its default). */
function policyFrom(parts: Record<string, unknown>): CallPolicy {
  const input = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== null));
  return callPolicySchema.parse(input);
}

function roundTrip(
  policy: CallPolicy,
  format: 'r4j' | 'envoy' | 'istio',
  outlier?: OutlierEjection,
) {
  const base = skeletonScenario(['backend']);
  const withIt = withPolicy(base, CALL, policy);
  const scenario = outlier
    ? {
        ...withIt,
        services: withIt.services.map((s) =>
          s.name === 'backend' ? { ...s, outlierEjection: outlier } : s,
        ),
      }
    : withIt;
  const text = exportCall(scenario, CALL, format);
  expect(() => parseAllDocuments(text)).not.toThrow();
  const back = importConfig(text, { format, onto: base, map: { backend: CALL } });
  return { text, back, policy: policyOf(back.scenario, CALL)! };
}

describe('Resilience4j round trip (fast-check)', () => {
  it('gives back every setting Resilience4j expresses', () => {
    fc.assert(
      fc.property(r4jPolicyArb, (parts) => {
        const policy = policyFrom(parts);
        const { back, policy: got, text } = roundTrip(policy, 'r4j');
        expect(back.notExpressed, text).toEqual([]);
        if (parts.breaker) expect(got.breaker).toEqual(policy.breaker);
        else expect(got.breaker.enabled).toBe(false);
        if (parts.retry) {
          const { backoff, ...rest } = got.retry;
          const { backoff: want, ...wantRest } = policy.retry;
          expect(rest).toEqual(wantRest);
          expect(backoff.type).toBe(want.type);
          expect(backoff.initialIntervalMs).toBe(want.initialIntervalMs);
          if (want.type === 'exponential') expect(backoff).toEqual(want);
        }
        expect(got.bulkhead).toEqual(policy.bulkhead);
        expect(got.timeoutMs).toBe(policy.timeoutMs);
        expect(got.rateLimiter).toEqual(policy.rateLimiter);
      }),
      FC,
    );
  });
});

const thresholdsArb = fc.record({
  enabled: fc.constant(true),
  maxConnections: fc.integer({ min: 1, max: 1_000_000 }),
  maxPendingRequests: fc.integer({ min: 0, max: 1_000_000 }),
  maxRequests: fc.integer({ min: 1, max: 1_000_000 }),
  maxRetries: fc.integer({ min: 0, max: 1_000_000 }),
});
const outlierArb = fc.record({
  consecutive5xx: fc.integer({ min: 1, max: 1_000 }),
  baseEjectionTimeMs: ms(HOUR, 1),
  maxEjectionTimeMs: ms(HOUR, 1),
  maxEjectionPercent: fc.integer({ min: 0, max: 100 }),
});

describe('Envoy and Istio round trips (fast-check)', () => {
  it('Envoy: the retry, both timeouts, the thresholds and outlier ejection come back', () => {
    const arb = fc.record({
      retry: fc.record({
        enabled: fc.constant(true),
        maxAttempts: fc.integer({ min: 1, max: 100 }),
        backoff: fc.record({
          type: fc.constant('exponential' as const),
          multiplier: fc.constant(2),
          initialIntervalMs: ms(600_000),
          maxIntervalMs: ms(HOUR),
        }),
        jitter: fc.constant('full' as const),
      }),
      timeoutMs: fc.option(ms(HOUR, 1)),
      deadlineMs: fc.option(ms(HOUR, 1)),
      envoyThresholds: fc.option(thresholdsArb),
      outlier: fc.option(outlierArb),
      // The local rate limit filter: refused at once, once per request (outside the retry).
      rateLimiter: fc.option(
        fc.record({
          enabled: fc.constant(true),
          limitForPeriod: fc.integer({ min: 1, max: 1_000_000 }),
          limitRefreshPeriodMs: ms(HOUR, 1),
          timeoutMs: fc.constant(0),
        }),
      ),
    });
    fc.assert(
      fc.property(arb, ({ outlier, ...parts }) => {
        const policy = policyFrom({
          ...parts,
          layerOrder: parts.rateLimiter ? 'rateLimiter-breaker-bulkhead-retry' : null,
        });
        const { back, policy: got, text } = roundTrip(policy, 'envoy', outlier ?? undefined);
        // Envoy 1.31's continuous refill is the one difference, listed at the bucket.
        expect(
          back.notExpressed.map((n) => n.key),
          text,
        ).toEqual(
          parts.rateLimiter
            ? ['http_connection_manager.http_filters[0].typed_config.token_bucket']
            : [],
        );
        expect(got.rateLimiter).toEqual(policy.rateLimiter);
        expect(got.layerOrder).toBe(policy.layerOrder);
        expect(got.retry).toEqual(policy.retry);
        expect(got.timeoutMs).toBe(policy.timeoutMs);
        expect(got.deadlineMs).toBe(policy.deadlineMs);
        if (parts.envoyThresholds) expect(got.envoyThresholds).toEqual(policy.envoyThresholds);
        if (outlier)
          expect(back.scenario.services.find((s) => s.name === 'backend')!.outlierEjection).toEqual(
            outlier,
          );
      }),
      FC,
    );
  });

  it('Istio: attempts, perTryTimeout, timeout, connectionPool and outlierDetection come back', () => {
    const arb = fc.record({
      retry: fc.record({
        enabled: fc.constant(true),
        maxAttempts: fc.integer({ min: 1, max: 100 }),
        backoff: fc.constant({
          type: 'exponential' as const,
          multiplier: 2,
          initialIntervalMs: 25,
          maxIntervalMs: 250,
        }),
        jitter: fc.constant('full' as const),
      }),
      timeoutMs: fc.option(ms(HOUR, 1)),
      deadlineMs: fc.option(ms(HOUR, 1)),
      envoyThresholds: fc.option(thresholdsArb),
      outlier: fc.option(outlierArb.map((o) => ({ ...o, maxEjectionTimeMs: 300_000 }))),
    });
    fc.assert(
      fc.property(arb, ({ outlier, ...parts }) => {
        const policy = policyFrom(parts);
        const { back, policy: got, text } = roundTrip(policy, 'istio', outlier ?? undefined);
        expect(back.notExpressed, text).toEqual([]);
        expect(got.retry).toEqual(policy.retry);
        expect(got.timeoutMs).toBe(policy.timeoutMs);
        expect(got.deadlineMs).toBe(policy.deadlineMs);
        if (parts.envoyThresholds) expect(got.envoyThresholds).toEqual(policy.envoyThresholds);
        if (outlier)
          expect(back.scenario.services.find((s) => s.name === 'backend')!.outlierEjection).toEqual(
            outlier,
          );
      }),
      FC,
    );
  });
});

describe('exports', () => {
  const policy = callPolicySchema.parse({
    breaker: { enabled: true, slidingWindowSize: 50 },
    retry: { enabled: true, maxAttempts: 3, jitter: 'decorrelated', budget: { enabled: true } },
    bulkhead: { enabled: true, maxConcurrentCalls: 8, maxWaitDurationMs: 100 },
    timeoutMs: 800,
  });
  const scenario = withPolicy(skeletonScenario(['backend']), CALL, policy);

  it.each(['r4j', 'envoy', 'istio'] as const)(
    '%s re-parses with yaml, notes as comments',
    (format) => {
      const text = exportCall(scenario, CALL, format);
      const docs = parseAllDocuments(text);
      expect(docs.every((d) => d.errors.length === 0)).toBe(true);
      expect(text).toMatch(/# .*simulated: /);
    },
  );

  it('Resilience4j says where its semantics differ, beside the line', () => {
    const text = exportCall(scenario, CALL, 'r4j');
    expect(text).toMatch(/enableRandomizedWait: true # simulated: decorrelated jitter/);
    expect(parse(text).resilience4j.bulkhead.instances.backend.maxConcurrentCalls).toBe(8);
  });

  it('Polly samples by time: the count window is said beside SamplingDuration', () => {
    const text = exportCall(scenario, CALL, 'polly');
    expect(text).toMatch(/SamplingDuration = .*\/\/ simulated: the last 50 calls/);
    expect(text).toContain('MaxRetryAttempts = 2,');
    expect(text).toMatch(
      /\.AddTimeout\(TimeSpan\.FromMilliseconds\(800\)\) \/\/ each attempt\n {4}\.Build\(\);/,
    );
  });

  it('cockatiel wraps in the simulated layer order; opossum says its window is time', () => {
    const cockatiel = exportCall(scenario, CALL, 'cockatiel');
    expect(cockatiel).toContain(
      'new CountBreaker({ threshold: 0.5, size: 50, minimumNumberOfCalls: 10 })',
    );
    expect(cockatiel).toContain('wrap(breakerPolicy, bulkheadPolicy, retryPolicy, attemptTimeout)');
    const opossum = exportCall(scenario, CALL, 'opossum');
    expect(opossum).toMatch(/rollingCountTimeout: 10000, \/\/ simulated: the last 50 calls/);
    expect(opossum).toMatch(/opossum has no retry/);
  });
});
