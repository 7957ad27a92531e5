// Pure: what is wrong with a sweep's input, as a code and the facts it quotes. The command
// line prints the English below (worded with its flags, as it always has); the page words
// the same facts for its form's fields in its own language (src/ui/sweep/sweepProblemWords.ts).
import type { ScenarioIssue } from '../sim/scenario';

/** The sweep's own bounds, declared once: the checks and every language's words read them. */
export const SWEEP_LIMITS = {
  steps: { min: 1, max: 1_000 },
  seeds: { min: 1, max: 1_000 },
} as const;

export type MetricKind = 'client' | 'service' | 'edge';

/** The facts each kind of problem quotes. */
export interface SweepProblemFacts {
  /** An axis with no `=`, or nothing before it (in the form: no setting chosen). */
  axisShape: { spec: string };
  /** `a,,b=…`: an empty path between commas. */
  emptyPath: { spec: string };
  notANumber: { spec: string; part: 'from' | 'to' | 'steps' | 'value'; text: string };
  /** The range is not `from:to:steps`. */
  rangeShape: { spec: string };
  steps: { spec: string; text: string; min: number; max: number };
  noAxis: Record<string, never>;
  seeds: { seeds: number; min: number; max: number };
  /** A metric that is not `kind[name].field[@from:to]`; `client` is the scenario's first, for the example. */
  metricShape: { spec: string; client: string };
  unknownName: { spec: string; kind: MetricKind; name: string; known: string[] };
  unknownField: {
    spec: string;
    kind: MetricKind;
    field: string;
    windowed: boolean;
    known: string[];
  };
  stabilityClient: { client: string };
  stabilityTooShort: { runS: number; untilS: number; graceS: number };
  requirementShape: { spec: string };
  /** A suggestion asked of a sweep of more than one setting. */
  oneAxis: Record<string, never>;
  requirementMetric: { metric: string; metrics: string[] };
  invalidScenario: { issues: ScenarioIssue[] };
  /** Patching a cell's value into the scenario (patchScenario.ts). */
  notNumeric: { path: string; type: string };
  cannotSet: { paths: string[]; detail: string };
  notAllowed: { settings: { path: string; value: number }[]; issues: ScenarioIssue[] };
  notASetting: { path: string };
  /** Merging results (aggregate.ts). */
  otherSweep: { job: number; key: string; sweepKey: string };
  jobTwice: { job: number };
  jobsMissing: { missing: number[]; total: number };
}

export type SweepProblemCode = keyof SweepProblemFacts;

/** Problems of patching: the CLI prefixes them with the axis they came from. */
const PATCH_CODES: readonly SweepProblemCode[] = [
  'notNumeric',
  'cannotSet',
  'notAllowed',
  'notASetting',
];

export type SweepProblem = {
  [C in SweepProblemCode]: {
    code: C;
    facts: SweepProblemFacts[C];
    /** The axis it is about (0-based, in the input's order), when it is about one. */
    axis?: number;
    /** For a problem of patching found while checking an axis: that axis as written. */
    axisSpec?: string;
  };
}[SweepProblemCode];

export const problem = <C extends SweepProblemCode>(
  code: C,
  facts: SweepProblemFacts[C],
): SweepProblem => ({ code, facts }) as SweepProblem;

const issueLines = (issues: readonly ScenarioIssue[]) =>
  issues.map((i) => `${i.path}: ${i.message}`).join('\n');

/** The command line's English, one sentence per code (its tests pin a few byte for byte). */
const CLI_EN: { [C in SweepProblemCode]: (f: SweepProblemFacts[C]) => string } = {
  axisShape: (f) => `--vary "${f.spec}": write <path>=<from>:<to>:<steps>`,
  emptyPath: (f) => `--vary "${f.spec}": an empty setting path`,
  notANumber: (f) => `--vary "${f.spec}": ${f.part} "${f.text}" is not a number`,
  rangeShape: (f) => `--vary "${f.spec}": the range is <from>:<to>:<steps>`,
  steps: (f) =>
    `--vary "${f.spec}": steps must be an integer from ${f.min} to ${f.max}, got ${f.text}`,
  noAxis: () => 'give at least one --vary <path>=<from>:<to>:<steps>',
  seeds: (f) => `--seeds must be an integer from ${f.min} to ${f.max}, got ${f.seeds}`,
  metricShape: (f) =>
    `--metric "${f.spec}": write e.g. clients[${f.client}].availability, services[x].rejected@60:120`,
  unknownName: (f) =>
    `--metric "${f.spec}": no ${f.kind} "${f.name}"; known: ${f.known.join(', ')}`,
  unknownField: (f) =>
    `--metric "${f.spec}": "${f.field}" is not a ${f.windowed ? 'windowed ' : ''}${f.kind} metric; known: ${f.known.join(', ')}`,
  stabilityClient: (f) => `--stability: no client "${f.client}"`,
  stabilityTooShort: (f) =>
    `--stability: the run (${f.runS} s) must outlast the trigger's end + the grace (${f.untilS} + ${f.graceS} s)`,
  requirementShape: (f) =>
    `--at-least "${f.spec}": write <metric>>=<value>, e.g. availability>=0.99`,
  oneAxis: () => 'a suggestion sweeps one setting: give exactly one --vary',
  requirementMetric: (f) =>
    `--at-least: "${f.metric}" is not one of the sweep's metrics (${f.metrics.join(', ')})`,
  invalidScenario: (f) => `invalid scenario:\n${issueLines(f.issues)}`,
  notNumeric: (f) => `${f.path} is a ${f.type}, not a number: only numeric settings can be swept`,
  cannotSet: (f) => `cannot set ${f.paths.join(', ')}: ${f.detail}`,
  notAllowed: (f) =>
    `${f.settings.map((s) => `${s.path} = ${s.value}`).join(', ')} is not allowed:\n${issueLines(f.issues)}`,
  notASetting: (f) =>
    `${f.path} is not a setting of this scenario (a misspelt field, or one that does not exist here)`,
  otherSweep: (f) =>
    `job ${f.job} belongs to another sweep (key ${f.key}, this one is ${f.sweepKey}): run the merge with the same arguments`,
  jobTwice: (f) => `job ${f.job} appears twice`,
  jobsMissing: (f) =>
    `${f.missing.length} of ${f.total} jobs have no result: ${f.missing.slice(0, 20).join(', ')}${f.missing.length > 20 ? ', …' : ''}`,
};

/** The problem as the command line says it. */
export function sweepProblemEn(p: SweepProblem): string {
  const sentence = (CLI_EN[p.code] as (f: SweepProblem['facts']) => string)(p.facts);
  return p.axisSpec !== undefined && PATCH_CODES.includes(p.code)
    ? `--vary ${p.axisSpec}: ${sentence}`
    : sentence;
}

/** Thrown by the sweep's parsers: its message is the command line's, its problem the facts. */
export class SweepInputError extends Error {
  readonly problem: SweepProblem;
  constructor(p: SweepProblem) {
    super(sweepProblemEn(p));
    this.name = 'SweepInputError';
    this.problem = p;
  }
  get code(): SweepProblemCode {
    return this.problem.code;
  }
  get facts(): SweepProblem['facts'] {
    return this.problem.facts;
  }
}

export const sweepInputError = <C extends SweepProblemCode>(
  code: C,
  facts: SweepProblemFacts[C],
): SweepInputError => new SweepInputError(problem(code, facts));
