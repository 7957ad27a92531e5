import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { axisTicksMs, decisionText, outcomeText } from './waterfallWords';

// The key and its values, so the test reads which catalog entry each word comes from.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('waterfall words', () => {
  it('spells out outcomes, keeping the HTTP status and an unknown kind as is', () => {
    expect(outcomeText(t, 'http 500')).toBe('waterfall.outcome.http{"status":"500"}');
    expect(outcomeText(t, 'circuitOpen')).toBe('waterfall.outcome.circuitOpen');
    expect(outcomeText(t, 'somethingNew')).toBe('somethingNew');
  });

  it('translates why a retry gave up and what a fallback replaced', () => {
    expect(decisionText(t, { word: 'gaveUp', atMs: 0, detail: 'attemptsExhausted' })).toBe(
      'waterfall.decision.gaveUp{"detail":"waterfall.gaveUp.attemptsExhausted"}',
    );
    expect(decisionText(t, { word: 'fallback', atMs: 0, detail: 'timeout' })).toBe(
      'waterfall.decision.fallback{"detail":"waterfall.outcome.timeout"}',
    );
  });

  it('puts about five ticks at round ms on the axis', () => {
    expect(axisTicksMs(4141)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(axisTicksMs(230)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicksMs(0)).toEqual([0]);
  });
});
