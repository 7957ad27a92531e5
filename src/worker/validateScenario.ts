// The runtime's scenario check: the engine's own parser, with a message for a person.
import { formatIssues, parseScenario } from '../sim/scenario';
import type { ValidateScenario } from './runtime';

export const validateScenario: ValidateScenario = (input) => {
  const result = parseScenario(input);
  return result.ok ? result : { ok: false, message: formatIssues(result.issues) };
};
