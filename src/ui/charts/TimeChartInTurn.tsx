// A time chart that mounts in its turn (mountTurns.ts): the charts panel's six or more
// recharts charts mounted together were one task of over 100 ms as the page opened. Until its
// turn, its card stands in its place at its full height, with its title and legend, drawn to
// no frame (a screenshot waits for the chart itself).
import type { ComponentProps } from 'react';
import { useMountTurn } from '../mountTurns';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT } from './chartParts';
import { TimeChart } from './TimeChart';

type Props = ComponentProps<typeof TimeChart>;

const NOTHING_TO_LOAD = () => Promise.resolve();

export function TimeChartInTurn(props: Props) {
  const ready = useMountTurn(NOTHING_TO_LOAD);
  if (ready) return <TimeChart {...props} />;
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
      <div style={{ height: CHART_HEIGHT + (spec.extraHeightPx ?? 0) }} />
    </ChartCard>
  );
}
