// Every guard of the retry budget's machine decides something the engine shows: forcing it
// true, then false (through the machine's own implementations, which the facade and its
// direct steps read) changes a whole run's report.
import { afterEach, describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario';
import { retryBudgetMachine } from '../machines/retry';
import { brookerAdaptiveScenario } from '../../validation/published/brookerAdaptiveCurve';
import { runScenario } from './simulation';

const guards = retryBudgetMachine.implementations.guards as Record<string, unknown>;
const original = { ...guards };

/** Attempts at the service per request, at a 50 % failure rate with Brooker's bucket. */
function load(): number {
  const parsed = parseScenario(brookerAdaptiveScenario(0.5, 1));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  // Reference machines: every event is a real send, so the guard is read at every step.
  const report = runScenario(parsed.scenario, { referenceMachines: true });
  return report.services.api!.received / report.clients.users!.offered;
}

describe('every guard of the retry budget changes the engine’s run', () => {
  afterEach(() => Object.assign(guards, original));
  const standard = load();

  it('names every guard the machine has', () => {
    expect(Object.keys(guards).sort()).toEqual(['creditFillsBucket', 'tokenAvailable']);
  });

  for (const guard of ['tokenAvailable', 'creditFillsBucket']) {
    for (const forced of [true, false]) {
      it(`${guard} forced to ${forced}`, { timeout: 60_000 }, () => {
        guards[guard] = () => forced;
        expect(load()).not.toBe(standard);
      });
    }
  }
});
