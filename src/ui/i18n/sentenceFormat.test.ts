import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { sentenceFormat } from './sentenceFormat';

describe('sentenceFormat', () => {
  const names = ['service', 'time', 'level', 'busy', 'errors', 'p99'] as const;
  const values = {
    service: 'db',
    time: 42,
    level: 'failing',
    busy: '97 %',
    errors: '12 %',
    p99: '1.2 s',
  };

  it.each(['en', 'ko'])(
    'fills a sentence as i18next does, in the language’s word order (%s)',
    (lng) => {
      const t = i18n.getFixedT(lng);
      const format = sentenceFormat((holes) => t('charts.cascadeCell', holes), names);
      expect(format(values)).toBe(t('charts.cascadeCell', values));
      // Filled again with other values: nothing of the first is kept.
      const other = { ...values, service: 'api', time: 7 };
      expect(format(other)).toBe(t('charts.cascadeCell', other));
    },
  );

  it('fills a name used twice, and leaves a sentence without holes as it is', () => {
    expect(sentenceFormat((h) => `${h.a}-${h.a}`, ['a'])({ a: 1 })).toBe('1-1');
    expect(sentenceFormat(() => 'plain', ['a'])({ a: 1 })).toBe('plain');
  });
});
