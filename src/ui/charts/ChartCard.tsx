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
  children: ReactNode;
}

export function ChartCard({ title, subtitle, testId, legend, cardRef, children }: Props) {
  return (
    <figure className="chart-card" data-testid={testId} ref={cardRef}>
      <figcaption>
        <span className="chart-card__title">{title}</span>
        {subtitle && <span className="chart-card__subtitle">{subtitle}</span>}
      </figcaption>
      {legend && <SeriesLegend items={legend} />}
      {children}
    </figure>
  );
}
