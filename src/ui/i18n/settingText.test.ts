import { describe, expect, it } from 'vitest';
import { ALL_SETTINGS } from '../controls/settingsCatalog';
import { TYPICAL_LATENCY } from '../controls/ServiceControls';
import { groupInLanguage, settingInLanguage } from './settingText';

const hangul = /[가-힣]/;
const settings = [...ALL_SETTINGS, TYPICAL_LATENCY];

describe('the settings in Korean', () => {
  it('name and explain every setting of the catalog', () => {
    for (const setting of settings) {
      const ko = settingInLanguage(setting, 'ko');
      expect(ko.label, setting.id).toMatch(hangul);
      expect(ko.help, setting.id).toMatch(hangul);
    }
  });

  it('name every group, every worded unit and every worded choice', () => {
    for (const setting of settings) {
      expect(groupInLanguage(setting.group, 'ko'), setting.group).toMatch(hangul);
      const ko = settingInLanguage(setting, 'ko');
      if (ko.kind === 'number' && /^[a-z]{3,}$/.test(ko.unit))
        expect.fail(`${setting.id}: ${ko.unit}`);
      if (ko.kind === 'choice')
        for (const option of ko.options)
          // Resilience4j's own names (COUNT_BASED) stay as they are; words are translated.
          if (/[a-z]{3,}/.test(option.label)) expect(option.label, setting.id).toMatch(hangul);
    }
  });

  it('keep what a setting is (path, range) and change only its words', () => {
    for (const setting of settings) {
      const { label: _l, help: _h, ...rest } = settingInLanguage(setting, 'ko');
      const { label: _l2, help: _h2, ...original } = setting;
      const strip = (s: Record<string, unknown>) => {
        const { unit: _u, options: _o, visibleWhen: _v, ...kept } = s;
        return kept;
      };
      expect(strip(rest), setting.id).toEqual(strip(original));
    }
  });

  it('leave English as the catalog has it', () => {
    for (const setting of settings) expect(settingInLanguage(setting, 'en')).toBe(setting);
  });
});
