// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The breaker machine's guards: every decision the breaker makes is one of these. They read
// the context (and the metrics it references) and call the pure rules of breakerRules.ts.
// The facade calls these same implementations (through machine.implementations.guards)
// only to learn that no transition would be taken, so it can skip a send.
import type { BreakerContext, BreakerEvent } from './breakerContext';
import { isOpenDurationElapsed, isRateAtOrAbove } from './breakerRules';

export interface BreakerGuardArgs {
  context: BreakerContext;
  event: BreakerEvent;
}

function slidingConfig({ config }: BreakerContext) {
  return config.type === 'slidingWindow' ? config : undefined;
}

function consecutiveConfig({ config }: BreakerContext) {
  return config.type === 'consecutiveFailures' ? config : undefined;
}

/** HALF_OPEN's max wait is on (0 = wait for the trial calls however long they take). */
function halfOpenWaitLimited(context: BreakerContext): boolean {
  return context.config.maxWaitDurationInHalfOpenStateMs > 0;
}

/** Resilience4j: a rate of -1 (below the minimum number of calls) never trips. */
function failureRateExceeded({ context }: BreakerGuardArgs): boolean {
  const config = slidingConfig(context);
  return !!config && isRateAtOrAbove(context.metrics.failureRate(), config.failureRateThreshold);
}

function slowCallRateExceeded({ context }: BreakerGuardArgs): boolean {
  const config = slidingConfig(context);
  return !!config && isRateAtOrAbove(context.metrics.slowCallRate(), config.slowCallRateThreshold);
}

export const breakerGuards = {
  failureRateExceeded,
  slowCallRateExceeded,
  /** METRICS_ONLY announces each rate once per stay, as Resilience4j's MetricsOnlyState does. */
  failureRateNewlyExceeded: (args: BreakerGuardArgs) =>
    !args.context.failureRateAnnounced && failureRateExceeded(args),
  slowCallRateNewlyExceeded: (args: BreakerGuardArgs) =>
    !args.context.slowCallRateAnnounced && slowCallRateExceeded(args),
  failuresInARowReached: ({ context }: BreakerGuardArgs) => {
    const config = consecutiveConfig(context);
    return !!config && context.metrics.consecutiveFailures >= config.failureThreshold;
  },
  /** The consecutive family reopens on any failed trial. */
  trialCallFailed: ({ context, event }: BreakerGuardArgs) =>
    !!consecutiveConfig(context) && event.type === 'call.recorded' && event.outcome === 'failure',
  halfOpenTrialsComplete: ({ context }: BreakerGuardArgs) => {
    const config = consecutiveConfig(context);
    // Sliding window: judged once the half-open minimum is reached (the rates are no longer -1).
    if (!config) return context.metrics.failureRate() !== -1;
    return context.metrics.successfulCalls >= config.successThreshold;
  },
  /** The lazy OPEN → HALF_OPEN on a permission request; the wait is this opening's. */
  openDurationElapsed: ({ context }: BreakerGuardArgs) =>
    isOpenDurationElapsed(context.clock.nowMs() - context.stateEnteredAtMs, context.openWaitMs),
  automaticTransitionEnabled: ({ context }: BreakerGuardArgs) =>
    context.config.automaticTransitionFromOpenToHalfOpenEnabled,
  halfOpenPermitAvailable: ({ context }: BreakerGuardArgs) => context.halfOpenPermitsLeft > 0,
  maxWaitInHalfOpenLimited: ({ context }: BreakerGuardArgs) => halfOpenWaitLimited(context),
  /** Resilience4j's transitionToStateAfterWaitDuration(CLOSED). */
  maxWaitInHalfOpenEndsInClosed: ({ context }: BreakerGuardArgs) =>
    halfOpenWaitLimited(context) && context.config.transitionToStateAfterWaitDuration === 'CLOSED',
};

export type BreakerGuardName = keyof typeof breakerGuards;
