import { describe, expect, it } from 'vitest';
import bimodalProm from '../../interop/latency/fixtures/catalog-bimodal.prom?raw';
import { importMeasurements } from '../../interop/latency/importMeasurements';
import { presetScenario } from '../../scenarios/presets';
import { measuredPatch, planMeasuredEdits } from './measuredPatch';

const imported = importMeasurements(bimodalProm, 'catalog-bimodal.prom', 'catalog');

describe('measuredPatch', () => {
  it('aims the fitter’s patch at the picked service with the picked candidate', () => {
    const gamma = imported.report.fit.candidates.findIndex((c) => c.kind === 'gamma');
    const patch = measuredPatch(imported, 'recommend', gamma);
    expect(patch.service).toBe('recommend');
    expect(patch.processing.type).toBe('gamma');
    // The exposition's counters travel unchanged: 1 % 503s, 200 req/s.
    expect(patch.http5xx).toBe(imported.patch.http5xx);
    expect(patch.rps).toBeCloseTo(200, 6);
  });
});

describe('planMeasuredEdits', () => {
  it('sets every route’s processing and the 5xx share on the service, and changes nothing else', () => {
    const scenario = presetScenario('pool-domino');
    const plan = planMeasuredEdits(scenario, measuredPatch(imported, 'bff', 2));
    if (!plan.ok) throw new Error(plan.error);
    const bff = scenario.services.find((s) => s.name === 'bff')!;
    expect(plan.ops.map((o) => o.path)).toEqual([
      ...bff.routes.map((r) => `services[bff].routes[${r.name}].processing`),
      'services[bff].faults.errorRates.http5xx',
      // Every client of pool-domino calls bff: they share the measured 200 req/s.
      ...scenario.clients.map((c) => `clients[${c.name}].arrival.rps`),
    ]);
    const after = plan.scenario.services.find((s) => s.name === 'bff')!;
    expect(after.routes.every((r) => r.processing.type === 'mixture')).toBe(true);
    const rps = plan.scenario.clients.map((c) => ('rps' in c.arrival ? c.arrival.rps : 0));
    expect(rps.reduce((a, b) => a + b, 0)).toBeCloseTo(200, 6);
    // The scenario on screen is not touched.
    expect(scenario.services.find((s) => s.name === 'bff')).toBe(bff);
  });

  it('names the known services when the picked one is not in the scenario', () => {
    const plan = planMeasuredEdits(
      presetScenario('pool-domino'),
      measuredPatch(imported, 'nope', 0),
    );
    expect(plan).toEqual({ ok: false, error: expect.stringContaining('no service "nope"') });
  });
});
