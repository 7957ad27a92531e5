// Pure: "find the smallest bulkhead (or breaker threshold) that keeps the entry's
// availability ≥ X % under this fault", answered by a small 1-D sweep and the evidence
// for it, not by a rule of thumb. The scenario carries the fault; the sweep varies one
// setting; the answer is the smallest value whose mean over the seeds meets the target,
// with its 95 % interval and the value just below it, so the person sees the margin.
import type { CellSummary } from './aggregate';
import type { PreparedSweep } from './sweepRunner';

export interface Requirement {
  /** A metric of the sweep, as written in its metric list (or a bare field of the first client). */
  metric: string;
  atLeast: number;
}

export interface Suggestion {
  /** The smallest swept value that meets the requirement; undefined when none does. */
  value?: number;
  /** Its summary, and the next smaller value's (the one that does not meet it), if swept. */
  evidence: { value: number; mean: number; ciLow: number; ciHigh: number; n: number }[];
  /** The lower end of the interval meets the requirement too. */
  confident: boolean;
  words: string;
}

/** Parses `availability>=0.99` (or `clients[x].availability>=0.99`). */
export function parseRequirement(spec: string): Requirement {
  const m = /^(.+?)\s*>=\s*(-?\d*\.?\d+)$/.exec(spec);
  if (!m) throw new Error(`--at-least "${spec}": write <metric>>=<value>, e.g. availability>=0.99`);
  return { metric: m[1]!, atLeast: Number(m[2]) };
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** The answer from a finished 1-D sweep's summaries. */
export function suggestFromSweep(
  sweep: PreparedSweep,
  cells: readonly CellSummary[],
  req: Requirement,
): Suggestion {
  if (sweep.axes.length !== 1)
    throw new Error('a suggestion sweeps one setting: give exactly one --vary');
  const index = sweep.metrics.findIndex(
    (m) => m.name === req.metric || m.name.endsWith(`].${req.metric}`),
  );
  if (index < 0)
    throw new Error(
      `--at-least: "${req.metric}" is not one of the sweep's metrics (${sweep.metrics.map((m) => m.name).join(', ')})`,
    );
  const metric = sweep.metrics[index]!.name;
  const setting = sweep.axes[0]!.paths.join(' and ');
  const rows = cells
    .filter((c) => c.cell >= 0)
    .map((c) => ({ value: c.values[0]!, ...c.metrics[index]! }))
    .sort((a, b) => a.value - b.value);
  const seeds = sweep.seeds.length;
  const share = (x: number) =>
    metric.endsWith('availability') ? pct(x) : String(Number(x.toPrecision(4)));
  const hitIndex = rows.findIndex((r) => r.n > 0 && r.mean >= req.atLeast);
  if (hitIndex < 0) {
    const best = rows.reduce((a, b) => (b.mean > a.mean ? b : a), rows[0]!);
    return {
      evidence: rows.map(({ value, mean, ciLow, ciHigh, n }) => ({
        value,
        mean,
        ciLow,
        ciHigh,
        n,
      })),
      confident: false,
      words: `no ${setting} from ${rows[0]!.value} to ${rows[rows.length - 1]!.value} keeps ${metric} ≥ ${share(req.atLeast)}; the best, ${best.value}, gives ${share(best.mean)} over ${seeds} seeds`,
    };
  }
  const hit = rows[hitIndex]!;
  const below = rows[hitIndex - 1];
  const confident = hit.ciLow >= req.atLeast;
  const interval = seeds > 1 ? ` (95 % interval ${share(hit.ciLow)} to ${share(hit.ciHigh)})` : '';
  return {
    value: hit.value,
    evidence: [below, hit]
      .filter((r) => r !== undefined)
      .map(({ value, mean, ciLow, ciHigh, n }) => ({ value, mean, ciLow, ciHigh, n })),
    confident,
    words:
      `the smallest ${setting} that keeps ${metric} ≥ ${share(req.atLeast)}: ${hit.value}, measured ${share(hit.mean)} over ${seeds} seeds${interval}` +
      (below ? `; ${below.value} gives ${share(below.mean)}` : '; it is the smallest value swept') +
      (confident ? '' : `; the interval reaches below the target: run more seeds to be sure`),
  };
}
