// The map's colour legend, drawn inside the map's SVG so an exported PNG carries it: what the
// colour is and the cells' span; the bar over the scale's whole range with the cells' part of
// it bracketed below; what the seeds can tell apart (and whether the scale was widened to
// it); the baseline, marked on the bar and named.
import { useTranslation } from 'react-i18next';
import { heatColour, heatFigure, type HeatScale } from './heatScale';
import { legendLines } from './legendLines';

/** Where the legend's parts sit, from its top (px). */
const BAR_Y = 20;
const BAR_H = 12;
const LINE_H = 16;
const BAR_W = 220;
const STOPS = 11;
/** The first line of words under the bar and the cells' bracket. */
const WORDS_Y = BAR_Y + BAR_H + 22;

/** The legend's height for its lines (the first sits above the bar, the rest below it). */
export const legendHeight = (lines: number): number => WORDS_Y + (lines - 2) * LINE_H + 6;

/** The legend's least width: the bar with its end figures. */
export const legendBarWidth = (left: number): number => left + BAR_W + 70;

interface Props {
  scale: HeatScale;
  /** Its top, and the left edge of the bar (the map's cells start there too). */
  y: number;
  left: number;
  metricLabel: string;
  seeds: number;
}

export function SweepLegend({ scale, y, left, metricLabel, seeds }: Props) {
  const { t } = useTranslation();
  const [first, ...below] = legendLines(t, scale, metricLabel, seeds);
  const w = BAR_W / STOPS;
  const stops = Array.from(
    { length: STOPS },
    (_, i) => scale.lo + ((scale.hi - scale.lo) * (i + 0.5)) / STOPS,
  );
  const at = (v: number) =>
    left + (scale.hi > scale.lo ? ((v - scale.lo) / (scale.hi - scale.lo)) * BAR_W : BAR_W / 2);
  const bracketY = y + BAR_Y + BAR_H + 5;
  return (
    <g
      data-testid="sweep-legend"
      data-scale={scale.kind}
      data-widened={String(scale.widened)}
      fontSize="12"
      fill="currentColor"
    >
      <text x={4} y={y + 12}>
        {first}
      </text>
      {stops.map((v, i) => (
        <rect
          key={i}
          x={left + i * w}
          y={y + BAR_Y}
          width={w + 0.5}
          height={BAR_H}
          fill={heatColour(scale, v)}
        />
      ))}
      <text x={left - 6} y={y + BAR_Y + 10} fontSize="11" textAnchor="end">
        {heatFigure(scale, scale.lo)}
      </text>
      <text x={left + BAR_W + 6} y={y + BAR_Y + 10} fontSize="11">
        {heatFigure(scale, scale.hi)}
      </text>
      {/* The cells' part of the scale: all of it unless the scale was widened. */}
      <path
        d={`M${at(scale.min)} ${bracketY - 3}v3H${at(scale.max)}v-3`}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        data-testid="sweep-legend-cells"
      />
      {scale.baseline !== null && (
        <line
          x1={at(scale.baseline)}
          x2={at(scale.baseline)}
          y1={y + BAR_Y - 3}
          y2={y + BAR_Y + BAR_H + 3}
          stroke="currentColor"
          strokeWidth={2}
        />
      )}
      {below.map((line, i) => (
        <text key={i} x={4} y={y + WORDS_Y + i * LINE_H}>
          {line}
        </text>
      ))}
    </g>
  );
}
