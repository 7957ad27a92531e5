// Reads and validates a scenario file or a preset for the bench; exits with a message if invalid.
import { readFileSync } from 'node:fs';
import { formatIssues, parseScenario, type Scenario } from '../../src/sim/scenario';
import { PRESETS as presets } from '../../src/scenarios/presets';

export function loadPreset(id: string): Scenario {
  const preset = presets.find((p) => p.id === id);
  if (!preset) throw new Error(`no preset "${id}" in src/scenarios/presets`);
  return validated(preset.scenario, `preset ${id}`);
}

export function loadScenarioFile(file: string): Scenario {
  return validated(JSON.parse(readFileSync(file, 'utf8')), file);
}

function validated(input: unknown, what: string): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(`${what} is invalid:\n${formatIssues(parsed.issues)}`);
  return parsed.scenario;
}
