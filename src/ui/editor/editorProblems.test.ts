import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../store/defaultScenario';
import { closedLoop, problemsOf } from './testing/problemFixtures';
import { addRoute, removeRoute } from './scenarioEdits';

describe('locating a refused edit on the graph', () => {
  it('marks every service and call of a cycle', () => {
    const cycle = problemsOf(closedLoop()).find((p) => p.message.startsWith('call cycle'));
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
