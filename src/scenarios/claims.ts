// Reads a lesson's metrics from a run, so a test (and the lesson panel) can say whether a
// claim holds. Pure: takes the report and the per-second frames the engine produced.
import type { RunReport, SecondFrame } from '../sim/engine/types';
import { parsePath, type Segment } from './patch';
import type { Claim, Goal, Metric } from './presets/types';

export interface ClaimCheck<C extends Goal = Claim> {
  claim: C;
  /** NaN when the run does not contain the metric (a missing client, no frames). */
  value: number;
  holds: boolean;
}

function read(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const seg of parsePath(path) as Segment[]) {
    if (typeof seg === 'object' || node === null || typeof node !== 'object') return undefined;
    if (Array.isArray(node) && seg === 'length') return node.length;
    node = (node as Record<string, unknown>)[String(seg)];
  }
  return node;
}

const asNumber = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);

export function measure(metric: Metric, report: RunReport, frames: readonly SecondFrame[]): number {
  if ('report' in metric) {
    const value = read(report, metric.report);
    return value === undefined && metric.absentIsZero ? 0 : asNumber(value);
  }
  if ('ratio' in metric) {
    const [top, bottom] = metric.ratio;
    return measure(top, report, frames) / measure(bottom, report, frames);
  }
  if ('firstTransitionS' in metric) {
    const { edge, to } = metric.firstTransitionS;
    const first = report.transitions.find((t) => t.edge === edge && t.to === to);
    return first ? first.tMs / 1000 : Number.POSITIVE_INFINITY;
  }
  const fromMs = (metric.fromS ?? 0) * 1000;
  const toMs = (metric.toS ?? Number.POSITIVE_INFINITY) * 1000;
  // A frame's tMs is the end of its second: the second [t − 1 s, t) belongs to the window
  // when it starts at or after fromS and ends at or before toS.
  const values = frames
    .filter((f) => f.tMs - 1000 >= fromMs && f.tMs <= toMs)
    .map((f) => asNumber(read(f, metric.frames)))
    .filter((v) => !Number.isNaN(v));
  if (values.length === 0) return Number.NaN;
  switch (metric.agg) {
    // reduce, not Math.max(...values): a day of frames would overflow the argument list.
    case 'max':
      return values.reduce((a, b) => Math.max(a, b));
    case 'min':
      return values.reduce((a, b) => Math.min(a, b));
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'mean':
      return values.reduce((a, b) => a + b, 0) / values.length;
  }
}

/** Whether a claim (or a challenge's goal) holds on a run, with the measured value. */
export function checkClaim<C extends Goal>(
  claim: C,
  report: RunReport,
  frames: readonly SecondFrame[],
): ClaimCheck<C> {
  const value = measure(claim.metric, report, frames);
  const holds =
    !Number.isNaN(value) &&
    (claim.atLeast === undefined || value >= claim.atLeast) &&
    (claim.atMost === undefined || value <= claim.atMost);
  return { claim, value, holds };
}
