// Pure: when a chart in a given slot may next redraw.

/** Milliseconds from `nowMs` to the next instant that is `phaseMs` into an interval. */
export function nextSlotDelayMs(nowMs: number, intervalMs: number, phaseMs: number): number {
  const next = Math.ceil((nowMs - phaseMs) / intervalMs) * intervalMs + phaseMs;
  return Math.max(0, next - nowMs);
}
