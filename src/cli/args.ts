// Parses the sim command line. Pure: no I/O, so it is tested without a process.
import { durationSArg, integerArg, oneOfArg, seedArg } from './argValues';

/** The sparsest tracing a run accepts: one request in a million. */
const MAX_TRACE_EVERY = 1_000_000;

export interface SimArgs {
  file?: string;
  preset?: string;
  seed?: number;
  durationS?: number;
  format: 'json' | 'table';
  /** Print the per-second frames as JSON lines instead of the report. */
  frames?: true;
  /** Write every breaker event as a JSON line instead of the report. */
  events?: boolean;
  /** Requirements checked after the run (`clients[web].availability>=0.99`); any failure exits 1. */
  asserts?: string[];
  /** Where to write the sampled requests' traces as OTLP JSON. */
  traces?: string;
  /** Trace one request in this many (seeded). */
  traceEvery?: number;
}

export const USAGE =
  'usage: npm run -s sim -- <scenario.json> | --preset <id>  [--seed N] [--duration-s S] [--format json|table] [--frames | --events]\n       [--assert <metric><op><number>]… [--traces <file.json> [--trace-every N]]';

/** Returns the arguments, or a message that says what is wrong. */
export function parseArgs(
  argv: readonly string[],
): { ok: true; args: SimArgs } | { ok: false; error: string } {
  const args: SimArgs = { format: 'table' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    try {
      switch (arg) {
        case '--preset':
          args.preset = value();
          break;
        case '--seed':
          args.seed = seedArg(value(), arg);
          break;
        case '--duration-s':
          args.durationS = durationSArg(value(), arg);
          break;
        case '--format':
          args.format = oneOfArg(value(), arg, ['json', 'table'] as const);
          break;
        case '--frames':
          args.frames = true;
          break;
        case '--events':
          args.events = true;
          break;
        case '--assert':
          (args.asserts ??= []).push(value());
          break;
        case '--traces':
          args.traces = value();
          break;
        case '--trace-every':
          args.traceEvery = integerArg(value(), arg, 1, MAX_TRACE_EVERY);
          break;
        default:
          if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
          if (args.file) throw new Error(`only one scenario file, got "${args.file}" and "${arg}"`);
          args.file = arg;
      }
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }
  if (!args.file && !args.preset)
    return { ok: false, error: 'give a scenario file or --preset <id>' };
  if (args.file && args.preset)
    return { ok: false, error: 'give a scenario file or --preset, not both' };
  if (args.asserts && (args.events || args.frames))
    return { ok: false, error: '--assert reads the report: not with --frames or --events' };
  if (args.traceEvery !== undefined && args.traces === undefined)
    return { ok: false, error: '--trace-every needs --traces <file>' };
  return { ok: true, args };
}
