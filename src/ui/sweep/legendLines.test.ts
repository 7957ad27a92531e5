// The map legend's words: the cells' span, the seeds' noise and a widened scale named in
// both languages with the same figures; one seed says its colours may be noise.
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { heatScale } from './heatScale';
import { legendLines } from './legendLines';
import { cell, grid } from './testing/gridFixtures';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');
const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('the map legend’s words', () => {
  it('names the cells’ span, the noise the scale was widened to, and the baseline', () => {
    const scale = heatScale(grid([cell(0.512, 0.08), cell(0.528, 0.09)]), 'availability', 0.52);
    const lines = legendLines(en, scale, 'shoppers availability', 2);
    expect(lines).toEqual([
      'Colour: shoppers availability; the cells span 51 % to 53 % (bracketed)',
      expect.stringMatching(/^Scale widened to one 95 % interval, ±8\.5 %: 2 seeds/),
      '| the current settings (outlined cell): 52 %; blue above, orange below',
    ]);
    const korean = legendLines(ko, scale, 'shoppers 가용성', 2);
    expect(korean).toHaveLength(3);
    korean.forEach((line, i) => {
      expect(line).not.toMatch(/\b(Colour|Scale|seeds|current|widened)\b/);
      expect(figures(line)).toEqual(figures(lines[i]!));
    });
  });

  it('says what the seeds tell apart when the cells differ by more, and warns with one seed', () => {
    const wide = heatScale(grid([cell(0.2, 0.01), cell(0.5, 0.01)]), 'availability', null);
    expect(legendLines(en, wide, 'availability', 5)[1]).toBe(
      '5 seeds tell figures apart to about ±1 % (95 % interval): figures rounded to it',
    );
    const one = heatScale(
      grid([cell(0.2, Number.NaN), cell(0.5, Number.NaN)]),
      'availability',
      null,
    );
    expect(legendLines(en, one, 'availability', 1)[1]).toBe(
      'One seed: no interval, so any difference in colour may be noise',
    );
  });
});
