// Pure: the adaptive concurrency limit's chart ("the limit as a live line on a
// chart"): the limit the algorithm allows now, as a stepped line, beside the calls in flight
// under it, with the calls it refused as bars. Both lines read the frame's gauges
// (metrics.ts: concurrencyLimit, limitInFlight).
import { capacityChart } from './capacityChart';
import type { Palette } from './chartColors';
import { englishChartText, type ChartText } from './chartText';
import type { TimeChartSpec } from './timeSeries';

export function concurrencyLimitChart(
  edge: string,
  p: Palette,
  text: ChartText = englishChartText,
): TimeChartSpec {
  return capacityChart(
    {
      kind: 'limit',
      edge,
      slotsAxis: { id: 0, widthPx: 56, allowDecimals: false },
      lines: [
        {
          name: text('limitLine'),
          color: p.threshold,
          dash: '6 3',
          value: (f) => f.edges[edge]?.concurrencyLimit ?? null,
        },
        {
          name: text('limitInFlight'),
          color: p.neutral,
          value: (f) => f.edges[edge]?.limitInFlight ?? null,
        },
      ],
      rejected: (f) => f.edges[edge]?.rejectedByLimit ?? 0,
    },
    p,
    text,
  );
}
