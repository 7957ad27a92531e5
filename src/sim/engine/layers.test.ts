import { describe, expect, it } from 'vitest';
import { createSimulation, runScenario } from './simulation';
import { caller, constantClient, leaf, scenario } from './testing/scenarioBuilders';

const failingHalf = leaf('b', 10, { faults: { errorRates: { http5xx: 0.5 } } });
const retry3 = { enabled: true, maxAttempts: 3, backoff: { type: 'none' as const } };
const bigWindow = {
  enabled: true,
  slidingWindowSize: 10_000,
  minimumNumberOfCalls: 10_000,
  failureRateThreshold: 100,
};

function bufferedCalls(layerOrder: 'breaker-bulkhead-retry' | 'retry-breaker-bulkhead') {
  const s = scenario({
    durationMs: 20_000,
    services: [
      caller('a', [{ service: 'b' }], { b: { retry: retry3, breaker: bigWindow, layerOrder } }),
      failingHalf,
    ],
    // Arrivals stop a second before the end so that no call is still in flight.
    clients: [
      {
        ...constantClient('a', 50),
        arrival: { type: 'constant', rps: 50, schedule: [{ atMs: 19_000, rps: 0 }] },
      },
    ],
  });
  const sim = createSimulation(s);
  sim.runToEnd();
  const edge = sim.edges.get('a->b')!;
  const result = {
    ...edge.counters,
    buffered: edge.policies.breaker!.getMetrics().numberOfBufferedCalls,
  };
  sim.dispose();
  return result;
}

describe('order of the layers (seed 000)', () => {
  it('breaker outside the retry sees one result per logical call', () => {
    const r = bufferedCalls('breaker-bulkhead-retry');
    expect(r.attempts).toBeGreaterThan(r.calls * 1.5);
    expect(r.buffered).toBe(r.calls);
  });

  it('retry outside the breaker (Resilience4j default) makes the breaker see every attempt', () => {
    const r = bufferedCalls('retry-breaker-bulkhead');
    expect(r.buffered).toBe(r.attempts);
  });

  it('an open breaker outside the retry stops the retries before they start', () => {
    const s = scenario({
      durationMs: 5_000,
      services: [
        caller('a', [{ service: 'b' }], { b: { retry: retry3, breaker: { enabled: true } } }),
        failingHalf,
      ],
      clients: [constantClient('a', 20)],
    });
    const sim = createSimulation(s);
    sim.forceBreaker('a->b', 'FORCED_OPEN');
    sim.runToEnd();
    const report = sim.report();
    sim.dispose();
    expect(report.edges['a->b']!.attempts).toBe(0);
    expect(report.edges['a->b']!.rejectedByBreaker).toBe(report.edges['a->b']!.calls);
    expect(report.services.b!.received).toBe(0);
  });

  it('one bulkhead slot covers all attempts when the bulkhead is outside the retry', () => {
    // 1 slot, calls every 100 ms, each attempt 60 ms: with retries inside, a call that
    // retries holds the slot past the next arrival, which is then rejected.
    const s = scenario({
      durationMs: 20_000,
      services: [
        caller('a', [{ service: 'b' }], {
          b: { retry: retry3, bulkhead: { enabled: true, maxConcurrentCalls: 1 } },
        }),
        leaf('b', 60, { faults: { errorRates: { http5xx: 0.5 } } }),
      ],
      clients: [constantClient('a', 10)],
    });
    const r = runScenario(s).edges['a->b']!;
    expect(r.retries).toBeGreaterThan(0);
    expect(r.rejectedByBulkhead).toBeGreaterThan(0);
  });
});

describe('timeouts, wasted work and cancellation', () => {
  const slowLeaf = leaf('b', 500);
  it('a caller timeout does not stop the callee: its work is wasted', () => {
    const s = scenario({
      durationMs: 10_000,
      services: [caller('a', [{ service: 'b' }], { b: { timeoutMs: 100 } }), slowLeaf],
      clients: [constantClient('a', 10)],
    });
    const r = runScenario(s);
    expect(r.edges['a->b']!.timeouts).toBeGreaterThan(90);
    expect(r.services.b!.completed).toBeGreaterThan(90);
    expect(r.services.b!.wasted).toBe(r.services.b!.completed);
  });

  it('with cancellation the callee stops and wastes nothing', () => {
    const s = scenario({
      durationMs: 10_000,
      services: [
        caller('a', [{ service: 'b' }], { b: { timeoutMs: 100, propagateCancellation: true } }),
        slowLeaf,
      ],
      clients: [constantClient('a', 10)],
    });
    const r = runScenario(s);
    expect(r.edges['a->b']!.timeouts).toBeGreaterThan(90);
    expect(r.services.b!.wasted).toBe(0);
    expect(r.services.b!.completed).toBe(0);
  });
});

describe('the cascade mechanism', () => {
  it('a request holds its worker while it waits on a slow dependency', () => {
    // a: 10 workers, 1 ms of its own work; b answers in 1 s. 20 req/s need 20 workers in a.
    const s = scenario({
      durationMs: 10_000,
      services: [
        caller('a', [{ service: 'b' }], {}, { workers: 10, queueCapacity: 5 }),
        leaf('b', 1_000),
      ],
      clients: [constantClient('a', 20)],
    });
    const r = runScenario(s);
    expect(r.services.a!.maxBusyWorkers).toBe(10);
    expect(r.services.a!.rejected).toBeGreaterThan(50);
  });

  it('an optional call that fails falls back and the request succeeds', () => {
    const s = scenario({
      durationMs: 5_000,
      services: [
        caller('a', [{ service: 'b', optional: true }]),
        leaf('b', 5, { faults: { errorRates: { http5xx: 1 } } }),
      ],
      clients: [constantClient('a', 20)],
    });
    const r = runScenario(s);
    expect(r.clients.users!.failed).toBe(0);
    expect(r.edges['a->b']!.fallbacks).toBe(r.edges['a->b']!.calls);
  });

  it('a required call that fails fails the request with a 5xx', () => {
    const s = scenario({
      durationMs: 5_000,
      services: [
        caller('a', [{ service: 'b' }]),
        leaf('b', 5, { faults: { errorRates: { http4xxPermanent: 1 } } }),
      ],
      clients: [constantClient('a', 20)],
    });
    const r = runScenario(s);
    expect(r.clients.users!.succeeded).toBe(0);
    expect(r.clients.users!.failuresByReason.http5xx).toBe(r.clients.users!.failed);
  });
});
