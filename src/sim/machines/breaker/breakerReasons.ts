// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Readable reasons for breaker transitions, e.g. "OPEN: 12 of the last 20 calls failed, 60 % ≥ 50 %".
import type { BreakerConfig } from './breakerConfig';
import type { CallRecordedFacts } from './breakerRules';

export type ReasonKind =
  | 'failureRate'
  | 'slowCallRate'
  | 'failuresInARow'
  | 'trialFailed'
  | 'trialsPassed'
  | 'openDurationElapsed'
  | 'maxWaitInHalfOpenElapsed'
  | 'maxWaitInHalfOpenElapsedClosing';

const MS_PER_SECOND = 1000;

/** 60 → "60", 33.333 → "33.3". */
export function formatPercent(ratePercent: number): string {
  return String(Math.round(ratePercent * 10) / 10);
}

/** 30000 → "30 s", 1500 → "1.5 s", 250 → "250 ms". */
export function formatDuration(durationMs: number): string {
  if (durationMs < MS_PER_SECOND) return `${durationMs} ms`;
  return `${Math.round((durationMs / MS_PER_SECOND) * 10) / 10} s`;
}

function windowPhrase(config: BreakerConfig, calls: number, inHalfOpen: boolean): string {
  if (inHalfOpen) return `${calls} trial calls`;
  if (config.type === 'slidingWindow' && config.slidingWindowType === 'TIME_BASED') {
    return `${calls} calls in the last ${config.slidingWindowSize} s`;
  }
  return `the last ${calls} calls`;
}

/** The reason text for a transition; `facts` are present for `call.recorded` transitions. */
export function describeReason(
  kind: ReasonKind,
  config: BreakerConfig,
  facts: CallRecordedFacts | undefined,
  fromHalfOpen: boolean,
  /** The wait of this opening (it grows with waitDurationMultiplierInOpenState). */
  openWaitMs = config.waitDurationInOpenStateMs,
): string {
  const calls = facts?.numberOfBufferedCalls ?? 0;
  const window = windowPhrase(config, calls, fromHalfOpen);
  switch (kind) {
    case 'failureRate': {
      const threshold = config.type === 'slidingWindow' ? config.failureRateThreshold : 100;
      return (
        `OPEN: ${facts?.numberOfFailedCalls ?? 0} of ${window} failed, ` +
        `${formatPercent(facts?.failureRate ?? 0)} % ≥ ${formatPercent(threshold)} %`
      );
    }
    case 'slowCallRate': {
      const threshold = config.type === 'slidingWindow' ? config.slowCallRateThreshold : 100;
      const slowMs = config.slowCallDurationThresholdMs ?? 0;
      return (
        `OPEN: ${facts?.numberOfSlowCalls ?? 0} of ${window} were slower than ` +
        `${formatDuration(slowMs)}, ${formatPercent(facts?.slowCallRate ?? 0)} % ≥ ` +
        `${formatPercent(threshold)} %`
      );
    }
    case 'failuresInARow':
      return `OPEN: ${facts?.consecutiveFailures ?? 0} failures in a row`;
    case 'trialFailed':
      return 'OPEN: a trial call failed in HALF_OPEN';
    case 'trialsPassed':
      if (config.type === 'consecutiveFailures') {
        return `CLOSED: ${facts?.successfulTrialCalls ?? 0} successful trial calls`;
      }
      return (
        `CLOSED: ${calls} trial calls, failure rate ${formatPercent(facts?.failureRate ?? 0)} % ` +
        `< ${formatPercent(config.failureRateThreshold)} %`
      );
    case 'openDurationElapsed':
      return `HALF_OPEN: ${formatDuration(openWaitMs)} in OPEN elapsed`;
    case 'maxWaitInHalfOpenElapsed':
      return (
        `OPEN: ${formatDuration(config.maxWaitDurationInHalfOpenStateMs)} in HALF_OPEN ` +
        'without a verdict'
      );
    case 'maxWaitInHalfOpenElapsedClosing':
      return (
        `CLOSED: ${formatDuration(config.maxWaitDurationInHalfOpenStateMs)} in HALF_OPEN ` +
        'without a verdict'
      );
  }
}

/** Reasons for the transitions asked for by hand (the facade's transitionTo* methods). */
export const MANUAL_REASONS = {
  'breaker.opened': 'OPEN: transitionToOpenState()',
  'breaker.closed': 'CLOSED: transitionToClosedState()',
  'breaker.halfOpened': 'HALF_OPEN: transitionToHalfOpenState()',
  'breaker.disabled': 'DISABLED: transitionToDisabledState()',
  'breaker.forcedOpen': 'FORCED_OPEN: transitionToForcedOpenState()',
  'breaker.metricsOnly': 'METRICS_ONLY: transitionToMetricsOnlyState()',
  'breaker.reset': 'CLOSED: reset()',
} as const;

export type ManualEventType = keyof typeof MANUAL_REASONS;
