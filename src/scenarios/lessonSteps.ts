// A lesson as steps a teacher walks through, and the "try it" button's action. Pure data
// in, data out: the lesson panel renders the steps and calls applyTryStep.
import type { Scenario, ScenarioInput } from '../sim/scenario';
import { loadScenarioDocument, type LoadResult } from './loadDocument';
import { applyPatch } from './patch';
import type { Lesson, Prediction, TryStep } from './presets/types';

export type LessonStep =
  | { kind: 'story'; title: string; paragraphs: string[] }
  | { kind: 'predict'; title: string; prediction: Prediction }
  | { kind: 'watch'; title: string; items: string[] }
  | { kind: 'expect'; title: string; items: string[] }
  | { kind: 'try'; title: string; step: TryStep };

/** Story, each prediction, what to watch, what you should see, then one step per "try it". */
export function lessonSteps(lesson: Lesson): LessonStep[] {
  return [
    { kind: 'story', title: lesson.title, paragraphs: lesson.story },
    ...(lesson.predictions ?? []).map((prediction) => ({
      kind: 'predict' as const,
      title: 'Predict',
      prediction,
    })),
    { kind: 'watch', title: 'What to watch', items: lesson.watch },
    { kind: 'expect', title: 'What you should see', items: lesson.expect },
    ...lesson.try.map((step) => ({ kind: 'try' as const, title: step.label, step })),
  ];
}

/**
 * Applies a "try it" step to `scenario` (the preset's own, or the user's edited copy: the
 * paths name services and routes, so they still fit after other edits). Never throws; an
 * edit that no longer fits (a renamed service) comes back as a readable error.
 */
export function applyTryStep(scenario: Scenario | ScenarioInput, step: TryStep): LoadResult {
  const patched = applyPatch(scenario, step.patch);
  if (!patched.ok)
    return { ok: false, error: `“${step.label}” does not fit this scenario: ${patched.error}` };
  const loaded = loadScenarioDocument(patched.value);
  return loaded.ok
    ? loaded
    : { ok: false, error: `“${step.label}” gives an invalid scenario:\n${loaded.error}` };
}
