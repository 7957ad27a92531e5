// Test support: small scenarios, one per layer protection and retry budget kind, shared by the engine
// tests of their numbers and the engine-level differential test (reference machines vs
// the fast path).
import type { Scenario, ScenarioInput } from '../../scenario';
import { CACHE_SCENARIOS } from './cacheScenarios';
import { leaf, scenario } from './scenarioBuilders';

type PolicyInput = NonNullable<ScenarioInput['clients'][number]['policy']>;

/** One client at `rps` for `durationMs` on `leafService`, with `policy` on its edge. */
export function oneEdge(
  policy: PolicyInput,
  leafService = leaf('leaf', 10),
  rps = 50,
  durationMs = 10_000,
): Scenario {
  return scenario({
    durationMs,
    services: [leafService],
    clients: [
      {
        name: 'users',
        service: leafService.name,
        arrival: { type: 'constant', rps, schedule: [{ atMs: durationMs - 2_000, rps: 0 }] },
        policy,
      },
    ],
  });
}

const failing = () => leaf('leaf', 10, { faults: { errorRates: { http5xx: 1 } } });
/** 95 % of answers in 10 ms, 5 % in 1 s: a tail for hedging to cut. */
export const tailedLeaf = () =>
  leaf('leaf', 10, {
    routes: [
      {
        name: 'default',
        processing: {
          type: 'mixture',
          components: [
            { weight: 95, distribution: { type: 'constant', ms: 10 } },
            { weight: 5, distribution: { type: 'constant', ms: 1_000 } },
          ],
        },
      },
    ],
  });

const retry3 = { enabled: true, maxAttempts: 3, backoff: { type: 'none' as const } };

export const LAYER_PROTECTION_SCENARIOS: Record<string, () => Scenario> = {
  ...CACHE_SCENARIOS,
  rateLimiter: () =>
    oneEdge({
      rateLimiter: {
        enabled: true,
        limitForPeriod: 10,
        limitRefreshPeriodMs: 1_000,
        timeoutMs: 300,
      },
    }),
  throttle: () => oneEdge({ throttle: { enabled: true, k: 2, windowMs: 120_000 } }, failing(), 100),
  grpcBudget: () =>
    oneEdge(
      {
        retry: {
          ...retry3,
          budget: { enabled: true, type: 'grpc', grpc: { maxTokens: 10, tokenRatio: 0.1 } },
        },
      },
      failing(),
      10,
    ),
  finagleBudget: () =>
    oneEdge(
      {
        retry: {
          ...retry3,
          budget: {
            enabled: true,
            type: 'finagle',
            finagle: { ttlMs: 10_000, minRetriesPerSec: 0, percentCanRetry: 0.2 },
          },
        },
      },
      failing(),
      10,
      7_000,
    ),
  retryBreaker: () =>
    oneEdge(
      {
        retry: {
          ...retry3,
          budget: {
            enabled: true,
            type: 'retryBreaker',
            retryBreaker: { failureRateThreshold: 10, windowSize: 50 },
          },
        },
      },
      leaf('leaf', 10, { faults: { errorRates: { http5xx: 0.1 } } }),
      100,
    ),
  retryBreakerOutage: () =>
    oneEdge(
      {
        retry: {
          ...retry3,
          budget: {
            enabled: true,
            type: 'retryBreaker',
            retryBreaker: { failureRateThreshold: 10, windowSize: 20 },
          },
        },
      },
      failing(),
      50,
    ),
  hedge: () =>
    oneEdge(
      { hedge: { enabled: true, delayMs: 50, maxHedgedShare: 0.1 } },
      tailedLeaf(),
      100,
      22_000,
    ),
  hedgeP95Wasted: () =>
    oneEdge(
      {
        hedge: {
          enabled: true,
          delayMs: 50,
          delayPercentile: 95,
          maxHedgedShare: 0.1,
          cancelLoser: false,
        },
      },
      tailedLeaf(),
      100,
    ),
  concurrencyLimit: () =>
    oneEdge(
      {
        timeoutMs: 200,
        concurrencyLimit: {
          enabled: true,
          algorithm: 'aimd',
          initialLimit: 40,
          minLimit: 2,
          maxLimit: 100,
        },
      },
      leaf('leaf', 10, {
        workers: 4,
        queueCapacity: 100,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 100 } }],
      }),
      60,
    ),
  gradient2: () =>
    oneEdge(
      {
        concurrencyLimit: {
          enabled: true,
          algorithm: 'gradient2',
          initialLimit: 10,
          minLimit: 2,
          maxLimit: 100,
        },
      },
      leaf('leaf', 10, {
        workers: 4,
        queueCapacity: 1000,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
      }),
      60,
    ),
  cost: () => oneEdge({ costPerAttempt: 0.5, retry: retry3 }, failing(), 5, 4_000),
};
