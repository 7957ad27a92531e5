// Pure: the stability map of the metastable lesson against the recipe it teaches (Bronson et
// al., HotOS'21; Huang et al., OSDI'22): a system is *vulnerable* when the work a trigger
// leaves behind can sustain itself, and a trigger is one large enough to start that work.
// For the lesson's API (c workers of mean S, a FIFO queue, callers that time out after T and
// make up to A attempts) the recipe reads, from first principles:
//
// - overloaded: the base load alone times out more than the healthy share allows before any
//   trigger (M/M/c: P(response > T) from Erlang C);
// - triggered: a spike of D seconds leaves a backlog (spike − capacity)·D larger than what the
//   workers clear within one timeout, capacity·T, so waits pass T and callers start retrying;
// - sustained: once every attempt times out, each request costs A attempts: A·base ≥ capacity
//   keeps the queue full after the spike is gone (metastable); below it the queue drains
//   (recovers);
// - otherwise the spike is absorbed (stable).
//
// The engine's runs are classified by the same rule the sweep uses (src/sim/analysis/stability.ts).
import { classifyStability, type StabilityClass } from '../sim/analysis/stability';
import { mmcResponseSurvival } from '../sim/engine/queueingTheory';
import { runScenario } from '../sim/engine/simulation';
import type { SecondFrame } from '../sim/engine/types';
import { parseScenario } from '../sim/scenario';
import type { Series } from './plots';
import type { ValidationCheck, ValidationScale } from './validationCheck';

/** The lesson's API: 5 workers × 100 ms, 1 s timeout, 3 attempts, a 15 s spike from 60 s. */
export const RECIPE = {
  workers: 5,
  meanMs: 100,
  timeoutMs: 1_000,
  attempts: 3,
  queueCapacity: 200,
  spikeFromS: 60,
  spikeUntilS: 75,
  healthy: 0.95,
} as const;

const CAPACITY_RPS = (RECIPE.workers * 1000) / RECIPE.meanMs;
const SPIKE_S = RECIPE.spikeUntilS - RECIPE.spikeFromS;
/** Base rate at which A attempts per request fill the workers: the sustaining boundary. */
export const SUSTAIN_BASE_RPS = CAPACITY_RPS / RECIPE.attempts;
/** Spike rate whose backlog equals one timeout's worth of work: the trigger boundary. */
export const TRIGGER_SPIKE_RPS = CAPACITY_RPS + (CAPACITY_RPS * RECIPE.timeoutMs) / 1000 / SPIKE_S;

export interface MapCell {
  baseRps: number;
  spikeRps: number;
}

/** The recipe's class for a cell. */
export function recipeClass({ baseRps, spikeRps }: MapCell): StabilityClass {
  const timedOutBefore =
    baseRps >= CAPACITY_RPS
      ? 1
      : mmcResponseSurvival(RECIPE.workers, baseRps / 1000, 1 / RECIPE.meanMs, RECIPE.timeoutMs);
  if (timedOutBefore > 1 - RECIPE.healthy) return 'overloaded';
  if (spikeRps <= TRIGGER_SPIKE_RPS) return 'stable';
  return baseRps >= SUSTAIN_BASE_RPS ? 'metastable' : 'recovers';
}

/**
 * A cell the recipe can call: away from both boundaries by more than the noise of a few
 * seconds' Poisson arrivals. Near a boundary the outcome is a matter of luck in any model.
 */
export function isClearCell({ baseRps, spikeRps }: MapCell): boolean {
  const base = Math.abs(baseRps - SUSTAIN_BASE_RPS) / SUSTAIN_BASE_RPS > 0.25;
  const spike = Math.abs(spikeRps - TRIGGER_SPIKE_RPS) / TRIGGER_SPIKE_RPS > 0.1;
  const belowCapacity = baseRps < 0.85 * CAPACITY_RPS;
  return base && spike && belowCapacity;
}

const GRID: Record<ValidationScale, { base: number[]; spike: number[] }> = {
  full: { base: [5, 10, 15, 20, 25, 30, 35, 40, 45], spike: [40, 50, 60, 70, 80, 100, 120] },
  reduced: { base: [8, 30], spike: [40, 80] },
};
/** The late window needs the spike's end + 60 s of grace, and then some. */
const RUN_S: Record<ValidationScale, number> = { full: 240, reduced: 180 };

export function mapCells(scale: ValidationScale): MapCell[] {
  const { base, spike } = GRID[scale];
  return base.flatMap((baseRps) => spike.map((spikeRps) => ({ baseRps, spikeRps })));
}

/** The engine's class for a cell on one seed. */
export function engineClass(cell: MapCell, seed: number, scale: ValidationScale): StabilityClass {
  const parsed = parseScenario({
    version: 1,
    name: 'stability-map',
    seed,
    durationMs: RUN_S[scale] * 1000,
    services: [
      {
        name: 'api',
        workers: RECIPE.workers,
        queueCapacity: RECIPE.queueCapacity,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: RECIPE.meanMs } }],
      },
    ],
    clients: [
      {
        name: 'users',
        service: 'api',
        arrival: {
          type: 'poisson',
          rps: cell.baseRps,
          schedule: [
            { atMs: RECIPE.spikeFromS * 1000, rps: cell.spikeRps },
            { atMs: RECIPE.spikeUntilS * 1000, rps: cell.baseRps },
          ],
        },
        policy: {
          timeoutMs: RECIPE.timeoutMs,
          retry: {
            enabled: true,
            maxAttempts: RECIPE.attempts,
            backoff: {
              type: 'exponential',
              initialIntervalMs: 100,
              multiplier: 2,
              maxIntervalMs: 1_000,
            },
          },
        },
      },
    ],
  });
  if (!parsed.ok) throw new Error(`bad stability-map scenario: ${JSON.stringify(parsed.issues)}`);
  const frames: SecondFrame[] = [];
  runScenario(parsed.scenario, { onSecond: (f) => frames.push(f) });
  return classifyStability(frames, {
    client: 'users',
    triggerFromS: RECIPE.spikeFromS,
    triggerUntilS: RECIPE.spikeUntilS,
    healthy: RECIPE.healthy,
  }).class;
}

/** The share of clear cells where the engine's class on `seed` is the recipe's. */
export function agreementOnClearCells(seed: number, scale: ValidationScale): number {
  const clear = mapCells(scale).filter(isClearCell);
  const agree = clear.filter((c) => engineClass(c, seed, scale) === recipeClass(c)).length;
  return agree / clear.length;
}

export const STABILITY_MAP_CHECK: ValidationCheck = {
  id: 'stability-map',
  element: 'metastability: trigger × sustaining load',
  reference:
    `recipe: metastable when the spike's backlog passes capacity·T (spike > ${TRIGGER_SPIKE_RPS.toFixed(1)} req/s) ` +
    `and A·base ≥ capacity (base ≥ ${SUSTAIN_BASE_RPS.toFixed(1)} req/s); recovers below; stable without a trigger`,
  figure:
    `share of the map's clear cells (${mapCells('full').filter(isClearCell).length} of ` +
    `${mapCells('full').length}, away from both boundaries) the engine classes as the recipe does`,
  expected: 1,
  relativeTolerance: 0.05,
  measure: agreementOnClearCells,
};

export const CLASS_COLOR: Record<StabilityClass, string> = {
  stable: '#2ca02c',
  recovers: '#1f77b4',
  metastable: '#d62728',
  overloaded: '#7f7f7f',
};

/** The map's dots by the engine's class on seed 1, and the recipe's two boundaries as lines. */
export function stabilityMapSeries(scale: ValidationScale): Series[] {
  const cells = mapCells(scale).map((c) => ({ ...c, engine: engineClass(c, 1, scale) }));
  const { base, spike } = GRID[scale];
  const spikeSpan = [Math.min(...spike), Math.max(...spike)];
  const baseSpan = [0, Math.max(...base)];
  const classes = (Object.keys(CLASS_COLOR) as StabilityClass[]).filter((k) =>
    cells.some((c) => c.engine === k),
  );
  return [
    ...classes.map((k): Series => ({
      label: `engine: ${k}`,
      style: 'dots',
      color: CLASS_COLOR[k],
      points: cells.filter((c) => c.engine === k).map((c) => [c.baseRps, c.spikeRps] as const),
    })),
    {
      label: `recipe: A·base = capacity (${SUSTAIN_BASE_RPS.toFixed(1)} req/s)`,
      style: 'line',
      color: '#000000',
      points: spikeSpan.map((s) => [SUSTAIN_BASE_RPS, s] as const),
    },
    {
      label: `recipe: trigger backlog = capacity·T (${TRIGGER_SPIKE_RPS.toFixed(1)} req/s)`,
      style: 'line',
      color: '#9467bd',
      points: baseSpan.map((b) => [b, TRIGGER_SPIKE_RPS] as const),
    },
  ];
}
