// A setting of the catalog (src/ui/controls) in the page's language: its name, help, unit,
// choices and group. The English is the catalog itself; other languages are tables by id.
import type { Setting } from '../controls/settingsCatalog';
import type { Language } from './languages';
import { GROUPS_KO, OPTIONS_KO, SETTINGS_KO, UNITS_KO } from './settingsKo';

/** A choice label: a whole phrase in the table, else its words ("retry → breaker (…)"). */
function optionKo(label: string): string {
  const whole = OPTIONS_KO[label];
  if (whole !== undefined) return whole;
  return label
    .replace(/\(([^)]*)\)/g, (_, inner: string) => `(${OPTIONS_KO[inner] ?? inner})`)
    .replace(/\b(breaker|bulkhead|retry)\b/g, (word) => OPTIONS_KO[word] ?? word);
}

export function settingInLanguage<T extends Setting>(setting: T, language: Language): T {
  if (language === 'en') return setting;
  const text = SETTINGS_KO[setting.id];
  const localized: Setting = {
    ...setting,
    ...(text ?? {}),
    ...(setting.kind === 'number' ? { unit: UNITS_KO[setting.unit] ?? setting.unit } : {}),
    ...(setting.kind === 'choice'
      ? { options: setting.options.map((o) => ({ ...o, label: optionKo(o.label) })) }
      : {}),
  };
  return localized as T;
}

export const groupInLanguage = (group: string, language: Language): string =>
  language === 'en' ? group : (GROUPS_KO[group] ?? group);

/**
 * A setting named on its own, outside its group's panel ("what changed", a marker, a sweep's
 * axis): English as engineers write it, led by the group unless the name already says it
 * ("retry maxAttempts", "timeoutMs"); other languages with the group's and the label's words.
 */
export function settingTitle(setting: Setting, language: Language): string {
  if (language === 'en') {
    const group = setting.group.toLowerCase();
    const last = group.split(' ').at(-1) ?? group;
    return setting.name.toLowerCase().includes(last) ? setting.name : `${group} ${setting.name}`;
  }
  const group = groupInLanguage(setting.group, language);
  const label = settingInLanguage(setting, language).label;
  return label.includes(group) ? label : `${group} ${label}`;
}
