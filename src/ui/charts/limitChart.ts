// Pure: the adaptive concurrency limit's chart (issue 12 §2, "the limit as a live line on a
// chart"): the limit the algorithm allows now, as a stepped line, beside the calls in flight
// under it, with the calls it refused as bars. Both lines read the frame's gauges
// (metrics.ts: concurrencyLimit, limitInFlight).
import type { Palette } from './chartColors';
import { englishChartText, type ChartText } from './chartSpecs';
import type { TimeChartSpec } from './timeSeries';

const arrow = (edge: string) => edge.replace('->', ' → ');

export function concurrencyLimitChart(
  edge: string,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  return {
    key: `limit-${edge}`,
    title: text('limitTitle', { edge: arrow(edge) }),
    subtitle: text('limitSubtitle'),
    testId: 'limit-chart',
    axes: [
      { id: 0, widthPx: 56, allowDecimals: false },
      { id: 'rejected', widthPx: 48, orientation: 'right', color: p.bad, allowDecimals: false },
    ],
    series: [
      {
        name: text('rejected'),
        shape: 'bar',
        axis: 'rejected',
        color: p.bad,
        value: (f) => f.edges[edge]?.rejectedByLimit ?? 0,
      },
      {
        name: text('limitLine'),
        shape: 'step',
        color: p.threshold,
        dash: '6 3',
        width: 2.5,
        value: (f) => f.edges[edge]?.concurrencyLimit ?? null,
      },
      {
        name: text('limitInFlight'),
        shape: 'step',
        color: p.neutral,
        width: 2.5,
        value: (f) => f.edges[edge]?.limitInFlight ?? null,
      },
    ],
    legend: [
      { name: text('limitLine'), color: p.threshold, dash: '6 3' },
      { name: text('limitInFlight'), color: p.neutral },
      { name: text('rejectedBars'), color: p.bad, width: 8 },
    ],
  };
}
