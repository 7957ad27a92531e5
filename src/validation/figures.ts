// Pure: the curves of the validation report, where a curve says more than a row: M/M/1's
// latency CDF against the exponential law, a hedged call's against S(t)·S(t − d), retry amplification
// against failure rate, and the metastable lesson's stability map against its recipe.
import { mmcResponseSurvival } from '../sim/engine/queueingTheory';
import { createSimulation } from '../sim/engine/simulation';
import { recordLatencies } from '../sim/engine/testing/measure';
import { scenario } from '../sim/engine/testing/scenarioBuilders';
import type { Plot } from './plots';
import { HEDGE, hedgedSurvival, hedgeScenario } from './protectionChecks';
import { amplificationOf, chainAmplification, MAX_ATTEMPTS, runRetries } from './retryChecks';
import { stabilityMapSeries, SUSTAIN_BASE_RPS, TRIGGER_SPIKE_RPS } from './stabilityMap';
import type { ValidationScale } from './validationCheck';

export interface Figure {
  /** File name under docs/validation/. */
  file: string;
  caption: string;
  plot: Plot;
}

const THEORY = '#d62728';
const ENGINE = '#1f77b4';
const OTHER = '#2ca02c';

/** The share of `values` at or below t, by binary search in a sorted copy. */
function empiricalCdf(values: readonly number[]): (t: number) => number {
  const sorted = [...values].sort((a, b) => a - b);
  return (t) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo / sorted.length;
  };
}

function latencyCdf(scale: ValidationScale): Figure {
  const [meanMs, rps] = [10, 70];
  const sim = createSimulation(
    scenario({
      seed: 1,
      durationMs: (scale === 'full' ? 300 : 60) * 1000,
      services: [
        {
          name: 's',
          workers: 1,
          queueCapacity: 100_000,
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs } }],
        },
      ],
      clients: [{ name: 'u', service: 's', arrival: { type: 'poisson', rps } }],
    }),
  );
  const { latencyMs } = recordLatencies(sim, 'u');
  sim.runToEnd();
  const below = empiricalCdf(latencyMs);
  const ts = Array.from({ length: 41 }, (_, i) => i * 4);
  const lambda = rps / 1000;
  const mu = 1 / meanMs;
  return {
    file: 'mm1-latency-cdf.svg',
    caption: `M/M/1 at ρ = 0.7: the engine's latency CDF (${latencyMs.length} requests, seed 1) on 1 − e^(−(μ−λ)t)`,
    plot: {
      title: 'M/M/1 latency CDF, ρ = 0.7',
      xLabel: 'latency, ms',
      yLabel: 'P(latency ≤ t)',
      series: [
        {
          label: 'theory 1 − e^(−(μ−λ)t)',
          style: 'line',
          color: THEORY,
          points: ts.map((t) => [t, 1 - mmcResponseSurvival(1, lambda, mu, t)] as const),
        },
        {
          label: 'engine',
          style: 'dots',
          color: ENGINE,
          points: ts.map((t) => [t, below(t)] as const),
        },
      ],
    },
  };
}

function hedgeCdf(scale: ValidationScale): Figure {
  const { meanMs, delayMs } = HEDGE;
  const sim = createSimulation(hedgeScenario(1, scale));
  const { latencyMs } = recordLatencies(sim, 'u');
  sim.runToEnd();
  const below = empiricalCdf(latencyMs);
  const ts = Array.from({ length: 41 }, (_, i) => i * 1.5);
  return {
    file: 'hedge-latency-cdf.svg',
    caption: `A hedge after ${delayMs} ms on exponential attempts of ${meanMs} ms: the engine's call latency CDF (${latencyMs.length} calls, seed 1) on 1 − S(t)·S(t − d), and one attempt's 1 − S(t)`,
    plot: {
      title: `Hedged call latency CDF, d = ${delayMs} ms`,
      xLabel: 'latency, ms',
      yLabel: 'P(latency ≤ t)',
      series: [
        {
          label: 'theory 1 − S(t)·S(t − d)',
          style: 'line',
          color: THEORY,
          points: ts.map((t) => [t, 1 - hedgedSurvival(meanMs, delayMs, t)] as const),
        },
        {
          label: 'one attempt 1 − S(t)',
          style: 'line',
          color: OTHER,
          points: ts.map((t) => [t, 1 - Math.exp(-t / meanMs)] as const),
        },
        {
          label: 'engine',
          style: 'dots',
          color: ENGINE,
          points: ts.map((t) => [t, below(t)] as const),
        },
      ],
    },
  };
}

function amplificationCurve(scale: ValidationScale): Figure {
  const rates = Array.from({ length: 10 }, (_, i) => i / 10);
  const engine = (strategy: 'threeRetries' | 'tokenBucket') =>
    rates.map((p) => [p, amplificationOf(runRetries(strategy, p, 1, scale))] as const);
  return {
    file: 'retry-amplification.svg',
    caption:
      'Attempts per call against the failure rate (Brooker 2022’s closed loop, seed 1): ' +
      `${MAX_ATTEMPTS} attempts on the theory curve (1 − p⁴)/(1 − p), and the token bucket (0.1 token per success) below it`,
    plot: {
      title: 'Retry amplification against failure rate',
      xLabel: 'failure rate p',
      yLabel: 'attempts per call',
      series: [
        {
          label: 'theory (1 − p⁴)/(1 − p)',
          style: 'line',
          color: THEORY,
          points: rates.map((p) => [p, chainAmplification(p)] as const),
        },
        {
          label: 'engine, 3 retries',
          style: 'dots',
          color: ENGINE,
          points: engine('threeRetries'),
        },
        {
          label: 'engine, token bucket',
          style: 'dots',
          color: OTHER,
          points: engine('tokenBucket'),
        },
      ],
    },
  };
}

function stabilityMap(scale: ValidationScale): Figure {
  return {
    file: 'stability-map.svg',
    caption:
      "The metastable lesson's API over base load × spike (15 s from t = 60 s; seed 1), each run " +
      "classed by the sweep's rule (src/sim/analysis/stability.ts), on the recipe's two boundaries: " +
      `a spike above ${TRIGGER_SPIKE_RPS.toFixed(1)} req/s leaves more backlog than one timeout clears, ` +
      `and from ${SUSTAIN_BASE_RPS.toFixed(1)} req/s the retries alone (3 attempts) fill the workers.`,
    plot: {
      title: 'Stability map: base load × spike',
      xLabel: 'base load, req/s',
      yLabel: 'spike, req/s',
      series: stabilityMapSeries(scale),
    },
  };
}

/** Every figure of the report; each is one entry. */
export const FIGURES: readonly ((scale: ValidationScale) => Figure)[] = [
  latencyCdf,
  hedgeCdf,
  amplificationCurve,
  stabilityMap,
];
