// The theory panel's sentences come from codes and values through the catalogs: in English
// they must be exactly the analysis's own words (what the CLI prints), in Korean Korean,
// quoting the same figures and names.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { runScenario } from '../../sim/engine';
import { i18n } from '../i18n/i18n';
import { overlayWords } from './overlayWords';
import { theoryRows } from './theoryRows';

const rowsOf = () => {
  const chain = presetScenario('availability-chain');
  const meta = presetScenario('metastable');
  const metaReport = runScenario(meta, { durationMs: 50_000 });
  return [
    ...theoryRows(chain, runScenario(chain), null),
    ...theoryRows(meta, metaReport, { kind: 'service', id: 'api' }),
    ...theoryRows(chain, runScenario(chain, { durationMs: 10_000 }), {
      kind: 'edge',
      id: 'gateway->bff',
    }),
  ];
};

const figures = (s: string) => (s.match(/\d+(?:\.\d+)?(?:e[+-]\d+)?/g) ?? []).sort();

describe('theory overlays in words', () => {
  const rows = rowsOf();

  it('read in English exactly as the analysis words them', () => {
    const t = i18n.getFixedT('en');
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) expect(overlayWords(t, r.overlay)).toBe(r.words);
  });

  it('read in Korean, with the same figures and names', () => {
    const t = i18n.getFixedT('ko');
    for (const r of rows) {
      const ko = overlayWords(t, r.overlay);
      expect(ko, r.words).toMatch(/[가-힣]/);
      expect(figures(ko), r.words).toEqual(figures(r.words));
    }
  });
});
