import { describe, expect, it } from 'vitest';
import { PRESETS } from '.';
import { LESSONS_KO } from './ko';
import { lessonText, localizedPreset, type LessonText } from './lessonText';

/** Every string of a lesson's text, with where it is, in a fixed order. */
function strings(text: LessonText): [string, string][] {
  return [
    ['title', text.title],
    ['source', text.source],
    ...text.story.map((s, i): [string, string] => [`story[${i}]`, s]),
    ...text.watch.map((s, i): [string, string] => [`watch[${i}]`, s]),
    ...text.expect.map((s, i): [string, string] => [`expect[${i}]`, s]),
    ...Object.entries(text.try).flatMap(([id, t]): [string, string][] => [
      [`try[${id}].label`, t.label],
      [`try[${id}].why`, t.why],
      [`try[${id}].expect`, t.expect],
    ]),
    ...text.claims.map((s, i): [string, string] => [`claims[${i}]`, s]),
    ...(text.predictions ?? []).flatMap((p, i): [string, string][] => [
      [`predictions[${i}].question`, p.question],
      ...p.choices.map((c, j): [string, string] => [`predictions[${i}].choices[${j}]`, c]),
      [`predictions[${i}].why`, p.why],
    ]),
  ];
}

/** The figures a sentence states: a translation may reword it, never change them. */
const figures = (s: string) =>
  (s.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '')).sort();

describe('the Korean lessons', () => {
  for (const preset of PRESETS) {
    const english = lessonText(preset.lesson);
    const korean = LESSONS_KO[preset.id];

    it(`${preset.id}: has every part of the English, in the same shape`, () => {
      expect(korean, `no Korean text for "${preset.id}"`).toBeDefined();
      if (!korean) return;
      expect(strings(korean).map(([where]) => where)).toEqual(
        strings(english).map(([where]) => where),
      );
    });

    it(`${preset.id}: says something in Korean wherever the English has words`, () => {
      const koreanAt = new Map(strings(korean ?? english));
      for (const [where, text] of strings(english)) {
        const translated = koreanAt.get(where) ?? '';
        expect(translated.trim(), where).not.toBe('');
        // A formula alone ("0.999³ = 99.70 %.") reads the same in both languages.
        if (/[A-Za-z]{2,}/.test(text))
          expect(translated, `${where} has no Korean in it`).toMatch(/[가-힣]/);
      }
    });

    it(`${preset.id}: keeps every figure of the English`, () => {
      if (!korean) return;
      const koreanAt = new Map(strings(korean));
      for (const [where, text] of strings(english)) {
        // Korean writes some numbers English spells out ("a minute" → 1분): a superset.
        const translated = figures(koreanAt.get(where) ?? '');
        for (const figure of figures(text)) {
          expect(translated, `${where} lost ${figure}`).toContain(figure);
          translated.splice(translated.indexOf(figure), 1);
        }
      }
    });

    it(`${preset.id}: the localized lesson keeps the patches and claim bounds`, () => {
      const localized = localizedPreset(preset, LESSONS_KO);
      expect(localized.lesson.try.map((s) => s.patch)).toEqual(
        preset.lesson.try.map((s) => s.patch),
      );
      expect(localized.lesson.claims.map(({ text: _t, ...rest }) => rest)).toEqual(
        preset.lesson.claims.map(({ text: _t, ...rest }) => rest),
      );
      expect(localized.lesson.title).toBe(korean?.title);
    });
  }
});
