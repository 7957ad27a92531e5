// The language the page opens in: the link's, else the one chosen last time, else English.
// A link asking for a language the page does not have opens in English and says so.
import { i18n, savedLanguage, setLanguage } from './i18n';
import { DEFAULT_LANGUAGE, languageInHash, type Language } from './languages';

/** Applies the language a hash asks for; returns the message to show, if any. */
export function applyLinkLanguage(hash: string, fallback: Language | null): string | null {
  const asked = languageInHash(hash);
  if (asked.kind === 'known') {
    setLanguage(asked.language);
    return null;
  }
  if (asked.kind === 'unknown') {
    setLanguage(DEFAULT_LANGUAGE);
    return i18n.t('language.unknownInLink', { asked: asked.asked.slice(0, 20) });
  }
  if (fallback) setLanguage(fallback);
  return null;
}

export const startLanguage = (hash: string): string | null =>
  applyLinkLanguage(hash, savedLanguage());
