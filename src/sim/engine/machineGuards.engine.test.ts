// Every guard matters in the engine: for each guard of each machine the engine runs, the
// whole engine is run with that guard forced to true and to false (machine.provide) and
// the report, the frames or the retry events must differ from the standard run on some scenario. A guard
// nothing in the engine notices would be a decision nobody makes. The engine builds its
// facades with each module's default machine; the mocks below let a test swap it.
import { describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createSimulation } from './simulation';
import { liveActionsOf, MACHINES, type Battery, type Run } from './testing/guardBatteries';
import type { SecondFrame } from './types';

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
vi.mock('../machines/retry/retryBudgetMachine', (original) =>
  swappable('retryBudgetMachine')(original),
);
vi.mock('../machines/retry/grpcThrottleMachine', (original) =>
  swappable('grpcThrottleMachine')(original),
);
vi.mock('../machines/retry/finagleBudgetMachine', (original) =>
  swappable('finagleBudgetMachine')(original),
);
vi.mock('../machines/retry/retryBreakerMachine', (original) =>
  swappable('retryBreakerMachine')(original),
);
vi.mock('../machines/outlier/outlierMachine', (original) => swappable('outlierMachine')(original));
vi.mock('../protections/envoyThresholds/machine', (original) =>
  swappable('envoyThresholdsMachine')(original),
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

function runEngine(build: Run): string {
  const scenario = build();
  const frames: SecondFrame[] = [];
  // Resilience4j's retry and breaker events reach the page's log (protectionDigest) and the CLI.
  const retryEvents: string[] = [];
  const breakerEvents: string[] = [];
  const sim = createSimulation(scenario, {
    durationMs: Math.min(DURATION_MS, scenario.durationMs),
    onSecond: (f) => frames.push(f),
    onRetryEvent: (edge, e) => retryEvents.push(`${edge} ${e.type} ${e.tMs} ${e.attempts}`),
    onBreakerEvent: (e) => breakerEvents.push(JSON.stringify(e)),
  });
  for (const { atMs, act } of liveActionsOf(build)) {
    sim.advanceTo(atMs);
    act(sim, scenario);
  }
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return JSON.stringify({ report, frames, retryEvents, breakerEvents });
}

const standard = new Map<string, string>();
function standardRun(name: string, build: Run): string {
  let run = standard.get(name);
  if (run === undefined) standard.set(name, (run = runEngine(build)));
  return run;
}

/**
 * Guards no scenario here makes the engine notice yet, each with why. `it.fails` keeps
 * them checked: the day one is noticed, its test fails and it leaves this list.
 */
const NOT_NOTICED: Record<string, string> = {};

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
