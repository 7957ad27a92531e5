// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The circuit breaker's statechart, the only place where the breaker decides. It reads like
// the seed's diagram:
//
//   closed ──(failure or slow rate ≥ threshold | N failures in a row)──▶ open
//   open ──(openDuration, if automatic | permission.requested after the wait)──▶ halfOpen
//   halfOpen ──(trials judged: below thresholds | M successes)──▶ closed
//   halfOpen ──(trials judged: at/above thresholds | a trial failed | maxWaitInHalfOpen)──▶ open
//   halfOpen ──(maxWaitInHalfOpen, transitionToStateAfterWaitDuration = CLOSED)──▶ closed
//   any ──(by hand)──▶ disabled | forcedOpen | metricsOnly | closed (reset)
//
// Everything the guards read is in the context or reached from it: the state's metrics
// (the facade counts each outcome into them, then sends `call.recorded` unless these very
// guards say no transition would be taken), the trial permits left in HALF_OPEN (granted
// and given back here), the time the state was entered and the length of this opening
// (it grows with each reopening when waitDurationMultiplierInOpenState > 1). The states
// that always permit calls carry the tag `permitsCalls`. The threshold events of
// Resilience4j's EventPublisher (FAILURE_RATE_EXCEEDED, SLOW_CALL_RATE_EXCEEDED, in CLOSED and,
// once per stay, in METRICS_ONLY) are emitted here. Delays run on the actor's clock, which
// the engine sets to its simulated clock.
import { setup } from 'xstate';
import { assign, enqueueActions } from '../fastPath/xstateBuiltIns';
import {
  contextOnEntry,
  initialContext,
  type BreakerContext,
  type BreakerEmitted,
  type BreakerEvent,
  type BreakerInput,
  type BreakerStateValue,
} from './breakerContext';
import { breakerGuards } from './breakerGuards';
import { recordedFacts } from './breakerMetrics';
import {
  explainReason,
  MANUAL_REASONS,
  manualCause,
  reasonWords,
  type ManualEventType,
  type ReasonKind,
} from './breakerReasons';

export { BREAKER_STATE_NAMES } from './breakerContext';
export type {
  BreakerContext,
  BreakerEmitted,
  BreakerEvent,
  BreakerStateValue,
} from './breakerContext';

/** Tag of the states whose answer to a permission request is always yes. */
export const PERMITS_CALLS_TAG = 'permitsCalls';
/** Tag of the states that publish per-call events (Resilience4j: not DISABLED, not FORCED_OPEN). */
export const PUBLISHES_CALL_EVENTS_TAG = 'publishesCallEvents';

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

/** Entry and exit bookkeeping of one state. */
function stateNode(state: BreakerStateValue) {
  return {
    entry: { type: 'enterState', params: { state } },
    exit: { type: 'leaveState', params: { state } },
  } as const;
}

function outcomeOf(event: BreakerEvent): 'success' | 'failure' {
  return event.type === 'call.recorded' ? event.outcome : 'success';
}

export const breakerMachine = setup({
  types: {
    context: {} as BreakerContext,
    events: {} as BreakerEvent,
    input: {} as BreakerInput,
    emitted: {} as BreakerEmitted,
  },
  actions: {
    enterState: assign(({ context }, params: { state: BreakerStateValue }) =>
      contextOnEntry(context, params.state),
    ),
    leaveState: assign((_, params: { state: BreakerStateValue }) => ({
      previousState: params.state,
    })),
    takeHalfOpenPermit: assign(({ context }) => ({
      halfOpenPermitsLeft: context.halfOpenPermitsLeft - 1,
      permitsGranted: context.permitsGranted + 1,
    })),
    returnHalfOpenPermit: assign(({ context }) => ({
      halfOpenPermitsLeft: context.halfOpenPermitsLeft + 1,
    })),
    // Resilience4j's numberOfNotPermittedCalls; opossum's window also counts the refusal as a
    // call that did not fail, which later dilutes failureRateExceeded.
    countRefusal: ({ context }) => context.metrics.recordRefused(),
    explain: assign(({ context, event }, params: { because: ReasonKind; inHalfOpen: boolean }) => {
      const cause = explainReason(
        params.because,
        context.config,
        recordedFacts(context.metrics, outcomeOf(event)),
        params.inHalfOpen,
        context.openWaitMs,
      );
      return { cause, reason: reasonWords(cause) };
    }),
    // Resilience4j's publishCircuitThresholdsExceededEvent: each exceeded rate, once per stay.
    announceRates: enqueueActions(({ context, enqueue, check }) => {
      if (check('failureRateNewlyExceeded')) {
        enqueue.assign({ failureRateAnnounced: true });
        const ratePercent = context.metrics.failureRate();
        enqueue.emit({ type: 'FAILURE_RATE_EXCEEDED', ratePercent });
      }
      if (check('slowCallRateNewlyExceeded')) {
        enqueue.assign({ slowCallRateAnnounced: true });
        const ratePercent = context.metrics.slowCallRate();
        enqueue.emit({ type: 'SLOW_CALL_RATE_EXCEEDED', ratePercent });
      }
    }),
    explainManualTransition: assign(({ context, event }) =>
      event.type in MANUAL_REASONS
        ? {
            reason: MANUAL_REASONS[event.type as ManualEventType],
            cause: manualCause(event.type as ManualEventType),
          }
        : { reason: context.reason, cause: context.cause },
    ),
  },
  guards: breakerGuards,
  delays: {
    openDuration: ({ context }) => context.openWaitMs,
    maxWaitInHalfOpen: ({ context }) => context.config.maxWaitDurationInHalfOpenStateMs,
  },
}).createMachine({
  id: 'breaker',
  context: ({ input }) => initialContext(input),
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
      ...stateNode('closed'),
      tags: [PERMITS_CALLS_TAG, PUBLISHES_CALL_EVENTS_TAG],
      on: {
        'call.recorded': [
          {
            guard: 'failureRateExceeded',
            target: 'open',
            actions: ['announceRates', explain('failureRate')],
          },
          {
            guard: 'slowCallRateExceeded',
            target: 'open',
            actions: ['announceRates', explain('slowCallRate')],
          },
          { guard: 'failuresInARowReached', target: 'open', actions: explain('failuresInARow') },
        ],
        'breaker.opened': byHand('open'),
      },
    },
    open: {
      ...stateNode('open'),
      tags: [PUBLISHES_CALL_EVENTS_TAG],
      after: {
        openDuration: {
          guard: 'automaticTransitionEnabled',
          target: 'halfOpen',
          actions: explain('openDurationElapsed'),
        },
      },
      on: {
        'permission.requested': [
          {
            guard: 'openDurationElapsed',
            target: 'halfOpen',
            actions: explain('openDurationElapsed'),
          },
          { actions: 'countRefusal' },
        ],
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    halfOpen: {
      ...stateNode('halfOpen'),
      tags: [PUBLISHES_CALL_EVENTS_TAG],
      after: {
        maxWaitInHalfOpen: [
          {
            guard: 'maxWaitInHalfOpenEndsInClosed',
            target: 'closed',
            actions: explain('maxWaitInHalfOpenElapsedClosing'),
          },
          {
            guard: 'maxWaitInHalfOpenLimited',
            target: 'open',
            actions: explain('maxWaitInHalfOpenElapsed'),
          },
        ],
      },
      on: {
        // No permit left: the request is refused (permitsGranted unchanged).
        'permission.requested': [
          { guard: 'halfOpenPermitAvailable', actions: 'takeHalfOpenPermit' },
          { actions: 'countRefusal' },
        ],
        'permission.released': { actions: 'returnHalfOpenPermit' },
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
      ...stateNode('disabled'),
      tags: [PERMITS_CALLS_TAG],
      on: {
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    forcedOpen: {
      ...stateNode('forcedOpen'),
      on: {
        'permission.requested': { actions: 'countRefusal' },
        'breaker.opened': byHand('open'),
        'breaker.halfOpened': byHand('halfOpen'),
      },
    },
    // Resilience4j forbids METRICS_ONLY → OPEN and → HALF_OPEN: it never opens, it announces.
    metricsOnly: {
      ...stateNode('metricsOnly'),
      tags: [PERMITS_CALLS_TAG, PUBLISHES_CALL_EVENTS_TAG],
      on: {
        'call.recorded': [
          { guard: 'failureRateNewlyExceeded', actions: 'announceRates' },
          { guard: 'slowCallRateNewlyExceeded', actions: 'announceRates' },
        ],
      },
    },
  },
});

export type BreakerMachine = typeof breakerMachine;
