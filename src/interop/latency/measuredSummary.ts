// Pure: what the page draws and tabulates of the data beside a fit, small enough to cross from
// the worker that fitted it: the mean and the slowest request where known, and the data's CDF
// as a few hundred points (the durations themselves can be a hundred thousand).
import { dataMaxMs, dataMeanMs, dataQuantile, type LatencyData } from './latencyData';

export interface MeasuredSummary {
  meanMs?: number;
  maxMs?: number;
  /** The data's CDF, ms rising, every ms > 0 (a log axis draws it). */
  curve: { ms: number; p: number }[];
}

/** Probabilities of the curve drawn from durations: every percent, then the tail's steps. */
const CURVE_PROBABILITIES = [
  0.001,
  0.005,
  ...Array.from({ length: 99 }, (_, i) => (i + 1) / 100),
  0.995,
  0.999,
];

export function summariseMeasurements(data: LatencyData): MeasuredSummary {
  // A histogram's CDF is known only at its bounds: those are its points, nothing between.
  const raw =
    data.kind === 'cdf'
      ? data.points
      : CURVE_PROBABILITIES.map((p) => ({ ms: dataQuantile(data, p), p }));
  const curve = raw.filter((pt, i) => pt.ms > 0 && pt.ms !== raw[i + 1]?.ms);
  const meanMs = dataMeanMs(data);
  const maxMs = dataMaxMs(data);
  return {
    ...(meanMs !== undefined ? { meanMs } : {}),
    ...(maxMs !== undefined ? { maxMs } : {}),
    curve,
  };
}
