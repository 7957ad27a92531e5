// The sweep's metric names of failures come from the engine's list of failure reasons (the
// engine's own and the registry's protections'), not from a copy: every reason a run can
// report is a metric a sweep accepts, the newest protections' included.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../sim/engine/simulation';
import { FAILURE_REASONS } from '../sim/engine/failureReasonList';
import { LAYER_PROTECTION_SCENARIOS } from '../sim/engine/testing/layerProtectionScenarios';
import { PROTECTION_FAILURE_REASONS } from '../sim/protections/derived';
import { parseMetric } from './sweepMetrics';

const scenario = LAYER_PROTECTION_SCENARIOS.throttle!();
const client = scenario.clients[0]!.name;

describe("the sweep's failure reasons", () => {
  it('accept every failure reason of the engine, the protections’ refusals included', () => {
    for (const reason of FAILURE_REASONS)
      expect(parseMetric(`clients[${client}].failuresByReason.${reason}`, scenario).name).toBe(
        `clients[${client}].failuresByReason.${reason}`,
      );
    for (const reason of ['throttled', 'requestNotPermitted', 'limitExceeded', 'upstreamOverflow'])
      expect(Object.keys(PROTECTION_FAILURE_REASONS)).toContain(reason);
  });

  it('read the reasons the protections’ runs report', { timeout: 60_000 }, () => {
    const seen = new Set<string>();
    for (const name of ['rateLimiter', 'throttle', 'concurrencyLimit']) {
      const s = LAYER_PROTECTION_SCENARIOS[name]!();
      const sim = createSimulation(s);
      sim.runToEnd();
      const report = sim.report();
      sim.dispose();
      for (const c of Object.values(report.clients))
        for (const reason of Object.keys(c.failuresByReason)) seen.add(reason);
    }
    // The runs refuse with the newer layers' reasons: the ones the hand-kept copy had missed.
    expect([...seen]).toEqual(
      expect.arrayContaining(['throttled', 'requestNotPermitted', 'limitExceeded']),
    );
    for (const reason of seen) {
      const metric = parseMetric(`clients[${client}].failuresByReason.${reason}`, scenario);
      expect(metric.windowed).toBe(false);
    }
  });
});
