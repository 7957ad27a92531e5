// The built-in scenario, used when no preset is available: a small chain where one slow
// dependency (payments) drags the services above it down, with no protection switched on.
import { parseScenario, type Scenario, type ScenarioInput } from '../sim/scenario';

const DEFAULT_SCENARIO_INPUT: ScenarioInput = {
  version: 1,
  name: 'One slow dependency',
  description:
    'Payments slows down at 20 s. Without timeouts or breakers, orders and then the gateway run out of workers.',
  seed: 42,
  durationMs: 120_000,
  services: [
    {
      name: 'gateway',
      workers: 40,
      queueCapacity: 50,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 2 },
          plan: [{ calls: [{ service: 'orders' }] }],
        },
      ],
      position: { x: 0, y: 150 },
    },
    {
      name: 'orders',
      workers: 20,
      queueCapacity: 40,
      routes: [
        {
          name: 'default',
          processing: { type: 'lognormal', p50Ms: 5, p99Ms: 20 },
          plan: [{ calls: [{ service: 'inventory' }, { service: 'payments' }] }],
        },
      ],
      policies: { payments: { timeoutMs: 1_000 } },
      position: { x: 280, y: 150 },
    },
    {
      name: 'inventory',
      workers: 20,
      routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 8, p99Ms: 30 } }],
      position: { x: 560, y: 40 },
    },
    {
      name: 'payments',
      workers: 10,
      queueCapacity: 20,
      routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 30, p99Ms: 120 } }],
      position: { x: 560, y: 260 },
    },
  ],
  clients: [{ name: 'users', service: 'gateway', arrival: { type: 'poisson', rps: 100 } }],
  faultTimeline: [
    {
      id: 'payments-slow',
      service: 'payments',
      kind: 'latency',
      atMs: 20_000,
      untilMs: 80_000,
      latencyMultiplier: 20,
    },
  ],
};

/** A fresh, validated copy of the built-in scenario. */
export function defaultScenario(): Scenario {
  const result = parseScenario(DEFAULT_SCENARIO_INPUT);
  if (!result.ok)
    throw new Error(`The built-in scenario is invalid: ${JSON.stringify(result.issues)}`);
  return result.scenario;
}
