// A time chart that mounts in its turn (mountTurns.ts): the charts panel's six or more
// recharts charts mounted together were one task of over 100 ms as the page opened. Until its
// turn, its card stands in its place at its full height, with its title and legend, drawn to
// no frame (a screenshot waits for the chart itself). The stand-in's width, as a
// ResizeObserver reports it (no layout forced), is the size the chart first draws at.
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useMountTurn } from '../mountTurns';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT } from './chartParts';
import { TimeChart } from './TimeChart';

type Props = ComponentProps<typeof TimeChart>;

const NOTHING_TO_LOAD = () => Promise.resolve();

export function TimeChartInTurn(props: Props) {
  const ready = useMountTurn(NOTHING_TO_LOAD);
  const standIn = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = standIn.current;
    if (ready || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidthPx(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);
  if (ready) return <TimeChart {...props} initialWidthPx={widthPx} />;
  const { spec } = props;
  return (
    <ChartCard
      waiting
      title={spec.title}
      subtitle={spec.subtitle}
      testId={spec.testId}
      legend={spec.legend ?? spec.series}
      drawnToMs={null}
    >
      <div ref={standIn} style={{ height: CHART_HEIGHT + (spec.extraHeightPx ?? 0) }} />
    </ChartCard>
  );
}
