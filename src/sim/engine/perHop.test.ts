// Per-hop numbers: from the run report alone, a service's time in the
// service, its queue wait apart, the time-averaged busy workers and queue length, and the
// share of requests that waited, so Little's law (L = λW) and Erlang C can be checked
// without instrumenting the engine (queueing.test.ts does that, exactly, from inside).
import { describe, expect, it } from 'vitest';
import { erlangC, mmc, mmcResponseQuantile } from './queueingTheory';
import { runScenario } from './simulation';
import { caller, constantClient, leaf, scenario } from './testing/scenarioBuilders';

// M/M/4 at ρ = 0.8: λ = 320 req/s, mean service 10 ms. C(4, 3.2) = 0.596, Wq = 7.45 ms,
// W = 17.45 ms, Lq = 2.38, L = 5.58. 200,000 requests.
const [c, meanMs, rps] = [4, 10, 320];
const durationMs = 625_000;
const report = runScenario(
  scenario({
    seed: 5,
    durationMs,
    services: [
      {
        name: 's',
        workers: c,
        queueCapacity: 100_000,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs } }],
      },
    ],
    clients: [{ name: 'u', service: 's', arrival: { rps } }],
  }),
);
const s = report.services.s!;
const lambdaPerMs = s.entered / durationMs;
const theory = mmc(c, rps / 1000, 1 / meanMs);

describe('per-hop numbers of an M/M/c service, read from the report', () => {
  it("Little's law: L = λW for the whole service, Lq = λWq for its queue (within 1 %)", () => {
    expect(s.entered).toBeGreaterThan(190_000);
    const inSystem = s.meanBusyWorkers + s.meanQueueLength;
    expect(Math.abs(inSystem / (lambdaPerMs * s.timeInServiceMs.mean) - 1)).toBeLessThan(0.01);
    expect(Math.abs(s.meanQueueLength / (lambdaPerMs * s.queueWaitMs.mean) - 1)).toBeLessThan(0.01);
    // and the workers alone: busy = λ·E[S], utilisation = busy / c.
    const service = s.timeInServiceMs.mean - s.queueWaitMs.mean;
    expect(Math.abs(s.meanBusyWorkers / (lambdaPerMs * service) - 1)).toBeLessThan(0.01);
    expect(s.utilisation).toBeCloseTo(s.meanBusyWorkers / c, 12);
  });

  it('agree with M/M/c: utilisation ρ, Erlang C waiting probability, Wq, Lq', () => {
    // One long run: tolerances a few sampling errors wide, each far narrower than the gap
    // to a wrong law (no queueing: P(wait) = 0; Erlang B: 0.20; one worker fewer: unstable).
    expect(Math.abs(s.utilisation - theory.rho)).toBeLessThan(0.01);
    expect(Math.abs(s.waitedShare - erlangC(c, theory.busy))).toBeLessThan(0.02);
    expect(Math.abs(s.queueWaitMs.mean / theory.wq - 1)).toBeLessThan(0.1);
    expect(Math.abs(s.meanQueueLength / theory.lq - 1)).toBeLessThan(0.1);
    expect(Math.abs(s.timeInServiceMs.mean / theory.w - 1)).toBeLessThan(0.05);
  });

  it('time-in-service percentiles follow the M/M/c response-time law', () => {
    // At ρ = 0.8 the queue is long-correlated: this run's p99 is 8 % above the law (its Wq
    // 6 %); the law without queueing would be 35 % below (p99 of Exp(10 ms): 46 ms).
    const quantile = (q: number) => mmcResponseQuantile(c, rps / 1000, 1 / meanMs, q);
    expect(Math.abs(s.timeInServiceMs.p50 / quantile(0.5) - 1)).toBeLessThan(0.05);
    expect(Math.abs(s.timeInServiceMs.p95 / quantile(0.95) - 1)).toBeLessThan(0.05);
    expect(Math.abs(s.timeInServiceMs.p99 / quantile(0.99) - 1)).toBeLessThan(0.12);
    // The queue wait is 0 for the 40 % who found a worker free.
    expect(s.queueWaitMs.p50).toBeGreaterThan(0);
    expect(s.timeInServiceMs.p999).toBeGreaterThan(s.timeInServiceMs.p99);
  });
});

describe('per-hop numbers with requests that leave without a worker', () => {
  it("Little's law still holds when the queue drops requests at its timeout", () => {
    // Overloaded (ρ = 1.2): a third of the requests wait 50 ms and are dropped. They count
    // in the time in the service and the queue wait, as they counted in the queue length.
    const r = runScenario(
      scenario({
        seed: 9,
        durationMs: 200_000,
        services: [
          {
            name: 's',
            workers: 1,
            queueCapacity: 1_000,
            queueTimeoutMs: 50,
            routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 10 } }],
          },
        ],
        clients: [{ name: 'u', service: 's', arrival: { rps: 120 } }],
      }),
    ).services.s!;
    expect(r.rejected).toBeGreaterThan(1_000);
    const lambda = r.entered / 200_000;
    const inSystem = r.meanBusyWorkers + r.meanQueueLength;
    expect(Math.abs(inSystem / (lambda * r.timeInServiceMs.mean) - 1)).toBeLessThan(0.01);
    expect(Math.abs(r.meanQueueLength / (lambda * r.queueWaitMs.mean) - 1)).toBeLessThan(0.01);
    expect(r.queueWaitMs.p999).toBeLessThanOrEqual(50 * 1.004);
  });
});

describe('per-hop numbers of an edge, caller side', () => {
  it('a call of three 10 ms attempts lasts 30 ms; each attempt 10 ms', () => {
    // Every answer is a 5xx, retried at once twice: per attempt the wire time, per call
    // the three of them; the callee's time in the service is the attempt's (no network).
    const r = runScenario(
      scenario({
        durationMs: 5_000,
        services: [
          caller('a', [{ service: 'b' }], {
            b: { retry: { enabled: true, maxAttempts: 3, backoff: { type: 'none' } } },
          }),
          leaf('b', 10, { faults: { errorRates: { http5xx: 1 } } }),
        ],
        clients: [{ ...constantClient('a', 10), arrival: { type: 'constant', rps: 10 } }],
      }),
    );
    const edge = r.edges['a->b']!;
    expect(edge.attempts).toBe(3 * edge.calls);
    expect(edge.attemptMs).toEqual({ mean: 10, p50: 10, p95: 10, p99: 10, p999: 10, max: 10 });
    expect(edge.callMs).toEqual({ mean: 30, p50: 30, p95: 30, p99: 30, p999: 30, max: 30 });
    expect(r.services.b!.timeInServiceMs.p99).toBe(10);
    // The client's call waits 1 ms of its own processing more.
    expect(r.edges['users->a']!.callMs.p50).toBe(31);
  });
});
