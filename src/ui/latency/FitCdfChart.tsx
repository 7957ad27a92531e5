// The preview's chart: the data's CDF beside the fit's, on a log axis of ms (latencies span
// decades: a linear axis squeezes the body into its first tenth).
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useAppStore } from '../../store/useAppStore';
import { selectTheme } from '../../store/selectors';
import { palette, seriesColor, seriesDash } from '../charts/chartColors';
import { SeriesLegend } from '../charts/SeriesLegend';
import '../charts/charts.css';
import { plainTick } from '../charts/plainTick';
import type { Distribution } from '../../sim/scenario';
import { cdfDomainMs, fitCdfCurve, logTicks, type CdfPoint } from './cdfCurve';

const HEIGHT_PX = 230;
const PERCENT_TICKS = [0, 0.25, 0.5, 0.75, 1];
const MS_TICK = plainTick();
const SHARE_TICK = plainTick(' %');

interface Props {
  curve: readonly CdfPoint[];
  fit: Distribution;
  /** The fit's name in the legend ("log-normal"). */
  fitName: string;
  /** A histogram's points are where the data is known: drawn as dots too. */
  dots: boolean;
}

export function FitCdfChart({ curve, fit, fitName, dots }: Props) {
  const { t } = useTranslation();
  const p = palette(useAppStore(selectTheme));
  const domain = cdfDomainMs(curve);
  const fitCurve = fitCdfCurve(fit, domain);
  const dataColor = seriesColor(p, 0);
  const fitColor = seriesColor(p, 1);
  const fitLabel = t('latencyData.chartFit', { kind: fitName });
  return (
    <figure className="chart-card latency-chart" data-testid="latency-cdf-chart">
      <figcaption>
        <span className="chart-card__title">{t('latencyData.chartTitle')}</span>
        <SeriesLegend
          items={[
            { name: t('latencyData.chartData'), color: dataColor },
            { name: fitLabel, color: fitColor, dash: seriesDash(1) },
          ]}
        />
      </figcaption>
      <ResponsiveContainer width="100%" height={HEIGHT_PX}>
        <LineChart margin={{ top: 8, right: 20, bottom: 22, left: 8 }}>
          <CartesianGrid stroke={p.grid} strokeDasharray="3 3" />
          <XAxis
            dataKey="ms"
            type="number"
            scale="log"
            domain={domain}
            allowDataOverflow
            ticks={logTicks(domain)}
            interval={0}
            tick={MS_TICK}
            stroke={p.text}
            label={{
              value: t('latencyData.chartX'),
              position: 'insideBottom',
              offset: -14,
              fill: p.text,
            }}
          />
          <YAxis
            type="number"
            domain={[0, 1]}
            ticks={PERCENT_TICKS}
            interval={0}
            tickFormatter={(v: number) => String(Math.round(v * 100))}
            tick={SHARE_TICK}
            stroke={p.text}
            width={84}
            label={{
              value: t('latencyData.chartY'),
              angle: -90,
              position: 'insideLeft',
              offset: 10,
              dy: 50,
              fill: p.text,
            }}
          />
          <Line
            data={curve as CdfPoint[]}
            dataKey="p"
            name={t('latencyData.chartData')}
            stroke={dataColor}
            strokeWidth={2}
            dot={dots ? { r: 2.5 } : false}
            isAnimationActive={false}
          />
          <Line
            data={fitCurve}
            dataKey="p"
            name={fitLabel}
            stroke={fitColor}
            strokeWidth={2}
            strokeDasharray={seriesDash(1)}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
