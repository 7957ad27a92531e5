// Test support: for every machine the engine runs, where the engine reads it (its module's
// export) and scenarios that exercise each of its guards. machineGuards.engine.test.ts forces
// every guard through these; scripts/machineCoverage.test.ts checks no machine is missing.
import type { AnyStateMachine } from 'xstate';
import type { Scenario } from '../../scenario';
import type { SimulationApi } from '../simulationApi';
import { LAYER_PROTECTION_SCENARIOS, oneEdge } from './layerProtectionScenarios';
import { hotKey } from './cacheScenarios';
import { leaf } from './scenarioBuilders';
import { breakerMachine } from '../../machines/breaker/breakerMachine';
import { bulkheadMachine } from '../../machines/bulkhead/bulkheadMachine';
import { retryChainMachine } from '../../machines/retry/retryChainMachine';
import { retryBudgetMachine } from '../../machines/retry/retryBudgetMachine';
import { grpcThrottleMachine } from '../../machines/retry/grpcThrottleMachine';
import { finagleBudgetMachine } from '../../machines/retry/finagleBudgetMachine';
import { retryBreakerMachine } from '../../machines/retry/retryBreakerMachine';
import { outlierMachine } from '../../machines/outlier/outlierMachine';
import { envoyThresholdsMachine } from '../../protections/envoyThresholds/machine';
import { rateLimiterMachine } from '../../machines/rateLimiter/rateLimiterMachine';
import { throttleMachine } from '../../machines/throttle/throttleMachine';
import { concurrencyLimitMachine } from '../../machines/concurrencyLimit/concurrencyLimitMachine';
import { hedgeMachine } from '../../machines/hedge/hedgeMachine';
import { cacheMachine } from '../../machines/cache/cacheMachine';

/** A person's action during a run: what the page's buttons and sliders do through the worker. */
interface LiveAction {
  atMs: number;
  act: (sim: SimulationApi, scenario: Scenario) => void;
}

/** A scenario, and the actions a person takes while it runs. */
export type Run = () => Scenario;
const LIVE = new WeakMap<Run, readonly LiveAction[]>();
/** The actions a person takes during `run`, in time order. */
export function liveActionsOf(run: Run): readonly LiveAction[] {
  return LIVE.get(run) ?? [];
}

/** `build`, with `actions` taken at their times. */
function withLive(build: Run, actions: readonly LiveAction[]): Run {
  const run: Run = () => build();
  LIVE.set(run, actions);
  return run;
}

export type Battery = Record<string, Run>;
const only = (...names: string[]): Battery =>
  Object.fromEntries(names.map((n) => [n, LAYER_PROTECTION_SCENARIOS[n]!]));

const flaky = (share: number, ms = 10) =>
  leaf('leaf', ms, { faults: { errorRates: { http5xx: share, http4xxPermanent: 0.05 } } });
const slidingBreaker = {
  enabled: true,
  slidingWindowSize: 10,
  minimumNumberOfCalls: 5,
  slowCallRateThreshold: 50,
  slowCallDurationThresholdMs: 30,
  waitDurationInOpenStateMs: 500,
  permittedNumberOfCallsInHalfOpenState: 3,
};
const breakers: Battery = {
  sliding: () => oneEdge({ breaker: slidingBreaker }, flaky(0.5), 100),
  slow: () => oneEdge({ breaker: slidingBreaker }, leaf('leaf', 40), 100),
  halfOpenMaxWait: () =>
    oneEdge(
      {
        breaker: {
          ...slidingBreaker,
          permittedNumberOfCallsInHalfOpenState: 50,
          maxWaitDurationInHalfOpenStateMs: 100,
          automaticTransitionFromOpenToHalfOpenEnabled: false,
        },
      },
      flaky(0.5),
      20,
    ),
  halfOpenToClosed: () =>
    oneEdge(
      {
        breaker: {
          ...slidingBreaker,
          permittedNumberOfCallsInHalfOpenState: 50,
          maxWaitDurationInHalfOpenStateMs: 100,
          transitionToStateAfterWaitDuration: 'CLOSED',
        },
      },
      flaky(0.5),
      20,
    ),
  consecutive: () =>
    oneEdge(
      {
        breaker: {
          enabled: true,
          type: 'consecutiveFailures',
          failureThreshold: 3,
          successThreshold: 2,
          waitDurationInOpenStateMs: 300,
        },
      },
      flaky(0.4),
      100,
    ),
};
const bulkheads: Battery = {
  queueing: () =>
    oneEdge(
      {
        bulkhead: {
          enabled: true,
          maxConcurrentCalls: 3,
          maxWaitDurationMs: 30,
          maxQueueLength: 4,
        },
      },
      leaf('leaf', 20),
      200,
    ),
  noWaiting: () =>
    oneEdge({ bulkhead: { enabled: true, maxConcurrentCalls: 3 } }, leaf('leaf', 20), 200),
  // A slider moved mid-run: the limit drops below the calls holding slots.
  shrunk: withLive(
    () =>
      oneEdge(
        { bulkhead: { enabled: true, maxConcurrentCalls: 6, maxWaitDurationMs: 30 } },
        leaf('leaf', 20),
        300,
      ),
    [{ atMs: 2_000, act: (sim, scenario) => sim.updateScenario(withBulkheadLimit(scenario, 2)) }],
  ),
};

/** `scenario` with the client's bulkhead limited to `maxConcurrentCalls`. */
function withBulkheadLimit(scenario: Scenario, maxConcurrentCalls: number): Scenario {
  const next = JSON.parse(JSON.stringify(scenario)) as Scenario;
  const bulkhead = next.clients[0]!.policy.bulkhead!;
  bulkhead.maxConcurrentCalls = maxConcurrentCalls;
  return next;
}
const retryPolicy = {
  enabled: true,
  maxAttempts: 3,
  backoff: { type: 'constant' as const, initialIntervalMs: 20 },
};
const retries: Battery = {
  retries: () => oneEdge({ retry: retryPolicy }, flaky(0.5), 50),
  failAfterMax: () =>
    oneEdge({ retry: { ...retryPolicy, failAfterMaxAttempts: true } }, flaky(0.5), 50),
  deadline: () => oneEdge({ retry: retryPolicy, deadlineMs: 45 }, flaky(0.5), 50),
  budget: () =>
    oneEdge(
      { retry: { ...retryPolicy, budget: { enabled: true, maxTokens: 2, tokensPerSuccess: 0.1 } } },
      flaky(0.7),
      50,
    ),
};

/** Envoy's thresholds on a leaf slower than the calls come: every limit is reached. */
const envoyLimits =
  (limits: Record<string, number>, leafService = leaf('leaf', 200)) =>
  () =>
    oneEdge(
      { timeoutMs: 1_000, retry: retryPolicy, envoyThresholds: { enabled: true, ...limits } },
      leafService,
      100,
    );

/**
 * Three replicas behind Envoy's outlier ejection: one fails every call, one a third of them
 * (its streaks are broken by successes), and at most one may be out at a time.
 */
const ejecting = () =>
  oneEdge(
    {},
    leaf('leaf', 10, {
      replicas: 3,
      replicaFaults: [
        { replica: 0, faults: { errorRates: { http5xx: 1 } } },
        { replica: 1, faults: { errorRates: { http5xx: 0.3 } } },
      ],
      outlierEjection: {
        consecutive5xx: 3,
        baseEjectionTimeMs: 1_000,
        maxEjectionTimeMs: 3_000,
        maxEjectionPercent: 30,
      },
    }),
    100,
  );

/** Each machine, where the engine reads it, and scenarios that exercise it. */
export const MACHINES: { exportName: string; machine: AnyStateMachine; battery: Battery }[] = [
  { exportName: 'breakerMachine', machine: breakerMachine, battery: breakers },
  { exportName: 'bulkheadMachine', machine: bulkheadMachine, battery: bulkheads },
  { exportName: 'retryChainMachine', machine: retryChainMachine, battery: retries },
  {
    exportName: 'retryBudgetMachine',
    machine: retryBudgetMachine,
    battery: {
      budget: retries.budget!,
      // Brooker 2022's adaptive bucket: a token per ten requests, starting full and capped.
      adaptive: () =>
        oneEdge(
          {
            retry: {
              ...retryPolicy,
              budget: {
                enabled: true,
                tokensPerSuccess: 0,
                tokensPerRequest: 0.1,
                maxTokens: 5,
                initialTokens: 5,
              },
            },
          },
          flaky(0.3),
          50,
        ),
    },
  },
  {
    exportName: 'grpcThrottleMachine',
    machine: grpcThrottleMachine,
    battery: {
      ...only('grpcBudget'),
      // Successes too: each gives tokenRatio back, up to maxTokens.
      grpcHalf: () =>
        oneEdge(
          {
            retry: {
              ...retryPolicy,
              budget: { enabled: true, type: 'grpc', grpc: { maxTokens: 4, tokenRatio: 0.5 } },
            },
          },
          flaky(0.5),
          50,
        ),
    },
  },
  {
    exportName: 'finagleBudgetMachine',
    machine: finagleBudgetMachine,
    battery: only('finagleBudget'),
  },
  {
    exportName: 'retryBreakerMachine',
    machine: retryBreakerMachine,
    battery: only('retryBreaker', 'retryBreakerOutage'),
  },
  {
    exportName: 'envoyThresholdsMachine',
    machine: envoyThresholdsMachine,
    battery: {
      requests: envoyLimits({ maxRequests: 5 }),
      pending: envoyLimits({ maxConnections: 5, maxPendingRequests: 3 }),
      retries: envoyLimits({ maxRetries: 1 }, flaky(0.5, 200)),
    },
  },
  { exportName: 'outlierMachine', machine: outlierMachine, battery: { ejecting } },
  { exportName: 'rateLimiterMachine', machine: rateLimiterMachine, battery: only('rateLimiter') },
  {
    exportName: 'throttleMachine',
    machine: throttleMachine,
    battery: {
      ...only('throttle'),
      // A backend that accepts half: the accepts the throttle counts decide its refusals.
      throttleHalf: () =>
        oneEdge({ throttle: { enabled: true, k: 1.1, windowMs: 120_000 } }, flaky(0.5), 100),
    },
  },
  {
    exportName: 'concurrencyLimitMachine',
    machine: concurrencyLimitMachine,
    battery: only('concurrencyLimit', 'gradient2'),
  },
  { exportName: 'hedgeMachine', machine: hedgeMachine, battery: only('hedge') },
  {
    exportName: 'cacheMachine',
    machine: cacheMachine,
    battery: {
      ...Object.fromEntries(
        Object.entries(LAYER_PROTECTION_SCENARIOS).filter(([n]) => n.startsWith('cache')),
      ),
      // XFetch: a hot key recomputed early, before its 2 s TTL runs out.
      cacheEarlyExpiry: () => hotKey({ ttlMs: 2_000, earlyExpiryBeta: 1 }),
    },
  },
];
