// The keyboard's "Add call…" list: every other service, the ones that would close a loop
// last and marked, and the mark agrees with the validation the drag path goes through.
import { describe, expect, it } from 'vitest';
import { PRESET_IDS, presetScenario } from '../../scenarios/presets';
import { parseScenario } from '../../sim/scenario';
import { calleeChoices, focusedService } from './calleeChoices';
import { addCall } from './scenarioEdits';

describe('the callees a keyboard user can pick', () => {
  it('in the retry-storm chain: stock is called already; gateway and bff close a loop', () => {
    const s = presetScenario('retry-storm');
    expect(calleeChoices(s, 'orders')).toEqual([
      { name: 'stock', alreadyCalled: true, closesLoop: false },
      { name: 'gateway', alreadyCalled: false, closesLoop: true },
      { name: 'bff', alreadyCalled: false, closesLoop: true },
    ]);
    // Every service calls down to stock, so a call from stock to any of them is a loop.
    expect(calleeChoices(s, 'stock').every((c) => c.closesLoop)).toBe(true);
    expect(calleeChoices(s, 'gateway').some((c) => c.closesLoop)).toBe(false);
  });

  it('marks a loop exactly when the scenario’s validation refuses the call', () => {
    for (const id of PRESET_IDS) {
      const s = presetScenario(id);
      for (const caller of s.services)
        for (const choice of calleeChoices(s, caller.name)) {
          const next = addCall(s, {
            caller: caller.name,
            callerRoute: caller.routes[0]!.name,
            callee: choice.name,
            calleeRoute: s.services.find((x) => x.name === choice.name)!.routes[0]!.name,
            stage: { kind: 'new' },
          });
          expect(parseScenario(next).ok, `${id}: ${caller.name} → ${choice.name}`).toBe(
            !choice.closesLoop,
          );
        }
    }
  });

  it('reads the service of a focused editor node', () => {
    const node = { closest: () => ({ getAttribute: () => 'service:orders' }) };
    expect(focusedService(node as unknown as EventTarget)).toBe('orders');
    const client = { closest: () => ({ getAttribute: () => 'client:shoppers' }) };
    expect(focusedService(client as unknown as EventTarget)).toBeUndefined();
    expect(focusedService(null)).toBeUndefined();
  });
});
