// "Find the smallest bulkhead" on the pool-domino lesson with its bulkhead on: the form the
// button fills is one the core accepts, over the bulkhead's size, with the requirement.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { applyPatch } from '../../scenarios/patch';
import { parseScenario } from '../../sim/scenario';
import { prepareSweep, parseRequirement, type CellSummary } from '../../sweep';
import { toSweepInput } from './sweepForm';
import {
  policyPath,
  requirementHint,
  suggestForm,
  suggestKinds,
  sweptReachable,
} from './sweepSuggest';

const withBulkhead = () => {
  const patched = applyPatch(presetScenario('pool-domino'), [
    {
      op: 'set',
      path: 'services[bff].policies[recommend]',
      value: { timeoutMs: 300, bulkhead: { enabled: true, maxConcurrentCalls: 5 } },
    },
  ]);
  const parsed = parseScenario(patched.ok ? patched.value : null);
  if (!parsed.ok) throw new Error('fixture');
  return parsed.scenario;
};

describe('measured suggestion for the selected call', () => {
  it('offers only protections that are on', () => {
    expect(suggestKinds(presetScenario('pool-domino'), 'bff->recommend')).toEqual([]);
    expect(suggestKinds(withBulkhead(), 'bff->recommend')).toEqual(['bulkhead']);
  });

  it('fills a form the core accepts: the bulkhead from 1 to 10, availability ≥ target', () => {
    const s = withBulkhead();
    expect(policyPath(s, 'bff->recommend')).toBe('services[bff].policies[recommend]');
    const form = suggestForm(s, 'bff->recommend', 'bulkhead', '0.99')!;
    const built = toSweepInput(form, s);
    expect(built.problems).toEqual([]);
    const prepared = prepareSweep(built.input);
    expect(prepared.ok && prepared.sweep.axes[0]!.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parseRequirement(form.atLeast)).toEqual({
      metric: `clients[${s.clients[0]!.name}].availability`,
      atLeast: 0.99,
    });
  });
});

describe('the requirement field’s example', () => {
  it('asks an availability for what the scenario reaches, in a form the core parses', () => {
    // retry-storm reaches about 0.25: a canned 0.99 asked for what no setting gives it.
    const hint = requirementHint('clients[shoppers].availability', '0.25');
    expect(hint).toBe('clients[shoppers].availability>=0.25');
    expect(parseRequirement(hint)).toEqual({
      metric: 'clients[shoppers].availability',
      atLeast: 0.25,
    });
    expect(requirementHint('', '0.25')).toBe('availability>=0.25');
  });

  it('gives only the shape for another metric, or before any run', () => {
    expect(requirementHint('services[orders].p99Ms', '0.25')).toBe('services[orders].p99Ms>=…');
    expect(requirementHint('availability', null)).toBe('availability>=…');
  });
});

describe('the example after a sweep', () => {
  const cell = (index: number, mean: number, n = 5) =>
    ({
      cell: index,
      values: [index],
      metrics: [
        {
          metric: 'availability',
          n,
          mean,
          median: mean,
          p5: mean,
          p95: mean,
          ciLow: mean,
          ciHigh: mean,
        },
      ],
      errors: [],
    }) as CellSummary;

  it('asks for the best the swept values reached, rounded down so one of them meets it', () => {
    expect(sweptReachable([cell(0, 0.2574), cell(1, 0.2466), cell(2, 0.2499)])).toBe('0.25');
    expect(sweptReachable([cell(0, 0.61), cell(1, 0.999)])).toBe('0.99');
  });

  it('leaves out the baseline and values with no number; none at all gives null', () => {
    expect(sweptReachable([cell(-1, 0.9), cell(0, 0.3), cell(1, 0.8, 0)])).toBe('0.30');
    expect(sweptReachable([])).toBeNull();
  });
});
