// Pure: the queueing checks (model.md §5): M/M/1, M/M/c with Erlang C, Erlang B, M/G/1 with
// gamma service (Pollaczek–Khinchine), Little's law. Each is one declared entry.
import { erlangB, mm1, mmc } from '../sim/engine/queueingTheory';
import { runScenario } from '../sim/engine/simulation';
import type { RunReport } from '../sim/engine/types';
import type { Distribution } from '../sim/scenario';
import { scenario } from '../sim/engine/testing/scenarioBuilders';
import type { ValidationCheck, ValidationScale } from './validationCheck';

/** Simulated seconds of a queue run: long enough for its mean to settle within a few %. */
const QUEUE_RUN_S: Record<ValidationScale, number> = { full: 600, reduced: 150 };

/** Client `u` → service `s`: Poisson arrivals at `rps`, `workers` workers, FIFO. */
export function runQueue(opts: {
  workers: number;
  processing: Distribution;
  rps: number;
  seed: number;
  scale: ValidationScale;
  queueCapacity?: number;
}): RunReport {
  return runScenario(
    scenario({
      seed: opts.seed,
      durationMs: QUEUE_RUN_S[opts.scale] * 1000,
      services: [
        {
          name: 's',
          workers: opts.workers,
          queueCapacity: opts.queueCapacity ?? 100_000,
          routes: [{ name: 'default', processing: opts.processing }],
        },
      ],
      clients: [{ name: 'u', service: 's', arrival: { type: 'poisson', rps: opts.rps } }],
    }),
  );
}

const MM1 = { meanMs: 10, rps: 70 };
const mm1Theory = mm1(MM1.rps / 1000, 1 / MM1.meanMs);
/** One run per seed and scale, shared by the checks that read it. */
function memo(run: (seed: number, scale: ValidationScale) => RunReport) {
  const runs = new Map<string, RunReport>();
  return (seed: number, scale: ValidationScale): RunReport => {
    const key = `${seed}/${scale}`;
    let report = runs.get(key);
    if (!report) runs.set(key, (report = run(seed, scale)));
    return report;
  };
}

const runMM1 = memo((seed, scale) =>
  runQueue({
    workers: 1,
    processing: { type: 'exponential', meanMs: MM1.meanMs },
    rps: MM1.rps,
    seed,
    scale,
  }),
);

const MMC = { workers: 4, meanMs: 40, rps: 80 };
const mmcTheory = mmc(MMC.workers, MMC.rps / 1000, 1 / MMC.meanMs);
const runMMc = memo((seed, scale) =>
  runQueue({
    workers: MMC.workers,
    processing: { type: 'exponential', meanMs: MMC.meanMs },
    rps: MMC.rps,
    seed,
    scale,
  }),
);

const LOSS = { workers: 8, meanMs: 100, rps: 60 };

const MG1 = { meanMs: 10, cv: 2, rps: 50 };
/** Pollaczek–Khinchine: Wq = λ·E[S²] / (2(1 − ρ)), E[S²] = mean²(1 + cv²). */
const mg1WqMs = (() => {
  const lambda = MG1.rps / 1000;
  const rho = lambda * MG1.meanMs;
  return (lambda * MG1.meanMs ** 2 * (1 + MG1.cv ** 2)) / (2 * (1 - rho));
})();

export const QUEUEING_CHECKS: readonly ValidationCheck[] = [
  {
    id: 'mm1-mean',
    element: 'M/M/1 queue (ρ = 0.7)',
    reference: 'W = 1 / (μ − λ)',
    figure: "client's mean latency, ms",
    expected: mm1Theory.w,
    relativeTolerance: 0.08,
    measure: (seed, scale) => runMM1(seed, scale).clients.u!.latencyMs.mean,
  },
  {
    id: 'mm1-p99',
    element: 'M/M/1 queue (ρ = 0.7)',
    reference: 'p99 = ln(100) / (μ − λ) (exponential response time)',
    figure: "client's p99 latency, ms",
    expected: Math.log(100) * mm1Theory.w,
    relativeTolerance: 0.1,
    measure: (seed, scale) => runMM1(seed, scale).clients.u!.latencyMs.p99,
  },
  {
    id: 'mmc-erlang-c',
    element: 'M/M/4 queue (ρ = 0.8)',
    reference: 'P(wait) = Erlang C(c, λ/μ)',
    figure: 'share of requests that queued',
    expected: mmcTheory.pWait,
    relativeTolerance: 0.05,
    measure: (seed, scale) => runMMc(seed, scale).services.s!.waitedShare,
  },
  {
    id: 'mmc-wq',
    element: 'M/M/4 queue (ρ = 0.8)',
    reference: 'Wq = C(c, a) / (cμ − λ)',
    figure: 'mean queue wait, ms',
    expected: mmcTheory.wq,
    relativeTolerance: 0.1,
    measure: (seed, scale) => runMMc(seed, scale).services.s!.queueWaitMs.mean,
  },
  {
    id: 'little',
    element: "Little's law (M/M/4)",
    reference: 'L = λ·W (busy + queue = entered ÷ duration × mean time in service)',
    figure: 'time-averaged requests in the service',
    expected: mmcTheory.busy + mmcTheory.lq,
    relativeTolerance: 0.08,
    measure: (seed, scale) => {
      const s = runMMc(seed, scale).services.s!;
      return s.meanBusyWorkers + s.meanQueueLength;
    },
  },
  {
    id: 'erlang-b',
    element: 'Loss system M/M/8/8 (no queue)',
    reference: 'P(block) = Erlang B(c, λ/μ)',
    figure: 'share of requests rejected',
    expected: erlangB(LOSS.workers, (LOSS.rps * LOSS.meanMs) / 1000),
    relativeTolerance: 0.08,
    measure: (seed, scale) => {
      const s = runQueue({
        workers: LOSS.workers,
        processing: { type: 'exponential', meanMs: LOSS.meanMs },
        rps: LOSS.rps,
        queueCapacity: 0,
        seed,
        scale,
      }).services.s!;
      return s.rejected / s.received;
    },
  },
  {
    id: 'mg1-gamma',
    element: 'M/G/1 queue, gamma service (cv 2, ρ = 0.5)',
    reference: 'Pollaczek–Khinchine: Wq = λ·E[S²] / (2(1 − ρ))',
    figure: 'mean queue wait, ms',
    expected: mg1WqMs,
    relativeTolerance: 0.12,
    measure: (seed, scale) =>
      runQueue({
        workers: 1,
        processing: { type: 'gamma', meanMs: MG1.meanMs, cv: MG1.cv },
        rps: MG1.rps,
        seed,
        scale,
      }).services.s!.queueWaitMs.mean,
  },
];
