// One client's latency per second: p50, p95, p99 (gaps where nothing finished).
import { useTranslation } from 'react-i18next';
import { memo, useMemo, useRef } from 'react';
import { LineChart, ResponsiveContainer, YAxis } from 'recharts';
import { clientRows } from './toSeries';
import { ChartCard } from './ChartCard';
import { useAxisWidth } from './useAxisWidth';
import { PLAIN_TICK } from './plainTick';
import { useChartFrames } from './useChartFrames';
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  CHART_SYNC_ID,
  cursorClick,
  cursorLine,
  grid,
  seriesLines,
  timeAxis,
  tooltip,
  type SeriesSpec,
  type TimeChartProps,
} from './chartParts';

const formatMs = (ms: number) =>
  ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`;

function LatencyChartView({
  slot,
  windowS,
  cursorS,
  palette: p,
  setCursor,
  client,
}: TimeChartProps & { client: string }) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const yAxisWidthPx = useAxisWidth(64);
  const { frames, domain, live } = useChartFrames(slot, windowS, card);
  const rows = useMemo(() => clientRows(frames, client), [frames, client]);
  const series: SeriesSpec[] = [
    { name: 'p50', dataKey: 'p50', color: p.ok, width: 2 },
    { name: 'p95', dataKey: 'p95', color: p.warn, dash: '8 4', width: 2 },
    { name: 'p99', dataKey: 'p99', color: p.bad, dash: '2 3', width: 2.5 },
  ];
  return (
    <ChartCard
      cardRef={card}
      legend={series}
      title={t('charts.latencyTitle', { client })}
      subtitle={t('charts.latencySubtitle')}
      testId="latency-chart"
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT + 24}>
        <LineChart
          data={rows}
          syncId={CHART_SYNC_ID}
          syncMethod="value"
          margin={CHART_MARGIN}
          onClick={cursorClick(setCursor)}
        >
          {grid(p)}
          {timeAxis(domain, p)}
          <YAxis
            interval={0}
            width={yAxisWidthPx}
            tickFormatter={formatMs}
            stroke={p.text}
            tick={PLAIN_TICK}
          />
          {seriesLines(series)}
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const LatencyChart = memo(LatencyChartView);
