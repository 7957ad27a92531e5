import { describe, expect, it } from 'vitest';
import { batchMeans } from './testing/measure';
import { mmc, mmcWaitSecondMoment } from './queueingTheory';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation } from './simulation';

type Discipline = 'fifo' | 'lifo' | 'adaptiveLifo';

/**
 * M/M/2 at ρ = 0.7 (λ = 140/s, E[S] = 10 ms), 150,000 requests: each request's exact wait
 * for a worker, in the order they start, after a 5 % warm-up.
 */
function mm2Waits(discipline: Discipline) {
  const rps = 140;
  const durationMs = (150_000 / rps) * 1000;
  const sim = createSimulation(
    scenario({
      seed: 31,
      durationMs,
      services: [
        {
          name: 's',
          workers: 2,
          queueCapacity: 100_000,
          queueDiscipline: discipline,
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 10 } }],
        },
      ],
      clients: [{ name: 'u', service: 's', arrival: { type: 'poisson', rps } }],
    }),
  );
  // Every wait is recorded once, when the request gets its worker (nobody leaves the queue).
  const waits: number[] = [];
  const hist = sim.services.get('s')!.stats.queueWait;
  const record = hist.record.bind(hist);
  hist.record = (ms: number) => {
    if (sim.nowMs >= durationMs * 0.05) waits.push(ms);
    record(ms);
  };
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return { waits, report };
}

describe('queue discipline against M/M/c theory', () => {
  const [c, lambda, mu] = [2, 0.14, 0.1];
  const fifo = mm2Waits('fifo');
  const lifo = mm2Waits('lifo');

  it('FIFO and LIFO wait the same on average: Erlang C’s Wq = C/(cμ − λ)', () => {
    const theory = mmc(c, lambda, mu);
    for (const { waits } of [fifo, lifo]) {
      const wq = batchMeans(waits);
      expect(wq.halfWidth / theory.wq).toBeLessThan(0.2);
      expect(Math.abs(wq.mean - theory.wq)).toBeLessThanOrEqual(wq.halfWidth);
    }
  });

  it('LIFO spreads the waits 1/(1 − ρ) times wider than FIFO (second moments)', () => {
    for (const [run, discipline] of [
      [fifo, 'fifo'],
      [lifo, 'lifo'],
    ] as const) {
      const theory = mmcWaitSecondMoment(c, lambda, mu, discipline);
      const m2 = batchMeans(run.waits.map((w) => w * w));
      expect(m2.halfWidth / theory).toBeLessThan(0.3);
      expect(Math.abs(m2.mean - theory)).toBeLessThanOrEqual(m2.halfWidth);
    }
    // The two theories differ by 1/(1 − ρ) = 3.3: far apart for these intervals.
    expect(mmcWaitSecondMoment(c, lambda, mu, 'lifo')).toBeCloseTo(
      mmcWaitSecondMoment(c, lambda, mu, 'fifo') / 0.3,
      9,
    );
  });
});

/**
 * Overload: 150 req/s on one worker of 10 ms (100/s at most), a deep queue, callers that
 * give up after 200 ms without cancelling the work (the metastability lesson's queue).
 */
function overload(discipline: Discipline) {
  const s = scenario({
    seed: 5,
    durationMs: 60_000,
    services: [
      {
        name: 's',
        workers: 1,
        queueCapacity: 5_000,
        queueDiscipline: discipline,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 10 } }],
      },
    ],
    clients: [
      {
        name: 'u',
        service: 's',
        arrival: { type: 'poisson', rps: 150 },
        policy: { timeoutMs: 200 },
      },
    ],
  });
  const sim = createSimulation(s);
  const waits: number[] = [];
  const runtime = sim.services.get('s')!;
  const leaveQueue = runtime.stats.leaveQueue.bind(runtime.stats);
  runtime.stats.leaveQueue = (nowMs, arrivedMs, started) => {
    if (started) waits.push(nowMs - arrivedMs);
    leaveQueue(nowMs, arrivedMs, started);
  };
  sim.runToEnd();
  const report = sim.report();
  const queueLength = sim.snapshot().services.s!.queueLength;
  sim.dispose();
  return { report, waits, queueLength };
}

describe('adaptive LIFO with controlled delay (Facebook, "Fail at Scale")', () => {
  const fifo = overload('fifo');
  const adaptive = overload('adaptiveLifo');

  it('FIFO serves the dead: the queue outgrows the callers’ patience and almost nothing succeeds', () => {
    const u = fifo.report.clients.u!;
    expect(u.succeeded / u.offered).toBeLessThan(0.05);
    // The worker stays busy with requests nobody waits for any more.
    expect(fifo.report.services.s!.wasted).toBeGreaterThan(0.9 * fifo.report.services.s!.completed);
  });

  it('adaptive LIFO sheds the dead and the stale and serves the capacity to callers who wait', () => {
    const u = adaptive.report.clients.u!;
    const s = adaptive.report.services.s!;
    // Capacity is 100 of 150 req/s: two thirds is the most anyone could get.
    expect(u.succeeded / u.offered).toBeGreaterThan(0.6);
    expect(s.wasted).toBeLessThan(0.01 * s.completed);
    expect(s.rejected).toBeGreaterThan(0.25 * u.offered);
    // Controlled delay: no request starts after more than intervalMs (100 ms) in the queue.
    expect(Math.max(...adaptive.waits)).toBeLessThanOrEqual(100);
    expect(adaptive.queueLength).toBeLessThan(50);
  });

  it('plain LIFO serves newcomers too, but the old ones rot in a queue that only grows', () => {
    const lifo = overload('lifo');
    const u = lifo.report.clients.u!;
    expect(u.succeeded / u.offered).toBeGreaterThan(0.5);
    // The excess 50 req/s piles up under the newcomers and is never reached: 60 s of it.
    expect(lifo.queueLength).toBeGreaterThan(2_000);
  });
});
