// Pure: whether a lesson's claim can be checked on the run the user sees, and if so whether
// it holds. A claim is checked only on a run of its own variant (the preset as it is, or
// with one "try it" step), once the run has passed the claim's window.
import { checkClaim } from '../../scenarios/claims';
import type { Claim, Metric } from '../../scenarios/presets';
import type { RunReport, SecondFrame, TransitionRecord } from '../../sim/engine/types';
import { reportFromFrames, reportPathFromFrames } from '../../sim/analysis/reportFromFrames';

/** The run's totals so far, as the engine reports them (without the transition list). */
export type RunTotals = Omit<RunReport, 'transitions'>;

export interface RunView {
  /** The variant the current run is a clean run of; null when edited during the run. */
  variant: string | null;
  nowMs: number;
  durationMs: number;
  finished: boolean;
  seed: number;
  frames: readonly SecondFrame[];
  transitions: readonly TransitionRecord[];
  /** The engine's own totals when the worker sends them; else they are added up from frames. */
  totals: RunTotals | null;
}

export type ClaimState =
  | { kind: 'holds' | 'fails'; value: number }
  | { kind: 'waiting'; atMs: number }
  | { kind: 'needsEnd' }
  | { kind: 'otherVariant' }
  | { kind: 'unavailable' };

/** Simulated ms the run must reach before the metric can be read; `end` for the whole run. */
function neededMs(metric: Metric, run: RunView): number | 'end' | 'unavailable' {
  if ('report' in metric) {
    return run.totals || reportPathFromFrames(metric.report) ? 'end' : 'unavailable';
  }
  if ('ratio' in metric) {
    const parts = metric.ratio.map((m) => neededMs(m, run));
    if (parts.includes('unavailable')) return 'unavailable';
    if (parts.includes('end')) return 'end';
    return Math.max(...(parts as number[]));
  }
  if ('firstTransitionS' in metric) {
    const { edge, to } = metric.firstTransitionS;
    const first = run.transitions.find((t) => t.edge === edge && t.to === to);
    return first ? first.tMs : 'end';
  }
  return metric.toS !== undefined ? metric.toS * 1000 : 'end';
}

/** The earliest second a frames metric reads (the store keeps the last 900 s only). */
function earliestS(metric: Metric): number {
  if ('frames' in metric) return metric.fromS ?? 0;
  if ('ratio' in metric) return Math.min(...metric.ratio.map(earliestS));
  return 0;
}

export function claimState(claim: Claim, run: RunView): ClaimState {
  if (run.variant !== claim.variant) return { kind: 'otherVariant' };
  const needed = neededMs(claim.metric, run);
  if (needed === 'unavailable') return { kind: 'unavailable' };
  const reached = run.finished || (needed !== 'end' && run.nowMs >= needed);
  if (!reached) return needed === 'end' ? { kind: 'needsEnd' } : { kind: 'waiting', atMs: needed };
  const firstFrameStartMs = (run.frames[0]?.tMs ?? 1000) - 1000;
  if (firstFrameStartMs > earliestS(claim.metric) * 1000) return { kind: 'unavailable' };
  const report = run.totals
    ? { ...run.totals, transitions: [...run.transitions] }
    : reportFromFrames(run.frames, run.transitions, run.seed);
  const check = checkClaim(claim, report, run.frames);
  if (Number.isNaN(check.value)) return { kind: 'unavailable' };
  return { kind: check.holds ? 'holds' : 'fails', value: check.value };
}

/** A measured value for a person: "never", "0.9951", "27", "1,234.5". */
export function formatValue(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return 'never';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) < 1) return value.toFixed(4).replace(/0+$/, '');
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
