// A 1-D sweep: the metric's mean against the setting, with the seeds' 5–95 % band.
import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { curveTicks, tickText, type CurvePoint } from './sweepView';

interface Props {
  points: CurvePoint[];
  xLabel: string;
  /** A share (availability): the axis is 0 to 1, not past it. */
  share?: boolean;
}

export function SweepCurve({ points, xLabel, share = false }: Props) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={points} margin={{ top: 8, right: 24, bottom: 24, left: 8 }}>
        <CartesianGrid stroke="var(--rp-border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="x"
          type="number"
          domain={['dataMin', 'dataMax']}
          ticks={curveTicks(points)}
          tickFormatter={tickText}
          stroke="var(--rp-muted)"
          label={{ value: xLabel, position: 'insideBottom', offset: -14, fill: 'var(--rp-muted)' }}
        />
        <YAxis stroke="var(--rp-muted)" width={64} domain={share ? [0, 1] : ['auto', 'auto']} />
        <Tooltip isAnimationActive={false} />
        <Area
          dataKey="band"
          name={t('sweep.band')}
          stroke="none"
          fill="var(--rp-accent)"
          fillOpacity={0.18}
          isAnimationActive={false}
          connectNulls
        />
        <Line
          dataKey="mean"
          name={t('sweep.mean')}
          stroke="var(--rp-accent)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
          connectNulls
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
