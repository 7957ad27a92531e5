// Pure: the most room a call's badge (CallEdge.tsx) can take, in flow units, estimated from
// its widest possible lines, so the layout keeps that much room between its layers and a
// badge never covers a card. Measuring the DOM would tie the layout to this second's numbers
// (the graph would jump as they change); an estimate of the worst case does not.
import type { CallPolicy } from '../../sim/scenario';
import type { BreakerStateName } from '../../sim/engine/types';
import { graphEn } from '../i18n/catalog/graph.en';
import { graphKo } from '../i18n/catalog/graph.ko';
import { WIDEST_PERCENT_DIGITS } from './health';

export interface BadgeSize {
  width: number;
  height: number;
}

/**
 * Advance widths in em of DejaVu Sans Bold, the widest face the page's font stack falls back
 * to (Inter, Segoe UI and Roboto are narrower): an estimate from it is never short. Characters
 * not listed take LETTER_EM (ASCII) or WIDE_EM (symbols, Hangul).
 */
const EM: Record<string, number> = {
  ' ': 0.348,
  '%': 1.002,
  '/': 0.365,
  '.': 0.38,
  _: 0.5,
  '✗': 0.838,
  ...Object.fromEntries([...'0123456789'].map((d) => [d, 0.696])),
  ...Object.fromEntries(
    [...'abcdefghijklmnopqrstuvwxyz'].map((c, i) => [
      c,
      [
        0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042,
        0.712, 0.687, 0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582,
      ][i]!,
    ]),
  ),
  ...Object.fromEntries(
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
      c,
      [
        0.774, 0.762, 0.734, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995,
        0.837, 0.85, 0.733, 0.85, 0.77, 0.72, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725,
      ][i]!,
    ]),
  ),
};
const LETTER_EM = 0.78;
const WIDE_EM = 1.05;

/**
 * The estimated width of one line of text at `fontPx`.
 * @internal exported for tests
 */
export function textWidth(text: string, fontPx: number, letterSpacingEm = 0): number {
  let em = 0;
  for (const ch of text) em += EM[ch] ?? (ch.charCodeAt(0) < 128 ? LETTER_EM : WIDE_EM);
  return (em + letterSpacingEm * [...text].length) * fontPx;
}

/**
 * The badge's CSS (edges.css), declared there and mirrored here.
 * @internal exported for tests
 */
export const BADGE_CSS = {
  fontPx: 16,
  /** `.edge-label` line-height: fixed, so a line's height does not depend on the font. */
  linePx: 20,
  /** Padding and border of the label, both sides (a selected label's border is 2 px). */
  chromeX: 2 * 5 + 2 * 2,
  chromeY: 2 * 3 + 2 * 2,
  /** The gap between the label's rows. */
  gapPx: 2,
  /** A chip's padding both sides (traffic, bulkhead, cache), and the breaker's border too. */
  chipX: 2 * 6,
  chipY: 2 * 1,
  breakerBorderPx: 2 * 2,
  breakerLetterSpacingEm: 0.02,
} as const;

/** Every state a breaker's chip can name (the type keeps the list whole). */
const BREAKER_STATES = Object.keys({
  CLOSED: true,
  OPEN: true,
  HALF_OPEN: true,
  DISABLED: true,
  FORCED_OPEN: true,
  METRICS_ONLY: true,
} satisfies Record<BreakerStateName, true>);

/** The most digits a live number on a badge shows (calls/s and attempts/s up to 9999). */
const WIDEST_COUNT = '9999';
const WIDEST_PERCENT = '100';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
/** The widest of a catalog string's lines, in either language (the presenter card's too). */
export function widestLine(
  templates: readonly string[],
  values: Record<string, string>,
  fontPx: number = BADGE_CSS.fontPx,
): number {
  const lines = templates.flatMap((t) => fill(t, values).split('\n'));
  return Math.max(...lines.map((l) => textWidth(l, fontPx)));
}
const lineCount = (template: string) => template.split('\n').length;

/** Protections that can make the attempts sent differ from the calls (the "sent" line). */
function mayShowAttempts(policy: CallPolicy): boolean {
  const on = (p: { enabled: boolean } | undefined) => p?.enabled === true;
  return (
    policy.retry.enabled ||
    policy.breaker.enabled ||
    policy.bulkhead.enabled ||
    on(policy.rateLimiter) ||
    on(policy.throttle) ||
    on(policy.hedge) ||
    on(policy.concurrencyLimit) ||
    on(policy.cache)
  );
}

/**
 * The largest the call's badge can draw: a breaker chip in its longest state, the bulkhead's
 * slots, the cache's hit share, and the traffic chip (calls/s, the attempts sent when they
 * differ, the error share), each row as wide as its widest words in English or Korean.
 */
export function badgeSize(
  policy: CallPolicy | undefined,
  /** A closed-loop client whose users keep their own protections: its user count. */
  perUserCount?: number,
  /** The error share on the calls' line ("9999/s 100 % ✗"): a shorter badge (CallEdge). */
  packed = false,
): BadgeSize {
  const css = BADGE_CSS;
  const rows: BadgeSize[] = [];
  const chip = (width: number, lines: number, extraX = 0, extraY = 0): BadgeSize => ({
    width: width + css.chipX + extraX,
    height: lines * css.linePx + css.chipY + extraY,
  });
  if (policy?.breaker.enabled) {
    // Per-user breakers read "12/100 OPEN": the count of users in the state, of all users.
    const users = perUserCount === undefined ? '' : `${perUserCount}/${perUserCount} `;
    const widest = Math.max(
      ...BREAKER_STATES.map((s) =>
        textWidth(`⊗ ${users}${s}`, css.fontPx, css.breakerLetterSpacingEm),
      ),
    );
    rows.push(chip(widest, 1, css.breakerBorderPx, css.breakerBorderPx));
  }
  if (policy?.bulkhead.enabled)
    rows.push(chip(textWidth(`▦ ${WIDEST_COUNT}/${WIDEST_COUNT}`, css.fontPx), 1));
  if (policy?.cache?.enabled) {
    const templates = [graphEn.graph.cacheHit, graphKo.graph.cacheHit];
    const lines = Math.max(...templates.map(lineCount));
    rows.push(chip(widestLine(templates, { percent: WIDEST_PERCENT }), lines));
  }
  if (perUserCount !== undefined && policy?.retry.enabled && policy.retry.budget.enabled) {
    // Tokens are shown to a tenth (CallEdge's roundTokens) and never exceed the bucket.
    const tokens = `${Math.floor(policy.retry.budget.maxTokens)}.9`;
    const templates = [graphEn.graph.usersTokens, graphKo.graph.usersTokens];
    rows.push(chip(widestLine(templates, { min: tokens, median: tokens }), 1));
  }
  const calls = `${WIDEST_COUNT}/s`;
  const errors = WIDEST_PERCENT_DIGITS.map((digits) => `${digits} % ✗`);
  // Packed, both share one line; else each has its own (the widest error text sizes it).
  const traffic = packed ? errors.map((e) => `${calls} ${e}`) : [calls, ...errors];
  const trafficLines = packed ? 1 : 2;
  const sent = [graphEn.graph.sent, graphKo.graph.sent];
  const attempts = policy !== undefined && mayShowAttempts(policy);
  const trafficWidth = Math.max(
    ...traffic.map((l) => textWidth(l, css.fontPx)),
    attempts ? widestLine(sent, { count: WIDEST_COUNT }) : 0,
  );
  rows.push(chip(trafficWidth, trafficLines + Number(attempts)));
  return {
    width: Math.ceil(Math.max(...rows.map((r) => r.width)) + css.chromeX),
    height: Math.ceil(
      rows.reduce((sum, r) => sum + r.height, 0) + css.gapPx * (rows.length - 1) + css.chromeY,
    ),
  };
}
