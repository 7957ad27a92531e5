// One client's requests per second: offered, succeeded, failed.
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

function ClientTrafficChartView({
  slot,
  windowS,
  cursorS,
  palette: p,
  setCursor,
  client,
}: TimeChartProps & { client: string }) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const yAxisWidthPx = useAxisWidth(56);
  const { frames, domain, live } = useChartFrames(slot, windowS, card);
  const rows = useMemo(() => clientRows(frames, client), [frames, client]);
  const series: SeriesSpec[] = [
    { name: t('charts.offered'), dataKey: 'offered', color: p.neutral, dash: '2 4', width: 2 },
    { name: t('charts.succeeded'), dataKey: 'succeeded', color: p.ok },
    { name: t('charts.failed'), dataKey: 'failed', color: p.bad, dash: '8 4' },
  ];
  return (
    <ChartCard
      cardRef={card}
      legend={series}
      title={t('charts.trafficTitle', { client })}
      subtitle={t('charts.trafficSubtitle')}
      testId="client-chart"
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
            stroke={p.text}
            tick={PLAIN_TICK}
            allowDecimals={false}
          />
          {seriesLines(series)}
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const ClientTrafficChart = memo(ClientTrafficChartView);
