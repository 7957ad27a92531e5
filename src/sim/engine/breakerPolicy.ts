// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { BreakerConfigInput } from '../machines/breaker/breakerConfig';
import type { BreakerPolicy } from '../scenario';

/** The scenario's breaker settings as the breaker machine's config (Resilience4j's names). */
export function toBreakerConfig(b: BreakerPolicy): BreakerConfigInput {
  if (b.type === 'consecutiveFailures') {
    return {
      type: 'consecutiveFailures',
      failureThreshold: b.failureThreshold,
      waitDurationInOpenStateMs: b.waitDurationInOpenStateMs,
      successThreshold: b.successThreshold,
      // Seed 004's breaker lets a single trial through; seed 003's needs two successes.
      permittedNumberOfCallsInHalfOpenState: b.successThreshold,
      automaticTransitionFromOpenToHalfOpenEnabled: b.automaticTransitionFromOpenToHalfOpenEnabled,
      maxWaitDurationInHalfOpenStateMs: b.maxWaitDurationInHalfOpenStateMs,
      ...timingOf(b),
    };
  }
  return {
    type: 'slidingWindow',
    slidingWindowType: b.slidingWindowType,
    slidingWindowSize: b.slidingWindowSize,
    minimumNumberOfCalls: b.minimumNumberOfCalls,
    failureRateThreshold: b.failureRateThreshold,
    slowCallRateThreshold: b.slowCallRateThreshold,
    slowCallDurationThresholdMs: b.slowCallDurationThresholdMs,
    waitDurationInOpenStateMs: b.waitDurationInOpenStateMs,
    permittedNumberOfCallsInHalfOpenState: b.permittedNumberOfCallsInHalfOpenState,
    automaticTransitionFromOpenToHalfOpenEnabled: b.automaticTransitionFromOpenToHalfOpenEnabled,
    maxWaitDurationInHalfOpenStateMs: b.maxWaitDurationInHalfOpenStateMs,
    windowCountsRefusedCalls: b.windowCountsRefusedCalls ?? false,
    ...timingOf(b),
  };
}

/** The OPEN and HALF_OPEN timing both breaker families share. */
function timingOf(b: BreakerPolicy) {
  return {
    transitionToStateAfterWaitDuration: b.transitionToStateAfterWaitDuration,
    waitDurationMultiplierInOpenState: b.waitDurationMultiplierInOpenState,
    maxWaitDurationInOpenStateMs: b.maxWaitDurationInOpenStateMs,
  };
}
