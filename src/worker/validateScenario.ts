// The runtime's scenario check: the engine's own parser, with a message for a person.
import { formatIssues, parseScenario } from '../sim/scenario';
import { scenarioLimitIssues } from '../sim/engine/limits';
import type { ValidateScenario } from './runtime';

export const validateScenario: ValidateScenario = (input) => {
  const result = parseScenario(input);
  if (!result.ok) return { ok: false, message: formatIssues(result.issues) };
  const limits = scenarioLimitIssues(result.scenario);
  return limits.length === 0 ? result : { ok: false, message: formatIssues(limits) };
};
