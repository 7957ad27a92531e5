// The authority rule over random scenarios with every way a service is built (replicas, balancers,
// per-replica breakers, outlier ejection, event loops, LIFO queues): every protection
// sending every event to its machine gives the same run as the fast paths, to the bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from './simulation';
import { scenarioArb } from './testing/scenarioArb';

describe('random scenarios with replicas: reference machines = fast paths', () => {
  it('same report with referenceMachines on and off', () => {
    fc.assert(
      fc.property(scenarioArb, ({ scenario }) => {
        expect(runScenario(scenario, { referenceMachines: true })).toEqual(runScenario(scenario));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
