// Pure: the CI check the page exports: requirements on the run's figures, the command line
// that checks them (`npm run -s sim -- file --assert '…'`), and a script that runs it. The
// metrics come from the sweep's catalog and each requirement is read by the CLI's own parser.
import { parseAssertion, type Operator } from '../../cli/assertions';
import type { RunSummary } from '../../sim/engine/types';
import type { Scenario } from '../../sim/scenario';
import { parseMetric } from '../../sweep/sweepMetrics';

export interface Requirement {
  metric: string;
  operator: Operator;
  /** As typed: it is checked by the CLI's parser, not by this form. */
  threshold: string;
}

/** The command the package runs a scenario with (package.json's `sim` script). */
export const SIM_COMMAND = ['npm', 'run', '-s', 'sim', '--'] as const;

export const requirementSpec = (r: Requirement): string =>
  `${r.metric}${r.operator}${r.threshold.trim()}`;

/** Whether the CLI reads the requirement against this scenario (its own parser). */
export function requirementOk(r: Requirement, scenario: Scenario): boolean {
  try {
    parseAssertion(requirementSpec(r), scenario);
    return true;
  } catch {
    return false;
  }
}

/** A word a POSIX shell passes as it is: `>` and `[` would otherwise redirect or glob. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The arguments after `--`: the scenario file, then one --assert per requirement. */
export function ciArgv(fileName: string, requirements: readonly Requirement[]): string[] {
  return [fileName, ...requirements.flatMap((r) => ['--assert', requirementSpec(r)])];
}

export function ciCommand(fileName: string, requirements: readonly Requirement[]): string {
  return [...SIM_COMMAND, ...ciArgv(fileName, requirements)].map(shellQuote).join(' ');
}

/** A script for CI: it fails (exit 1) when a requirement is not met, as the command does. */
export function checkScript(fileName: string, requirements: readonly Requirement[]): string {
  return [
    '#!/bin/sh',
    `# Runs ${fileName} in the Resilience Playground's simulator and checks its requirements;`,
    '# exits 1 when one is not met. Run it from a checkout of the playground.',
    'set -e',
    ciCommand(fileName, requirements),
    '',
  ].join('\n');
}

/** Digits kept when a figure of the run becomes a threshold (rounded towards passing). */
const THRESHOLD_DIGITS = 3;

/**
 * A first requirement from the current run: the main client's availability at what the run
 * reaches, rounded down, so the run on screen passes it; 0.99 before any call has ended.
 */
export function suggestedRequirement(scenario: Scenario, summary: RunSummary | null): Requirement {
  const client = `clients[${scenario.clients[0]!.name}]`;
  const metric = `${client}.availability`;
  const read = (m: string) =>
    summary ? parseMetric(m, scenario).read({ ...summary, transitions: [] }, []) : Number.NaN;
  // Before any call has ended, availability reads 1: that is no figure to hold a run to.
  const ended = read(`${client}.succeeded`) + read(`${client}.failed`);
  const reached = ended > 0 ? read(metric) : Number.NaN;
  const scale = 10 ** THRESHOLD_DIGITS;
  const threshold = Number.isFinite(reached) ? Math.floor(reached * scale) / scale : 0.99;
  return { metric, operator: '>=', threshold: String(threshold) };
}
