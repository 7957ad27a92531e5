// Parses the import and export command lines. Pure: no I/O, so it is tested without a process.
import { EXPORT_FORMATS, type ExportFormat } from '../interop/importResult';
import { oneOfArg } from './argValues';

export interface ImportArgs {
  file: string;
  onto?: string;
  preset?: string;
  /** Instance (or cluster, or host) → call. */
  map: Record<string, string>;
  /** Exception class → failure kind, confirmed by the person. */
  exceptions: Record<string, string>;
  format?: 'r4j' | 'envoy' | 'istio';
}

export interface ExportArgs {
  file?: string;
  preset?: string;
  edge: string;
  format: ExportFormat;
}

export const IMPORT_USAGE =
  'usage: npm run -s import -- <config file> [--onto scenario.json | --preset ID] [--map instance=caller->callee …] [--exception java.io.IOException=network …] [--format r4j|envoy|istio]';
export const EXPORT_USAGE = `usage: npm run -s export -- <scenario.json> | --preset ID --edge caller->callee --format ${EXPORT_FORMATS.join('|')}`;

type Parsed<T> = { ok: true; args: T } | { ok: false; error: string };

function pair(v: string, flag: string): [string, string] {
  const at = v.indexOf('=');
  if (at <= 0 || at === v.length - 1) throw new Error(`${flag} takes name=value, got "${v}"`);
  return [v.slice(0, at), v.slice(at + 1)];
}

function walk(
  argv: readonly string[],
  on: (arg: string, value: () => string) => void,
): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    try {
      on(arg, value);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return undefined;
}

export function parseImportArgs(argv: readonly string[]): Parsed<ImportArgs> {
  const args: Partial<ImportArgs> & Pick<ImportArgs, 'map' | 'exceptions'> = {
    map: {},
    exceptions: {},
  };
  const error = walk(argv, (arg, value) => {
    if (arg === '--onto') args.onto = value();
    else if (arg === '--preset') args.preset = value();
    else if (arg === '--map') {
      const [k, v] = pair(value(), arg);
      args.map[k] = v;
    } else if (arg === '--exception') {
      const [k, v] = pair(value(), arg);
      args.exceptions[k] = v;
    } else if (arg === '--format')
      args.format = oneOfArg(value(), arg, ['r4j', 'envoy', 'istio'] as const);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (args.file) throw new Error(`only one config file, got "${args.file}" and "${arg}"`);
    else args.file = arg;
  });
  if (error) return { ok: false, error };
  if (!args.file) return { ok: false, error: 'give a config file' };
  if (args.onto && args.preset) return { ok: false, error: 'give --onto or --preset, not both' };
  return { ok: true, args: args as ImportArgs };
}

export function parseExportArgs(argv: readonly string[]): Parsed<ExportArgs> {
  const args: Partial<ExportArgs> = {};
  const error = walk(argv, (arg, value) => {
    if (arg === '--preset') args.preset = value();
    else if (arg === '--edge') args.edge = value();
    else if (arg === '--format') args.format = oneOfArg(value(), arg, EXPORT_FORMATS);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (args.file) throw new Error(`only one scenario file, got "${args.file}" and "${arg}"`);
    else args.file = arg;
  });
  if (error) return { ok: false, error };
  if (!args.file && !args.preset)
    return { ok: false, error: 'give a scenario file or --preset <id>' };
  if (args.file && args.preset)
    return { ok: false, error: 'give a scenario file or --preset, not both' };
  if (!args.edge) return { ok: false, error: 'give --edge caller->callee' };
  if (!args.format) return { ok: false, error: `give --format ${EXPORT_FORMATS.join('|')}` };
  return { ok: true, args: args as ExportArgs };
}
