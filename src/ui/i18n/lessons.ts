// The lessons in the page's language: the preset files hold the English, `ko/` the Korean.
import { useTranslation } from 'react-i18next';
import { LESSONS_KO } from '../../scenarios/presets/ko';
import { localizedPreset, type LessonTranslations } from '../../scenarios/presets/lessonText';
import type { Preset } from '../../scenarios/presets';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const LESSONS: Readonly<Record<Language, LessonTranslations | null>> = {
  en: null,
  ko: LESSONS_KO,
};

export const inLanguage = (preset: Preset, language: Language): Preset =>
  localizedPreset(preset, LESSONS[language]);

/** The page's language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
