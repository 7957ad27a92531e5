// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Why a breaker changed state, as a code with figures (TransitionCause), and in English
// ("OPEN: 12 of the last 20 calls failed, 60 % ≥ 50 %") for the CLI, the reports and the
// tests. The page renders the cause through its catalogs; its English catalog imports these
// templates, so each sentence is declared once, here.
import { fillTemplate, type TemplateValues } from '../../fillTemplate';
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

/** The English of each cause; `{{window}}` is one of WINDOW_EN. */
export const REASONS_EN = {
  failureRate: 'OPEN: {{failed}} of {{window}} failed, {{rate}} % ≥ {{threshold}} %',
  slowCallRate:
    'OPEN: {{slow}} of {{window}} were slower than {{slowDuration}}, {{rate}} % ≥ {{threshold}} %',
  failuresInARow: 'OPEN: {{inARow}} failures in a row',
  trialFailed: 'OPEN: a trial call failed in HALF_OPEN',
  trialsPassed: 'CLOSED: {{calls}} trial calls, failure rate {{rate}} % < {{threshold}} %',
  trialsPassedInARow: 'CLOSED: {{successes}} successful trial calls',
  openDurationElapsed: 'HALF_OPEN: {{wait}} in OPEN elapsed',
  maxWaitInHalfOpenElapsed: 'OPEN: {{wait}} in HALF_OPEN without a verdict',
  maxWaitInHalfOpenElapsedClosing: 'CLOSED: {{wait}} in HALF_OPEN without a verdict',
  created: 'CLOSED: created',
  manual: '{{method}}',
} as const;

/** How the calls a rate was measured over are counted. */
export const WINDOW_EN = {
  trial: '{{calls}} trial calls',
  time: '{{calls}} calls in the last {{windowS}} s',
  count: 'the last {{calls}} calls',
} as const;

export type CauseKind = keyof typeof REASONS_EN;
export type ReasonWindow = keyof typeof WINDOW_EN;

/** Why a breaker entered its state: a code and the figures its sentence quotes. */
export interface TransitionCause {
  kind: CauseKind;
  /** For rates: over which calls. */
  window?: ReasonWindow;
  /** Counts; rates in percent (rounded to 0.1); durations in ms; the window in s. */
  figures: Readonly<Record<string, number>>;
  /** For `manual`: the English of MANUAL_REASONS (a method name reads the same anywhere). */
  method?: string;
}

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

const round1 = (x: number) => Math.round(x * 10) / 10;

function windowOf(config: BreakerConfig, inHalfOpen: boolean): ReasonWindow {
  if (inHalfOpen) return 'trial';
  return config.type === 'slidingWindow' && config.slidingWindowType === 'TIME_BASED'
    ? 'time'
    : 'count';
}

/** The cause of a transition; `facts` are present for `call.recorded` transitions. */
export function explainReason(
  kind: ReasonKind,
  config: BreakerConfig,
  facts: CallRecordedFacts | undefined,
  fromHalfOpen: boolean,
  /** The wait of this opening (it grows with waitDurationMultiplierInOpenState). */
  openWaitMs = config.waitDurationInOpenStateMs,
): TransitionCause {
  const calls = facts?.numberOfBufferedCalls ?? 0;
  const sliding = config.type === 'slidingWindow';
  const window = windowOf(config, fromHalfOpen);
  const windowS = sliding ? config.slidingWindowSize : 0;
  switch (kind) {
    case 'failureRate':
      return {
        kind,
        window,
        figures: {
          failed: facts?.numberOfFailedCalls ?? 0,
          calls,
          windowS,
          rate: round1(facts?.failureRate ?? 0),
          threshold: round1(sliding ? config.failureRateThreshold : 100),
        },
      };
    case 'slowCallRate':
      return {
        kind,
        window,
        figures: {
          slow: facts?.numberOfSlowCalls ?? 0,
          calls,
          windowS,
          slowMs: config.slowCallDurationThresholdMs ?? 0,
          rate: round1(facts?.slowCallRate ?? 0),
          threshold: round1(sliding ? config.slowCallRateThreshold : 100),
        },
      };
    case 'failuresInARow':
      return { kind, figures: { inARow: facts?.consecutiveFailures ?? 0 } };
    case 'trialFailed':
      return { kind, figures: {} };
    case 'trialsPassed':
      if (!sliding)
        return {
          kind: 'trialsPassedInARow',
          figures: { successes: facts?.successfulTrialCalls ?? 0 },
        };
      return {
        kind,
        figures: {
          calls,
          rate: round1(facts?.failureRate ?? 0),
          threshold: round1(config.failureRateThreshold),
        },
      };
    case 'openDurationElapsed':
      return { kind, figures: { waitMs: openWaitMs } };
    case 'maxWaitInHalfOpenElapsed':
    case 'maxWaitInHalfOpenElapsedClosing':
      return { kind, figures: { waitMs: config.maxWaitDurationInHalfOpenStateMs } };
  }
}

export const CREATED: TransitionCause = { kind: 'created', figures: {} };

export const manualCause = (type: ManualEventType): TransitionCause => ({
  kind: 'manual',
  figures: {},
  method: MANUAL_REASONS[type],
});

/**
 * The values a cause's sentence fills in, durations written out ("30 s", "250 ms": SI units
 * read the same in every language the page speaks). `window` is filled by the caller.
 */
export function causeValues(cause: TransitionCause): TemplateValues {
  const f = cause.figures;
  return {
    ...f,
    ...(f.waitMs !== undefined ? { wait: formatDuration(f.waitMs) } : {}),
    ...(f.slowMs !== undefined ? { slowDuration: formatDuration(f.slowMs) } : {}),
    ...(cause.method ? { method: cause.method } : {}),
  };
}

/** The cause in English. */
export function reasonWords(cause: TransitionCause): string {
  const values = causeValues(cause);
  const window = cause.window ? fillTemplate(WINDOW_EN[cause.window], values) : '';
  return fillTemplate(REASONS_EN[cause.kind], { ...values, window });
}
