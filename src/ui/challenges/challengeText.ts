// A challenge's words in the page's language: English from catalog.ts, other languages from
// their overlay (a missing translation falls back to English rather than a blank).
import { CHALLENGES_KO, type ChallengeText } from '../../scenarios/challenges/ko';
import type { Challenge } from '../../scenarios/challenges/types';
import type { Language } from '../i18n/languages';

const TEXTS: Readonly<Record<Language, Readonly<Record<string, ChallengeText>> | null>> = {
  en: null,
  ko: CHALLENGES_KO,
};

export function challengeInLanguage(challenge: Challenge, language: Language): ChallengeText {
  const text = TEXTS[language]?.[challenge.id];
  const english = {
    title: challenge.title,
    brief: challenge.brief,
    goals: challenge.goals.map((g) => g.text),
    hint: challenge.hint,
  };
  if (!text) return english;
  return {
    title: text.title,
    brief: text.brief.length === english.brief.length ? text.brief : english.brief,
    goals: text.goals.length === english.goals.length ? text.goals : english.goals,
    hint: text.hint,
  };
}
