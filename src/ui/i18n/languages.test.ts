import { describe, expect, it } from 'vitest';
import { languageInHash, withLanguage } from './languages';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';

describe('the language in a link', () => {
  it('reads lang= wherever it is in the hash', () => {
    expect(languageInHash('#p=retry-storm&h=1x&lang=ko')).toEqual({
      kind: 'known',
      language: 'ko',
    });
    expect(languageInHash('lang=en&p=retry-storm')).toEqual({ kind: 'known', language: 'en' });
    expect(languageInHash('#p=retry-storm')).toEqual({ kind: 'none' });
  });

  it('names a language the page does not have instead of guessing', () => {
    expect(languageInHash('#p=retry-storm&lang=fr')).toEqual({ kind: 'unknown', asked: 'fr' });
    expect(languageInHash('#p=x&lang=')).toEqual({ kind: 'unknown', asked: '' });
  });

  it('adds Korean, replaces an earlier lang, and leaves English links as they were', () => {
    expect(withLanguage('#p=retry-storm&h=1x', 'ko')).toBe('#p=retry-storm&h=1x&lang=ko');
    expect(withLanguage('#p=retry-storm&lang=ko&h=1x', 'en')).toBe('#p=retry-storm&h=1x');
    expect(withLanguage('#p=a&lang=fr', 'ko')).toBe('#p=a&lang=ko');
    expect(withLanguage('', 'ko')).toBe('');
  });

  it('does not stop the scenario in the link from opening', () => {
    const hash = withLanguage('#p=retry-storm&seed=7', 'ko');
    const decoded = decodeScenarioFromUrl(hash);
    expect(decoded.ok && decoded.scenario.seed).toBe(7);
    expect(languageInHash(hash)).toEqual({ kind: 'known', language: 'ko' });
  });
});
