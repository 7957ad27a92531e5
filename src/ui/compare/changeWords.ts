// A changed setting (changeLabels.ts) in the page's language: the setting in the settings'
// own words (settingTitle), its figures, and the `changes` catalog's frame around them.
import type { TFunction } from 'i18next';
import { settingInLanguage, settingTitle } from '../i18n/settingText';
import type { Language } from '../i18n/languages';
import type { ChangeLabel, ChangeValue } from './changeLabels';
import type { Setting } from '../controls/settingsCatalog';

function valueWords(t: TFunction, language: Language, v: ChangeValue, setting?: Setting): string {
  switch (v.kind) {
    case 'none':
    case 'on':
    case 'off':
    case 'other':
      return t(`changes.value.${v.kind}`);
    case 'number':
      return v.unit ? `${v.figure} ${v.unit}` : String(v.figure);
    case 'choice': {
      const shown = setting && settingInLanguage(setting, language);
      const option = shown?.kind === 'choice' && shown.options.find((o) => o.value === v.value);
      return option ? option.label : v.value;
    }
    case 'text':
      return v.value;
  }
}

/** "retry maxAttempts 3 → 1" (English), "재시도 시도 횟수(첫 호출 포함) 3 → 1" (Korean). */
export function changeWords(t: TFunction, language: Language, c: ChangeLabel): string {
  if (c.whole) return t(`changes.whole.${c.whole}`);
  return t('changes.line', {
    setting: c.setting ? settingTitle(c.setting, language) : c.path,
    from: valueWords(t, language, c.from, c.setting),
    to: valueWords(t, language, c.to, c.setting),
  });
}
