// npm run import-data: measured latencies (and a Prometheus exposition's counters) in, the
// scenario JSON out on stdout; the fit report on stderr.
// Exit codes: 0 done, 2 bad input (file, flag, data, scenario).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  importMeasurements,
  measurementsPatchOps,
  scenarioFromMeasurements,
} from '../interop/latency/importMeasurements';
import { formatFitReport } from '../interop/latency/formatFitReport';
import { MeasurementsError } from '../interop/latency/latencyData';
import { applyPatch } from '../scenarios/patch';
import { PRESETS } from '../scenarios/presets';
import { formatIssues, parseScenario } from '../sim/scenario';

const USAGE =
  'usage: npm run -s import-data -- <durations.csv|.json | metrics.prom | hdr.hgrm> --service NAME [--onto scenario.json | --preset ID]';

function fail(message: string): never {
  process.stderr.write(`import-data: ${message}\n`);
  process.exit(2);
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

const argv = process.argv.slice(2);
const flags: Record<string, string> = {};
const files: string[] = [];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i]!;
  if (['--service', '--onto', '--preset'].includes(arg)) {
    const v = argv[++i];
    if (v === undefined || v.startsWith('--')) fail(`${arg} needs a value\n${USAGE}`);
    flags[arg] = v;
  } else if (arg.startsWith('--')) fail(`unknown option ${arg}\n${USAGE}`);
  else files.push(arg);
}
if (files.length !== 1) fail(`give one data file\n${USAGE}`);
const service = flags['--service'];
if (!service) fail(`give --service NAME: the service these latencies are of\n${USAGE}`);
if (flags['--onto'] && flags['--preset']) fail('give --onto or --preset, not both');

const file = files[0]!;
let imported;
try {
  imported = importMeasurements(read(file), basename(file), service);
} catch (e) {
  if (e instanceof MeasurementsError) fail(`${file}: ${e.message}`);
  throw e;
}

let base: unknown;
if (flags['--preset']) {
  const preset = PRESETS.find((p) => p.id === flags['--preset']);
  if (!preset)
    fail(`no preset "${flags['--preset']}"; known: ${PRESETS.map((p) => p.id).join(', ')}`);
  base = preset.scenario;
} else if (flags['--onto']) {
  try {
    base = JSON.parse(read(flags['--onto']));
  } catch (e) {
    fail(`${flags['--onto']} is not valid JSON: ${(e as Error).message}`);
  }
}

let out: unknown;
if (base === undefined) out = scenarioFromMeasurements(imported.patch);
else {
  const parsed = parseScenario(base);
  if (!parsed.ok) fail(`invalid scenario:\n${formatIssues(parsed.issues)}`);
  let applied;
  try {
    applied = applyPatch(base, measurementsPatchOps(parsed.scenario, imported.patch));
  } catch (e) {
    if (e instanceof MeasurementsError) fail(e.message);
    throw e;
  }
  if (!applied.ok) fail(applied.error);
  out = applied.value;
}
const check = parseScenario(out);
if (!check.ok) fail(`the result is not a valid scenario:\n${formatIssues(check.issues)}`);
process.stderr.write(`${formatFitReport(imported.report)}\n`);
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
