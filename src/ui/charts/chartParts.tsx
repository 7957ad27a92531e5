// Shared pieces of every time chart: the simulated-seconds axis, the cursor line, the sync id.
// Plain functions returning recharts elements (recharts reads its children's props).
import { CartesianGrid, ReferenceLine, Tooltip, XAxis } from 'recharts';
import type { MouseHandlerDataParam } from 'recharts';
import type { Palette } from './chartColors';
import { niceTicks } from './toSeries';
import { PLAIN_TICK } from './plainTick';

/** Charts with the same sync id share the hover cursor. */
export const CHART_SYNC_ID = 'resilience-time';
const CHART_HEIGHT = 170;

/** A chart's plot height: its stand-in card holds exactly this, so nothing moves as it mounts. */
export const chartHeightPx = (spec: { extraHeightPx?: number }) =>
  CHART_HEIGHT + (spec.extraHeightPx ?? 0);
export const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };

export function timeAxis(domain: [number, number], p: Palette) {
  return (
    <XAxis
      dataKey="t"
      type="number"
      domain={domain}
      allowDataOverflow
      tickFormatter={(t: number) => `${t} s`}
      stroke={p.text}
      tick={PLAIN_TICK}
      // A number skips recharts' text measuring (a forced layout per tick) on every redraw;
      // given ticks skip its nice-tick search.
      interval={0}
      ticks={niceTicks(domain[0], domain[1])}
    />
  );
}

export function grid(p: Palette) {
  return <CartesianGrid stroke={p.grid} strokeDasharray="3 3" vertical={false} />;
}

export function cursorLine(cursorS: number | null, p: Palette) {
  if (cursorS === null) return null;
  return (
    <ReferenceLine
      x={cursorS}
      stroke={p.cursor}
      strokeWidth={2}
      ifOverflow="hidden"
      label={{ value: `${cursorS} s`, fill: p.cursor, position: 'insideTopRight' }}
    />
  );
}

export function tooltip(p: Palette) {
  return (
    <Tooltip
      isAnimationActive={false}
      labelFormatter={(t) => `t = ${String(t)} s`}
      contentStyle={{ background: 'var(--rp-surface)', borderColor: p.grid, color: p.text }}
    />
  );
}

/** A click on a chart moves the shared cursor to that second. */
export function cursorClick(setCursor: (ms: number | null) => void) {
  return (state: MouseHandlerDataParam) => {
    const label = Number(state.activeLabel);
    if (Number.isFinite(label)) setCursor(label * 1000);
  };
}

/** What every time chart gets from the panel; each reads its frames itself (useChartFrames). */
export interface TimeChartProps {
  /** Its redraw slot: charts redraw one after another. */
  slot: number;
  windowS: number;
  cursorS: number | null;
  palette: Palette;
  setCursor: (ms: number | null) => void;
}
