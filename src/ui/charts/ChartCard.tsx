// One chart's frame: a title, a one-line reading guide, and the chart.
import type { ReactNode, RefObject } from 'react';
import { SeriesLegend, type LegendItem } from './SeriesLegend';

interface Props {
  title: string;
  subtitle?: string;
  testId?: string;
  legend?: readonly LegendItem[];
  /** The chart's element, for its visibility. */
  cardRef?: RefObject<HTMLElement | null>;
  /** The baseline (A) is drawn faded behind the lines. */
  ghost?: boolean;
  /**
   * A chart of the run's frames: the simulated time of the last frame it draws (null: none
   * yet), as `data-drawn-ms`. Charts redraw in their own slots; a screenshot waits until every
   * one has drawn the run's last frame.
   */
  drawnToMs?: number | null;
  /** A card standing in for its chart until the chart mounts (TimeChartInTurn). */
  waiting?: boolean;
  children: ReactNode;
}

export function ChartCard({
  title,
  subtitle,
  testId,
  legend,
  cardRef,
  ghost,
  drawnToMs,
  waiting,
  children,
}: Props) {
  return (
    <figure
      className={waiting ? 'chart-card chart-card--waiting' : 'chart-card'}
      data-testid={testId}
      data-ghost={ghost ? 'A' : undefined}
      data-drawn-ms={drawnToMs === undefined ? undefined : (drawnToMs ?? 'none')}
      ref={cardRef}
    >
      <figcaption>
        <span className="chart-card__title">{title}</span>
        {subtitle && <span className="chart-card__subtitle">{subtitle}</span>}
      </figcaption>
      {legend && <SeriesLegend items={legend} />}
      {children}
    </figure>
  );
}
