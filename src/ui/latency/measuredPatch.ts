// Pure: the edits "Put on the service" makes: the CLI's own patch (importMeasurements), aimed
// at the service picked in the dialog and carrying the candidate picked there.
import {
  measurementsPatchOps,
  type ImportedMeasurements,
  type MeasurementsPatch,
} from '../../interop/latency/importMeasurements';
import { MeasurementsError } from '../../interop/latency/latencyData';
import { applyPatch, type PatchOp } from '../../scenarios/patch';
import type { Scenario } from '../../sim/scenario';

/** The fitter's patch for `service`, with the candidate at `candidate` as its latency. */
export function measuredPatch(
  imported: ImportedMeasurements,
  service: string,
  candidate: number,
): MeasurementsPatch {
  const chosen = imported.report.fit.candidates[candidate] ?? imported.report.fit.chosen;
  return { ...imported.patch, service, processing: chosen.distribution };
}

export type PlannedEdits =
  { ok: true; ops: PatchOp[]; scenario: Scenario } | { ok: false; error: string };

/** The scenario with the patch on it, and the edits listed; the error names what did not fit. */
export function planMeasuredEdits(scenario: Scenario, patch: MeasurementsPatch): PlannedEdits {
  let ops: PatchOp[];
  try {
    ops = measurementsPatchOps(scenario, patch);
  } catch (e) {
    if (e instanceof MeasurementsError) return { ok: false, error: e.message };
    throw e;
  }
  const patched = applyPatch(scenario, ops);
  // The schema checks the result when the edit is applied (applyEdit).
  return patched.ok
    ? { ok: true, ops, scenario: patched.value as Scenario }
    : { ok: false, error: patched.error };
}
