// The sweep's input problems: typed (a code and the facts), and the command line's English
// exactly as it printed before the problems were typed (these strings are pinned on purpose).
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenarios/presets';
import { parseAxis } from './axes';
import { parseRequirement } from './suggest';
import { parseMetric } from './sweepMetrics';
import { SWEEP_LIMITS, SweepInputError } from './sweepProblems';
import { prepareSweep } from './sweepRunner';

const thrown = (f: () => unknown): SweepInputError => {
  try {
    f();
  } catch (e) {
    if (e instanceof SweepInputError) return e;
    throw e;
  }
  throw new Error('did not throw');
};

describe('sweep input problems', () => {
  const s = presetScenario('metastable');

  it('carry a code and the facts, with the CLI message unchanged', () => {
    const steps = thrown(() => parseAxis('a=1:2:0'));
    expect(steps.code).toBe('steps');
    expect(steps.facts).toEqual({ spec: 'a=1:2:0', text: '0', min: 1, max: 1000 });
    expect(steps.message).toBe('--vary "a=1:2:0": steps must be an integer from 1 to 1000, got 0');
    const to = thrown(() => parseAxis('a=1:x:3'));
    expect(to.facts).toEqual({ spec: 'a=1:x:3', part: 'to', text: 'x' });
    expect(to.message).toBe('--vary "a=1:x:3": to "x" is not a number');
    expect(thrown(() => parseMetric('clients[nobody].availability', s)).message).toBe(
      '--metric "clients[nobody].availability": no client "nobody"; known: users',
    );
    expect(thrown(() => parseMetric('services[api].utilisation@1:2', s)).message).toBe(
      '--metric "services[api].utilisation@1:2": "utilisation" is not a windowed service metric; known: received, completed, rejected, queueFull, errors, wasted',
    );
    expect(thrown(() => parseRequirement('x')).message).toBe(
      '--at-least "x": write <metric>>=<value>, e.g. availability>=0.99',
    );
  });

  it('the bounds are the declared ones: 1000 steps run, 1001 do not', () => {
    expect(
      parseAxis(`a=1:${SWEEP_LIMITS.steps.max}:${SWEEP_LIMITS.steps.max}`).values,
    ).toHaveLength(1000);
    expect(thrown(() => parseAxis('a=1:2:1001')).code).toBe('steps');
  });

  it('prepareSweep gives every problem as facts, its axis, and as the CLI says it', () => {
    const r = prepareSweep({
      scenario: s,
      vary: ['services[api].workers=0:5:2', 'services[api].wrokers=1:2:2'],
      seeds: 0,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.axis])).toEqual([
      ['notAllowed', 0],
      ['notASetting', 1],
      ['seeds', undefined],
    ]);
    expect(r.errors).toEqual([
      '--vary services[api].workers=0:5:2: services[api].workers = 0 is not allowed:\nservices.0.workers: Too small: expected number to be >=1',
      '--vary services[api].wrokers=1:2:2: services[api].wrokers is not a setting of this scenario (a misspelt field, or one that does not exist here)',
      '--seeds must be an integer from 1 to 1000, got 0',
    ]);
    // The schema's bound travels with the issue, for the page to word in its language.
    const notAllowed = r.problems[0]!;
    expect(notAllowed.code === 'notAllowed' && notAllowed.facts.issues[0]!.bound).toEqual({
      kind: 'min',
      value: 1,
      inclusive: true,
    });
  });

  it('a whole-number setting given a fraction says it wants a whole number', () => {
    const r = prepareSweep({ scenario: s, vary: ['services[api].workers=1.5:2.5:2'] });
    const p = !r.ok ? r.problems[0] : undefined;
    expect(p?.code === 'notAllowed' && p.facts.issues[0]!.bound).toEqual({ kind: 'integer' });
  });

  it('a path that does not parse is refused, not thrown out of prepareSweep', () => {
    const r = prepareSweep({ scenario: s, vary: ['services[api.workers=1:2:2'] });
    expect(!r.ok && r.errors).toEqual([
      '--vary services[api.workers=1:2:2: cannot set services[api.workers: unclosed "[" in path "services[api.workers"',
    ]);
  });
});
