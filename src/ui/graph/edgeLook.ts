// Pure: how a call's edge looks from its traffic this second: its stroke width (log of the
// attempts), its colour level (the share that failed) and where its badge sits in a fan.
import type { CallLink } from './callGraph';

export type TrafficLevel = 'idle' | 'ok' | 'degraded' | 'failing';
export type LabelAnchor = 'source' | 'target' | 'middle';

const MIN_STROKE = 2;
const MAX_STROKE = 14;
/** Stroke grows with log10 of attempts per second: 10/s ≈ 4.5 px, 100/s ≈ 7 px. */
const STROKE_PER_DECADE = 2.5;
const DEGRADED_SHARE = 0.05;
const FAILING_SHARE = 0.5;

/** The badge's anchor from the fan-in of the callee and the fan-out of the caller. */
export function labelAnchor(callsIntoCallee: number, callsOutOfCaller: number): LabelAnchor {
  if (callsIntoCallee > 1 && callsIntoCallee >= callsOutOfCaller) return 'source';
  if (callsOutOfCaller > 1) return 'target';
  return 'middle';
}

/** Each call's badge anchor (by its key), from the fans of the calls around it. */
export function labelAnchors(links: readonly CallLink[]): Map<string, LabelAnchor> {
  const into = new Map<string, number>();
  const outOf = new Map<string, number>();
  const from = (l: CallLink) => `${l.fromClient ? 'client' : 'service'}:${l.caller}`;
  for (const l of links) {
    into.set(l.callee, (into.get(l.callee) ?? 0) + 1);
    outOf.set(from(l), (outOf.get(from(l)) ?? 0) + 1);
  }
  return new Map(
    links.map((l) => [l.key, labelAnchor(into.get(l.callee) ?? 0, outOf.get(from(l)) ?? 0)]),
  );
}

export function strokeWidthFor(attemptsPerSecond: number): number {
  if (attemptsPerSecond <= 0) return MIN_STROKE;
  const width = MIN_STROKE + STROKE_PER_DECADE * Math.log10(1 + attemptsPerSecond);
  return Math.min(MAX_STROKE, width);
}

export function trafficLevel(attempts: number, errorShare: number): TrafficLevel {
  if (attempts <= 0) return 'idle';
  if (errorShare >= FAILING_SHARE) return 'failing';
  if (errorShare >= DEGRADED_SHARE) return 'degraded';
  return 'ok';
}
