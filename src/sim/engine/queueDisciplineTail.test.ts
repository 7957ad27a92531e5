// FIFO and LIFO against M/M/c theory beyond the first two moments (queueDiscipline.test.ts
// has those): whether a request waits, and how long the slowest 1 % wait.
//   - The discipline does not change the number in the system, so P(wait > 0) is Erlang C
//     for both.
//   - FIFO: a waiting request's wait is Exp(cμ − λ), P(W > t) = C·e^(−(cμ − λ)t).
//   - Non-preemptive LIFO: a waiting request is served only once everything that arrived
//     after it has been: its wait is a busy period of an M/M/1 queue with arrival rate λ
//     and service rate cμ (Kleinrock, Queueing Systems vol. 1, §5.8), whose density is
//     f(t) = √(cμ/λ)·e^(−(λ + cμ)t)·I₁(2t√(λcμ)) / t. Same mean, a far longer tail.
import { describe, expect, it } from 'vitest';
import { batchMeans } from './testing/measure';
import { busyPeriod, crossing } from './busyPeriod';
import { erlangC, mmcWaitSecondMoment } from './queueingTheory';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation } from './simulation';

// M/M/2 at ρ = 0.7, rates per ms: λ = 0.14, μ = 0.1 (10 ms), cμ = 0.2.
const [c, lambda, mu] = [2, 0.14, 0.1];
const cmu = c * mu;
const C = erlangC(c, lambda / mu);
const fifoSurvival = (t: number) => C * Math.exp(-(cmu - lambda) * t);
const lifoSurvival = (t: number) => C * busyPeriod(lambda, cmu, t, 4_000).survival;
const fifoP99 = crossing(fifoSurvival, 0.01, 1_000);
const lifoP99 = crossing(lifoSurvival, 0.01, 1_000);

/** Every request’s wait for a worker (about 950,000 of them), after a 5 % warm-up. */
function mm2Waits(discipline: 'fifo' | 'lifo'): number[] {
  const rps = lambda * 1000;
  const durationMs = (1_000_000 / rps) * 1000;
  const sim = createSimulation(
    scenario({
      seed: 47,
      durationMs,
      services: [
        {
          name: 's',
          workers: c,
          queueCapacity: 100_000,
          queueDiscipline: discipline,
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 1 / mu } }],
        },
      ],
      clients: [{ name: 'u', service: 's', arrival: { type: 'poisson', rps } }],
    }),
  );
  const waits: number[] = [];
  const hist = sim.services.get('s')!.stats.queueWait;
  const record = hist.record.bind(hist);
  hist.record = (ms: number) => {
    if (sim.nowMs >= durationMs * 0.05) waits.push(ms);
    record(ms);
  };
  sim.runToEnd();
  sim.dispose();
  return waits;
}

describe('the M/M/1 busy period used for LIFO’s tail', () => {
  it('is a distribution whose second moment C·E[B²] is LIFO’s closed-form E[W²]', () => {
    // Integrated to 2 s: the busy period’s tail falls as e^(−(√(cμ) − √λ)²t), 10⁻⁶ by then.
    const b = busyPeriod(lambda, cmu, 2_000, 200_000);
    expect(Math.abs(b.survival)).toBeLessThan(1e-6);
    const closedForm = mmcWaitSecondMoment(c, lambda, mu, 'lifo');
    // Within 10⁻³: what lies past 2 s and Simpson's error on a 0.01 ms grid.
    expect(Math.abs(C * b.secondMoment - closedForm) / closedForm).toBeLessThan(1e-3);
  });
});

describe('queue discipline and the tail of the wait, against M/M/2 theory', () => {
  const runs = { fifo: mm2Waits('fifo'), lifo: mm2Waits('lifo') };

  it('FIFO and LIFO make the same share of requests wait: Erlang C', () => {
    expect(C).toBeCloseTo(0.5765, 4);
    for (const waits of Object.values(runs)) {
      const waited = batchMeans(waits.map((w) => (w > 0 ? 1 : 0)));
      expect(Math.abs(waited.mean - C)).toBeLessThanOrEqual(waited.halfWidth);
      expect(waited.halfWidth).toBeLessThan(0.02);
    }
  });

  it('LIFO’s p99 wait is the busy period’s, far beyond FIFO’s ln(100·C)/(cμ − λ)', () => {
    expect(fifoP99).toBeCloseTo(Math.log(100 * C) / (cmu - lambda), 6);
    // ≈ 68 ms against ≈ 146 ms: the same mean wait, a p99 more than twice as long.
    expect(lifoP99 / fifoP99).toBeGreaterThan(2);
    for (const [discipline, p99] of [
      ['fifo', fifoP99],
      ['lifo', lifoP99],
    ] as const) {
      // The share of waits past the theory's p99 is 1 %, within its 99.9 % interval.
      const past = batchMeans(runs[discipline].map((w) => (w > p99 ? 1 : 0)));
      expect(Math.abs(past.mean - 0.01), discipline).toBeLessThanOrEqual(past.halfWidth);
      expect(past.halfWidth, discipline).toBeLessThan(0.003);
    }
    // And each run is far from the other's p99: the test tells the two tails apart.
    const fifoPastLifo = runs.fifo.filter((w) => w > lifoP99).length / runs.fifo.length;
    const lifoPastFifo = runs.lifo.filter((w) => w > fifoP99).length / runs.lifo.length;
    expect(fifoPastLifo).toBeLessThan(0.002);
    expect(lifoPastFifo).toBeGreaterThan(0.02);
  });
});
