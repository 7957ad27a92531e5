// The export command: one call's policies as a library's config, on stdout.
// Exit codes: 0 done, 2 bad input (file, flag, scenario, a call the scenario lacks).
import { exportCall } from '../interop';
import { EXPORT_USAGE, parseExportArgs } from './interopArgs';
import { fail, loadScenario } from './loadScenario';

const parsed = parseExportArgs(process.argv.slice(2));
if (!parsed.ok) fail('export', `${parsed.error}\n${EXPORT_USAGE}`, 2);
const { args } = parsed;
const scenario = loadScenario('export', args.file, args.preset);
try {
  process.stdout.write(exportCall(scenario, args.edge, args.format));
} catch (e) {
  fail('export', (e as Error).message, 2);
}
