// A lesson's words apart from its numbers and patches, so a translation can replace them.
// The English lives in the preset files (the source); other languages are overlays in
// `<language>/`, keyed by preset id, and checked against the source by lessonText.test.ts.
import type { Lesson, Preset } from './types';

interface TryText {
  label: string;
  why: string;
  expect: string;
}

interface PredictionText {
  question: string;
  /** The choices' labels, in order. */
  choices: string[];
  why: string;
}

export interface LessonText {
  title: string;
  source: string;
  story: string[];
  watch: string[];
  expect: string[];
  /** By try step id. */
  try: Record<string, TryText>;
  /** In the order of the lesson's claims. */
  claims: string[];
  /** In the order of the lesson's predictions (absent when it has none). */
  predictions?: PredictionText[];
}

/**
 * The words of a lesson, as the preset file has them.
 * @internal exported for tests
 */
export function lessonText(lesson: Lesson): LessonText {
  return {
    title: lesson.title,
    source: lesson.source,
    story: lesson.story,
    watch: lesson.watch,
    expect: lesson.expect,
    try: Object.fromEntries(
      lesson.try.map((step) => [
        step.id,
        { label: step.label, why: step.why, expect: step.expect },
      ]),
    ),
    claims: lesson.claims.map((claim) => claim.text),
    ...(lesson.predictions
      ? {
          predictions: lesson.predictions.map((p) => ({
            question: p.question,
            choices: p.choices.map((c) => c.label),
            why: p.why,
          })),
        }
      : {}),
  };
}

/** The predictions with their words from `text`, where it has the same shape. */
function withPredictionText(
  predictions: Lesson['predictions'],
  text: PredictionText[] | undefined,
): Lesson['predictions'] {
  if (!predictions || !text || text.length !== predictions.length) return predictions;
  return predictions.map((p, i) => {
    const words = text[i]!;
    if (words.choices.length !== p.choices.length) return p;
    return {
      ...p,
      question: words.question,
      why: words.why,
      choices: p.choices.map((c, j) => ({ ...c, label: words.choices[j] ?? c.label })),
    };
  });
}

/**
 * The lesson with its words from `text`; anything the translation lacks stays in English
 * (a half-translated lesson beats a broken one; the test says what is missing).
 */
function withLessonText(lesson: Lesson, text: LessonText | undefined): Lesson {
  if (!text) return lesson;
  return {
    ...lesson,
    title: text.title,
    source: text.source,
    story: text.story.length === lesson.story.length ? text.story : lesson.story,
    watch: text.watch.length === lesson.watch.length ? text.watch : lesson.watch,
    expect: text.expect.length === lesson.expect.length ? text.expect : lesson.expect,
    try: lesson.try.map((step) => ({ ...step, ...text.try[step.id] })),
    claims:
      text.claims.length === lesson.claims.length
        ? lesson.claims.map((claim, i) => ({ ...claim, text: text.claims[i] ?? claim.text }))
        : lesson.claims,
    ...(lesson.predictions
      ? { predictions: withPredictionText(lesson.predictions, text.predictions) }
      : {}),
  };
}

export type LessonTranslations = Readonly<Record<string, LessonText>>;

export function localizedPreset(preset: Preset, translations: LessonTranslations | null): Preset {
  const lesson = withLessonText(preset.lesson, translations?.[preset.id]);
  return lesson === preset.lesson ? preset : { ...preset, lesson };
}
