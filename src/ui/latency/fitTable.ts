// Pure: the preview's table: the data's percentiles, mean and slowest request beside each
// candidate fit's, in ms, and which candidate the fitter chose.
import {
  REPORTED_PERCENTILES,
  percentileName,
  type LatencyFit,
} from '../../interop/latency/fitLatency';
import type { MeasuredSummary } from '../../interop/latency/measuredSummary';
import { meanOf } from '../../sim/engine/sampleDistribution';
import type { Distribution } from '../../sim/scenario';

/** A percentile keeps its engineering name (p99) in every language; mean and max are words. */
export type FitStat = { percentile: string } | 'mean' | 'max';

export interface FitTableRow {
  stat: FitStat;
  /** The data's figure; undefined when the file does not say (a histogram's max). */
  dataMs: number | undefined;
  /** Each candidate's, in the fit's candidate order; undefined where it has none (an unbounded tail's max). */
  fitsMs: (number | undefined)[];
}

/** The slowest draw a distribution can make: the empirical table's last point; others have no bound. */
function boundedMaxMs(d: Distribution): number | undefined {
  return d.type === 'empirical' ? d.points[d.points.length - 1]?.ms : undefined;
}

export function fitTableRows(fit: LatencyFit, summary: MeasuredSummary): FitTableRow[] {
  return [
    ...REPORTED_PERCENTILES.map((p, i) => ({
      stat: { percentile: percentileName(p) },
      dataMs: fit.dataPercentilesMs[i],
      fitsMs: fit.candidates.map((c) => c.percentilesMs[i]),
    })),
    {
      stat: 'mean' as const,
      dataMs: summary.meanMs,
      fitsMs: fit.candidates.map((c) => meanOf(c.distribution)),
    },
    {
      stat: 'max' as const,
      dataMs: summary.maxMs,
      fitsMs: fit.candidates.map((c) => boundedMaxMs(c.distribution)),
    },
  ];
}

/**
 * The chosen candidate's place in the list. Found by kind (each kind is tried once), not by
 * identity: the fit crossed from a worker, and a copy may not keep shared references.
 */
export const chosenIndex = (fit: LatencyFit) =>
  fit.candidates.findIndex((c) => c.kind === fit.chosen.kind);
