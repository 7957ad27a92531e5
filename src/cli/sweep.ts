// npm run sweep: a scenario over a grid of settings × seeds, on worker threads, written
// as CSV or JSON. Also the three steps of a sweep split across machines: --emit-jobs
// (the job list, one shell command a line), --job I-J (run a part, print JSON lines),
// --merge FILE… (the summaries, as if run in one go). Exit codes: 0 done, 2 bad input.
import { existsSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { PRESETS } from '../scenarios/presets';
import {
  mergeResults,
  prepareSweep,
  summarize,
  toCsv,
  toJson,
  type JobResult,
  type SweepInput,
} from '../sweep';
import { parseRequirement, suggestFromSweep } from '../sweep/suggest';
import { parseSweepArgs, SWEEP_USAGE, type SweepArgs } from './sweepArgs';
import { SWEEP_JOB } from '../jobs/sweepJob';
import { defaultThreads, runOnThreads, serveOnThread } from '../jobs/threadPool';

function fail(message: string): never {
  process.stderr.write(`sweep: ${message}\n`);
  process.exit(2);
}

function loadScenario(name: string): unknown {
  if (!existsSync(name)) {
    const preset = PRESETS.find((p) => p.id === name);
    if (preset) return preset.scenario;
    fail(
      `no file "${name}" and no preset of that name; presets: ${PRESETS.map((p) => p.id).join(', ')}`,
    );
  }
  try {
    return JSON.parse(readFileSync(name, 'utf8'));
  } catch (e) {
    fail(`cannot read ${name}: ${(e as Error).message}`);
  }
}

// Brackets are shell globs: a path like services[api].workers must be quoted.
const shellQuote = (s: string) =>
  /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;

function inputOf(args: SweepArgs): SweepInput {
  return {
    scenario: loadScenario(args.scenario!),
    vary: args.vary,
    ...(args.seeds !== undefined ? { seeds: args.seeds } : {}),
    ...(args.metrics.length ? { metrics: args.metrics } : {}),
    ...(args.durationS !== undefined ? { durationS: args.durationS } : {}),
    ...(args.baseline ? { baseline: true } : {}),
    ...(args.stability
      ? { stability: { ...args.stability, ...(args.client ? { client: args.client } : {}) } }
      : {}),
  };
}

async function main(argv: string[]): Promise<void> {
  const parsed = parseSweepArgs(argv);
  if (!parsed.ok) fail(`${parsed.error}\n${SWEEP_USAGE}`);
  const { args } = parsed;
  const prepared = prepareSweep(inputOf(args));
  if (!prepared.ok) fail(prepared.errors.join('\n'));
  const { sweep } = prepared;
  const total = sweep.jobs.length;

  if (args.emitJobs) {
    // Every other argument as given: each line reruns this sweep's definition, on a slice.
    const rest = argv.filter(
      (a, i) =>
        a !== '--emit-jobs' && a !== '--quiet' && a !== '--chunk' && argv[i - 1] !== '--chunk',
    );
    const chunk = args.chunk ?? sweep.seeds.length;
    for (let from = 0; from < total; from += chunk) {
      const to = Math.min(total, from + chunk) - 1;
      process.stdout.write(
        `npm run -s sweep -- ${rest.map(shellQuote).join(' ')} --job ${from}-${to} --quiet > sweep-part-${from}.jsonl\n`,
      );
    }
    process.stderr.write(
      `sweep: ${total} jobs; run the lines with any batch runner, then:\n  npm run -s sweep -- ${rest.map(shellQuote).join(' ')} --merge sweep-part-*.jsonl\n`,
    );
    return;
  }

  let results: JobResult[];
  if (args.merge.length > 0) {
    const parts = args.merge.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as JobResult),
    );
    try {
      results = mergeResults(sweep, parts);
    } catch (e) {
      fail((e as Error).message);
    }
  } else {
    const [from, to] = args.jobRange ?? [0, total - 1];
    if (to >= total) fail(`--job ${from}-${to}: this sweep has jobs 0 to ${total - 1}`);
    const indices = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const threads = args.jobs ?? defaultThreads();
    const started = performance.now();
    let done = 0;
    const progress = (r: JobResult) => {
      if (args.jobRange) process.stdout.write(`${JSON.stringify(r)}\n`);
      done++;
      // A terminal gets a live line; a log file only the closing summary.
      if (args.quiet || !process.stderr.isTTY) return;
      const elapsedS = (performance.now() - started) / 1000;
      const leftS = (elapsedS / done) * (indices.length - done);
      process.stderr.write(
        `\rsweep: ${done}/${indices.length} runs, ${elapsedS.toFixed(1)} s, about ${leftS.toFixed(0)} s left   `,
      );
    };
    results = await runOnThreads({
      kind: SWEEP_JOB,
      input: sweep.input,
      prepared: sweep,
      indices,
      threads,
      entryUrl: import.meta.url,
      onResult: progress,
    });
    if (!args.quiet)
      process.stderr.write(
        `\nsweep: ${indices.length} runs on ${Math.min(threads, indices.length)} threads in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
      );
    if (args.jobRange) return;
    results = mergeResults(sweep, results);
  }
  const cells = summarize(sweep, results);
  if (args.atLeast) {
    try {
      process.stderr.write(
        `sweep: ${suggestFromSweep(sweep, cells, parseRequirement(args.atLeast)).words}\n`,
      );
    } catch (e) {
      fail((e as Error).message);
    }
  }
  process.stdout.write(args.format === 'json' ? `${toJson(sweep, cells)}\n` : toCsv(sweep, cells));
}

if (isMainThread) {
  main(process.argv.slice(2)).catch((e: Error) => {
    process.stderr.write(`sweep: ${e.stack ?? e.message}\n`);
    process.exit(1);
  });
} else {
  serveOnThread(SWEEP_JOB);
}
