// Pure: the scenarios a lesson's claims are about (the preset, and the preset with each
// "try it" step), and which of them a run is.
import { deepEqual } from '../../scenarios/compact';
import { applyTryStep } from '../../scenarios/lessonSteps';
import { getPreset, presetScenario } from '../../scenarios/presets';
import type { Scenario } from '../../sim/scenario';

export const BASELINE = 'baseline';

const cache = new Map<string, Map<string, Scenario>>();

/** `baseline` and each try step's id → its scenario (steps that do not apply are left out). */
function lessonVariants(presetId: string): Map<string, Scenario> {
  const known = cache.get(presetId);
  if (known) return known;
  const preset = getPreset(presetId);
  const variants = new Map<string, Scenario>();
  if (preset) {
    const base = presetScenario(presetId);
    variants.set(BASELINE, base);
    for (const step of preset.lesson.try) {
      const result = applyTryStep(base, step);
      if (result.ok) variants.set(step.id, result.scenario);
    }
  }
  cache.set(presetId, variants);
  return variants;
}

/** The variant `scenario` is exactly, or null (edited, another seed, another preset). */
export function variantOf(presetId: string | null, scenario: Scenario | null): string | null {
  if (!presetId || !scenario) return null;
  for (const [id, variant] of lessonVariants(presetId)) {
    if (deepEqual(variant, scenario)) return id;
  }
  return null;
}
