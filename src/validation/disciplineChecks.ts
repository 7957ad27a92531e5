// Pure: where requests go and in which order. Random balancing splits Poisson traffic into
// k independent Poisson streams, so each replica is an M/M/1 at λ/k; round robin hands each
// replica every k-th arrival, an Erlang-k gap, so each is an E_k/M/1 (GI/M/1 root σ). LIFO
// (non-preemptive) leaves the number in the queue as FIFO's, so the mean wait is M/M/1's,
// but a waiter waits a whole busy period: the same mean, a far longer tail.
import { busyPeriod, crossing } from '../sim/engine/busyPeriod';
import { ekm1Wait, mm1 } from '../sim/engine/queueingTheory';
import { runScenario } from '../sim/engine/simulation';
import type { RunReport } from '../sim/engine/types';
import type { Balancer } from '../sim/scenario';
import { scenario } from '../sim/engine/testing/scenarioBuilders';
import type { ValidationCheck, ValidationScale } from './validationCheck';

const RUN_S: Record<ValidationScale, number> = { full: 600, reduced: 150 };
/** Each replica (and the LIFO queue) at ρ = 0.7: rates per ms, exponential 10 ms service. */
const PER_REPLICA = { lambda: 0.07, mu: 0.1 };
const REPLICAS = 4;

function runReplicas(opts: {
  replicas: number;
  perReplica?: { lambda: number; mu: number };
  balancer: Balancer;
  queueDiscipline: 'fifo' | 'lifo';
  seed: number;
  scale: ValidationScale;
}): RunReport {
  const rates = opts.perReplica ?? PER_REPLICA;
  return runScenario(
    scenario({
      seed: opts.seed,
      durationMs: RUN_S[opts.scale] * 1000,
      services: [
        {
          name: 's',
          workers: 1,
          replicas: opts.replicas,
          balancer: opts.balancer,
          queueDiscipline: opts.queueDiscipline,
          queueCapacity: 100_000,
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 1 / rates.mu } }],
        },
      ],
      clients: [
        {
          name: 'u',
          service: 's',
          arrival: { type: 'poisson', rps: rates.lambda * 1000 * opts.replicas },
        },
      ],
    }),
  );
}

const lifoRuns = new Map<string, RunReport>();
function runLifo(seed: number, scale: ValidationScale): RunReport {
  const key = `${seed}/${scale}`;
  let r = lifoRuns.get(key);
  if (!r) {
    r = runReplicas({
      replicas: 1,
      perReplica: LIFO,
      balancer: 'roundRobin',
      queueDiscipline: 'lifo',
      seed,
      scale,
    });
    lifoRuns.set(key, r);
  }
  return r;
}

const { lambda, mu } = PER_REPLICA;
/** Printed rounded: 0.07 / 0.1 is 0.7000000000000001 in floating point. */
const rho = +(lambda / mu).toFixed(3);
/**
 * LIFO's queue: ρ = 0.5 and 2 ms service. A LIFO tail is made of whole busy periods, which at
 * ρ = 0.7 last so long that a run holds too few of them for its p99 to settle.
 */
const LIFO = { lambda: 0.25, mu: 0.5 };
const lifoRho = LIFO.lambda / LIFO.mu;
/** P(W > t) = ρ·P(B > t), the busy period's survival integrated on a 0.1 ms grid. */
const lifoWaitP99 = crossing(
  (t) => lifoRho * busyPeriod(LIFO.lambda, LIFO.mu, t, Math.ceil(t * 10) + 2).survival,
  0.01,
  1_000,
);

export const DISCIPLINE_CHECKS: readonly ValidationCheck[] = [
  {
    id: 'balancer-random',
    element: `Random balancer over ${REPLICAS} M/M/1 replicas (ρ = ${rho})`,
    reference: 'each replica an M/M/1 at λ/k: Wq = ρ / (μ − λ/k)',
    figure: 'mean queue wait, ms',
    expected: mm1(lambda, mu).wq,
    relativeTolerance: 0.1,
    measure: (seed, scale) =>
      runReplicas({
        replicas: REPLICAS,
        balancer: 'random',
        queueDiscipline: 'fifo',
        seed,
        scale,
      }).services.s!.queueWaitMs.mean,
  },
  {
    id: 'balancer-round-robin',
    element: `Round robin over ${REPLICAS} replicas, exponential service (ρ = ${rho})`,
    reference: `each replica an E${REPLICAS}/M/1: Wq = σ / (μ(1 − σ)), σ = (kλ / (kλ + μ(1 − σ)))^k`,
    figure: 'mean queue wait, ms',
    expected: ekm1Wait(REPLICAS, lambda, mu),
    relativeTolerance: 0.08,
    measure: (seed, scale) =>
      runReplicas({
        replicas: REPLICAS,
        balancer: 'roundRobin',
        queueDiscipline: 'fifo',
        seed,
        scale,
      }).services.s!.queueWaitMs.mean,
  },
  {
    id: 'lifo-mean',
    element: `M/M/1, non-preemptive LIFO (ρ = ${lifoRho}, service ${1 / LIFO.mu} ms)`,
    reference: "Wq = ρ / (μ − λ), FIFO's: the order served does not change the number waiting",
    figure: 'mean queue wait, ms',
    expected: mm1(LIFO.lambda, LIFO.mu).wq,
    relativeTolerance: 0.1,
    measure: (seed, scale) => runLifo(seed, scale).services.s!.queueWaitMs.mean,
  },
  {
    id: 'lifo-p99',
    element: `M/M/1, non-preemptive LIFO (ρ = ${lifoRho}, service ${1 / LIFO.mu} ms)`,
    reference: `ρ·P(busy period > t) = 0.01 (FIFO's: ln(100ρ) / (μ − λ) = ${(Math.log(100 * lifoRho) / (LIFO.mu - LIFO.lambda)).toFixed(1)} ms)`,
    figure: 'p99 queue wait, ms',
    expected: lifoWaitP99,
    relativeTolerance: 0.1,
    measure: (seed, scale) => runLifo(seed, scale).services.s!.queueWaitMs.p99,
  },
];
