// Queueing theory the engine must reproduce (model.md §5): M/M/1 and M/M/c waiting times
// (Erlang C), Erlang B rejections of a pool that never waits, Little's law.
//
// How the tolerances are set. Each figure is measured on one long run with a fixed seed
// and compared with its closed form through a 99.9 % confidence interval computed by the
// method of batch means (testing/measure.ts): the run is cut into 20 consecutive batches,
// each of thousands of requests, far longer than the queue's correlation time (for M/M/1
// at ρ = 0.5 the relaxation time 1/(μ(1−√ρ)²) is about 12 service times), so the 20 batch
// means are nearly independent and t(0.9995, 19) = 3.883 gives the interval. The interval
// therefore comes from the sample itself: it narrows as 1/√n. So that a check cannot pass
// only because its interval is wide, each test also bounds the half-width (the test's
// power), below the gap to the nearest plausible wrong answer (no queueing, one worker too
// few, Erlang C instead of B…).
import { describe, expect, it } from 'vitest';
import type { Distribution } from '../scenario';
import {
  batchMeans,
  intervalOf,
  recordLatencies,
  recordWaits,
  timeAverages,
  BATCHES,
} from './testing/measure';
import {
  erlangB,
  erlangC,
  mm1,
  mmc,
  mmcResponseQuantile,
  mmcResponseSurvival,
} from './queueingTheory';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation, runScenario } from './simulation';
import { meanOf } from './sampleDistribution';
import type { SecondFrame } from './types';

describe('queueing theory helper', () => {
  it('matches tabulated Erlang B and C values', () => {
    expect(erlangB(1, 1)).toBeCloseTo(0.5, 12);
    expect(erlangB(2, 1)).toBeCloseTo(0.2, 12);
    expect(erlangB(5, 3)).toBeCloseTo(0.110054, 6); // Erlang B table
    expect(erlangB(10, 8)).toBeCloseTo(0.121661, 6);
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
    expect(erlangC(10, 8)).toBeCloseTo(0.40918, 6);
    expect(erlangC(1, 0.7)).toBeCloseTo(0.7, 12); // M/M/1: P(wait) = ρ
  });

  it('reduces to the M/M/1 formulas and the exponential response time', () => {
    const f = mm1(0.07, 0.1);
    expect(f.wq).toBeCloseTo(0.7 / 0.03, 9);
    expect(f.w).toBeCloseTo(1 / 0.03, 9);
    for (const t of [1, 10, 100])
      expect(mmcResponseSurvival(1, 0.07, 0.1, t)).toBeCloseTo(Math.exp(-0.03 * t), 12);
    expect(mmcResponseQuantile(1, 0.07, 0.1, 0.99)).toBeCloseTo(Math.log(100) / 0.03, 6);
  });

  it('gives an M/M/c response-time law whose mean is W', () => {
    // ∫ P(T > t) dt = E[T]: the survival and the mean come from independent formulas.
    const [c, lambda, mu] = [4, 0.075, 0.025];
    let integral = 0;
    const dt = 0.05;
    for (let t = dt / 2; t < 2000; t += dt) integral += mmcResponseSurvival(c, lambda, mu, t) * dt;
    expect(integral).toBeCloseTo(mmc(c, lambda, mu).w, 3);
  });
});

/** One service `s` behind one client `u`, no protections: a plain M/M/c (or G/G/c) queue. */
function queueScenario(opts: {
  workers: number;
  processing: Distribution;
  rps: number;
  arrival?: 'poisson' | 'constant';
  durationMs: number;
  seed: number;
  queueCapacity?: number;
}) {
  return scenario({
    seed: opts.seed,
    durationMs: opts.durationMs,
    services: [
      {
        name: 's',
        workers: opts.workers,
        queueCapacity: opts.queueCapacity ?? 100_000,
        routes: [{ name: 'default', processing: opts.processing }],
      },
    ],
    clients: [
      { name: 'u', service: 's', arrival: { type: opts.arrival ?? 'poisson', rps: opts.rps } },
    ],
  });
}

describe('deterministic sanity checks (D/D/c)', () => {
  it('a constant stream below capacity never waits: every latency is the service time', () => {
    const sim = createSimulation(
      queueScenario({
        workers: 1,
        processing: { type: 'constant', ms: 10 },
        rps: 50,
        arrival: 'constant',
        durationMs: 10_000,
        seed: 1,
      }),
    );
    const { latencyMs } = recordLatencies(sim, 'u');
    sim.runToEnd();
    const r = sim.report();
    // Arrivals at 20, 40, …, 10,000 ms: the last one is still being served at the end.
    expect(r.clients.u!.offered).toBe(500);
    expect(latencyMs.length).toBe(499);
    expect(Math.min(...latencyMs)).toBe(10);
    expect(Math.max(...latencyMs)).toBe(10);
    expect(r.services.s!.maxBusyWorkers).toBe(1);
  });

  it('a constant stream above capacity serves exactly c / S per second and the queue grows', () => {
    // 100 req/s offered (at 10, 20, … ms), 2 workers of 30 ms serve 66.7 req/s: worker A
    // finishes at 10 + 30k ms (333 times up to 10 s), worker B at 20 + 30k ms (332 times).
    const sim = createSimulation(
      queueScenario({
        workers: 2,
        processing: { type: 'constant', ms: 30 },
        rps: 100,
        arrival: 'constant',
        durationMs: 10_000,
        seed: 1,
      }),
    );
    sim.runToEnd();
    const r = sim.report();
    expect(r.clients.u!.offered).toBe(1000);
    expect(r.services.s!.completed).toBe(665);
    expect(sim.snapshot().services.s!.queueLength).toBeGreaterThan(300);
  });
});

/**
 * Runs M/M/c with Poisson arrivals λ (per s) and exponential service of mean `meanMs`, and
 * measures, after a 5 % warm-up, the exact wait of every request, the time-average queue
 * length and busy workers, and the response times.
 */
function measureMMc(c: number, meanMs: number, rps: number, requests: number, seed: number) {
  const durationMs = (requests / rps) * 1000;
  const warmupMs = durationMs * 0.05;
  const sim = createSimulation(
    queueScenario({
      workers: c,
      processing: { type: 'exponential', meanMs },
      rps,
      durationMs,
      seed,
    }),
  );
  const waits = recordWaits(sim, 's');
  const latencies = recordLatencies(sim, 'u');
  const s = sim.services.get('s')!;
  const avg = timeAverages(sim, warmupMs, {
    queue: () => s.workers.waitingCalls,
    busy: () => s.busyWorkers,
    inSystem: () => s.workers.waitingCalls + s.busyWorkers,
  });
  const report = sim.report();
  const response = latencies.latencyMs.filter((_, i) => latencies.arrivedAtMs[i]! >= warmupMs);
  return {
    sim,
    report,
    avg,
    waitsMs: waits.waitsMs(warmupMs),
    response,
    theory: mmc(c, rps / 1000, 1 / meanMs),
  };
}

/** The checks shared by M/M/1 and M/M/c; each also bounds its half-width (its power). */
function checkMMc(c: number, lambdaPerMs: number, mu: number, m: ReturnType<typeof measureMMc>) {
  const { theory, avg, report } = m;
  expect(report.clients.u!.failed).toBe(0);
  expect(report.services.s!.rejected).toBe(0);

  // Mean wait in the queue (Erlang C: Wq = C(c, a) / (cμ − λ)), per request, exactly measured.
  const wq = batchMeans(m.waitsMs);
  expect(wq.halfWidth / theory.wq).toBeLessThan(0.2);
  expect(Math.abs(wq.mean - theory.wq)).toBeLessThanOrEqual(wq.halfWidth);

  // Probability of waiting, seen by arrivals (Erlang C itself).
  const pWait = batchMeans(m.waitsMs.map((w) => (w > 0 ? 1 : 0)));
  expect(pWait.halfWidth).toBeLessThan(0.04);
  expect(Math.abs(pWait.mean - theory.pWait)).toBeLessThanOrEqual(pWait.halfWidth);

  // Time-average queue length: Lq = λ·Wq (Little's law on the queue alone).
  const lq = avg.queue!;
  expect(lq.halfWidth / theory.lq).toBeLessThan(0.2);
  expect(Math.abs(lq.mean - theory.lq)).toBeLessThanOrEqual(lq.halfWidth);

  // Little's law on the workers: mean busy workers = λ·E[S] = a.
  const busy = avg.busy!;
  expect(busy.halfWidth / theory.busy).toBeLessThan(0.05);
  expect(Math.abs(busy.mean - theory.busy)).toBeLessThanOrEqual(busy.halfWidth);

  // Mean response time W = Wq + 1/μ, from the client's side.
  const w = batchMeans(m.response);
  expect(Math.abs(w.mean - theory.w)).toBeLessThanOrEqual(w.halfWidth);
  // Little's law on the whole system, both sides measured: L = λ·W.
  expect(Math.abs(avg.inSystem!.mean - lambdaPerMs * w.mean)).toBeLessThanOrEqual(
    avg.inSystem!.halfWidth + lambdaPerMs * w.halfWidth,
  );

  // The response-time law: the fraction of responses within the theoretical q-quantile is q,
  // and the report's histogram percentiles (1 % buckets, upper edge) lie between the
  // theoretical quantiles at q ∓ that fraction's half-width.
  for (const [q, reported] of [
    [0.5, report.clients.u!.latencyMs.p50],
    [0.95, report.clients.u!.latencyMs.p95],
    [0.99, report.clients.u!.latencyMs.p99],
  ] as const) {
    const tq = mmcResponseQuantile(c, lambdaPerMs, mu, q);
    const within = batchMeans(m.response.map((t) => (t <= tq ? 1 : 0)));
    expect(Math.abs(within.mean - q)).toBeLessThanOrEqual(within.halfWidth);
    const low = mmcResponseQuantile(c, lambdaPerMs, mu, q - within.halfWidth);
    const high = mmcResponseQuantile(c, lambdaPerMs, mu, Math.min(0.9999, q + within.halfWidth));
    expect(reported).toBeGreaterThanOrEqual(low);
    expect(reported).toBeLessThanOrEqual(high * 1.01);
  }
}

describe('M/M/1 and M/M/c (Erlang C)', () => {
  it('M/M/1 at ρ = 0.5 waits ρ/(μ−λ) = 10 ms on average', () => {
    // λ = 50/s, E[S] = 10 ms: Wq = 10 ms, W = 20 ms, P(wait) = 0.5, Lq = 0.5.
    // 80,000 requests: the 99.9 % half-width of Wq comes out near 10 %.
    const m = measureMMc(1, 10, 50, 80_000, 11);
    expect(m.theory.wq).toBeCloseTo(10, 9);
    checkMMc(1, 0.05, 0.1, m);
  });

  it('M/M/4 at ρ = 0.75 waits C(4, 3)/(cμ−λ) ≈ 20.4 ms on average', () => {
    // λ = 75/s, E[S] = 40 ms, a = 3 erlangs: C = 0.509, Wq = 20.4 ms, W = 60.4 ms.
    // With one worker fewer (a = 3 on 3 workers) the queue would not even be stable;
    // without queueing (Wq = 0) W would be 40 ms: both far outside the intervals.
    const m = measureMMc(4, 40, 75, 80_000, 12);
    expect(m.theory.pWait).toBeCloseTo(0.5094, 3);
    checkMMc(4, 0.075, 0.025, m);
  });
});

/** Blocking ratio per batch of seconds (20 batches), from the per-second frames. */
function blockingInterval(frames: SecondFrame[], ratio: (f: SecondFrame) => [number, number]) {
  const perBatch = Math.floor(frames.length / BATCHES);
  const means: number[] = [];
  let total = 0;
  for (let b = 0; b < BATCHES; b++) {
    let num = 0;
    let den = 0;
    for (const f of frames.slice(b * perBatch, (b + 1) * perBatch)) {
      const [n, d] = ratio(f);
      num += n;
      den += d;
    }
    total += den;
    means.push(num / den);
  }
  return intervalOf(means, total);
}

describe('Erlang B: a pool that never waits rejects with the loss probability', () => {
  // a = λ·E[S] = 80/s × 50 ms = 4 erlangs on 5 slots: B(5, 4) = 0.199. Plausible wrong
  // answers are far away: B(4, 4) = 0.311, C(5, 4) = 0.554, 0 (no limit).
  // 40,000 arrivals: a binomial proportion of 0.2 has σ = 0.002; batch means allow for the
  // correlation and the half-width is bounded at 0.02 (10 % of B).
  const lossRun = (processing: Distribution, viaBulkhead: boolean) => {
    const frames: SecondFrame[] = [];
    const input = scenario({
      seed: 21,
      durationMs: 500_000,
      services: [
        {
          name: 's',
          workers: viaBulkhead ? 1000 : 5,
          queueCapacity: viaBulkhead ? 100 : 0,
          routes: [{ name: 'default', processing }],
        },
      ],
      clients: [
        {
          name: 'u',
          service: 's',
          arrival: { rps: 80 },
          policy: viaBulkhead
            ? { bulkhead: { enabled: true, maxConcurrentCalls: 5, maxWaitDurationMs: 0 } }
            : {},
        },
      ],
    });
    const report = runScenario(input, { onSecond: (f) => frames.push(f) });
    return { report, frames };
  };
  const expected = erlangB(5, 4);

  it('a service with no accept queue answers 503 to B(5, 4) of the arrivals', () => {
    const { report, frames } = lossRun({ type: 'exponential', meanMs: 50 }, false);
    const blocked = blockingInterval(frames, (f) => [
      f.services.s!.rejected,
      f.services.s!.received,
    ]);
    expect(blocked.halfWidth).toBeLessThan(0.02);
    expect(Math.abs(blocked.mean - expected)).toBeLessThanOrEqual(blocked.halfWidth);
    // Every rejection reaches the client as a full queue (it read http5xx before),
    // nothing else fails.
    expect(report.clients.u!.failuresByReason).toEqual({ queueFull: report.services.s!.rejected });
  });

  it('an edge bulkhead with maxWaitDurationMs 0 rejects B(5, 4), even with constant service (insensitivity)', () => {
    // Erlang B depends on the service law only through its mean: constant 50 ms gives the
    // same loss. An engine that reused the exponential assumption would not notice; one
    // that queued, or released slots late, would.
    const { report, frames } = lossRun({ type: 'constant', ms: 50 }, true);
    const blocked = blockingInterval(frames, (f) => [
      f.edges['u->s']!.rejectedByBulkhead,
      f.edges['u->s']!.calls,
    ]);
    expect(blocked.halfWidth).toBeLessThan(0.02);
    expect(Math.abs(blocked.mean - expected)).toBeLessThanOrEqual(blocked.halfWidth);
    expect(report.clients.u!.failuresByReason).toEqual({
      bulkheadFull: report.edges['u->s']!.rejectedByBulkhead,
    });
    expect(report.services.s!.rejected).toBe(0);
  });
});

describe("Little's law with any service law", () => {
  it('mean busy workers = λ·E[S] for log-normal service (p50 50 ms, p99 400 ms)', () => {
    // E[S] = 50·e^{σ²/2} with σ = ln 8 / z99 ≈ 74.6 ms; at 100 req/s, 7.46 workers busy on
    // average out of 20. 30,000 requests; the interval is the batch-means one (99.9 %).
    const processing: Distribution = { type: 'lognormal', p50Ms: 50, p99Ms: 400 };
    const durationMs = 300_000;
    const sim = createSimulation(
      queueScenario({ workers: 20, processing, rps: 100, durationMs, seed: 31 }),
    );
    const s = sim.services.get('s')!;
    const avg = timeAverages(sim, durationMs * 0.05, { busy: () => s.busyWorkers });
    const expected = (100 / 1000) * meanOf(processing);
    expect(expected).toBeCloseTo(7.46, 1);
    expect(avg.busy!.halfWidth / expected).toBeLessThan(0.05);
    expect(Math.abs(avg.busy!.mean - expected)).toBeLessThanOrEqual(avg.busy!.halfWidth);
    expect(sim.report().services.s!.rejected).toBe(0);
  });
});
