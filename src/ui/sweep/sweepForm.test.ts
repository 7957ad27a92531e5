// The sweep form ↔ its link, and the input it hands the core: a link opens the same form;
// bad text reaches the core (or this file's own check) as a message, never lost.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { prepareSweep } from '../../sweep';
import { readPath } from '../../sweep/patchScenario';
import { metricChoices, numericPaths } from './sweepChoices';
import {
  defaultForm,
  formFromParams,
  formToParams,
  problemFields,
  toSweepInput,
  type SweepForm,
} from './sweepForm';

const mapForm: SweepForm = {
  axes: [
    {
      path: 'clients[users].arrival.rps,clients[users].arrival.schedule[1].rps',
      from: '10',
      to: '45',
      steps: '3',
    },
    { path: 'clients[users].arrival.schedule[0].rps', from: '40', to: '130', steps: '3' },
  ],
  seeds: '4',
  metric: 'clients[users].availability@135:',
  durationS: '300',
  stability: '60:75',
  atLeast: '',
};

describe('sweep form ↔ link', () => {
  it('round-trips a 2-D stability map through the query, keeping the scenario parameters', () => {
    const params = new URLSearchParams('lang=ko');
    formToParams(mapForm, params);
    const back = formFromParams(new URLSearchParams(params.toString()));
    expect(back).toEqual({ form: mapForm, run: false });
    expect(params.get('lang')).toBe('ko');
  });

  it('opens the form without running unless the link asks', () => {
    const params = new URLSearchParams();
    formToParams(defaultForm(), params, true);
    expect(formFromParams(params)?.run).toBe(true);
    expect(formFromParams(new URLSearchParams('preset=metastable'))).toBeNull();
  });

  it('keeps text that is not in the range shape, so nothing typed is lost', () => {
    const params = new URLSearchParams('sweep=services[api].workers=1:oops');
    expect(formFromParams(params)!.form.axes[0]!.path).toBe('services[api].workers=1:oops');
  });
});

describe("the core's input from the form", () => {
  const scenario = presetScenario('metastable');

  it('a stability map prepares with 3 × 3 cells × 4 seeds', () => {
    const r = toSweepInput(mapForm, scenario);
    expect(r.problems).toEqual([]);
    const prepared = prepareSweep(r.input);
    expect(prepared.ok && prepared.sweep.jobs.length).toBe(36);
    expect(prepared.ok && prepared.sweep.stability?.triggerUntilS).toBe(75);
  });

  it("a path that is not a setting and an out-of-bounds range get the core's messages", () => {
    const form: SweepForm = {
      ...defaultForm(),
      axes: [{ path: 'services[api].wrokers', from: '1', to: '5', steps: '3' }],
    };
    const r = toSweepInput(form, scenario);
    const prepared = prepareSweep(r.input);
    expect(prepared.ok).toBe(false);
    expect(!prepared.ok && prepared.errors.join()).toMatch(/wrokers.*not a setting/);
    const negative = toSweepInput(
      { ...form, axes: [{ path: 'services[api].workers', from: '-3', to: '5', steps: '3' }] },
      scenario,
    );
    const p2 = prepareSweep(negative.input);
    expect(!p2.ok && p2.errors.join()).toMatch(/services\[api\]\.workers = -3 is not allowed/);
  });

  // Pinned English strings before: these problems are now facts, worded by the catalogs
  // (sweepProblemWords.test.ts), and the fields with a problem are left out of the input.
  it("the page's own fields say what is wrong, and which text was refused", () => {
    const r = toSweepInput(
      { ...defaultForm(), stability: '60', durationS: 'x', atLeast: 'availability>0.9' },
      scenario,
    );
    expect(r.problems).toEqual([
      { code: 'runLength', facts: { text: 'x', max: 86_400 } },
      { code: 'trigger', facts: { text: '60' } },
      { code: 'requirementShape', facts: { spec: 'availability>0.9' } },
    ]);
    expect(r.input.durationS).toBeUndefined();
    expect(r.input.stability).toBeUndefined();
  });
});

describe('the fields a problem is about', () => {
  it('marks the field that was refused, on its axis', () => {
    const scenario = presetScenario('metastable');
    const form: SweepForm = {
      ...defaultForm(),
      axes: [
        { path: 'clients[users].arrival.rps', from: '1', to: '5', steps: '3' },
        { path: 'services[api].workers', from: '1', to: 'x', steps: '0' },
      ],
      seeds: '0',
      durationS: '-1',
    };
    const { input, problems } = toSweepInput(form, scenario);
    const prepared = prepareSweep(input);
    const all = prepared.ok ? problems : [...problems, ...prepared.problems];
    expect([...problemFields(all, form)].sort()).toEqual(['axis1.to', 'durationS', 'seeds']);
    // The steps of that axis are wrong too, found once `to` reads as a number.
    const fixed = { ...form, axes: [form.axes[0]!, { ...form.axes[1]!, to: '4' }] };
    const again = prepareSweep(toSweepInput(fixed, scenario).input);
    expect([...problemFields(again.ok ? [] : again.problems, fixed)]).toEqual([
      'axis1.steps',
      'seeds',
    ]);
    // A value out of the schema's bounds: the end that holds it.
    const low = {
      ...form,
      seeds: '1',
      durationS: '',
      axes: [{ ...form.axes[1]!, from: '-2', to: '4', steps: '3' }],
    };
    const refused = prepareSweep(toSweepInput(low, scenario).input);
    expect([...problemFields(refused.ok ? [] : refused.problems, low)]).toEqual(['axis0.from']);
  });
});

describe('choices', () => {
  it('every offered path reads a number from the scenario, and the workers are among them', () => {
    const s = presetScenario('retry-storm');
    const paths = numericPaths(s);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(typeof readPath(s, p)).toBe('number');
    expect(paths).toContain(`services[${s.services[0]!.name}].workers`);
  });

  it('every offered metric is accepted by the core', () => {
    const s = presetScenario('metastable');
    const metrics = metricChoices(s);
    const r = prepareSweep({ scenario: s, vary: ['services[api].workers=5:5:1'], metrics });
    expect(r.ok).toBe(true);
  });
});
