// Test fixtures: a refused edit's located problems, and an edit that closes a call cycle.
import { parseScenario, type Scenario } from '../../../sim/scenario';
import { defaultScenario } from '../../../store/defaultScenario';
import { locateProblems } from '../editorProblems';
import { addCall } from '../scenarioEdits';

export function problemsOf(s: Scenario) {
  const parsed = parseScenario(s);
  if (parsed.ok) throw new Error('expected the scenario to be refused');
  return locateProblems(s, parsed.issues);
}

/** The default scenario with payments calling gateway: gateway → … → payments → gateway. */
export const closedLoop = (): Scenario =>
  addCall(defaultScenario(), {
    caller: 'payments',
    callerRoute: 'default',
    callee: 'gateway',
    stage: { kind: 'new' },
  });
