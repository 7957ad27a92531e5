// The languages the page speaks, and the `lang` parameter that carries one in a link.
// Pure (no i18next, no DOM): the link code and the tests use it.

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
/** What a link without `lang`, or with one this page does not have, opens in. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name: the switch reads the same whatever is showing. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ko: '한국어' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export type LinkLanguage =
  { kind: 'none' } | { kind: 'known'; language: Language } | { kind: 'unknown'; asked: string };

/** The `lang=` of a hash (`#p=retry-storm&h=…&lang=ko`); never throws. */
export function languageInHash(hash: string): LinkLanguage {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of body.split('&')) {
    if (!part.startsWith('lang=')) continue;
    const asked = part.slice('lang='.length);
    return isLanguage(asked) ? { kind: 'known', language: asked } : { kind: 'unknown', asked };
  }
  return { kind: 'none' };
}

/**
 * `hash` with `language` in it. English, the default, adds nothing, so English links stay
 * as short as they were; an empty hash (a scenario too big for a link) stays empty.
 */
export function withLanguage(hash: string, language: Language): string {
  const cleaned = hash
    .split('&')
    .filter((part) => !part.startsWith('lang='))
    .join('&');
  if (cleaned === '' || cleaned === '#' || language === DEFAULT_LANGUAGE) return cleaned;
  return `${cleaned}&lang=${language}`;
}
