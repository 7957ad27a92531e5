// Pure: the words on a statechart arrow, from the machine's guard and delay names and the
// configured values ("failure rate ≥ 50 % or slow ≥ 70 %, after 10 calls", "after 30 s").
import type { BreakerPolicy } from '../../sim/scenario';

export type Trigger = { kind: 'guard' | 'delay' | 'event'; name: string };

const MS_PER_S = 1000;
export function duration(ms: number): string {
  return ms < MS_PER_S ? `${ms} ms` : `${Math.round((ms / MS_PER_S) * 10) / 10} s`;
}

/**
 * The phrase for one trigger, or null when it cannot fire with this configuration (a
 * consecutive-failures guard on a sliding-window breaker, a disabled timer).
 */
export function triggerPhrase(t: Trigger, c: BreakerPolicy): string | null {
  const sliding = c.type === 'slidingWindow';
  switch (t.name) {
    case 'failureRateExceeded':
      return sliding ? `failure rate ≥ ${c.failureRateThreshold} %` : null;
    case 'slowCallRateExceeded':
      // The slow-call duration is in the settings; the arrow keeps to the rule.
      return sliding ? `slow ≥ ${c.slowCallRateThreshold} %` : null;
    case 'failuresInARowReached':
      return sliding ? null : `${c.failureThreshold} failures in a row`;
    case 'trialCallFailed':
      return sliding ? null : 'a trial call failed';
    case 'halfOpenTrialsComplete':
      return sliding
        ? `${c.permittedNumberOfCallsInHalfOpenState} trial calls pass`
        : `${c.successThreshold} successful trial calls`;
    case 'openDuration':
    case 'automaticTransitionEnabled':
      return c.automaticTransitionFromOpenToHalfOpenEnabled
        ? `after ${duration(c.waitDurationInOpenStateMs)}`
        : null;
    case 'openDurationElapsed':
      return c.automaticTransitionFromOpenToHalfOpenEnabled
        ? null
        : `first call after ${duration(c.waitDurationInOpenStateMs)}`;
    case 'maxWaitInHalfOpen':
      return c.maxWaitDurationInHalfOpenStateMs > 0
        ? `no verdict after ${duration(c.maxWaitDurationInHalfOpenStateMs)}`
        : null;
    // The max wait ends in OPEN or CLOSED (transitionToStateAfterWaitDuration): one arrow shows.
    case 'maxWaitInHalfOpenLimited':
    case 'maxWaitInHalfOpenEndsInClosed': {
      const endsIn = t.name === 'maxWaitInHalfOpenLimited' ? 'OPEN' : 'CLOSED';
      return c.maxWaitDurationInHalfOpenStateMs > 0 &&
        c.transitionToStateAfterWaitDuration === endsIn
        ? `no verdict after ${duration(c.maxWaitDurationInHalfOpenStateMs)}`
        : null;
    }
    default:
      // A guard this view does not know yet: show its name rather than hide the arrow.
      return t.name;
  }
}

/** Joins the phrases of one arrow, adding the window's minimum where rates are judged. */
export function arrowLabel(source: string, phrases: readonly string[], c: BreakerPolicy): string {
  const unique = [...new Set(phrases)];
  const rates = unique.filter((p) => p.startsWith('failure rate') || p.startsWith('slow'));
  const others = unique.filter((p) => !rates.includes(p));
  const parts: string[] = [];
  if (rates.length > 0) {
    const judged =
      source === 'halfOpen' ? ' in the trial calls' : `, after ${c.minimumNumberOfCalls} calls`;
    parts.push(rates.join(' or ') + judged);
  }
  parts.push(...others);
  return parts.join(' or ');
}
