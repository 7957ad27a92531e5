// The import command: a Resilience4j, Envoy or Istio config onto a scenario. The scenario
// goes to stdout as JSON; what the scenario cannot hold, and the library defaults used,
// to stderr. Exit codes: 0 done, 2 a file it cannot read (or a malformed one), a bad flag.
import { readFileSync } from 'node:fs';
import { importConfig, MalformedConfigError, type FailureKind } from '../interop';
import { IMPORT_USAGE, parseImportArgs } from './interopArgs';
import { fail, loadScenario } from './loadScenario';

const parsed = parseImportArgs(process.argv.slice(2));
if (!parsed.ok) fail('import', `${parsed.error}\n${IMPORT_USAGE}`, 2);
const { args } = parsed;
let text: string;
try {
  text = readFileSync(args.file, 'utf8');
} catch (e) {
  fail(
    'import',
    `cannot read ${args.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    2,
  );
}
const onto = args.onto || args.preset ? loadScenario('import', args.onto, args.preset) : undefined;
try {
  const result = importConfig(text, {
    format: args.format,
    fileName: args.file,
    onto,
    map: args.map,
    exceptions: args.exceptions as Record<string, FailureKind>,
  });
  process.stdout.write(`${JSON.stringify(result.scenario, null, 2)}\n`);
  const lines = [
    ...Object.entries(result.placements).map(([name, call]) => `placed ${name} on ${call}`),
    ...result.notExpressed.map(
      (n) => `not expressed: ${n.line !== undefined ? `line ${n.line}: ` : ''}${n.key}: ${n.why}`,
    ),
    ...result.filledByDefault.map((f) => `library default: ${f.key} = ${f.value}`),
  ];
  process.stderr.write(lines.map((l) => `${l}\n`).join(''));
} catch (e) {
  if (e instanceof MalformedConfigError) fail('import', `${args.file}: ${e.message}`, 2);
  fail('import', (e as Error).message, 2);
}
