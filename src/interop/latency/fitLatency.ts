// Pure: fits measured latencies to the distributions a scenario can hold, and says how close
// each fit is. Candidates, simplest first: log-normal (maximum likelihood on ln ms), gamma
// (its mean and coefficient of variation, the scenario's own parameters), a two-component
// log-normal mixture (expectation–maximisation on ln ms, for bimodal data: a cache in front,
// a cold start); where none is close, the data's own quantile function (empirical).
import { ckmeans, mean, sampleStandardDeviation, standardDeviation } from 'simple-statistics';
import type { Distribution, SimpleDistribution } from '../../sim/scenario';
import { MAX_EMPIRICAL_POINTS } from '../../sim/scenario/distribution';
import { Z_99 } from '../../sim/engine/sampler';
import { cdfOf, distributionQuantile } from './distributionMath';
import {
  countOf,
  dataQuantile,
  ksDistance,
  representativeMs,
  type LatencyData,
} from './latencyData';

/** The percentiles shown side by side, data against fit. */
export const REPORTED_PERCENTILES = [0.5, 0.9, 0.99, 0.999] as const;
/** A percentile's name as engineers write it: 0.999 → "p99.9". */
export const percentileName = (p: number) => `p${String(+(p * 100).toFixed(1))}`;

/**
 * A fit is close when its KS distance is at most CLOSE_KS and, at each of CHECKED_PERCENTILES
 * (the body and the tail: what a timeout and a breaker's slow-call threshold read), its
 * duration lies within the data's own uncertainty there, widened by CLOSE_PERCENTILE_ERROR.
 * The uncertainty is the order statistics' interval: the data's quantiles at
 * p ± UNCERTAINTY_Z · √(p(1 − p)/n), so few requests say little about p99.9 and many say much.
 */
export const CLOSE_KS = 0.03;
export const CLOSE_PERCENTILE_ERROR = 0.05;
const CHECKED_PERCENTILES = [0.5, 0.99, 0.999] as const;
const UNCERTAINTY_Z = 2;
/** EM stops when the log-likelihood gains less than this per point. */
const EM_TOLERANCE = 1e-7;
const EM_MAX_ITERATIONS = 500;
/** A mixture component below this weight is noise, not a mode. */
const MIN_COMPONENT_WEIGHT = 0.01;

export type FitKind = 'lognormal' | 'gamma' | 'mixture' | 'empirical';

export interface Fit {
  kind: FitKind;
  distribution: Distribution;
  ks: number;
  /** The fit's percentiles, in REPORTED_PERCENTILES' order (ms). */
  percentilesMs: number[];
  close: boolean;
}

export interface LatencyFit {
  count: number;
  /** The data's percentiles, in REPORTED_PERCENTILES' order (ms). */
  dataPercentilesMs: number[];
  /** Every candidate tried, simplest first. */
  candidates: Fit[];
  /** The simplest close candidate, or the empirical one. */
  chosen: Fit;
}

const lognormalOf = (mu: number, sigma: number): SimpleDistribution => ({
  type: 'lognormal',
  p50Ms: Math.exp(mu),
  p99Ms: Math.exp(mu + Z_99 * sigma),
});

function fitLognormal(logs: number[]): Distribution {
  // The MLE of σ divides by n (standardDeviation), not n − 1.
  return lognormalOf(mean(logs), standardDeviation(logs));
}

function fitGamma(xs: number[]): Distribution {
  const m = mean(xs);
  return {
    type: 'gamma',
    meanMs: m,
    cv: Math.min(10, Math.max(0.01, sampleStandardDeviation(xs) / m)),
  };
}

const normalPdf = (x: number, mu: number, sigma: number) =>
  Math.exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * Math.sqrt(2 * Math.PI));

/** Two Gaussians on ln ms by EM, started from the two clusters ckmeans finds. */
function fitMixture(logs: number[]): Distribution | undefined {
  const clusters = ckmeans(logs, 2);
  if (clusters.length < 2 || clusters.some((c) => c.length < 2)) return undefined;
  const floor = 1e-6 + 1e-3 * standardDeviation(logs);
  let parts = clusters.map((c) => ({
    w: c.length / logs.length,
    mu: mean(c),
    sigma: Math.max(floor, standardDeviation(c)),
  }));
  let previous = -Infinity;
  const resp = new Float64Array(logs.length);
  for (let iter = 0; iter < EM_MAX_ITERATIONS; iter++) {
    let logLik = 0;
    for (let i = 0; i < logs.length; i++) {
      const a = parts[0]!.w * normalPdf(logs[i]!, parts[0]!.mu, parts[0]!.sigma);
      const b = parts[1]!.w * normalPdf(logs[i]!, parts[1]!.mu, parts[1]!.sigma);
      const sum = a + b || Number.MIN_VALUE;
      resp[i] = a / sum;
      logLik += Math.log(sum);
    }
    parts = [0, 1].map((k) => {
      let w = 0;
      let s = 0;
      for (let i = 0; i < logs.length; i++) {
        const r = k === 0 ? resp[i]! : 1 - resp[i]!;
        w += r;
        s += r * logs[i]!;
      }
      const mu = s / w;
      let v = 0;
      for (let i = 0; i < logs.length; i++) {
        const r = k === 0 ? resp[i]! : 1 - resp[i]!;
        v += r * (logs[i]! - mu) ** 2;
      }
      return { w: w / logs.length, mu, sigma: Math.max(floor, Math.sqrt(v / w)) };
    });
    if (logLik - previous < EM_TOLERANCE * logs.length) break;
    previous = logLik;
  }
  if (parts.some((p) => !(p.w >= MIN_COMPONENT_WEIGHT))) return undefined;
  return {
    type: 'mixture',
    components: parts.map((p) => ({ weight: p.w, distribution: lognormalOf(p.mu, p.sigma) })),
  };
}

/** Probabilities of the empirical points: dense in the body, denser in the tail. */
function empiricalProbabilities(): number[] {
  const ps = new Set<number>([0, 1]);
  for (let i = 1; i < 100; i++) ps.add(i / 100);
  for (let i = 1; i < 10; i++) ps.add(0.99 + i / 1000);
  for (let i = 1; i < 10; i++) ps.add(0.999 + i / 10_000);
  return [...ps].sort((a, b) => a - b).slice(0, MAX_EMPIRICAL_POINTS);
}

function fitEmpirical(data: LatencyData): Distribution {
  const points: { p: number; ms: number }[] = [];
  for (const p of empiricalProbabilities()) {
    const ms = dataQuantile(data, p);
    const prev = points[points.length - 1];
    points.push({ p, ms: prev ? Math.max(prev.ms, ms) : ms });
  }
  return { type: 'empirical', points };
}

/** Whether the fit's duration at p lies within the data's interval there (widened). */
function nearAt(data: LatencyData, fit: Distribution, p: number): boolean {
  const spread = UNCERTAINTY_Z * Math.sqrt((p * (1 - p)) / countOf(data));
  const low = dataQuantile(data, Math.max(0, p - spread)) * (1 - CLOSE_PERCENTILE_ERROR);
  const high = dataQuantile(data, Math.min(1, p + spread)) * (1 + CLOSE_PERCENTILE_ERROR);
  const x = distributionQuantile(fit, p);
  return x >= low && x <= high;
}

function assess(kind: FitKind, distribution: Distribution, data: LatencyData): Fit {
  const ks = ksDistance(data, cdfOf(distribution));
  const percentilesMs = REPORTED_PERCENTILES.map((p) => distributionQuantile(distribution, p));
  const close = ks <= CLOSE_KS && CHECKED_PERCENTILES.every((p) => nearAt(data, distribution, p));
  return { kind, distribution, ks, percentilesMs, close };
}

/** Fits the data; the chosen fit is the first close one of log-normal, gamma, mixture, else empirical. */
export function fitLatency(data: LatencyData): LatencyFit {
  const xs = representativeMs(data);
  // ln 0 is −∞: a zero duration (a cache answering within the clock's tick) counts as 1 µs.
  const logs = xs.map((x) => Math.log(Math.max(x, 1e-3)));
  const dataPercentilesMs = REPORTED_PERCENTILES.map((p) => dataQuantile(data, p));
  const candidates: Fit[] = [
    assess('lognormal', fitLognormal(logs), data),
    assess('gamma', fitGamma(xs), data),
  ];
  const mixture = fitMixture(logs);
  if (mixture) candidates.push(assess('mixture', mixture, data));
  const empirical = assess('empirical', fitEmpirical(data), data);
  candidates.push(empirical);
  const singles = candidates.filter(
    (c) => c.kind !== 'mixture' && c.kind !== 'empirical' && c.close,
  );
  const best =
    singles.sort((a, b) => a.ks - b.ks)[0] ??
    candidates.find((c) => c.kind === 'mixture' && c.close);
  return { count: countOf(data), dataPercentilesMs, candidates, chosen: best ?? empirical };
}
