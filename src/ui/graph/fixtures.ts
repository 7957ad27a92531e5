// Test and preview fixtures: a three-deep chain whose leaf slows down, and frames for it.
// Used by the adapters' unit tests; never imported by the running app.
import { scenarioSchema, type Scenario } from '../../sim/scenario';
import { EDGE_COUNTER_NAMES, PROTECTION_GAUGE_NAMES, zeroCounts } from '../../sim/engine/metrics';
import type { BreakerStateName, LiveSnapshot, SecondFrame } from '../../sim/engine/types';

export function chainScenario(): Scenario {
  return scenarioSchema.parse({
    version: 1,
    name: 'chain',
    durationMs: 120_000,
    services: [
      {
        name: 'gateway',
        workers: 20,
        routes: [
          {
            name: 'default',
            processing: { type: 'constant', ms: 5 },
            plan: [{ calls: [{ service: 'orders' }] }],
          },
        ],
        policies: {
          orders: {
            timeoutMs: 2_000,
            breaker: { enabled: true, failureRateThreshold: 50, minimumNumberOfCalls: 10 },
            bulkhead: { enabled: true, maxConcurrentCalls: 10 },
          },
        },
      },
      {
        name: 'orders',
        workers: 10,
        routes: [
          {
            name: 'default',
            processing: { type: 'lognormal', p50Ms: 20, p99Ms: 80 },
            plan: [{ calls: [{ service: 'payments' }, { service: 'stock' }] }],
          },
        ],
      },
      {
        name: 'payments',
        workers: 5,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 50 } }],
      },
      {
        name: 'stock',
        workers: 5,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 10 } }],
      },
    ],
    clients: [{ name: 'web', service: 'gateway', arrival: { rps: 50 } }],
    faultTimeline: [{ service: 'payments', kind: 'latency', atMs: 30_000, latencyMultiplier: 20 }],
  });
}

const service = (saturation: number, errorRate: number, received = 50, p99Ms = 20) => ({
  received,
  completed: received,
  rejected: 0,
  queueFull: 0,
  errors: Math.round(errorRate * received),
  wasted: 0,
  busyWorkers: Math.round(saturation * 10),
  maxBusyWorkers: 10,
  queueLength: 0,
  saturation,
  errorRate,
  amplification: 1,
  p99Ms,
});

const edge = (attempts: number, failures: number, breakerState: BreakerStateName | 'NONE') => ({
  // Every counter the engine declares, zero unless set below (metrics.ts).
  ...zeroCounts(EDGE_COUNTER_NAMES),
  calls: attempts,
  attempts,
  failures,
  rejectedByBreaker: breakerState === 'OPEN' ? attempts : 0,
  breakerState,
  failureRate: attempts ? (failures / attempts) * 100 : -1,
  slowCallRate: 0,
  bulkheadInUse: 3,
  budgetTokens: 0,
  // The protections' gauges, zero (metrics.ts, from the registry).
  ...zeroCounts(PROTECTION_GAUGE_NAMES),
});

/** Second `s` (1-based) of the chain: the leaf saturates at 30 s, the failure climbs up. */
export function chainFrame(s: number): SecondFrame {
  const hit = (delay: number) => (s > 30 + delay ? 1 : 0.2);
  const gatewayState: BreakerStateName = s > 40 ? 'OPEN' : 'CLOSED';
  return {
    tMs: s * 1000,
    clients: {
      web: {
        offered: 50,
        succeeded: s > 36 ? 10 : 50,
        failed: s > 36 ? 40 : 0,
        latencyMs: { p50: 30, p95: s > 30 ? 2000 : 60, p99: s > 30 ? 2000 : 90 },
      },
    },
    services: {
      gateway: service(hit(6), s > 36 ? 0.8 : 0),
      orders: service(hit(3), s > 33 ? 0.6 : 0),
      payments: service(hit(0), 0),
      stock: service(0.1, 0),
    },
    edges: {
      'web->gateway': edge(50, s > 36 ? 40 : 0, 'NONE'),
      'gateway->orders': edge(50, s > 36 ? 30 : 0, gatewayState),
      'orders->payments': edge(40, 0, 'NONE'),
      'orders->stock': edge(40, 0, 'NONE'),
    },
  };
}

export function chainSnapshot(nowMs: number): LiveSnapshot {
  const open = nowMs > 40_000;
  return {
    nowMs,
    events: 1000,
    inFlight: 12,
    finished: false,
    services: {
      gateway: { workers: 20, busyWorkers: 20, queueLength: 37, queueCapacity: 100 },
      orders: { workers: 10, busyWorkers: 10, queueLength: 12, queueCapacity: 100 },
      payments: { workers: 5, busyWorkers: 5, queueLength: 80, queueCapacity: 100 },
      stock: { workers: 5, busyWorkers: 0, queueLength: 0, queueCapacity: 100 },
    },
    edges: {
      'gateway->orders': {
        caller: 'gateway',
        callee: 'orders',
        breakerState: open ? 'OPEN' : 'CLOSED',
        failureRate: 60,
        slowCallRate: 10,
        bulkheadInUse: 7,
        bulkheadMax: 10,
        budgetTokens: 0,
      },
    },
  };
}
