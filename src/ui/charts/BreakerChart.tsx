// One call's breaker over time: state bands (coloured and named), the failure and slow-call
// rates, and the thresholds they are judged against.
import { useTranslation } from 'react-i18next';
import { memo, useMemo, useRef } from 'react';
import { ComposedChart, ReferenceArea, ReferenceLine, ResponsiveContainer, YAxis } from 'recharts';
import type { BreakerPolicy } from '../../sim/scenario';
import { breakerBands, breakerRows } from './toSeries';
import { ChartCard } from './ChartCard';
import { useAxisWidth } from './useAxisWidth';
import { plainTick } from './plainTick';
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

const LABEL_MIN_SHARE = 0.12;
const PERCENT_TICKS = [0, 25, 50, 75, 100];
const PERCENT_TICK = plainTick(' %');

interface Props extends TimeChartProps {
  edge: string;
  breaker: BreakerPolicy;
}

function BreakerChartView({ slot, windowS, cursorS, palette: p, setCursor, edge, breaker }: Props) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const yAxisWidthPx = useAxisWidth(56);
  const { frames, domain, live } = useChartFrames(slot, windowS, card);
  const rows = useMemo(() => breakerRows(frames, edge), [frames, edge]);
  const bands = useMemo(() => breakerBands(frames, edge), [frames, edge]);
  const sliding = breaker.type === 'slidingWindow';
  const series: SeriesSpec[] = [
    { name: t('charts.failureRate'), dataKey: 'failureRate', color: p.bad, width: 2.5 },
    {
      name: t('charts.slowCallRate'),
      dataKey: 'slowCallRate',
      color: p.warn,
      dash: '8 4',
      width: 2,
    },
  ];
  // A band too narrow for its name is still coloured; the log and tooltip name it.
  const minLabelS = (domain[1] - domain[0]) * LABEL_MIN_SHARE;
  return (
    <ChartCard
      cardRef={card}
      legend={series}
      title={t('charts.breakerTitle', { edge: edge.replace('->', ' → ') })}
      subtitle={t('charts.breakerSubtitle')}
      testId="breaker-chart"
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
            domain={[0, 100]}
            ticks={PERCENT_TICKS}
            unit=" %"
            width={yAxisWidthPx}
            stroke={p.text}
            tick={PERCENT_TICK}
          />
          {bands
            .filter((b) => b.state !== 'NONE' && b.state !== 'CLOSED')
            .map((b) => (
              <ReferenceArea
                key={`${b.from}-${b.state}`}
                x1={b.from}
                x2={b.to}
                ifOverflow="hidden"
                fill={p.state[b.state]}
                fillOpacity={0.22}
                label={{
                  value: b.to - b.from >= minLabelS ? b.state : '',
                  position: 'insideTop',
                  fill: p.state[b.state],
                  fontWeight: 700,
                }}
              />
            ))}
          {sliding && (
            <ReferenceLine
              y={breaker.failureRateThreshold}
              stroke={p.threshold}
              strokeDasharray="6 3"
              label={{
                value: t('charts.failureAtLeast', { value: breaker.failureRateThreshold }),
                fill: p.threshold,
                position: 'insideBottomLeft',
              }}
            />
          )}
          {sliding && breaker.slowCallRateThreshold < 100 && (
            <ReferenceLine
              y={breaker.slowCallRateThreshold}
              stroke={p.warn}
              strokeDasharray="2 3"
              label={{
                value: t('charts.slowAtLeast', { value: breaker.slowCallRateThreshold }),
                fill: p.warn,
                position: 'insideBottomRight',
              }}
            />
          )}
          {seriesLines(series)}
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const BreakerChart = memo(BreakerChartView);
