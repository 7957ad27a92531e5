// The page's i18next instance: both catalogs bundled (they are small, and a workshop's
// Wi-Fi should not fetch a language on switch), English as the fallback. Initialised at
// import, synchronously, so code outside React (link notices) can translate at once.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalog/en';
import { ko } from './catalog/ko';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const resources = { en: { translation: en }, ko: { translation: ko } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ko'],
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in the page.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const LANGUAGE_KEY = 'resilience-playground.language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (privacy settings)
  }
}

/** The language chosen last time on this browser, if any. */
export function savedLanguage(): Language | null {
  const saved = storage()?.getItem(LANGUAGE_KEY);
  return isLanguage(saved) ? saved : null;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the page (and `<html lang>`) and remembers the choice. */
export function setLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Quota or privacy mode: the language still switches, it is just not remembered.
  }
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export { i18n };
