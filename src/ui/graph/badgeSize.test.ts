import { describe, expect, it } from 'vitest';
import { callPolicySchema } from '../../sim/scenario';
import { BADGE_CSS, badgeSize, textWidth } from './badgeSize';

const policy = (input: Record<string, unknown>) => callPolicySchema.parse(input);

// Widths measured in Chromium (DejaVu Sans Bold at 16 px, the page's fallback face) with the
// real badge CSS (edges.css), in flow units, 1 px border: the estimate must never be short.
const MEASURED = {
  trafficOnly: 83.9, // "9999/s"
  withErrors: 98.0, // "9999/s" over "100 % ✗"
  withSent: 113.5, // "9999/s", "9999 sent", "100 % ✗"
  korean: 104.2, // "9999/s", "9999 시도"
  metricsOnly: 181.4, // "⊗ METRICS_ONLY", the longest breaker state
};
/** A selected badge's border is 2 px instead of 1: two more pixels across. */
const SELECTED = 2;

describe('textWidth', () => {
  it('matches the digits and units a badge shows (DejaVu Sans Bold advances)', () => {
    expect(textWidth('9999/s', 16)).toBeCloseTo(59.9, 0);
    expect(textWidth('9999 sent', 16)).toBeCloseTo(89.5, 0);
    // Half the size, half the width.
    expect(textWidth('9999/s', 8)).toBeCloseTo(textWidth('9999/s', 16) / 2, 6);
  });

  it('counts symbols and Hangul as wide characters', () => {
    expect(textWidth('시도', 16)).toBeGreaterThanOrEqual(2 * 15);
    expect(textWidth('⊗', 16)).toBeGreaterThan(textWidth('o', 16));
  });
});

describe('badgeSize', () => {
  it('keeps room for the error line on a plain call (pool-domino’s client badges)', () => {
    // Was 84 px: "100 % ✗" (98 px drawn) stuck out of the gap and over the cards.
    expect(badgeSize(undefined).width).toBeGreaterThanOrEqual(MEASURED.withErrors + SELECTED);
    expect(badgeSize(undefined).width).toBeLessThan(MEASURED.withErrors + 10);
    expect(badgeSize(policy({})).width).toBe(badgeSize(undefined).width);
  });

  it('adds the attempts line, in its widest language, for protections that change attempts', () => {
    const plain = badgeSize(undefined);
    const retry = badgeSize(policy({ retry: { enabled: true } }));
    expect(retry.height).toBe(plain.height + BADGE_CSS.linePx);
    expect(retry.width).toBeGreaterThanOrEqual(
      Math.max(MEASURED.withSent, MEASURED.korean) + SELECTED,
    );
    // A timeout alone never makes attempts differ from calls.
    expect(badgeSize(policy({ timeoutMs: 500 }))).toEqual(plain);
    for (const on of [{ bulkhead: { enabled: true } }, { cache: { enabled: true } }])
      expect(badgeSize(policy(on)).height).toBeGreaterThan(retry.height);
  });

  it('is as wide as the longest breaker state, which the breaker buttons can force', () => {
    const breaker = badgeSize(policy({ breaker: { enabled: true } }));
    expect(breaker.width).toBeGreaterThanOrEqual(MEASURED.metricsOnly + SELECTED);
    // Its chip is a row of its own: line, padding and a 2 px border each side.
    const retryLike = badgeSize(policy({ retry: { enabled: true } }));
    expect(breaker.height).toBe(
      retryLike.height + BADGE_CSS.linePx + BADGE_CSS.chipY + BADGE_CSS.breakerBorderPx + 2,
    );
  });

  it('draws a cache’s hit share on two short lines, not one long one', () => {
    const cache = badgeSize(policy({ cache: { enabled: true } }));
    const retry = badgeSize(policy({ retry: { enabled: true } }));
    // "cache hit" over "100 %": no wider than the traffic lines below it.
    expect(cache.width).toBe(retry.width);
    expect(cache.height).toBe(retry.height + 2 * BADGE_CSS.linePx + BADGE_CSS.chipY + 2);
  });

  it('keeps room for per-user breakers and tokens on a closed-loop client (worldui badges)', () => {
    const breakerAndBudget = policy({
      breaker: { enabled: true },
      retry: { enabled: true, budget: { enabled: true, maxTokens: 50 } },
    });
    const shared = badgeSize(breakerAndBudget);
    const perUser = badgeSize(breakerAndBudget, 1000);
    // "⊗ 1000/1000 METRICS_ONLY" is wider than the state alone.
    expect(perUser.width).toBeGreaterThan(shared.width + textWidth('1000/1000 ', 16) - 1);
    // The tokens row ("tokens min 50.9 · median 50.9") is a chip of its own.
    expect(perUser.height).toBe(shared.height + BADGE_CSS.linePx + BADGE_CSS.chipY + 2);
    // Shared protections draw no user counts.
    expect(badgeSize(breakerAndBudget, undefined)).toEqual(shared);
  });
});
