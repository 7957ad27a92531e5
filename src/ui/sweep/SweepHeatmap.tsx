// A 2-D sweep: one square per cell, coloured by the metric's mean (heatScale.ts: diverging
// around the current settings' cell when the map has it, else sequential) or, for a
// stability map, by the seeds' majority class; each square says its figure in words on hover
// and as its accessible name. The colour legend (SweepLegend.tsx) is drawn inside the SVG, so
// an exported PNG carries it.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { StabilityClass } from '../../sim/analysis';
import type { Grid, GridCell } from './sweepView';
import { heatColour, heatFigure, heatInk, type HeatScale } from './heatScale';
import { legendBarWidth, legendHeight, SweepLegend } from './SweepLegend';
import { legendLines } from './legendLines';
import { metricWords } from './sweepWords';

const CELL_W = 84;
const CELL_H = 34;
const LEFT = 70;
const TOP = 24;
const BOTTOM = 44;
export const STABILITY_FILL: Record<StabilityClass, string> = {
  stable: '#86efac',
  recovers: '#fde68a',
  metastable: '#f87171',
  overloaded: '#6b21a8',
};
const STABILITY_TEXT: Record<StabilityClass, string> = {
  stable: '#14532d',
  recovers: '#713f12',
  metastable: '#450a0a',
  overloaded: '#ffffff',
};
const fmt = (x: number) => String(Number(x.toPrecision(4)));

/** A cell's hover text and accessible name in the page's language. */
function cellTitle(t: TFunction, c: GridCell): string {
  const f = c.facts;
  const cell = t('sweepWords.cell', {
    values: f.values.join(' × '),
    metric: metricWords(t, f.metric),
    figure: f.figure,
    n: c.n,
    seeds: f.seeds,
  });
  if (f.counts.length === 0) return cell;
  const classes = f.counts
    .map((k) =>
      t('sweepWords.cellClass', {
        count: k.count,
        stability: t(`sweepWords.stability.${k.stability as StabilityClass}`),
      }),
    )
    .join(', ');
  return t('sweepWords.cellClasses', { cell, classes });
}

interface Props {
  grid: Grid;
  rowLabel: string;
  colLabel: string;
  /** The colour scale (none for a stability map, coloured by class). */
  scale: HeatScale | null;
  /** The cell at the scenario's current settings, outlined. */
  baseline?: GridCell | undefined;
  /** The metric in words, for the legend. */
  metricLabel: string;
}

export function SweepHeatmap({ grid, rowLabel, colLabel, scale, baseline, metricLabel }: Props) {
  const { t } = useTranslation();
  const seeds = grid.cells[0]?.facts.seeds ?? 0;
  const legend = scale ? legendLines(t, scale, metricLabel, seeds) : [];
  // Wide enough for the axis names and the legend too (about 7 px a character at 12 px).
  const width = Math.max(
    LEFT + grid.cols.length * CELL_W + 8,
    rowLabel.length * 7 + 20,
    LEFT + colLabel.length * 7,
    ...legend.map((line) => line.length * 7 + 12),
    scale ? legendBarWidth(LEFT) : 0,
  );
  const mapHeight = TOP + grid.rows.length * CELL_H + BOTTOM;
  const height = mapHeight + (scale ? legendHeight(legend.length) : 0);
  return (
    <svg
      className="sweep-heatmap"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${rowLabel} × ${colLabel}`}
    >
      {grid.rows.map((r, i) => (
        <text
          key={`r${i}`}
          x={LEFT - 6}
          y={TOP + i * CELL_H + CELL_H / 2}
          textAnchor="end"
          dominantBaseline="middle"
          fontSize="12"
          fill="currentColor"
        >
          {fmt(r)}
        </text>
      ))}
      {grid.cols.map((c, j) => (
        <text
          key={`c${j}`}
          x={LEFT + j * CELL_W + CELL_W / 2}
          y={TOP + grid.rows.length * CELL_H + 14}
          textAnchor="middle"
          fontSize="12"
          fill="currentColor"
        >
          {fmt(c)}
        </text>
      ))}
      <text
        x={LEFT + (grid.cols.length * CELL_W) / 2}
        y={mapHeight - 6}
        textAnchor="middle"
        fontSize="12"
        fill="currentColor"
      >
        {colLabel} →
      </text>
      <text x={4} y={14} fontSize="12" fill="currentColor">
        ↓ {rowLabel}
      </text>
      {grid.cells.map((c) => {
        const fill = c.stability
          ? STABILITY_FILL[c.stability]
          : scale
            ? heatColour(scale, c.value)
            : 'transparent';
        const ink = c.stability
          ? STABILITY_TEXT[c.stability]
          : scale
            ? heatInk(scale, c.value)
            : 'currentColor';
        const isBaseline = baseline === c;
        const x = LEFT + c.col * CELL_W;
        const y = TOP + c.row * CELL_H;
        return (
          <g
            key={`${c.row}:${c.col}`}
            data-testid="sweep-cell"
            data-class={c.stability ?? ''}
            data-baseline={isBaseline ? 'true' : undefined}
          >
            <title>{cellTitle(t, c)}</title>
            <rect
              x={x + 1}
              y={y + 1}
              width={CELL_W - 2}
              height={CELL_H - 2}
              rx={3}
              fill={fill}
              stroke={isBaseline ? 'currentColor' : 'var(--rp-border)'}
              strokeWidth={isBaseline ? 3 : 1}
            />
            <text
              x={x + CELL_W / 2}
              y={y + CELL_H / 2}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="11"
              fill={ink}
            >
              {c.n === 0
                ? '…'
                : c.stability
                  ? t(`sweepWords.stability.${c.stability}`)
                  : scale
                    ? heatFigure(scale, c.value)
                    : fmt(c.value)}
            </text>
          </g>
        );
      })}
      {scale && (
        <SweepLegend
          scale={scale}
          y={mapHeight}
          left={LEFT}
          metricLabel={metricLabel}
          seeds={seeds}
        />
      )}
    </svg>
  );
}
