// The one time chart: a card with its legend, the shared time axis and cursor, and the
// layers every chart gets: the baseline's faded ghost (A) behind each series, the change
// markers, threshold lines and state bands. A chart is a TimeChartSpec (chartSpecs.ts).
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  Bar,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  YAxis,
} from 'recharts';
import { selectPresenter } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { ChartCard } from './ChartCard';
import {
  chartHeightPx,
  CHART_MARGIN,
  CHART_SYNC_ID,
  cursorClick,
  cursorLine,
  grid,
  timeAxis,
  tooltip,
  type TimeChartProps,
} from './chartParts';
import { plainTick } from './plainTick';
import {
  framesBySecond,
  ghostField,
  markersIn,
  seriesField,
  seriesRows,
  type ChangeMarker,
  type SeriesSpec,
  type TimeChartSpec,
} from './timeSeries';
import { axisWidthPx } from './axisWidth';
import { useChartFrames } from './useChartFrames';
import { useBandRuns } from './useBandRuns';
import { bandField, bandRows, ghostBandField, rowsDomain } from './bandRows';

/** A band narrower than this share of the axis is coloured but not named. */
const LABEL_MIN_SHARE = 0.12;
const GHOST_OPACITY = 0.35;

interface Props extends TimeChartProps {
  spec: TimeChartSpec;
  markers: readonly ChangeMarker[];
  /**
   * The plot's width as its stand-in measured it (TimeChartInTurn): the first render draws the
   * chart at that size. Without it, recharts' container renders empty, measures itself in an
   * effect and draws the whole chart again, outside the mount's transition: one task.
   */
  initialWidthPx?: number;
}

function drawSeries(s: SeriesSpec, i: number, ghost: boolean, firstAxis: number | string) {
  const dataKey = ghost ? ghostField(i) : seriesField(i);
  const name = ghost ? `${s.name} (A)` : s.name;
  const axis = s.axis ?? firstAxis;
  const opacity = ghost ? GHOST_OPACITY : 1;
  if (s.shape === 'bar') {
    return (
      <Bar
        key={dataKey}
        yAxisId={axis}
        name={name}
        dataKey={dataKey}
        fill={s.color}
        fillOpacity={ghost ? 0.2 : 0.6}
        isAnimationActive={false}
      />
    );
  }
  return (
    <Line
      key={dataKey}
      yAxisId={axis}
      type={s.shape === 'step' ? 'stepAfter' : 'linear'}
      name={name}
      dataKey={dataKey}
      stroke={s.color}
      strokeOpacity={opacity}
      strokeWidth={ghost ? Math.max(4, (s.width ?? 3) + 2) : (s.width ?? 3)}
      strokeDasharray={ghost ? undefined : s.dash}
      dot={false}
      isAnimationActive={false}
      connectNulls={false}
      className={ghost ? 'ghost-series' : undefined}
    />
  );
}

/** The 5–95 % band of N replications behind a series (B), or behind its ghost (A). */
function drawBand(s: SeriesSpec, i: number, ghost: boolean, firstAxis: number | string) {
  if (s.shape === 'bar') return null;
  const dataKey = ghost ? ghostBandField(i) : bandField(i);
  return (
    <Area
      key={dataKey}
      yAxisId={s.axis ?? firstAxis}
      dataKey={dataKey}
      name={ghost ? `${s.name} (A) 5–95 %` : `${s.name} 5–95 %`}
      stroke={ghost ? s.color : 'none'}
      strokeOpacity={ghost ? GHOST_OPACITY : 0}
      strokeDasharray={ghost ? '3 3' : undefined}
      fill={s.color}
      fillOpacity={ghost ? 0.07 : 0.2}
      isAnimationActive={false}
      connectNulls={false}
      className={ghost ? 'band band--ghost' : 'band'}
    />
  );
}

function TimeChartView({
  spec,
  markers,
  slot,
  windowS,
  cursorS,
  palette: p,
  setCursor,
  initialWidthPx,
}: Props) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const presenter = useAppStore(selectPresenter);
  const heightPx = chartHeightPx(spec);
  const live0 = useChartFrames(slot, windowS, card);
  const { frames, ghostFrames, live } = live0;
  // N replications replace the live run: their median where its line was, their band around.
  const bandRuns = useBandRuns();
  const ghost = useMemo(
    () => (ghostFrames.length > 0 ? framesBySecond(ghostFrames) : null),
    [ghostFrames],
  );
  const rows = useMemo(
    () =>
      bandRuns
        ? bandRows(bandRuns.b, bandRuns.a, spec.series, { windowS })
        : seriesRows(frames, spec.series, ghost),
    [bandRuns, frames, spec, ghost, windowS],
  );
  const domain = useMemo(
    (): [number, number] => (bandRuns ? rowsDomain(rows) : live0.domain),
    [bandRuns, rows, live0.domain],
  );
  const showGhost = bandRuns !== null || ghost !== null;
  // A breaker's states differ from seed to seed: shaded only for the one live run.
  const bands = useMemo(
    () => (bandRuns ? [] : (spec.bands?.(frames) ?? [])),
    [bandRuns, frames, spec],
  );
  const ticks = useMemo(() => spec.axes.map((a) => plainTick(a.unit)), [spec]);
  const firstAxis = spec.axes[0]?.id ?? 0;
  const minLabelS = (domain[1] - domain[0]) * LABEL_MIN_SHARE;
  const shownMarkers = markersIn(markers, domain);
  return (
    <ChartCard
      cardRef={card}
      drawnToMs={frames.at(-1)?.tMs ?? null}
      legend={[
        ...(spec.legend ?? spec.series),
        ...(ghost && !bandRuns
          ? [
              {
                name: t('replications.ghostLegend'),
                color: p.text,
                width: 5,
                opacity: GHOST_OPACITY,
              },
            ]
          : []),
        ...(bandRuns
          ? bandRuns.legend.map((name, i) => ({
              name,
              color: p.text,
              width: 5,
              // The second entry is A's band, drawn faded.
              opacity: i === 1 ? GHOST_OPACITY : 1,
            }))
          : []),
      ]}
      title={spec.title}
      subtitle={spec.subtitle}
      testId={spec.testId}
      ghost={showGhost}
    >
      <ResponsiveContainer
        width="100%"
        height={heightPx}
        {...(initialWidthPx
          ? { initialDimension: { width: initialWidthPx, height: heightPx } }
          : {})}
      >
        <ComposedChart
          data={rows}
          syncId={CHART_SYNC_ID}
          syncMethod="value"
          margin={CHART_MARGIN}
          onClick={cursorClick(setCursor)}
        >
          {grid(p)}
          {timeAxis(domain, p)}
          {spec.axes.map((a, i) => (
            <YAxis
              key={a.id}
              yAxisId={a.id}
              interval={0}
              orientation={a.orientation ?? 'left'}
              width={axisWidthPx(a.widthPx, presenter)}
              unit={a.unit}
              domain={a.domain}
              ticks={a.ticks}
              allowDecimals={a.allowDecimals}
              tickFormatter={a.tickFormatter}
              stroke={a.color ?? p.text}
              tick={ticks[i]}
            />
          ))}
          {bands.map((b) => (
            <ReferenceArea
              key={`${b.from}-${b.state}`}
              yAxisId={firstAxis}
              x1={b.from}
              x2={b.to}
              ifOverflow="hidden"
              fill={b.color}
              fillOpacity={0.22}
              label={{
                value: b.to - b.from >= minLabelS ? b.state : '',
                position: 'insideTop',
                fill: b.color,
                fontWeight: 700,
              }}
            />
          ))}
          {spec.thresholds?.map((t) => (
            <ReferenceLine
              key={t.label}
              yAxisId={t.axis ?? firstAxis}
              y={t.y}
              stroke={t.color}
              strokeDasharray={t.dash}
              label={{ value: t.label, fill: t.color, position: t.position }}
            />
          ))}
          {bandRuns && spec.series.map((s, i) => drawBand(s, i, true, firstAxis))}
          {bandRuns && spec.series.map((s, i) => drawBand(s, i, false, firstAxis))}
          {showGhost && spec.series.map((s, i) => drawSeries(s, i, true, firstAxis))}
          {spec.series.map((s, i) => drawSeries(s, i, false, firstAxis))}
          {shownMarkers.map((m) => (
            <ReferenceLine
              key={`m-${m.tS}`}
              yAxisId={firstAxis}
              x={m.tS}
              stroke={p.text}
              strokeWidth={1}
              strokeDasharray="1 2"
              className="change-marker"
              label={{ value: m.label, fill: p.text, position: 'insideTopLeft', fontSize: 11 }}
            />
          ))}
          {!live && tooltip(p)}
          {cursorLine(cursorS, p)}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export const TimeChart = memo(TimeChartView);
