// A 2-D sweep's map with its scale: the grid of cells, the cell at the current settings
// (the baseline) and the colour scale drawn from them.
import { useTranslation } from 'react-i18next';
import type { CellSummary, PreparedSweep } from '../../sweep';
import { SweepHeatmap } from './SweepHeatmap';
import { heatScale } from './heatScale';
import { baselineCell, heatGrid } from './sweepView';
import { metricWords } from './sweepWords';

interface Props {
  sweep: PreparedSweep;
  cells: readonly CellSummary[];
  rowLabel: string;
  colLabel: string;
}

export function SweepMap({ sweep, cells, rowLabel, colLabel }: Props) {
  const { t } = useTranslation();
  const grid = heatGrid(sweep, cells);
  const baseline = baselineCell(sweep, grid);
  const metric = sweep.metrics[0]!.name;
  const scale = sweep.stability
    ? null
    : heatScale(grid, metric, baseline && baseline.n > 0 ? baseline.value : null);
  return (
    <SweepHeatmap
      grid={grid}
      rowLabel={rowLabel}
      colLabel={colLabel}
      scale={scale}
      baseline={baseline}
      metricLabel={metricWords(t, metric)}
    />
  );
}
