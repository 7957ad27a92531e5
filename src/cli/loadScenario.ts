// Reads a scenario for a command: a preset or a JSON file, validated. Exit 2 on bad input.
import { readFileSync } from 'node:fs';
import { PRESETS } from '../scenarios/presets';
import { formatIssues, parseScenario, type Scenario } from '../sim/scenario';

export function fail(command: string, message: string, code: number): never {
  process.stderr.write(`${command}: ${message}\n`);
  process.exit(code);
}

export function loadScenario(
  command: string,
  file: string | undefined,
  presetId: string | undefined,
): Scenario {
  let input: unknown;
  if (presetId !== undefined) {
    const preset = PRESETS.find((p) => p.id === presetId);
    if (!preset)
      fail(command, `no preset "${presetId}"; known: ${PRESETS.map((p) => p.id).join(', ')}`, 2);
    input = preset.scenario;
  } else {
    let text: string;
    try {
      text = readFileSync(file!, 'utf8');
    } catch (e) {
      fail(
        command,
        `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        2,
      );
    }
    try {
      input = JSON.parse(text);
    } catch (e) {
      fail(command, `${file} is not valid JSON: ${(e as Error).message}`, 2);
    }
  }
  const parsed = parseScenario(input);
  if (!parsed.ok) fail(command, `invalid scenario:\n${formatIssues(parsed.issues)}`, 2);
  return parsed.scenario;
}
