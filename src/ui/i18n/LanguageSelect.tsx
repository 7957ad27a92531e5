// The language switch in the header: each language by its own name, so anyone can find
// theirs whatever the page is showing. Switching keeps the run; the link follows.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from './languages';
import { currentLanguage, setLanguage } from './i18n';
import './i18n.css';

export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <label className="field-inline header-select">
      <select
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
        data-testid="language-select"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
