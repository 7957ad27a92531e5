// Pure: measured latencies read and fitted off the page's main thread. Fitting 10,000
// durations takes about 200 ms (the mixture's EM and the KS distances), too long for a click's
// task, so the dialog (src/ui/latency) runs it on a Web Worker (src/worker/latencyFit.worker.ts).
// A file the reader refuses is an answer, not a failure: its message names the line.
import { fitMeasurements, readMeasurements } from '../interop/latency/importMeasurements';
import type { ImportedMeasurements } from '../interop/latency/importMeasurements';
import { MeasurementsError } from '../interop/latency/latencyData';
import { summariseMeasurements, type MeasuredSummary } from '../interop/latency/measuredSummary';
import type { PoolJob } from './jobProtocol';

/** Plain JSON: it crosses to the worker. */
export interface LatencyFitInput {
  text: string;
  fileName: string;
  service: string;
}

export type LatencyFitResult =
  | { ok: true; imported: ImportedMeasurements; summary: MeasuredSummary }
  | { ok: false; error: string };

export function fitLatencyText(input: LatencyFitInput): LatencyFitResult {
  try {
    const m = readMeasurements(input.text, input.fileName);
    return {
      ok: true,
      imported: fitMeasurements(m, input.fileName, input.service),
      summary: summariseMeasurements(m.latency),
    };
  } catch (e) {
    if (e instanceof MeasurementsError) return { ok: false, error: e.message };
    throw e;
  }
}

export const LATENCY_FIT_JOB: PoolJob<LatencyFitInput, LatencyFitInput, LatencyFitResult> = {
  prepare: (input) =>
    typeof input?.text === 'string'
      ? { ok: true, prepared: input }
      : { ok: false, errors: ['no text to read'] },
  run: (prepared) => fitLatencyText(prepared),
};
