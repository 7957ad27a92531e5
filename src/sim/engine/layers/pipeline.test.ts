import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../scenario';
import { createSimulation } from '../simulation';
import { caller, constantClient, leaf, scenario } from '../testing/scenarioBuilders';

const retry3 = { enabled: true, maxAttempts: 3, backoff: { type: 'none' as const } };
type Order = string;

/** 50 calls a second to a leaf that fails half the time; counters and what each layer saw. */
function run(layerOrder: Order, extra: Record<string, unknown> = {}) {
  const s = scenario({
    durationMs: 10_000,
    services: [
      caller('a', [{ service: 'b' }], {
        b: {
          retry: retry3,
          breaker: {
            enabled: true,
            slidingWindowSize: 10_000,
            minimumNumberOfCalls: 10_000,
            failureRateThreshold: 100,
          },
          bulkhead: { enabled: true, maxConcurrentCalls: 1_000 },
          layerOrder: layerOrder as never,
          ...extra,
        },
      }),
      leaf('b', 10, { faults: { errorRates: { http5xx: 0.5 } } }),
    ],
    clients: [
      {
        ...constantClient('a', 50),
        arrival: { type: 'constant', rps: 50, schedule: [{ atMs: 9_000, rps: 0 }] },
      },
    ],
  });
  const sim = createSimulation(s);
  sim.runToEnd();
  const edge = sim.edges.get('a->b')!;
  const breaker = edge.policies.breaker!;
  const result = {
    ...edge.counters,
    breakerSaw: breaker.getMetrics().numberOfBufferedCalls,
    state: breaker.getState(),
  };
  sim.dispose();
  return result;
}

describe('the layer pipeline', () => {
  it('any order: the breaker sees one result per call outside the retry, every attempt inside it', () => {
    const retryInside = run('bulkhead-breaker-retry');
    expect(retryInside.attempts).toBeGreaterThan(retryInside.calls * 1.4);
    expect(retryInside.breakerSaw).toBe(retryInside.calls);
    const retryOutside = run('bulkhead-retry-breaker');
    expect(retryOutside.breakerSaw).toBe(retryOutside.attempts);
  });

  it('the breaker times what is inside it: backoffs count only when the retry is inside', () => {
    // Attempts take 10 ms, a retry waits 200 ms; a call over 100 ms is slow.
    const slow = {
      retry: {
        enabled: true,
        maxAttempts: 3,
        backoff: { type: 'constant', initialIntervalMs: 200 },
      },
      breaker: {
        enabled: true,
        slidingWindowSize: 20,
        minimumNumberOfCalls: 20,
        failureRateThreshold: 100,
        slowCallDurationThresholdMs: 100,
        slowCallRateThreshold: 30,
      },
    };
    // Outside the retry, a retried call (half of them) lasts 210 ms or more: slow, and it opens.
    expect(run('breaker-retry-bulkhead', slow).state).toBe('OPEN');
    // Inside it, the breaker times single 10 ms attempts: never slow; only failures count.
    expect(run('retry-breaker-bulkhead', slow).state).toBe('CLOSED');
  });

  it('refuses an order that repeats or leaves out a layer, naming the field', () => {
    const bad = parseScenario({
      version: 1,
      durationMs: 1000,
      services: [
        {
          name: 'a',
          workers: 1,
          routes: [
            {
              name: 'r',
              processing: { type: 'constant', ms: 1 },
              plan: [{ calls: [{ service: 'b' }] }],
            },
          ],
          policies: { b: { layerOrder: 'retry-retry-breaker' } },
        },
        { name: 'b', workers: 1, routes: [{ name: 'r', processing: { type: 'constant', ms: 1 } }] },
      ],
      clients: [{ name: 'c', service: 'a', arrival: { type: 'constant', rps: 1 } }],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.map((i) => i.path).join(' ')).toContain('layerOrder');
  });
});
