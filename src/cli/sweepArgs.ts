// Parses the sweep command line. Pure: no I/O, so it is tested without a process.
import { durationSArg, integerArg as int, oneOfArg } from './argValues';

export interface SweepArgs {
  /** A scenario file, or a preset id. */
  scenario?: string;
  vary: string[];
  seeds?: number;
  metrics: string[];
  /** Worker threads; undefined: one per core. */
  jobs?: number;
  format: 'csv' | 'json';
  durationS?: number;
  baseline?: true;
  /** `fromS:untilS[:graceS[:healthy]]` of the trigger, for the stability map. */
  stability?: { triggerFromS: number; triggerUntilS: number; graceS?: number; healthy?: number };
  client?: string;
  /** Print the job list (one shell command per chunk) instead of running. */
  emitJobs?: true;
  /** Jobs per line of the job list (default: one cell's seeds). */
  chunk?: number;
  /** Run only these jobs (inclusive) and print their results as JSON lines. */
  jobRange?: [number, number];
  /** Merge these JSON-lines files of results. */
  merge: string[];
  /** `metric>=value`: name the smallest swept value that meets it (one --vary). */
  atLeast?: string;
  /** Quiet: no progress on stderr. */
  quiet?: true;
}

export const SWEEP_USAGE = `usage: npm run -s sweep -- <scenario.json | preset-id> --vary <path>=<from>:<to>:<steps> [--vary …]
  [--seeds N] [--metric M …] [--jobs K] [--format csv|json] [--duration-s S] [--baseline]
  [--stability <fromS>:<untilS>[:<graceS>[:<healthy>]] [--client NAME]]
  [--at-least <metric>>=<value>]
  [--emit-jobs [--chunk N] | --job I[-J] | --merge FILE …] [--quiet]`;

export function parseSweepArgs(
  argv: readonly string[],
): { ok: true; args: SweepArgs } | { ok: false; error: string } {
  const args: SweepArgs = { vary: [], metrics: [], format: 'csv', merge: [] };
  try {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      const value = () => {
        const v = argv[++i];
        if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
        return v;
      };
      switch (arg) {
        case '--vary':
          args.vary.push(value());
          break;
        case '--seeds':
          args.seeds = int(value(), '--seeds', 1, 1000);
          break;
        case '--metric':
          args.metrics.push(value());
          break;
        case '--jobs':
          args.jobs = int(value(), '--jobs', 1, 256);
          break;
        case '--format':
          args.format = oneOfArg(value(), arg, ['csv', 'json'] as const);
          break;
        case '--duration-s':
          args.durationS = durationSArg(value(), arg);
          break;
        case '--baseline':
          args.baseline = true;
          break;
        case '--stability': {
          const v = value();
          const parts = v.split(':').map(Number);
          if (
            parts.length < 2 ||
            parts.length > 4 ||
            parts.some((p) => !Number.isFinite(p) || p < 0)
          )
            throw new Error(`--stability is <fromS>:<untilS>[:<graceS>[:<healthy>]], got "${v}"`);
          const [triggerFromS, triggerUntilS, graceS, healthy] = parts as [
            number,
            number,
            number?,
            number?,
          ];
          if (healthy !== undefined && healthy > 1)
            throw new Error(`--stability: healthy is an availability from 0 to 1, got ${healthy}`);
          args.stability = {
            triggerFromS,
            triggerUntilS,
            ...(graceS !== undefined ? { graceS } : {}),
            ...(healthy !== undefined ? { healthy } : {}),
          };
          break;
        }
        case '--client':
          args.client = value();
          break;
        case '--emit-jobs':
          args.emitJobs = true;
          break;
        case '--chunk':
          args.chunk = int(value(), '--chunk', 1, 1_000_000);
          break;
        case '--job': {
          const v = value();
          const m = /^(\d+)(?:-(\d+))?$/.exec(v);
          if (!m) throw new Error(`--job is I or I-J (job numbers from --emit-jobs), got "${v}"`);
          const from = Number(m[1]);
          const to = m[2] !== undefined ? Number(m[2]) : from;
          if (to < from) throw new Error(`--job ${v}: the range ends before it starts`);
          args.jobRange = [from, to];
          break;
        }
        case '--merge':
          while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--'))
            args.merge.push(argv[++i]!);
          if (args.merge.length === 0) throw new Error('--merge needs result files');
          break;
        case '--at-least':
          args.atLeast = value();
          break;
        case '--quiet':
          args.quiet = true;
          break;
        default:
          if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
          if (args.scenario)
            throw new Error(`only one scenario, got "${args.scenario}" and "${arg}"`);
          args.scenario = arg;
      }
    }
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  if (!args.scenario) return { ok: false, error: 'give a scenario file or a preset id' };
  if (args.vary.length === 0)
    return { ok: false, error: 'give at least one --vary <path>=<from>:<to>:<steps>' };
  const modes = [args.emitJobs, args.jobRange, args.merge.length > 0 || undefined].filter(
    Boolean,
  ).length;
  if (modes > 1)
    return { ok: false, error: '--emit-jobs, --job and --merge are separate steps: give one' };
  if (args.atLeast && args.vary.length !== 1)
    return { ok: false, error: '--at-least sweeps one setting: give exactly one --vary' };
  if (args.client && !args.stability) return { ok: false, error: '--client goes with --stability' };
  return { ok: true, args };
}
