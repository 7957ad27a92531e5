// A time chart that mounts in its turn (mountTurns.ts): the charts panel's six or more
// recharts charts mounted together were one task of over 100 ms as the page opened. Until its
// turn, its card stands in its place at its full height, with its title and legend, drawn to
// no frame (a screenshot waits for the chart itself).
//
// The turn also waits for the stand-in's width, as a ResizeObserver reports it (no layout
// forced): the chart first draws at that size (TimeChart's initialWidthPx), in its mount's
// transition, instead of rendering empty and drawing again in a task of its own.
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useMountTurn } from '../mountTurns';
import { ChartCard } from './ChartCard';
import { chartHeightPx } from './chartParts';
import { TimeChart } from './TimeChart';

type Props = ComponentProps<typeof TimeChart>;

/** A stand-in that is not rendered is never reported: its turn waits this long at most. */
const MEASURE_WAIT_MS = 1000;

/** The stand-in's first reported width, as a promise a turn can wait for. */
function widthReport() {
  let report: (widthPx: number) => void = () => {};
  const reported = new Promise<number>((resolve) => (report = resolve));
  const load = () =>
    Promise.race([
      reported,
      new Promise<undefined>((resolve) => setTimeout(resolve, MEASURE_WAIT_MS)),
    ]);
  return { report, load };
}

export function TimeChartInTurn(props: Props) {
  const standIn = useRef<HTMLDivElement>(null);
  const [width] = useState(widthReport);
  const [widthPx, setWidthPx] = useState<number | undefined>(undefined);
  const ready = useMountTurn(width.load);
  useEffect(() => {
    const element = standIn.current;
    if (ready || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const px = Math.round(entry.contentRect.width);
      setWidthPx(px);
      width.report(px);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, width]);
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
      <div ref={standIn} style={{ height: chartHeightPx(spec) }} />
    </ChartCard>
  );
}
