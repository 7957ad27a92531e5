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
  children: ReactNode;
}

export function ChartCard({ title, subtitle, testId, legend, cardRef, ghost, children }: Props) {
  return (
    <figure
      className="chart-card"
      data-testid={testId}
      data-ghost={ghost ? 'A' : undefined}
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
