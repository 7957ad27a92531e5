// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The library race: one outage run through every library preset, each in its own
// simulation with the same seed, so the same arrivals and the same failures (named random
// streams: the breaker draws nothing). Which trips first, which recovers first, and how
// many calls each let through to the sick service while it was sick.
import { createSimulation } from '../engine/simulation';
import type { SecondFrame } from '../engine/types';
import { parseScenario, type Scenario } from '../scenario';
import { BREAKER_PRESETS, presetReason, type BreakerPreset } from './breakerPresets';

export interface RaceOutage {
  /** Calls a second from the caller to the sick service. */
  rps: number;
  /** The sick service fails every call from atMs to untilMs. */
  atMs: number;
  untilMs: number;
  durationMs: number;
  seed: number;
}

export const DEFAULT_OUTAGE: RaceOutage = {
  rps: 20,
  atMs: 20_000,
  untilMs: 80_000,
  durationMs: 180_000,
  seed: 42,
};

export interface RaceEntry {
  id: string;
  library: string;
  /** First OPEN after the outage began; undefined: it never tripped. */
  trippedAtMs: number | undefined;
  /** First CLOSED after that trip; undefined: not within the run. */
  recoveredAtMs: number | undefined;
  /** Calls that reached the sick service while it was sick. */
  callsToSickService: number;
  reason: string;
}

export interface RaceResult {
  outage: RaceOutage;
  entries: RaceEntry[];
  /** Ids in order; those that never tripped (or never recovered) last. */
  tripOrder: string[];
  recoveryOrder: string[];
}

const EDGE = 'api->sick';

/** The race's scenario for one preset and outage (the library race script runs it too). */
export function raceScenario(preset: BreakerPreset, outage: RaceOutage): Scenario {
  const parsed = parseScenario({
    version: 1,
    seed: outage.seed,
    durationMs: outage.durationMs,
    services: [
      {
        name: 'api',
        workers: 10_000,
        queueCapacity: 0,
        routes: [
          {
            name: 'default',
            processing: { type: 'constant', ms: 1 },
            plan: [{ calls: [{ service: 'sick' }] }],
          },
        ],
        policies: { sick: { breaker: preset.breaker } },
      },
      {
        name: 'sick',
        workers: 10_000,
        queueCapacity: 0,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 20 } }],
      },
    ],
    clients: [{ name: 'users', service: 'api', arrival: { type: 'poisson', rps: outage.rps } }],
    faultTimeline: [
      {
        service: 'sick',
        kind: 'errors',
        atMs: outage.atMs,
        untilMs: outage.untilMs,
        errorRates: { http5xx: 1 },
      },
    ],
  });
  if (!parsed.ok)
    throw new Error(`race scenario for ${preset.id}: ${JSON.stringify(parsed.issues)}`);
  return parsed.scenario;
}

export function runRaceEntry(preset: BreakerPreset, outage: RaceOutage): RaceEntry {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(raceScenario(preset, outage), { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  const transitions = sim.report().transitions.filter((t) => t.edge === EDGE);
  sim.dispose();
  const trip = transitions.find((t) => t.to === 'OPEN' && t.tMs >= outage.atMs);
  const recovery = trip && transitions.find((t) => t.to === 'CLOSED' && t.tMs > trip.tMs);
  // Frame tMs is the second's end: the seconds wholly inside the outage.
  const callsToSickService = frames
    .filter((f) => f.tMs > outage.atMs && f.tMs <= outage.untilMs)
    .reduce((sum, f) => sum + (f.services.sick?.received ?? 0), 0);
  return {
    id: preset.id,
    library: preset.library,
    trippedAtMs: trip?.tMs,
    recoveredAtMs: recovery?.tMs,
    callsToSickService,
    reason: presetReason(preset),
  };
}

const orderBy = (entries: RaceEntry[], key: 'trippedAtMs' | 'recoveredAtMs') =>
  [...entries].sort((a, b) => (a[key] ?? Infinity) - (b[key] ?? Infinity)).map((e) => e.id);

/** The race from its entries, in preset order (each entry may be run anywhere, e.g. a worker). */
export function raceResult(outage: RaceOutage, entries: RaceEntry[]): RaceResult {
  return {
    outage,
    entries,
    tripOrder: orderBy(entries, 'trippedAtMs'),
    recoveryOrder: orderBy(entries, 'recoveredAtMs'),
  };
}

/**
 * Runs the outage through every preset (a pure function of its arguments).
 * @internal exported for tests
 */
export function raceBreakers(
  outage: RaceOutage = DEFAULT_OUTAGE,
  presets: readonly BreakerPreset[] = BREAKER_PRESETS,
): RaceResult {
  return raceResult(
    outage,
    presets.map((p) => runRaceEntry(p, outage)),
  );
}
