// Pure: the shape shared by the charts of an edge's capacity protections (the bulkhead, the
// adaptive concurrency limit): step lines of slots against a cap, and the calls the cap
// refused each second as bars on an axis of their own, on the right.
import type { SecondFrame } from '../../sim/engine/types';
import type { Palette } from './chartColors';
import { edgeArrow, type ChartKey, type ChartText } from './chartText';
import type { AxisSpec, ThresholdSpec, TimeChartSpec } from './timeSeries';

/** One step line: its look (legend and plot alike) and what it reads from a frame. */
interface CapacityLine {
  name: string;
  color: string;
  dash?: string;
  value: (frame: SecondFrame) => number | null;
}

export interface CapacityChartOptions {
  /** Names the chart's key, test id and catalog words (`${kind}Title`, `${kind}Subtitle`). */
  kind: 'bulkhead' | 'limit';
  edge: string;
  /** The left axis, of slots (its domain may be stretched to show the cap). */
  slotsAxis: AxisSpec;
  lines: readonly CapacityLine[];
  /** Calls the cap refused in a second (drawn as bars). */
  rejected: (frame: SecondFrame) => number;
  thresholds?: readonly ThresholdSpec[];
}

const LINE_WIDTH = 2.5;
const BAR_SWATCH_WIDTH = 8;

export function capacityChart(o: CapacityChartOptions, p: Palette, text: ChartText): TimeChartSpec {
  const title: ChartKey = `${o.kind}Title`;
  const subtitle: ChartKey = `${o.kind}Subtitle`;
  return {
    key: `${o.kind}-${o.edge}`,
    title: text(title, { edge: edgeArrow(o.edge) }),
    subtitle: text(subtitle),
    testId: `${o.kind}-chart`,
    axes: [
      o.slotsAxis,
      { id: 'rejected', widthPx: 48, orientation: 'right', color: p.bad, allowDecimals: false },
    ],
    series: [
      { name: text('rejected'), shape: 'bar', axis: 'rejected', color: p.bad, value: o.rejected },
      ...o.lines.map((line) => ({ ...line, shape: 'step' as const, width: LINE_WIDTH })),
    ],
    // The bars are named apart from their series ("(bars)"), so the legend is spelled out.
    legend: [
      ...o.lines.map(({ value: _value, ...look }) => look),
      { name: text('rejectedBars'), color: p.bad, width: BAR_SWATCH_WIDTH },
    ],
    ...(o.thresholds ? { thresholds: o.thresholds } : {}),
  };
}
