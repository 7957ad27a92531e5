// Pure: prepares a sweep from plain JSON and runs one job of it. No worker_threads, no
// DOM, no I/O: the CLI's worker threads and the page's Web Workers both call these two
// functions (see index.ts for the whole API).
import { runScenario, SimulationLimitError } from '../sim/engine';
import type { SecondFrame } from '../sim/engine/types';
import {
  classifyStability,
  type StabilityRule,
  type StabilityVerdict,
} from '../sim/analysis/stability';
import { parseScenario, type Scenario } from '../sim/scenario';
import { expandJobs, parseAxis, type Axis, type Job } from './axes';
import { checkAxes, patchScenario } from './patchScenario';
import { parseMetric, type SweepMetric } from './sweepMetrics';
import {
  problem,
  SWEEP_LIMITS,
  SweepInputError,
  sweepProblemEn,
  type SweepProblem,
} from './sweepProblems';

/** Everything that defines a sweep, as plain JSON: it crosses to workers and into links. */
export interface SweepInput {
  /** The scenario document (a file's JSON or a preset's scenario). */
  scenario: unknown;
  /** Axis specs: `path[,path…]=from:to:steps` or `path=v1|v2|…`. At most 2 for a map, any number for a grid. */
  vary: string[];
  /** Seeds per cell (default 5): the scenario's seed, +1, +2, … */
  seeds?: number;
  /** Metric specs (sweepMetrics.ts); default: the first client's availability, p99 and failures. */
  metrics?: string[];
  durationS?: number;
  /** Also run the unpatched scenario on the same seeds, and compare every cell with it seed by seed. */
  baseline?: boolean;
  /** Classify each run as stable / recovers / metastable / overloaded (analysis/stability.ts). */
  stability?: Omit<StabilityRule, 'client'> & { client?: string };
}

export interface PreparedSweep {
  input: SweepInput;
  base: Scenario;
  axes: Axis[];
  seeds: number[];
  metrics: SweepMetric[];
  jobs: Job[];
  durationMs: number;
  stability?: StabilityRule;
  /** Changes with any part of the input: results of another sweep are refused at merge. */
  key: string;
}

export interface JobResult {
  job: number;
  cell: number;
  seed: number;
  /** One per metric, in the sweep's metric order; null when the run does not contain it. */
  values: (number | null)[];
  stability?: StabilityVerdict;
  events: number;
  /** The run stopped at a limit (too many events or requests in flight). */
  error?: string;
  key: string;
}

export const DEFAULT_SEEDS = 5;
const DEFAULT_METRICS = ['availability', 'latencyMs.p99', 'failed'];

/** FNV-1a over the input's JSON: a short fingerprint, not a security measure. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** A sweep that cannot run: every problem, as facts (`problems`) and as the CLI says them (`errors`). */
export interface SweepRefusal {
  ok: false;
  errors: string[];
  problems: SweepProblem[];
}

const refusal = (problems: SweepProblem[]): SweepRefusal => ({
  ok: false,
  errors: problems.map(sweepProblemEn),
  problems,
});

/** Validates everything up front, so a sweep that cannot run says why before it starts. */
export function prepareSweep(input: SweepInput): { ok: true; sweep: PreparedSweep } | SweepRefusal {
  const parsed = parseScenario(input.scenario);
  if (!parsed.ok) return refusal([problem('invalidScenario', { issues: parsed.issues })]);
  const base = parsed.scenario;
  const problems: SweepProblem[] = [];
  const attempt = <T>(f: () => T, axis?: number): T | undefined => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof SweepInputError)) throw e;
      problems.push(axis === undefined ? e.problem : { ...e.problem, axis });
      return undefined;
    }
  };
  const axes = input.vary
    .map((v, i) => attempt(() => parseAxis(v), i))
    .filter((a): a is Axis => a !== undefined);
  if (input.vary.length === 0) problems.push(problem('noAxis', {}));
  if (problems.length === 0) problems.push(...checkAxes(base, axes));
  const metrics = (input.metrics?.length ? input.metrics : DEFAULT_METRICS)
    .map((m) => attempt(() => parseMetric(m, base)))
    .filter((m): m is SweepMetric => m !== undefined);
  const n = input.seeds ?? DEFAULT_SEEDS;
  const { min, max } = SWEEP_LIMITS.seeds;
  if (!Number.isInteger(n) || n < min || n > max)
    problems.push(problem('seeds', { seeds: n, min, max }));
  const durationMs = input.durationS !== undefined ? input.durationS * 1000 : base.durationMs;
  let stability: StabilityRule | undefined;
  if (input.stability) {
    const client = input.stability.client ?? base.clients[0]!.name;
    if (!base.clients.some((c) => c.name === client))
      problems.push(problem('stabilityClient', { client }));
    stability = { ...input.stability, client };
    const graceS = stability.graceS ?? 60;
    if (stability.triggerUntilS + graceS >= durationMs / 1000)
      problems.push(
        problem('stabilityTooShort', {
          runS: durationMs / 1000,
          untilS: stability.triggerUntilS,
          graceS,
        }),
      );
  }
  if (problems.length > 0) return refusal(problems);
  const seeds = Array.from({ length: n }, (_, i) => (base.seed + i) % 2 ** 32);
  return {
    ok: true,
    sweep: {
      input,
      base,
      axes,
      seeds,
      metrics,
      jobs: expandJobs(axes, seeds, input.baseline ?? false),
      durationMs,
      ...(stability ? { stability } : {}),
      key: fingerprint(input),
    },
  };
}

/** Runs one job: one cell's scenario on one seed, its metrics read from the report (and frames when needed). */
export function runJob(sweep: PreparedSweep, job: Job): JobResult {
  const patched =
    job.cell < 0
      ? { ok: true as const, scenario: sweep.base }
      : patchScenario(sweep.base, sweep.axes, job.values);
  // prepareSweep checked every value; a failure here is a combination of values the schema refuses.
  if (!patched.ok)
    return {
      job: job.index,
      cell: job.cell,
      seed: job.seed,
      values: sweep.metrics.map(() => null),
      events: 0,
      error: patched.error,
      key: sweep.key,
    };
  const needsFrames = sweep.stability !== undefined || sweep.metrics.some((m) => m.windowed);
  const frames: SecondFrame[] = [];
  try {
    const report = runScenario(patched.scenario, {
      seed: job.seed,
      durationMs: sweep.durationMs,
      ...(needsFrames ? { onSecond: (f: SecondFrame) => frames.push(f) } : {}),
    });
    const values = sweep.metrics.map((m) => {
      const v = m.read(report, frames);
      return Number.isFinite(v) ? v : null;
    });
    return {
      job: job.index,
      cell: job.cell,
      seed: job.seed,
      values,
      ...(sweep.stability ? { stability: classifyStability(frames, sweep.stability) } : {}),
      events: report.events,
      key: sweep.key,
    };
  } catch (e) {
    if (!(e instanceof SimulationLimitError)) throw e;
    return {
      job: job.index,
      cell: job.cell,
      seed: job.seed,
      values: sweep.metrics.map(() => null),
      events: 0,
      error: e.message,
      key: sweep.key,
    };
  }
}
