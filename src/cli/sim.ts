// The command line: runs a scenario (a file or a preset) and prints the report.
// Exit codes: 0 done, 1 a requirement (--assert) failed, 2 bad input (file, flag, scenario,
// requirement), 3 the run hit a limit.
import { readFileSync } from 'node:fs';
import { SimulationLimitError, runScenario } from '../sim/engine';
import { formatIssues, parseScenario } from '../sim/scenario';
import { PRESETS as presets } from '../scenarios/presets';
import { parseArgs, USAGE } from './args';
import { formatTable } from './formatTable';
import type { SecondFrame } from '../sim/engine/types';
import type { TraceSpan } from '../sim/engine/tracing/traceRecorder';
import { writeFileSync } from 'node:fs';
import { toOtlp } from '../interop/traces/toOtlp';
import {
  AssertionInputError,
  checkAssertions,
  formatAssertions,
  needsFrames,
  parseAssertion,
  type Assertion,
} from './assertions';

function fail(message: string, code: number): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(code);
}

function loadInput(file: string | undefined, presetId: string | undefined): unknown {
  if (presetId !== undefined) {
    const preset = presets.find((p) => p.id === presetId);
    if (!preset) fail(`no preset "${presetId}"; known: ${presets.map((p) => p.id).join(', ')}`, 2);
    return preset.scenario;
  }
  let text: string;
  try {
    text = readFileSync(file!, 'utf8');
  } catch (e) {
    fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, 2);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    fail(`${file} is not valid JSON: ${(e as Error).message}`, 2);
  }
}

const parsed = parseArgs(process.argv.slice(2));
if (!parsed.ok) fail(`${parsed.error}\n${USAGE}`, 2);
const { args } = parsed;
const scenario = parseScenario(loadInput(args.file, args.preset));
if (!scenario.ok) fail(`invalid scenario:\n${formatIssues(scenario.issues)}`, 2);

/** With --traces and no --trace-every: one request in a hundred. */
const DEFAULT_TRACE_EVERY = 100;

let assertions: Assertion[] = [];
try {
  assertions = (args.asserts ?? []).map((spec) => parseAssertion(spec, scenario.scenario));
} catch (e) {
  if (e instanceof AssertionInputError) fail(e.message, 2);
  throw e;
}

const seed = args.seed;
const durationMs = args.durationS === undefined ? undefined : args.durationS * 1000;

/** Lines for stdout, written in 64 kB batches: a run makes millions of events. */
let buffer = '';
const writeLine = (line: string) => {
  buffer += `${line}\n`;
  if (buffer.length > 1 << 16) {
    process.stdout.write(buffer);
    buffer = '';
  }
};

try {
  if (args.events || args.frames) {
    // One JSON object per line, as they happen: breaker and retry events, or per-second frames.
    runScenario(scenario.scenario, {
      seed,
      durationMs,
      ...(args.events
        ? {
            // Each line says which protection spoke: Resilience4j's two event publishers.
            onBreakerEvent: (event) =>
              writeLine(JSON.stringify({ source: 'circuitBreaker', ...event })),
            onRetryEvent: (edge, event) =>
              writeLine(JSON.stringify({ source: 'retry', name: edge, ...event })),
          }
        : { onSecond: (frame) => writeLine(JSON.stringify(frame)) }),
    });
    // No process.exit here: it would cut off what a pipe has not taken yet.
    process.stdout.write(buffer);
  } else {
    const frames: SecondFrame[] = [];
    const spans: TraceSpan[] = [];
    const report = runScenario(scenario.scenario, {
      seed,
      durationMs,
      ...(needsFrames(assertions) ? { onSecond: (frame) => frames.push(frame) } : {}),
      ...(args.traces !== undefined
        ? { traceEvery: args.traceEvery ?? DEFAULT_TRACE_EVERY, onSpanEnded: (s) => spans.push(s) }
        : {}),
    });
    if (args.traces !== undefined) {
      try {
        writeFileSync(args.traces, `${JSON.stringify(toOtlp(spans, report.seed))}\n`);
      } catch (e) {
        fail(
          `cannot write ${args.traces}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
          2,
        );
      }
    }
    process.stdout.write(
      args.format === 'json' ? `${JSON.stringify(report)}\n` : `${formatTable(report)}\n`,
    );
    if (assertions.length > 0) {
      const results = checkAssertions(assertions, report, frames);
      // With --format json, stdout stays one JSON object: the verdict goes to stderr.
      const out = args.format === 'json' ? process.stderr : process.stdout;
      out.write(`\n${formatAssertions(results)}\n`);
      if (results.some((r) => !r.passed)) process.exitCode = 1;
    }
  }
} catch (e) {
  if (e instanceof SimulationLimitError) fail(`stopped: ${e.message}`, 3);
  throw e;
}
