// One call's bulkhead: slots in use against the maximum, and the calls it turned away.
import { useTranslation } from 'react-i18next';
import { memo, useMemo, useRef } from 'react';
import { Bar, ComposedChart, Line, ReferenceLine, ResponsiveContainer, YAxis } from 'recharts';
import { bulkheadRows } from './toSeries';
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
  timeAxis,
  tooltip,
  type TimeChartProps,
} from './chartParts';

interface Props extends TimeChartProps {
  edge: string;
  maxConcurrentCalls: number;
}

function BulkheadChartView({
  slot,
  windowS,
  cursorS,
  palette: p,
  setCursor,
  edge,
  maxConcurrentCalls,
}: Props) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const slotsAxisWidthPx = useAxisWidth(56);
  const rejectedAxisWidthPx = useAxisWidth(48);
  const { frames, domain, live } = useChartFrames(slot, windowS, card);
  const rows = useMemo(() => bulkheadRows(frames, edge), [frames, edge]);
  return (
    <ChartCard
      cardRef={card}
      legend={[
        { name: t('charts.slotsInUse'), color: p.neutral },
        { name: t('charts.rejectedBars'), color: p.bad, width: 8 },
      ]}
      title={t('charts.bulkheadTitle', { edge: edge.replace('->', ' → ') })}
      subtitle={t('charts.bulkheadSubtitle')}
      testId="bulkhead-chart"
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart
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
            yAxisId="slots"
            width={slotsAxisWidthPx}
            stroke={p.text}
            tick={PLAIN_TICK}
            domain={[0, (max: number) => Math.max(max, maxConcurrentCalls)]}
            allowDecimals={false}
          />
          <YAxis
            interval={0}
            yAxisId="rejected"
            orientation="right"
            width={rejectedAxisWidthPx}
            stroke={p.bad}
            tick={PLAIN_TICK}
            allowDecimals={false}
          />
          <ReferenceLine
            yAxisId="slots"
            y={maxConcurrentCalls}
            stroke={p.threshold}
            strokeDasharray="6 3"
            label={{
              value: t('charts.max', { value: maxConcurrentCalls }),
              fill: p.threshold,
              position: 'insideTopLeft',
            }}
          />
          <Bar
            yAxisId="rejected"
            name={t('charts.rejected')}
            dataKey="rejected"
            fill={p.bad}
            fillOpacity={0.6}
            isAnimationActive={false}
          />
          <Line
            yAxisId="slots"
            type="stepAfter"
            name={t('charts.slotsInUse')}
            dataKey="inUse"
            stroke={p.neutral}
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
          />
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const BulkheadChart = memo(BulkheadChartView);
