// One line per service over time (workers busy, amplification…), told apart by colour, dash
// and a legend with names.
import { memo, useMemo, useRef } from 'react';
import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';
import { perServiceRows, seriesKey } from './toSeries';
import { seriesColor, seriesDash } from './chartColors';
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
  timeAxis,
  tooltip,
  type TimeChartProps,
} from './chartParts';

interface Props extends TimeChartProps {
  title: string;
  subtitle: string;
  testId: string;
  services: readonly string[];
  field: 'busyWorkers' | 'amplification';
  unit?: string;
  /** Drawn thicker: the selected service. */
  highlight?: string;
}

function PerServiceChartView(props: Props) {
  const { slot, windowS, cursorS, palette: p, setCursor, services, field, highlight } = props;
  const card = useRef<HTMLElement>(null);
  const yAxisWidthPx = useAxisWidth(56);
  const unitTick = useMemo(() => plainTick(props.unit), [props.unit]);
  const { frames, domain, live } = useChartFrames(slot, windowS, card);
  const rows = useMemo(() => perServiceRows(frames, services, field), [frames, services, field]);
  return (
    <ChartCard
      cardRef={card}
      legend={services.map((name, i) => ({
        name,
        color: seriesColor(p, i),
        dash: seriesDash(i),
        width: name === highlight ? 4 : 2,
      }))}
      title={props.title}
      subtitle={props.subtitle}
      testId={props.testId}
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
            unit={props.unit}
            stroke={p.text}
            tick={unitTick}
          />
          {services.map((name, i) => (
            <Line
              key={name}
              name={name}
              dataKey={seriesKey(i)}
              stroke={seriesColor(p, i)}
              strokeDasharray={seriesDash(i)}
              strokeWidth={name === highlight ? 4 : 2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const PerServiceChart = memo(PerServiceChartView);
