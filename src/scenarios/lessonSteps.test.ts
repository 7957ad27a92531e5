import { describe, expect, it } from 'vitest';
import { applyTryStep, lessonSteps } from './lessonSteps';
import { getPreset, presetScenario } from './presets';

const poolDomino = getPreset('pool-domino');
if (!poolDomino) throw new Error('pool-domino preset missing');
const isolate = poolDomino.lesson.try.find((t) => t.id === 'isolate-recommend');
if (!isolate) throw new Error('isolate-recommend step missing');

describe('lessonSteps', () => {
  it('walks story, each prediction, watch, expect, then each try step', () => {
    const steps = lessonSteps(poolDomino.lesson);
    expect(steps.map((s) => s.kind)).toEqual(['story', 'predict', 'watch', 'expect', 'try', 'try']);
  });
});

describe('applyTryStep', () => {
  it('applies a step to the preset and to an edited copy of it', () => {
    const fromPreset = applyTryStep(poolDomino.scenario, isolate);
    expect(
      fromPreset.ok && fromPreset.scenario.services[0]?.policies.recommend?.bulkhead.enabled,
    ).toBe(true);
    const edited = { ...presetScenario('pool-domino'), seed: 99 };
    const fromEdited = applyTryStep(edited, isolate);
    expect(fromEdited.ok && fromEdited.scenario.seed).toBe(99);
  });

  it('explains a step that no longer fits', () => {
    const scenario = presetScenario('pool-domino');
    const renamed = {
      ...scenario,
      services: scenario.services.map((s) => (s.name === 'bff' ? { ...s, name: 'web' } : s)),
    };
    const result = applyTryStep(renamed, isolate);
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('does not fit') });
  });
});
