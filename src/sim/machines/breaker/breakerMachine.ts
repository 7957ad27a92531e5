// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The circuit breaker's statechart. It reads like the seed's diagram:
//
//   closed ──(failure or slow rate ≥ threshold | N failures in a row)──▶ open
//   open ──(openDuration, if automatic | permission.requested after the wait)──▶ halfOpen
//   halfOpen ──(trials judged: below thresholds | M successes)──▶ closed
//   halfOpen ──(trials judged: at/above thresholds | a trial failed | maxWaitInHalfOpen)──▶ open
//   any ──(by hand)──▶ disabled | forcedOpen | metricsOnly | closed (reset)
//
// The machine holds no counters: the facade keeps the sliding windows in plain code (a
// million outcomes per run) and sends `call.recorded` only when the facts could change the
// state. The guards below still make every decision. Delays run on the actor's clock, which
// the engine sets to its simulated clock.
import { assign, setup } from 'xstate';
import type { BreakerConfig } from './breakerConfig';
import type { BreakerState } from './circuitBreakerTypes';
import {
  describeReason,
  MANUAL_REASONS,
  type ManualEventType,
  type ReasonKind,
} from './breakerReasons';
import { isOpenDurationElapsed, isRateAtOrAbove, type CallRecordedFacts } from './breakerRules';

export interface BreakerContext {
  config: BreakerConfig;
  /** Why the breaker is in its current state, e.g. "OPEN: 3 failures in a row". */
  reason: string;
  /** Bumped on every state entry, re-entries included, so observers see fresh state instances. */
  stateEpoch: number;
}

export type BreakerEvent =
  | ({ type: 'call.recorded' } & CallRecordedFacts)
  /** A fact in the vocabulary; rejections never change the state, so the facade does not send it. */
  | { type: 'call.rejected' }
  | { type: 'permission.requested'; openElapsedMs: number }
  | { type: ManualEventType };

export type BreakerStateValue =
  'closed' | 'open' | 'halfOpen' | 'disabled' | 'forcedOpen' | 'metricsOnly';

/** The machine's state names in Resilience4j's spelling. */
export const BREAKER_STATE_NAMES: Record<BreakerStateValue, BreakerState> = {
  closed: 'CLOSED',
  open: 'OPEN',
  halfOpen: 'HALF_OPEN',
  disabled: 'DISABLED',
  forcedOpen: 'FORCED_OPEN',
  metricsOnly: 'METRICS_ONLY',
};

function factsOf(event: BreakerEvent): CallRecordedFacts | undefined {
  return event.type === 'call.recorded' ? event : undefined;
}

function slidingConfig(config: BreakerConfig) {
  return config.type === 'slidingWindow' ? config : undefined;
}

function consecutiveConfig(config: BreakerConfig) {
  return config.type === 'consecutiveFailures' ? config : undefined;
}

/** A transition taken by hand: re-entering the current state restarts it, as in Resilience4j. */
function byHand(target: BreakerStateValue) {
  return { target, reenter: true, actions: 'explainManualTransition' } as const;
}

/** The same from the root: targeting a child from the root always re-enters that child. */
function byHandFromAnyState(target: BreakerStateValue) {
  return { target: `.${target}`, actions: 'explainManualTransition' } as const;
}

const explain = (because: ReasonKind, inHalfOpen = false) =>
  ({ type: 'explain', params: { because, inHalfOpen } }) as const;

export const breakerMachine = setup({
  types: {
    context: {} as BreakerContext,
    events: {} as BreakerEvent,
    input: {} as { config: BreakerConfig },
  },
  actions: {
    countStateEntry: assign({ stateEpoch: ({ context }) => context.stateEpoch + 1 }),
    explain: assign({
      reason: ({ context, event }, params: { because: ReasonKind; inHalfOpen: boolean }) =>
        describeReason(params.because, context.config, factsOf(event), params.inHalfOpen),
    }),
    explainManualTransition: assign({
      reason: ({ context, event }) =>
        event.type in MANUAL_REASONS
          ? MANUAL_REASONS[event.type as ManualEventType]
          : context.reason,
    }),
  },
  guards: {
    failureRateExceeded: ({ context, event }) => {
      const config = slidingConfig(context.config);
      const facts = factsOf(event);
      return (
        !!config &&
        !!facts &&
        facts.slowCallRate !== -1 &&
        isRateAtOrAbove(facts.failureRate, config.failureRateThreshold)
      );
    },
    slowCallRateExceeded: ({ context, event }) => {
      const config = slidingConfig(context.config);
      const facts = factsOf(event);
      return (
        !!config &&
        !!facts &&
        facts.failureRate !== -1 &&
        isRateAtOrAbove(facts.slowCallRate, config.slowCallRateThreshold)
      );
    },
    failuresInARowReached: ({ context, event }) => {
      const config = consecutiveConfig(context.config);
      const facts = factsOf(event);
      return !!config && !!facts && facts.consecutiveFailures >= config.failureThreshold;
    },
    trialCallFailed: ({ context, event }) =>
      !!consecutiveConfig(context.config) && factsOf(event)?.outcome === 'failure',
    halfOpenTrialsComplete: ({ context, event }) => {
      const facts = factsOf(event);
      if (!facts) return false;
      const config = consecutiveConfig(context.config);
      // Sliding window: judged once the half-open minimum is reached (the rates are no longer -1).
      if (!config) return facts.failureRate !== -1;
      return facts.successfulTrialCalls >= config.successThreshold;
    },
    openDurationElapsed: ({ context, event }) =>
      event.type === 'permission.requested' &&
      isOpenDurationElapsed(event.openElapsedMs, context.config.waitDurationInOpenStateMs),
    automaticTransitionEnabled: ({ context }) =>
      context.config.automaticTransitionFromOpenToHalfOpenEnabled,
    maxWaitInHalfOpenLimited: ({ context }) => context.config.maxWaitDurationInHalfOpenStateMs > 0,
  },
  delays: {
    openDuration: ({ context }) => context.config.waitDurationInOpenStateMs,
    maxWaitInHalfOpen: ({ context }) => context.config.maxWaitDurationInHalfOpenStateMs,
  },
}).createMachine({
  id: 'breaker',
  context: ({ input }) => ({ config: input.config, reason: 'CLOSED: created', stateEpoch: 0 }),
  initial: 'closed',
  // Resilience4j allows these from every state.
  on: {
    'breaker.reset': byHandFromAnyState('closed'),
    'breaker.closed': byHandFromAnyState('closed'),
    'breaker.disabled': byHandFromAnyState('disabled'),
    'breaker.forcedOpen': byHandFromAnyState('forcedOpen'),
    'breaker.metricsOnly': byHandFromAnyState('metricsOnly'),
  },
  states: {
    closed: {
      entry: 'countStateEntry',
      on: {
        'call.recorded': [
          { guard: 'failureRateExceeded', target: 'open', actions: explain('failureRate') },
          { guard: 'slowCallRateExceeded', target: 'open', actions: explain('slowCallRate') },
          { guard: 'failuresInARowReached', target: 'open', actions: explain('failuresInARow') },
        ],
        'breaker.opened': byHand('open'),
      },
    },
    open: {
      entry: 'countStateEntry',
      after: {
        openDuration: {
          guard: 'automaticTransitionEnabled',
          target: 'halfOpen',
          actions: explain('openDurationElapsed'),
        },
      },
      on: {
        'permission.requested': {
          guard: 'openDurationElapsed',
          target: 'halfOpen',
          actions: explain('openDurationElapsed'),
        },
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    halfOpen: {
      entry: 'countStateEntry',
      after: {
        maxWaitInHalfOpen: {
          guard: 'maxWaitInHalfOpenLimited',
          target: 'open',
          actions: explain('maxWaitInHalfOpenElapsed'),
        },
      },
      on: {
        'call.recorded': [
          { guard: 'trialCallFailed', target: 'open', actions: explain('trialFailed', true) },
          { guard: 'failureRateExceeded', target: 'open', actions: explain('failureRate', true) },
          { guard: 'slowCallRateExceeded', target: 'open', actions: explain('slowCallRate', true) },
          {
            guard: 'halfOpenTrialsComplete',
            target: 'closed',
            actions: explain('trialsPassed', true),
          },
        ],
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    disabled: {
      entry: 'countStateEntry',
      on: {
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    forcedOpen: {
      entry: 'countStateEntry',
      on: {
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    // Resilience4j forbids METRICS_ONLY → OPEN and → HALF_OPEN: it never opens.
    metricsOnly: { entry: 'countStateEntry' },
  },
});
