// Pure: per-second frames → chart rows. Every chart shares one time axis in simulated seconds
// (`t`); rows are windowed (the last `windowS` seconds) and bounded (at most `maxPoints`).
import type { BreakerStateName, SecondFrame } from '../../sim/engine/types';

export const MS_PER_S = 1000;
/** More points than a chart is wide in pixels only costs time. */
const DEFAULT_MAX_POINTS = 360;

export interface Window {
  /** Seconds to show, counting back from the last frame; Infinity for all. */
  windowS: number;
  maxPoints?: number;
}

/** The frames in the window, thinned to at most `maxPoints` (keeping the newest). */
export function windowFrames(frames: readonly SecondFrame[], w: Window): SecondFrame[] {
  const last = frames[frames.length - 1];
  if (!last) return [];
  const fromMs = last.tMs - w.windowS * MS_PER_S;
  let start = frames.length;
  while (start > 0 && (frames[start - 1]?.tMs ?? 0) > fromMs) start--;
  const inWindow = frames.slice(start);
  const maxPoints = w.maxPoints ?? DEFAULT_MAX_POINTS;
  if (inWindow.length <= maxPoints) return inWindow;
  const stride = Math.ceil(inWindow.length / maxPoints);
  // Count strides back from the newest frame so the latest second is always drawn.
  return inWindow.filter((_, i) => (inWindow.length - 1 - i) % stride === 0);
}

/** [first, last] simulated second of the window, for the shared x axis. */
export function timeDomain(frames: readonly SecondFrame[]): [number, number] {
  const first = frames[0];
  const last = frames[frames.length - 1];
  if (!first || !last) return [0, 1];
  return [first.tMs / MS_PER_S, Math.max(last.tMs / MS_PER_S, first.tMs / MS_PER_S + 1)];
}

/**
 * Round tick values covering [min, max], about `count` of them (steps of 1, 2 or 5 × 10^n).
 * Handed to the axes so recharts skips its own nice-tick search (decimal arithmetic on every
 * redraw, a visible share of a chart's redraw time).
 */
export function niceTicks(min: number, max: number, count = 6): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min || count < 2) return [min];
  const raw = (max - min) / (count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / magnitude;
  const step = (ratio >= 7.07 ? 10 : ratio >= 3.16 ? 5 : ratio >= 1.41 ? 2 : 1) * magnitude;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) {
    ticks.push(Number(t.toPrecision(12)));
  }
  return ticks;
}

const seconds = (f: SecondFrame) => f.tMs / MS_PER_S;

export interface StateBand {
  /** Simulated seconds: the band covers the seconds (from, to]. */
  from: number;
  to: number;
  state: BreakerStateName | 'NONE';
}
/** Runs of the same breaker state, one band each (a second covers the interval ending at tMs). */
export function breakerBands(frames: readonly SecondFrame[], edge: string): StateBand[] {
  const bands: StateBand[] = [];
  let previousEnd: number | undefined;
  for (const f of frames) {
    const state = f.edges[edge]?.breakerState ?? 'NONE';
    const to = seconds(f);
    const from = previousEnd ?? to - 1;
    previousEnd = to;
    const last = bands[bands.length - 1];
    if (last && last.state === state && last.to === from) last.to = to;
    else bands.push({ from, to, state });
  }
  return bands;
}
