// Pure: the words on a statechart arrow, from the machine's guard and delay names and the
// configured values ("failure rate ≥ 50 % or slow ≥ 70 %, after 10 calls", "after 30 s").
// The English templates live here once; the page's English catalog imports them, its Korean
// mirrors them, and the layout takes the page's words (statechartLayout.ts).
import type { BreakerPolicy } from '../../sim/scenario';
import { fillTemplate, type TemplateValues } from '../../sim/fillTemplate';

export type Trigger = { kind: 'guard' | 'delay' | 'event'; name: string };

export const TRANSITION_EN = {
  failureRate: 'failure rate ≥ {{pct}} %',
  slowRate: 'slow ≥ {{pct}} %',
  failuresInARow: '{{count}} failures in a row',
  trialFailed: 'a trial call failed',
  trialsPass: '{{count}} trial calls pass',
  trialsSucceed: '{{count}} successful trial calls',
  after: 'after {{time}}',
  firstCallAfter: 'first call after {{time}}',
  noVerdict: 'no verdict after {{time}}',
  or: '{{a}} or {{b}}',
  inTrials: '{{rates}} in the trial calls',
  afterCalls: '{{rates}}, after {{count}} calls',
} as const;
export type TransitionWords = (key: keyof typeof TRANSITION_EN, values: TemplateValues) => string;
export const englishTransitions: TransitionWords = (key, values) =>
  fillTemplate(TRANSITION_EN[key], values);

/** A phrase, and whether it is a rate judged over the window (joined, then qualified). */
export interface Phrase {
  text: string;
  rate: boolean;
}

const MS_PER_S = 1000;
function duration(ms: number): string {
  return ms < MS_PER_S ? `${ms} ms` : `${Math.round((ms / MS_PER_S) * 10) / 10} s`;
}

/**
 * The phrase for one trigger, or null when it cannot fire with this configuration (a
 * consecutive-failures guard on a sliding-window breaker, a disabled timer).
 */
export function triggerPhrase(
  t: Trigger,
  c: BreakerPolicy,
  words: TransitionWords = englishTransitions,
): Phrase | null {
  const sliding = c.type === 'slidingWindow';
  const plain = (text: string): Phrase => ({ text, rate: false });
  switch (t.name) {
    case 'failureRateExceeded':
      return sliding
        ? { text: words('failureRate', { pct: c.failureRateThreshold }), rate: true }
        : null;
    case 'slowCallRateExceeded':
      // The slow-call duration is in the settings; the arrow keeps to the rule.
      return sliding
        ? { text: words('slowRate', { pct: c.slowCallRateThreshold }), rate: true }
        : null;
    case 'failuresInARowReached':
      return sliding ? null : plain(words('failuresInARow', { count: c.failureThreshold }));
    case 'trialCallFailed':
      return sliding ? null : plain(words('trialFailed', {}));
    case 'halfOpenTrialsComplete':
      return plain(
        sliding
          ? words('trialsPass', { count: c.permittedNumberOfCallsInHalfOpenState })
          : words('trialsSucceed', { count: c.successThreshold }),
      );
    case 'openDuration':
    case 'automaticTransitionEnabled':
      return c.automaticTransitionFromOpenToHalfOpenEnabled
        ? plain(words('after', { time: duration(c.waitDurationInOpenStateMs) }))
        : null;
    case 'openDurationElapsed':
      return c.automaticTransitionFromOpenToHalfOpenEnabled
        ? null
        : plain(words('firstCallAfter', { time: duration(c.waitDurationInOpenStateMs) }));
    case 'maxWaitInHalfOpen':
      return c.maxWaitDurationInHalfOpenStateMs > 0
        ? plain(words('noVerdict', { time: duration(c.maxWaitDurationInHalfOpenStateMs) }))
        : null;
    // The max wait ends in OPEN or CLOSED (transitionToStateAfterWaitDuration): one arrow shows.
    case 'maxWaitInHalfOpenLimited':
    case 'maxWaitInHalfOpenEndsInClosed': {
      const endsIn = t.name === 'maxWaitInHalfOpenLimited' ? 'OPEN' : 'CLOSED';
      return c.maxWaitDurationInHalfOpenStateMs > 0 &&
        c.transitionToStateAfterWaitDuration === endsIn
        ? plain(words('noVerdict', { time: duration(c.maxWaitDurationInHalfOpenStateMs) }))
        : null;
    }
    default:
      // A guard this view does not know yet: show its name rather than hide the arrow.
      return plain(t.name);
  }
}

/** Joins the phrases of one arrow, adding the window's minimum where rates are judged. */
export function arrowLabel(
  source: string,
  phrases: readonly Phrase[],
  c: BreakerPolicy,
  words: TransitionWords = englishTransitions,
): string {
  const unique = [...new Map(phrases.map((p) => [p.text, p])).values()];
  const or = (texts: string[]) => texts.reduce((a, b) => words('or', { a, b }));
  const rates = unique.filter((p) => p.rate).map((p) => p.text);
  const others = unique.filter((p) => !p.rate).map((p) => p.text);
  const parts: string[] = [];
  if (rates.length > 0)
    parts.push(
      source === 'halfOpen'
        ? words('inTrials', { rates: or(rates) })
        : words('afterCalls', { rates: or(rates), count: c.minimumNumberOfCalls }),
    );
  parts.push(...others);
  return parts.length > 0 ? or(parts) : '';
}
