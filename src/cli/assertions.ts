// Pure: the requirements `npm run sim -- … --assert 'clients[web].availability>=0.99'` checks
// after the run, so a team can gate CI on them. A requirement's metric is a sweep metric
// (src/sweep/sweepMetrics.ts): the same paths, the same names, the same errors.
import type { RunReport, SecondFrame } from '../sim/engine/types';
import type { Scenario } from '../sim/scenario';
import { parseMetric, type SweepMetric } from '../sweep/sweepMetrics';
import { SweepInputError } from '../sweep/sweepProblems';

/** The comparisons a requirement may use, longest first so `>=` is not read as `>`. */
const OPERATORS = {
  '>=': (value: number, bound: number) => value >= bound,
  '<=': (value: number, bound: number) => value <= bound,
  '==': (value: number, bound: number) => value === bound,
  '>': (value: number, bound: number) => value > bound,
  '<': (value: number, bound: number) => value < bound,
} as const;
export type Operator = keyof typeof OPERATORS;
/** The comparisons, as written: what the page's CI check offers. */
export const ASSERTION_OPERATORS = Object.keys(OPERATORS) as Operator[];

export interface Assertion {
  /** As written on the command line. */
  spec: string;
  metric: SweepMetric;
  operator: Operator;
  bound: number;
}

export interface AssertionResult {
  spec: string;
  metric: string;
  requirement: string;
  /** NaN when the run has no such figure: that fails. */
  value: number;
  passed: boolean;
}

/** A requirement the command line cannot read; its message names the flag and the fix. */
export class AssertionInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssertionInputError';
  }
}

const SHAPE = /^(.*[^<>=\s])\s*(>=|<=|==|>|<)\s*(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)$/i;

/** Reads `<metric><op><number>` against a scenario; throws AssertionInputError when it cannot. */
export function parseAssertion(spec: string, scenario: Scenario): Assertion {
  const m = SHAPE.exec(spec.trim());
  if (!m)
    throw new AssertionInputError(
      `--assert "${spec}": write <metric><op><number> with op one of ${Object.keys(OPERATORS).join(' ')}, e.g. clients[${scenario.clients[0]!.name}].availability>=0.99`,
    );
  const [, path, operator, bound] = m as unknown as [string, string, Operator, string];
  try {
    return { spec, metric: parseMetric(path, scenario), operator, bound: Number(bound) };
  } catch (e) {
    if (e instanceof SweepInputError)
      throw new AssertionInputError(
        `--assert "${spec}": ${e.message.replace(/^--metric "[^"]*": /, '')}`,
      );
    throw e;
  }
}

/** Whether any requirement reads the per-second frames (then the run must keep them). */
export const needsFrames = (assertions: readonly Assertion[]) =>
  assertions.some((a) => a.metric.windowed);

export function checkAssertions(
  assertions: readonly Assertion[],
  report: RunReport,
  frames: readonly SecondFrame[],
): AssertionResult[] {
  return assertions.map((a) => {
    const value = a.metric.read(report, frames);
    return {
      spec: a.spec,
      metric: a.metric.name,
      requirement: `${a.operator} ${a.bound}`,
      value,
      passed: !Number.isNaN(value) && OPERATORS[a.operator](value, a.bound),
    };
  });
}

const cell = (value: number) =>
  Number.isNaN(value)
    ? 'absent'
    : Number.isInteger(value)
      ? String(value)
      : String(Number(value.toPrecision(6)));

/** The results as a fixed-width table, one line per requirement, and a closing verdict. */
export function formatAssertions(results: readonly AssertionResult[]): string {
  const rows = [
    ['metric', 'requirement', 'value', 'result'],
    ...results.map((r) => [r.metric, r.requirement, cell(r.value), r.passed ? 'pass' : 'FAIL']),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((text, c) => (c === 2 ? text.padStart(widths[c]!) : text.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  const failed = results.filter((r) => !r.passed).length;
  return [
    line(rows[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
    '',
    failed === 0
      ? `all ${results.length} requirement${results.length === 1 ? '' : 's'} met`
      : `${failed} of ${results.length} requirements failed`,
  ].join('\n');
}
