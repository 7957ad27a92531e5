import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../sim/scenario';
import { defaultScenario } from '../../store/defaultScenario';
import { locateProblems } from './editorProblems';
import { addCall, addRoute, removeRoute } from './scenarioEdits';

function problemsOf(s: Scenario) {
  const parsed = parseScenario(s);
  if (parsed.ok) throw new Error('expected the scenario to be refused');
  return locateProblems(s, parsed.issues);
}

describe('locating a refused edit on the graph', () => {
  it('marks every service and call of a cycle', () => {
    const loop = addCall(defaultScenario(), {
      caller: 'payments',
      callerRoute: 'default',
      callee: 'gateway',
      stage: { kind: 'new' },
    });
    const cycle = problemsOf(loop).find((p) => p.message.startsWith('call cycle'));
    expect(cycle?.nodes).toEqual(expect.arrayContaining(['gateway', 'orders', 'payments']));
    expect(cycle?.edges).toContain('payments->gateway');
  });

  it('marks the call to a missing route, on its caller and its edge', () => {
    const s = removeRoute(addRoute(defaultScenario(), 'payments', 'refund'), 'payments', 'default');
    const [problem] = problemsOf(s);
    expect(problem?.nodes).toEqual(['orders']);
    expect(problem?.edges).toEqual(['orders->payments']);
    expect(problem?.message).toMatch(/missing route "payments\/default"/);
  });
});
