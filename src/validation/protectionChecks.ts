// Pure: the protections against theory. Hedging: a second attempt after d, first answer wins,
// so with independent attempts P(call > t) = S(t)·S(t − d). Rate limiter: each cycle grants
// L permissions, so the admitted rate is E[min(N, L)] / period for N Poisson arrivals in a
// cycle (min(offered, L / period) away from the knee). TTL cache under Zipf: see cacheHitRatio.
import { runScenario } from '../sim/engine/simulation';
import type { RunReport } from '../sim/engine/types';
import type { Scenario, ScenarioInput } from '../sim/scenario';
import { scenario } from '../sim/engine/testing/scenarioBuilders';
import type { ValidationCheck, ValidationScale } from './validationCheck';

/** Simulated seconds: a minute settles these (no queue, every call independent) in CI. */
const RUN_S: Record<ValidationScale, number> = { full: 600, reduced: 60 };
type PolicyInput = NonNullable<ScenarioInput['clients'][number]['policy']>;

interface EdgeRun {
  rps: number;
  processing: ScenarioInput['services'][number]['routes'][number]['processing'];
  policy: PolicyInput;
  seed: number;
  scale: ValidationScale;
}

/** Client `u` → service `s` (workers enough that nobody queues), Poisson at `rps`. */
function edgeScenario(opts: EdgeRun): Scenario {
  return scenario({
    seed: opts.seed,
    durationMs: RUN_S[opts.scale] * 1000,
    services: [
      {
        name: 's',
        workers: 1000,
        queueCapacity: 1000,
        routes: [{ name: 'default', processing: opts.processing }],
      },
    ],
    clients: [
      {
        name: 'u',
        service: 's',
        arrival: { type: 'poisson', rps: opts.rps },
        policy: opts.policy,
      },
    ],
  });
}

const runEdge = (opts: EdgeRun): RunReport => runScenario(edgeScenario(opts));

// Hedging: exponential attempts of mean m, hedged after d, every call may be hedged.
export const HEDGE = { meanMs: 10, delayMs: 10, rps: 50 };
/** P(call > t) = S(t)·S(t − d), S(t) = e^{−t/m} (S = 1 before 0). */
export const hedgedSurvival = (m: number, d: number, t: number): number =>
  Math.exp(-t / m) * Math.exp(-Math.max(0, t - d) / m);
/** ∫ S(t)·S(t − d) dt with S(t) = e^{−t/m}: m(1 − e^{−d/m}) + e^{−d/m}·m/2. */
const hedgedMeanMs = (m: number, d: number): number =>
  m * (1 - Math.exp(-d / m)) + (Math.exp(-d / m) * m) / 2;
/** The q-quantile past d: e^{−(2t − d)/m} = 1 − q. */
const hedgedQuantileMs = (m: number, d: number, q: number): number =>
  (m * Math.log(1 / (1 - q)) + d) / 2;

/** Every call may be hedged: the check is of the law, not of the cap. */
export const hedgeScenario = (seed: number, scale: ValidationScale): Scenario =>
  edgeScenario({
    rps: HEDGE.rps,
    processing: { type: 'exponential', meanMs: HEDGE.meanMs },
    policy: { hedge: { enabled: true, delayMs: HEDGE.delayMs, maxHedgedShare: 1 } },
    seed,
    scale,
  });

const hedgeRuns = new Map<string, RunReport>();
function runHedge(seed: number, scale: ValidationScale): RunReport {
  const key = `${seed}/${scale}`;
  let r = hedgeRuns.get(key);
  if (!r) hedgeRuns.set(key, (r = runScenario(hedgeScenario(seed, scale))));
  return r;
}

// Rate limiter: Poisson above the limit, no wait for a later cycle (refused at once).
const LIMITER = { limitForPeriod: 50, periodMs: 500, rps: 120 };
/** E[min(N, L)] for N ~ Poisson(a): Σ_{n<L} n·P(n) + L·P(N ≥ L). */
function expectedMinPoisson(a: number, limit: number): number {
  let p = Math.exp(-a);
  let below = 0;
  let sum = 0;
  for (let n = 0; n < limit; n++) {
    sum += n * p;
    below += p;
    p *= a / (n + 1);
  }
  return sum + limit * (1 - below);
}

// TTL cache: Zipf keys, an entry stored when the origin answers, kept ttlMs, never refreshed.
const CACHE = { keys: 100, zipfS: 1, ttlMs: 1_000, originMs: 1, rps: 200 };
/**
 * Key i asked at λᵢ (Poisson): a miss fetches for L, the entry then answers every request for
 * T and expires; the next request (Exp(λᵢ) later) misses. A cycle holds λᵢT hits and 1 + λᵢL
 * misses, so hᵢ = λᵢT / (1 + λᵢ(L + T)) (exact for this TTL-at-miss cache, no Che
 * approximation needed), weighted by popularity pᵢ = i^{−s} / Σ k^{−s}.
 */
function cacheHitRatio(c: typeof CACHE): number {
  const weights = Array.from({ length: c.keys }, (_, i) => (i + 1) ** -c.zipfS);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.reduce((hit, w) => {
    const lambdaPerMs = (c.rps / 1000) * (w / total);
    const h = (lambdaPerMs * c.ttlMs) / (1 + lambdaPerMs * (c.originMs + c.ttlMs));
    return hit + (w / total) * h;
  }, 0);
}

export const PROTECTION_CHECKS: readonly ValidationCheck[] = [
  {
    id: 'hedge-mean',
    element: `Hedge after ${HEDGE.delayMs} ms, exponential attempts (mean ${HEDGE.meanMs} ms)`,
    reference: 'P(call > t) = S(t)·S(t − d); mean = ∫ S(t)·S(t − d) dt',
    figure: "client's mean latency, ms",
    expected: hedgedMeanMs(HEDGE.meanMs, HEDGE.delayMs),
    relativeTolerance: 0.05,
    measure: (seed, scale) => runHedge(seed, scale).clients.u!.latencyMs.mean,
  },
  {
    id: 'hedge-p99',
    element: `Hedge after ${HEDGE.delayMs} ms, exponential attempts (mean ${HEDGE.meanMs} ms)`,
    reference: 'S(t)·S(t − d) = 0.01: t = (m·ln 100 + d) / 2',
    figure: "client's p99 latency, ms",
    expected: hedgedQuantileMs(HEDGE.meanMs, HEDGE.delayMs, 0.99),
    relativeTolerance: 0.08,
    measure: (seed, scale) => runHedge(seed, scale).clients.u!.latencyMs.p99,
  },
  {
    id: 'rate-limiter-admitted',
    element: `Rate limiter, ${LIMITER.limitForPeriod} per ${LIMITER.periodMs} ms, ${LIMITER.rps} rps offered`,
    reference: 'admitted = E[min(N, L)] / period, N ~ Poisson(λ·period) ≈ min(λ, L / period)',
    figure: 'requests reaching the service per second',
    expected:
      (expectedMinPoisson((LIMITER.rps * LIMITER.periodMs) / 1000, LIMITER.limitForPeriod) * 1000) /
      LIMITER.periodMs,
    relativeTolerance: 0.02,
    measure: (seed, scale) =>
      runEdge({
        rps: LIMITER.rps,
        processing: { type: 'constant', ms: 1 },
        policy: {
          rateLimiter: {
            enabled: true,
            limitForPeriod: LIMITER.limitForPeriod,
            limitRefreshPeriodMs: LIMITER.periodMs,
            timeoutMs: 0,
          },
        },
        seed,
        scale,
      }).services.s!.received / RUN_S[scale],
  },
  {
    id: 'ttl-cache-zipf',
    element: `TTL cache, ${CACHE.keys} keys, Zipf s = ${CACHE.zipfS}, TTL ${CACHE.ttlMs} ms, ${CACHE.rps} rps`,
    reference: 'Σ pᵢ·λᵢT / (1 + λᵢ(L + T)) (renewal per key: stored at the miss, no reset on hit)',
    figure: 'cache hit ratio',
    expected: cacheHitRatio(CACHE),
    relativeTolerance: 0.03,
    measure: (seed, scale) =>
      runEdge({
        rps: CACHE.rps,
        processing: { type: 'constant', ms: CACHE.originMs },
        policy: {
          cache: {
            enabled: true,
            keys: CACHE.keys,
            zipfS: CACHE.zipfS,
            ttlMs: CACHE.ttlMs,
            hitLatencyMs: 0,
          },
        },
        seed,
        scale,
      }).edges['u->s']!.cacheHitRatio!,
  },
];
