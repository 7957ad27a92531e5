// Every guard matters in the engine: for each guard of each machine the engine runs, the
// whole engine is run with that guard forced to true and to false (machine.provide) and
// the report, the frames or the retry events must differ from the standard run on some scenario. A guard
// nothing in the engine notices would be a decision nobody makes. The engine builds its
// facades with each module's default machine; the mocks below let a test swap it.
// (The retry budget's guards are left to its own tests; its machine is being redesigned.)
import { describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { Scenario } from '../scenario';
import { createSimulation } from './simulation';
import { LAYER_PROTECTION_SCENARIOS, oneEdge } from './testing/layerProtectionScenarios';
import { leaf } from './testing/scenarioBuilders';
import type { SecondFrame } from './types';
import { breakerMachine } from '../machines/breaker/breakerMachine';
import { bulkheadMachine } from '../machines/bulkhead/bulkheadMachine';
import { retryChainMachine } from '../machines/retry/retryChainMachine';
import { rateLimiterMachine } from '../machines/rateLimiter/rateLimiterMachine';
import { throttleMachine } from '../machines/throttle/throttleMachine';
import { concurrencyLimitMachine } from '../machines/concurrencyLimit/concurrencyLimitMachine';
import { hedgeMachine } from '../machines/hedge/hedgeMachine';
import { cacheMachine } from '../machines/cache/cacheMachine';

const { swapped, swappable } = vi.hoisted(() => {
  const swapped = new Map<string, unknown>();
  /** The module's machine, or the one a test put in its place. */
  const swappable =
    (exportName: string) => async (importOriginal: () => Promise<Record<string, unknown>>) => {
      const module = await importOriginal();
      return {
        ...module,
        get [exportName]() {
          return swapped.get(exportName) ?? module[exportName];
        },
      };
    };
  return { swapped, swappable };
});
vi.mock('../machines/breaker/breakerMachine', (original) => swappable('breakerMachine')(original));
vi.mock('../machines/bulkhead/bulkheadMachine', (original) =>
  swappable('bulkheadMachine')(original),
);
vi.mock('../machines/retry/retryChainMachine', (original) =>
  swappable('retryChainMachine')(original),
);
vi.mock('../machines/rateLimiter/rateLimiterMachine', (original) =>
  swappable('rateLimiterMachine')(original),
);
vi.mock('../machines/throttle/throttleMachine', (original) =>
  swappable('throttleMachine')(original),
);
vi.mock('../machines/concurrencyLimit/concurrencyLimitMachine', (original) =>
  swappable('concurrencyLimitMachine')(original),
);
vi.mock('../machines/hedge/hedgeMachine', (original) => swappable('hedgeMachine')(original));
vi.mock('../machines/cache/cacheMachine', (original) => swappable('cacheMachine')(original));

const DURATION_MS = 30_000;

function runEngine(build: () => Scenario): string {
  const scenario = build();
  const frames: SecondFrame[] = [];
  // Resilience4j's retry events reach the page's log (protectionDigest) and the CLI.
  const retryEvents: string[] = [];
  const sim = createSimulation(scenario, {
    durationMs: Math.min(DURATION_MS, scenario.durationMs),
    onSecond: (f) => frames.push(f),
    onRetryEvent: (edge, e) => retryEvents.push(`${edge} ${e.type} ${e.tMs} ${e.attempts}`),
  });
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return JSON.stringify({ report, frames, retryEvents });
}

const standard = new Map<string, string>();
function standardRun(name: string, build: () => Scenario): string {
  let run = standard.get(name);
  if (run === undefined) standard.set(name, (run = runEngine(build)));
  return run;
}

type Battery = Record<string, () => Scenario>;
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
};
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

/** Each machine, where the engine reads it, and scenarios that exercise it. */
const MACHINES: { exportName: string; machine: AnyStateMachine; battery: Battery }[] = [
  { exportName: 'breakerMachine', machine: breakerMachine, battery: breakers },
  { exportName: 'bulkheadMachine', machine: bulkheadMachine, battery: bulkheads },
  { exportName: 'retryChainMachine', machine: retryChainMachine, battery: retries },
  { exportName: 'rateLimiterMachine', machine: rateLimiterMachine, battery: only('rateLimiter') },
  { exportName: 'throttleMachine', machine: throttleMachine, battery: only('throttle') },
  {
    exportName: 'concurrencyLimitMachine',
    machine: concurrencyLimitMachine,
    battery: only('concurrencyLimit'),
  },
  { exportName: 'hedgeMachine', machine: hedgeMachine, battery: only('hedge') },
  {
    exportName: 'cacheMachine',
    machine: cacheMachine,
    battery: Object.fromEntries(
      Object.entries(LAYER_PROTECTION_SCENARIOS).filter(([n]) => n.startsWith('cache')),
    ),
  },
];

/**
 * Guards no scenario here makes the engine notice yet, each with why. `it.fails` keeps
 * them checked: the day one is noticed, its test fails and it leaves this list.
 */
const NOT_NOTICED: Record<string, string> = {
  // METRICS_ONLY is reached only by hand (transitionToMetricsOnlyState), which the engine
  // never does, and the rate events they announce have no listener in the engine.
  'breakerMachine.failureRateNewlyExceeded.true': 'metrics-only state',
  'breakerMachine.failureRateNewlyExceeded.false': 'metrics-only state',
  'breakerMachine.slowCallRateNewlyExceeded.true': 'metrics-only state',
  'breakerMachine.slowCallRateNewlyExceeded.false': 'metrics-only state',
  // A smaller limit waits only after a live edit of the bulkhead, which these runs lack.
  'bulkheadMachine.shrinkPending.true': 'needs a live config change',
  'bulkheadMachine.shrinkPending.false': 'needs a live config change',
  // Single-state machines whose scenarios here do not reach the guard's other answer.
  'throttleMachine.accepted.false': 'scenario coverage',
  'concurrencyLimitMachine.gradient2AppLimited.true': 'scenario coverage',
  'concurrencyLimitMachine.gradient2AppLimited.false': 'scenario coverage',
  'concurrencyLimitMachine.gradient2.false': 'scenario coverage',
  'cacheMachine.expiresEarly.false': 'scenario coverage',
};

/** The first scenario of the battery where the forced machine changes the run, if any. */
function noticedIn(exportName: string, forced: AnyStateMachine, battery: Battery) {
  for (const [name, build] of Object.entries(battery)) {
    const reference = standardRun(name, build);
    swapped.set(exportName, forced);
    try {
      if (runEngine(build) !== reference) return name;
    } finally {
      swapped.delete(exportName);
    }
  }
  return undefined;
}

for (const { exportName, machine, battery } of MACHINES) {
  describe(`${exportName}: every guard changes the engine's run`, () => {
    for (const guard of Object.keys(machine.implementations.guards)) {
      for (const value of [true, false]) {
        const noticed = NOT_NOTICED[`${exportName}.${guard}.${value}`] === undefined;
        (noticed ? it : it.fails)(
          `${guard} forced to ${value}`,
          () => {
            const forced = machine.provide({ guards: { [guard]: () => value } });
            const where = noticedIn(exportName, forced, battery);
            expect(where).toBeDefined();
          },
          120_000,
        );
      }
    }
  });
}
