// Pure: each chart of the panel as a description of its series. What a series
// reads from a frame, how it is drawn and against which axis; TimeChart draws the rest.
import type { SecondFrame } from '../../sim/engine/types';
import type { BreakerPolicy } from '../../sim/scenario';
import type { Palette } from './chartColors';
import { seriesColor, seriesDash } from './chartColors';
import { breakerBands } from './toSeries';
import type { AxisSpec, SeriesSpec, TimeChartSpec } from './timeSeries';
import { capacityChart } from './capacityChart';
import { edgeArrow, englishChartText, type ChartText } from './chartText';

// The panel reads the charts' words through this module too.
export { type ChartText } from './chartText';

const PERCENT_TICKS = [0, 25, 50, 75, 100];
const MANY_LINES_PX = 24;

/** The engine reports -1 below the minimum number of calls: not a rate, a gap in the line. */
const rateOrGap = (rate: number | undefined) => (rate === undefined || rate < 0 ? null : rate);

/** A latency where something finished that second; none (a gap) where nothing did. */
function latencyOrGap(frame: SecondFrame, client: string, p: 'p50' | 'p95' | 'p99') {
  const c = frame.clients[client];
  return c && c.succeeded + c.failed > 0 ? c.latencyMs[p] : null;
}

const count: AxisSpec = { id: 0, widthPx: 56, allowDecimals: false };

export function breakerChart(
  edge: string,
  breaker: BreakerPolicy,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  const sliding = breaker.type === 'slidingWindow';
  return {
    key: `breaker-${edge}`,
    title: text('breakerTitle', { edge: edgeArrow(edge) }),
    subtitle: text('breakerSubtitle'),
    testId: 'breaker-chart',
    axes: [{ id: 0, widthPx: 56, domain: [0, 100], ticks: PERCENT_TICKS, unit: ' %' }],
    series: [
      {
        name: text('failureRate'),
        color: p.bad,
        width: 2.5,
        value: (f) => rateOrGap(f.edges[edge]?.failureRate),
      },
      {
        name: text('slowCallRate'),
        color: p.warn,
        dash: '8 4',
        width: 2,
        value: (f) => rateOrGap(f.edges[edge]?.slowCallRate),
      },
    ],
    bands: (frames) =>
      breakerBands(frames, edge)
        .filter((b) => b.state !== 'NONE' && b.state !== 'CLOSED')
        .map((b) => ({ ...b, color: p.state[b.state] })),
    thresholds: [
      ...(sliding
        ? [
            {
              y: breaker.failureRateThreshold,
              color: p.threshold,
              dash: '6 3',
              label: text('failureAtLeast', { value: breaker.failureRateThreshold }),
              position: 'insideBottomLeft' as const,
            },
          ]
        : []),
      ...(sliding && breaker.slowCallRateThreshold < 100
        ? [
            {
              y: breaker.slowCallRateThreshold,
              color: p.warn,
              dash: '2 3',
              label: text('slowAtLeast', { value: breaker.slowCallRateThreshold }),
              position: 'insideBottomRight' as const,
            },
          ]
        : []),
    ],
  };
}

export function bulkheadChart(
  edge: string,
  maxConcurrentCalls: number,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  return capacityChart(
    {
      kind: 'bulkhead',
      edge,
      slotsAxis: { ...count, domain: [0, (max: number) => Math.max(max, maxConcurrentCalls)] },
      lines: [
        {
          name: text('slotsInUse'),
          color: p.neutral,
          value: (f) => f.edges[edge]?.bulkheadInUse ?? 0,
        },
      ],
      rejected: (f) => f.edges[edge]?.rejectedByBulkhead ?? 0,
      thresholds: [
        {
          y: maxConcurrentCalls,
          color: p.threshold,
          dash: '6 3',
          label: text('max', { value: maxConcurrentCalls }),
          position: 'insideTopLeft',
        },
      ],
    },
    p,
    text,
  );
}

export function clientTrafficChart(
  client: string,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  const read = (f: SecondFrame, k: 'offered' | 'succeeded' | 'failed') =>
    f.clients[client]?.[k] ?? 0;
  return {
    key: `traffic-${client}`,
    title: text('trafficTitle', { client }),
    subtitle: text('trafficSubtitle'),
    testId: 'client-chart',
    extraHeightPx: MANY_LINES_PX,
    axes: [count],
    series: [
      {
        name: text('offered'),
        color: p.neutral,
        dash: '2 4',
        width: 2,
        value: (f) => read(f, 'offered'),
      },
      { name: text('succeeded'), color: p.ok, value: (f) => read(f, 'succeeded') },
      { name: text('failed'), color: p.bad, dash: '8 4', value: (f) => read(f, 'failed') },
    ],
  };
}

export const formatMs = (ms: number) =>
  ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`;

export function latencyChart(
  client: string,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  return {
    key: `latency-${client}`,
    title: text('latencyTitle', { client }),
    subtitle: text('latencySubtitle'),
    testId: 'latency-chart',
    extraHeightPx: MANY_LINES_PX,
    axes: [{ id: 0, widthPx: 64, tickFormatter: formatMs }],
    series: [
      { name: 'p50', color: p.ok, width: 2, value: (f) => latencyOrGap(f, client, 'p50') },
      {
        name: 'p95',
        color: p.warn,
        dash: '8 4',
        width: 2,
        value: (f) => latencyOrGap(f, client, 'p95'),
      },
      {
        name: 'p99',
        color: p.bad,
        dash: '2 3',
        width: 2.5,
        value: (f) => latencyOrGap(f, client, 'p99'),
      },
    ],
  };
}

export interface PerServiceOptions {
  key: string;
  title: string;
  subtitle: string;
  testId: string;
  field: 'busyWorkers' | 'amplification';
  unit?: string;
}

/** One line per service; the selected one (`highlight`) drawn thicker. */
export function perServiceChart(
  o: PerServiceOptions,
  services: readonly string[],
  highlight: string | undefined,
  p: Palette,
): TimeChartSpec {
  const series: SeriesSpec[] = services.map((name, i) => ({
    name,
    color: seriesColor(p, i),
    dash: seriesDash(i),
    width: name === highlight ? 4 : 2,
    value: (f) => f.services[name]?.[o.field] ?? 0,
  }));
  return {
    key: o.key,
    title: o.title,
    subtitle: o.subtitle,
    testId: o.testId,
    extraHeightPx: MANY_LINES_PX,
    axes: [{ id: 0, widthPx: 56, unit: o.unit }],
    series,
  };
}
