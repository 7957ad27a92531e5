// The command the CI check dialog shows is one the CLI takes: split as a shell splits it, its
// arguments pass the CLI's argument parser and each requirement the CLI's assertion parser.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args';
import { parseAssertion } from '../../cli/assertions';
import { presetScenario } from '../../scenarios/presets';
import { metricChoices } from '../sweep/sweepChoices';
import {
  SIM_COMMAND,
  checkScript,
  ciCommand,
  requirementOk,
  suggestedRequirement,
  type Requirement,
} from './ciCommand';

/** POSIX word splitting for what shellQuote writes: bare words and '…' with '\'' inside. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, close);
      i = close;
    } else if (c === '\\') word = (word ?? '') + line[++i];
    else if (c === ' ') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

const scenario = presetScenario('pool-domino');
const edge = metricChoices(scenario).find(
  (m) => m.endsWith('.amplification') && m.startsWith('edges['),
)!;
const REQUIREMENTS: Requirement[] = [
  {
    metric: `clients[${scenario.clients[0]!.name}].availability`,
    operator: '>=',
    threshold: '0.99',
  },
  { metric: edge, operator: '<=', threshold: '1.5' },
];

describe('the CI check command', () => {
  it('is accepted by the CLI: its argument parser, then its assertion parser', () => {
    const command = ciCommand('pool-domino.scenario.json', REQUIREMENTS);
    expect(command).toContain(`--assert '${edge}<=1.5'`);
    const words = shellWords(command);
    expect(words.slice(0, SIM_COMMAND.length)).toEqual([...SIM_COMMAND]);
    const parsed = parseArgs(words.slice(SIM_COMMAND.length));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.args.file).toBe('pool-domino.scenario.json');
    expect(parsed.args.asserts).toEqual([
      `clients[${scenario.clients[0]!.name}].availability>=0.99`,
      `${edge}<=1.5`,
    ]);
    for (const spec of parsed.args.asserts!)
      expect(parseAssertion(spec, scenario).metric.name).toBe(spec.replace(/(>=|<=)[\d.]+$/, ''));
  });

  it('quotes what a shell would read otherwise, a quote included', () => {
    const odd = ciCommand("it's here.json", []);
    expect(shellWords(odd).at(-1)).toBe("it's here.json");
  });

  it('the script runs that command and stops on its failure', () => {
    const script = checkScript('x.scenario.json', REQUIREMENTS);
    expect(script.startsWith('#!/bin/sh\n')).toBe(true);
    expect(script).toContain('set -e\n');
    expect(script).toContain(ciCommand('x.scenario.json', REQUIREMENTS));
  });

  it('a threshold the CLI cannot read is refused by the same parser', () => {
    expect(requirementOk(REQUIREMENTS[0]!, scenario)).toBe(true);
    expect(requirementOk({ ...REQUIREMENTS[0]!, threshold: 'high' }, scenario)).toBe(false);
    expect(
      requirementOk({ ...REQUIREMENTS[0]!, metric: 'clients[nobody].availability' }, scenario),
    ).toBe(false);
  });

  it("suggests the main client's availability, rounded down from what the run reached", () => {
    const client = (availability: number, ended: number) => ({
      clients: {
        [scenario.clients[0]!.name]: { availability, succeeded: ended, failed: 0, offered: ended },
      },
    });
    const summary = client(0.98765, 100);
    const r = suggestedRequirement(scenario, summary as never);
    expect(r).toEqual({ metric: REQUIREMENTS[0]!.metric, operator: '>=', threshold: '0.987' });
    expect(suggestedRequirement(scenario, null).threshold).toBe('0.99');
    expect(suggestedRequirement(scenario, client(1, 0) as never).threshold).toBe('0.99');
  });
});
