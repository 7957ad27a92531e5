// Every key a protection's descriptor declares (src/sim/protections) has its words in English
// and Korean: its settings and their group, its counters, its failure reasons. A new
// protection with a key left untranslated fails here, by name.
import { describe, expect, it } from 'vitest';
import type { AnyProtection } from '../../sim/protections/descriptor';
import { PROTECTIONS } from '../../sim/protections/registry';
import { ALL_SETTINGS } from '../controls/settingsCatalog';
import { changesEn } from './catalog/changes.en';
import { changesKo } from './catalog/changes.ko';
import { groupInLanguage, settingInLanguage } from './settingText';

const hangul = /[가-힣]/;
const ALL: readonly AnyProtection[] = PROTECTIONS;
const words = (catalog: { sweepWords: { fields: object; reasons: object } }) =>
  catalog.sweepWords as unknown as {
    fields: Record<string, string | undefined>;
    reasons: Record<string, string | undefined>;
  };

describe.each(ALL.map((d) => [d.key, d] as const))('the words of %s', (_key, d) => {
  it('name its group and each of its settings in both languages', () => {
    expect(groupInLanguage(d.title, 'ko'), d.title).toMatch(hangul);
    for (const spec of d.settings) {
      const id = `edge.${spec.path.join('.')}`;
      const setting = ALL_SETTINGS.find((s) => s.id === id);
      expect(setting?.label, id).toBe(spec.label);
      const ko = settingInLanguage(setting!, 'ko');
      expect(ko.label, id).toMatch(hangul);
      expect(ko.help, id).toMatch(hangul);
    }
  });

  it('name each of its counters and failure reasons in both languages', () => {
    for (const counter of Object.keys(d.counters)) {
      expect(words(changesEn).fields[counter], counter).toBeTruthy();
      expect(words(changesKo).fields[counter], counter).toBeTruthy();
    }
    for (const reason of Object.keys(d.failureReasons)) {
      expect(words(changesEn).reasons[reason], reason).toBe(d.failureReasons[reason]);
      expect(words(changesKo).reasons[reason], reason).toMatch(hangul);
    }
  });
});
