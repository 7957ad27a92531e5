// The budget beside the timeout sliders on the timeout-budget lesson (seed 002): 49 s for a
// comment, 98 s for a card, both inside the 120 s proxy; 18.6 s the largest per-attempt
// timeout that keeps a card inside it; and the verdict turning as the slider passes it.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import type { Scenario } from '../../sim/scenario';
import { budgetRows } from './timeoutBudgetRows';

const lesson = presetScenario('timeout-budget');
const withTimeout = (s: Scenario, timeoutMs: number): Scenario => ({
  ...s,
  services: s.services.map((x) =>
    x.name === 'api' ? { ...x, policies: { gemini: { ...x.policies.gemini!, timeoutMs } } } : x,
  ),
});

describe('timeout budget beside the api → gemini sliders', () => {
  it("seed 002's figures: 49 s and 98 s fit 120 s; 18.6 s is the largest that fits a card", () => {
    const rows = budgetRows(lesson, 'api->gemini');
    expect(rows.map((r) => r.client)).toEqual(['comments', 'cards']);
    const [comments, cards] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(comments.fits).toBe(true);
    expect(comments.words).toContain('worst case 49.005 s fits');
    expect(comments.arithmetic).toEqual(['3 × 15 s + 2 s + 2 s = 49 s']);
    expect(cards.words).toContain('worst case 98.005 s fits');
    expect(cards.words).toContain('with 21.995 s to spare');
    expect(cards.fit).toContain(': 18.6 s (exactly');
  });

  it('moves with the slider: at 18.7 s a card no longer fits, a comment still does', () => {
    const rows = budgetRows(withTimeout(lesson, 18_700), 'api->gemini');
    expect(rows.find((r) => r.client === 'cards')!.fits).toBe(false);
    expect(rows.find((r) => r.client === 'cards')!.words).toMatch(/exceeds cards's 120 s timeout/);
    expect(rows.find((r) => r.client === 'comments')!.fits).toBe(true);
  });

  it("a client's own edge shows its verdict, without a per-attempt fit for another edge", () => {
    const rows = budgetRows(lesson, 'cards->api');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client: 'cards', fits: true });
    expect(rows[0]!.fit).toBeUndefined();
  });

  it('an edge no route goes through has nothing to show', () => {
    expect(budgetRows(lesson, 'gemini->api')).toEqual([]);
  });
});
