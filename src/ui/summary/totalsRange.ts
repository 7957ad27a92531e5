// Pure: the totals over a span of the run: the whole run (the engine's own
// totals), since the last change made during it, or over the charts' visible window, added
// up from the per-second frames. Latency percentiles do not add up from frames: NaN there.
import type { RunSummary, SecondFrame } from '../../sim/engine/types';
import { reportFromFrames } from '../../sim/analysis/reportFromFrames';

export type TotalsRange = 'run' | 'sinceChange' | 'window';

export interface RangeInput {
  summary: RunSummary;
  frames: readonly SecondFrame[];
  /** The last edit made at or before now, simulated ms; null when none. */
  lastChangeMs: number | null;
  windowS: number;
}

/** The frames a range covers: a frame covers the second ending at its tMs. */
function framesIn(range: TotalsRange, input: RangeInput): readonly SecondFrame[] {
  const { frames } = input;
  if (range === 'sinceChange') {
    const fromMs = input.lastChangeMs ?? 0;
    return frames.filter((f) => f.tMs > fromMs);
  }
  const lastMs = frames.at(-1)?.tMs ?? 0;
  return frames.filter((f) => f.tMs > lastMs - input.windowS * 1000);
}

export function totalsOver(range: TotalsRange, input: RangeInput): RunSummary {
  if (range === 'run' || (range === 'sinceChange' && input.lastChangeMs === null))
    return input.summary;
  const { transitions: _drop, ...totals } = reportFromFrames(
    framesIn(range, input),
    [],
    input.summary.seed,
  );
  return totals;
}

/** The last edit at or before `nowMs`. */
export function lastChangeMs(edits: readonly { atMs: number }[], nowMs: number): number | null {
  let last: number | null = null;
  for (const e of edits) if (e.atMs <= nowMs && (last === null || e.atMs > last)) last = e.atMs;
  return last;
}
