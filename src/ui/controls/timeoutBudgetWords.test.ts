// The timeout budget's sentences through the catalogs: English exactly as the analysis words
// them (seed 002's figures), Korean in Korean with the same figures.
import { phraseT } from '../i18n/phraseT';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { explainCall, fitWords, verdictWords, type TimeoutWords } from '../../sim/analysis';
import { i18n } from '../i18n/i18n';
import { budgetRows } from './timeoutBudgetRows';

const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();

function wordsIn(language: 'en' | 'ko') {
  const t = i18n.getFixedT(language);
  const words = ((key, values) => phraseT(t)(`budget.words.${key}`, values)) as TimeoutWords;
  const call = (key: 'bulkheadWait' | 'cutTo', values: Record<string, string | number>) =>
    phraseT(t)(`budget.call.${key}`, values);
  return { words, call };
}

describe('the timeout budget in words', () => {
  const scenario = presetScenario('timeout-budget');
  const edges = [
    ...scenario.clients.map((c) => `${c.name}->${c.service}`),
    ...scenario.services.flatMap((s) =>
      Object.keys(s.policies).map((callee) => `${s.name}->${callee}`),
    ),
  ];
  const rows = edges.flatMap((edge) => budgetRows(scenario, edge));

  it('read in English as the analysis words them', () => {
    const { words, call } = wordsIn('en');
    expect(rows.some((r) => r.fitFigures)).toBe(true);
    for (const r of rows) {
      expect(verdictWords(r.verdict, words)).toBe(r.words);
      expect(r.calls.map((c) => explainCall(c, call))).toEqual(r.arithmetic);
      if (r.fitFigures) expect(fitWords(r.fitFigures, words)).toBe(r.fit);
    }
  });

  it('read in Korean with the same figures', () => {
    const { words } = wordsIn('ko');
    for (const r of rows) {
      const ko = verdictWords(r.verdict, words);
      expect(ko).toMatch(/[가-힣]/);
      expect(figures(ko)).toEqual(figures(r.words));
      if (r.fitFigures) expect(figures(fitWords(r.fitFigures, words))).toEqual(figures(r.fit!));
    }
  });
});
