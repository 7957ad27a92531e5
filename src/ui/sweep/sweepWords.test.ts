// The sweep's names and its measured suggestion through the catalogs: English as the core
// words it (the command line's text), Korean with the same figures and no English words.
import { describe, expect, it } from 'vitest';
import { suggestionWords, type SuggestionFacts } from '../../sweep';
import { i18n } from '../i18n/i18n';
import { metricWords, suggestionText, sweptSettingWords } from './sweepWords';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');
const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();
const row = (value: number, mean: number, ciLow: number, ciHigh: number) => ({
  value,
  mean,
  ciLow,
  ciHigh,
  n: 5,
});
const found: SuggestionFacts = {
  settingPaths: ['services[bff].policies[recommend].bulkhead.maxConcurrentCalls'],
  metric: 'clients[shoppers].availability',
  atLeast: 0.99,
  seeds: 5,
  from: 1,
  to: 10,
  hit: row(6, 0.9931, 0.9874, 0.9988),
  below: row(5, 0.9712, 0.96, 0.98),
};
const none: SuggestionFacts = {
  ...found,
  hit: undefined,
  below: undefined,
  best: row(10, 0.95, 0.9, 0.99),
};

describe('the sweep in words', () => {
  it('names a swept setting in the settings’ own words', () => {
    const path = 'services[bff].policies[recommend].bulkhead.maxConcurrentCalls';
    expect(sweptSettingWords(en, 'en', path)).toBe('bff → recommend bulkhead maxConcurrentCalls');
    expect(sweptSettingWords(ko, 'ko', path)).toMatch(/^bff → recommend 벌크헤드 /);
    expect(sweptSettingWords(en, 'en', 'clients[shoppers].arrival.rps')).toBe(
      'shoppers traffic rps',
    );
    // A number no setting names (a fault's window) reads as written.
    expect(sweptSettingWords(ko, 'ko', 'faults[0].fromMs')).toBe('faults[0].fromMs');
  });

  it('names metrics: counters as metrics.ts declares them, stats, reasons and windows', () => {
    expect(metricWords(en, 'clients[shoppers].availability')).toBe('shoppers availability');
    expect(metricWords(ko, 'clients[shoppers].availability')).toBe('shoppers 가용성');
    expect(metricWords(en, 'edges[bff->recommend].rejectedByBreaker')).toBe(
      'bff → recommend breaker rejects',
    );
    expect(metricWords(en, 'clients[web].latencyMs.p99')).toBe('web latency p99');
    expect(metricWords(ko, 'clients[web].latencyMs.p99')).toBe('web 지연 시간 p99');
    expect(metricWords(ko, 'clients[web].failuresByReason.circuitOpen')).toBe(
      'web 실패(브레이커 열림)',
    );
    expect(metricWords(en, 'services[api].rejected@60:120')).toBe('api rejected over 60–120 s');
    expect(metricWords(en, 'clients[web].availability@75:')).toBe('web availability from 75 s');
  });

  it('words the measured suggestion in English as the core does, in Korean with its figures', () => {
    for (const facts of [found, none]) {
      const english = suggestionText(en, 'en', facts);
      const core = suggestionWords(facts);
      // The page names the setting and metric; the rest is the core's English.
      expect(figures(english)).toEqual(
        figures(core.replace(/clients\[shoppers\]|services\[bff\]|policies\[recommend\]/g, '')),
      );
      const korean = suggestionText(ko, 'ko', facts);
      expect(figures(korean)).toEqual(figures(english));
      expect(korean.replace(/shoppers|bff|recommend|p\d+/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(suggestionText(en, 'en', found)).toBe(
      'the smallest bff → recommend bulkhead maxConcurrentCalls that keeps shoppers availability ≥ 99.00 %: 6, measured 99.31 % over 5 seeds (95 % interval 98.74 % to 99.88 %); 5 gives 97.12 %; the interval reaches below the target: run more seeds to be sure',
    );
  });
});
