// Pure: one seed of the compare panel's paired replications. A and B run to the same
// simulated time on the same seed, so they draw the same named random streams and their
// difference is the settings; the per-seed delta table and both runs' per-second frames come
// back. A worker of the page's pool (src/worker/replication.worker.ts) runs these; so do the
// unit tests.
import { deltaTable, type DeltaGroup, type RunSide } from '../sim/analysis/deltaTable';
import { createSimulation, SimulationLimitError } from '../sim/engine';
import type { FaultRecord, SecondFrame, TransitionRecord } from '../sim/engine/types';
import { formatIssues, parseScenario, type Scenario } from '../sim/scenario';
import type { PoolJob } from './jobProtocol';

/** Plain JSON: it crosses to the workers. */
export interface ReplicationInput {
  /** The pinned baseline's scenario document. */
  a: unknown;
  /** The scenario being watched. */
  b: unknown;
  /** Replications: seeds `firstSeed`, +1, +2, … */
  seeds: number;
  firstSeed: number;
  durationMs: number;
}

export interface PreparedReplications {
  a: Scenario;
  b: Scenario;
  seeds: number[];
  durationMs: number;
}

export interface ReplicationResult {
  job: number;
  seed: number;
  /** B − A of this seed, as the live delta table computes it. */
  groups: DeltaGroup[];
  framesA: SecondFrame[];
  framesB: SecondFrame[];
  /** The run stopped at a limit; its groups and frames are empty. */
  error?: string;
}

export const MAX_REPLICATIONS = 100;

export function prepareReplications(
  input: ReplicationInput,
): { ok: true; prepared: PreparedReplications } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const a = parseScenario(input.a);
  const b = parseScenario(input.b);
  if (!a.ok) errors.push(`A: ${formatIssues(a.issues)}`);
  if (!b.ok) errors.push(`B: ${formatIssues(b.issues)}`);
  const n = input.seeds;
  if (!Number.isInteger(n) || n < 2 || n > MAX_REPLICATIONS)
    errors.push(`seeds must be an integer from 2 to ${MAX_REPLICATIONS}, got ${n}`);
  if (!(input.durationMs >= 1000)) errors.push(`the run must last at least 1 s`);
  if (!a.ok || !b.ok || errors.length > 0) return { ok: false, errors };
  const seeds = Array.from({ length: n }, (_, i) => (input.firstSeed + i) % 2 ** 32);
  return {
    ok: true,
    prepared: { a: a.scenario, b: b.scenario, seeds, durationMs: input.durationMs },
  };
}

function runSide(scenario: Scenario, seed: number, durationMs: number) {
  const frames: SecondFrame[] = [];
  const transitions: TransitionRecord[] = [];
  const faults: FaultRecord[] = [];
  const sim = createSimulation(scenario, {
    seed,
    durationMs,
    onSecond: (f) => frames.push(f),
    onTransition: (t) => transitions.push(t),
    onFault: (f) => faults.push(f),
  });
  try {
    sim.runToEnd();
    const side: RunSide = {
      summary: sim.summary(),
      nowMs: durationMs,
      transitions,
      faults,
      scenario,
    };
    return { side, frames };
  } finally {
    sim.dispose();
  }
}

/** @internal exported for tests */
export function runReplication(p: PreparedReplications, job: number): ReplicationResult {
  const seed = p.seeds[job];
  if (seed === undefined) throw new Error(`replications: no seed number ${job}`);
  try {
    const a = runSide(p.a, seed, p.durationMs);
    const b = runSide(p.b, seed, p.durationMs);
    return { job, seed, groups: deltaTable(a.side, b.side), framesA: a.frames, framesB: b.frames };
  } catch (e) {
    if (!(e instanceof SimulationLimitError)) throw e;
    return { job, seed, groups: [], framesA: [], framesB: [], error: e.message };
  }
}

/** The paired replications as a pool job: A and B parsed once per worker, one seed a job. */
export const REPLICATION_JOB: PoolJob<ReplicationInput, PreparedReplications, ReplicationResult> = {
  prepare: prepareReplications,
  run: runReplication,
};
