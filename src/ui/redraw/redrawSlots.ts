// Pure: when the views that draw fast data may redraw while a run plays. The graph redraws
// every GRAPH_REDRAW_MS, at phase 0; each chart once every CHART_REDRAW_MS, in a slot of its
// own that falls between the graph's redraws, so no two of them land in one task (a chart's
// redraw is about 27 ms of script, measured with bench:ui --scroll=charts). Before, slots
// 70 ms apart wrapped around the interval and collided with three clients' charts.

export const GRAPH_REDRAW_MS = 100;
export const CHART_REDRAW_MS = 600;
/** Side panels (lesson claims, totals) while playing: twice a second, between the graph's
    redraws and the charts' slots. */
export const PANEL_REDRAW_MS = 500;
export const PANEL_PHASE_MS = 50;
/**
 * A chart off screen catches up only once the run has stayed paused (or finished) this long.
 * A finished run restarted at once (Restart, or bench:ui) is paused for 10–80 ms; a chart's
 * catch-up redraw in that gap was the long task after each restart (25–70 ms, measured with a
 * React Profiler build under bench:ui).
 */
export const OFFSCREEN_SETTLE_MS = 400;
/** Distance of a chart's slot from the graph's redraw before or after it. */
const CLEARANCE_MS = 25;

/**
 * The phase of a chart's slot in CHART_REDRAW_MS: 25, 125, … 525 ms for the first six
 * charts, then 75, 175, … 575 ms for the next six, so twelve charts redraw at twelve
 * different instants, each 25 ms away from the graph. Slots past twelve share.
 */
export function chartPhaseMs(slot: number): number {
  const perRound = CHART_REDRAW_MS / GRAPH_REDRAW_MS;
  const round = Math.floor(slot / perRound) % 2;
  const gap = slot % perRound;
  const offset = round === 0 ? CLEARANCE_MS : GRAPH_REDRAW_MS - CLEARANCE_MS;
  return gap * GRAPH_REDRAW_MS + offset;
}

/** Milliseconds from `nowMs` to the next instant that is `phaseMs` into an interval. */
export function nextSlotDelayMs(nowMs: number, intervalMs: number, phaseMs: number): number {
  const next = Math.ceil((nowMs - phaseMs) / intervalMs) * intervalMs + phaseMs;
  return Math.max(0, next - nowMs);
}
