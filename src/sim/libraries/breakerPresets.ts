// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Each library's circuit breaker with its documented defaults, as a breaker
// policy of our own (Resilience4j's vocabulary). What does not map is said in `notModelled`.
// breakerPresets.test.ts checks each against the numbers in the library's documentation.
import type { z } from 'zod';
import type { breakerPolicySchema } from '../scenario';
import { SLIDING_WINDOW_DEFAULTS as R4J } from '../machines/breaker/breakerConfig';

type BreakerPolicyInput = z.input<typeof breakerPolicySchema>;

/** The README's SamplingBreaker: `{ threshold: 0.2, duration: 30 * 1000 }`, no minimumRps. */
const COCKATIEL_SAMPLING = { threshold: 0.2, durationS: 30 };
/** cockatiel's own floor without minimumRps: 5 failures a second at the threshold. */
const COCKATIEL_FAILURES_PER_SECOND = 5;

/** The calls a SamplingBreaker needs in its window before it may trip: duration × minimumRps. */
export function cockatielSamplingFloor(
  sampling: { threshold: number; durationS: number },
  minimumRps = COCKATIEL_FAILURES_PER_SECOND / sampling.threshold,
): number {
  return Math.ceil(sampling.durationS * minimumRps);
}

export interface BreakerPreset {
  id: string;
  library: string;
  /** Where the numbers come from. */
  source: string;
  breaker: BreakerPolicyInput;
  /** The library's behaviour the preset leaves out. */
  notModelled?: string;
}

export const BREAKER_PRESETS: readonly BreakerPreset[] = [
  {
    id: 'hystrix',
    library: 'Hystrix',
    source: 'https://github.com/Netflix/Hystrix/wiki/Configuration',
    // A 10 s rolling window in 10 buckets, 20 requests before it may trip, 50 % errors,
    // a 5 s sleep window, then a single trial request.
    breaker: {
      enabled: true,
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 10,
      minimumNumberOfCalls: 20,
      failureRateThreshold: 50,
      waitDurationInOpenStateMs: 5_000,
      permittedNumberOfCallsInHalfOpenState: 1,
    },
    notModelled: 'its 1 s execution timeout (the edge keeps its own)',
  },
  {
    id: 'resilience4j',
    library: 'Resilience4j',
    source: 'https://resilience4j.readme.io/docs/circuitbreaker',
    // Its documented defaults are the engine's own (CircuitBreakerConfig.ofDefaults()).
    breaker: {
      enabled: true,
      slidingWindowType: R4J.slidingWindowType,
      slidingWindowSize: R4J.slidingWindowSize,
      minimumNumberOfCalls: R4J.minimumNumberOfCalls,
      failureRateThreshold: R4J.failureRateThreshold,
      slowCallRateThreshold: R4J.slowCallRateThreshold,
      slowCallDurationThresholdMs: R4J.slowCallDurationThresholdMs,
      waitDurationInOpenStateMs: R4J.waitDurationInOpenStateMs,
      permittedNumberOfCallsInHalfOpenState: R4J.permittedNumberOfCallsInHalfOpenState,
    },
  },
  {
    id: 'polly',
    library: 'Polly v8',
    source: 'https://www.pollydocs.org/strategies/circuit-breaker.html',
    // FailureRatio 0.1 over a 30 s SamplingDuration with MinimumThroughput 100; BreakDuration 5 s.
    breaker: {
      enabled: true,
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 30,
      minimumNumberOfCalls: 100,
      failureRateThreshold: 10,
      waitDurationInOpenStateMs: 5_000,
      permittedNumberOfCallsInHalfOpenState: 1,
    },
  },
  {
    id: 'cockatiel-consecutive',
    library: 'cockatiel (ConsecutiveBreaker)',
    source: 'https://github.com/connor4312/cockatiel#consecutivebreaker',
    // The README's example: break after 5 failures in a row; half-open after 10 s.
    breaker: {
      enabled: true,
      type: 'consecutiveFailures',
      failureThreshold: 5,
      successThreshold: 1,
      waitDurationInOpenStateMs: 10_000,
    },
    notModelled: 'cockatiel has no default count; 5 and 10 s are its README’s example',
  },
  {
    id: 'cockatiel-sampling',
    library: 'cockatiel (SamplingBreaker)',
    source: 'https://github.com/connor4312/cockatiel#samplingbreaker',
    // The README's example: more than 20 % of requests failing in a 30 s window; 10 s open.
    // Given no minimumRps, cockatiel sets its own floor of 5 failures a second at the
    // threshold: 5 ÷ 0.2 = 25 calls a second, so 30 s × 25 = 750 calls in the window before
    // it may trip. Below that rate it never trips, whatever fails.
    breaker: {
      enabled: true,
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: COCKATIEL_SAMPLING.durationS,
      minimumNumberOfCalls: cockatielSamplingFloor(COCKATIEL_SAMPLING),
      failureRateThreshold: COCKATIEL_SAMPLING.threshold * 100,
      waitDurationInOpenStateMs: 10_000,
      permittedNumberOfCallsInHalfOpenState: 1,
    },
    notModelled:
      '"more than" 20 % is modelled as "at least"; its window moves in 1 s steps (30 windows of 1 s)',
  },
  {
    id: 'opossum',
    library: 'opossum',
    source: 'https://nodeshift.dev/opossum/',
    // rollingCountTimeout 10 s in 10 buckets, errorThresholdPercentage 50, volumeThreshold 0,
    // resetTimeout 30 s, then one trial. Its error rate is failures ÷ fires over that rolling
    // window, and a call refused while open is a fire: the window counts refused calls and
    // is never reset by a state change (breakerMetrics.ts quotes opossum's source).
    breaker: {
      enabled: true,
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 10,
      minimumNumberOfCalls: 1,
      failureRateThreshold: 50,
      waitDurationInOpenStateMs: 30_000,
      permittedNumberOfCallsInHalfOpenState: 1,
      windowCountsRefusedCalls: true,
    },
    notModelled:
      'its 10 s action timeout; it opens above 50 %, modelled as at or above; it judges its window only after a failure, here after every outcome; it counts a call when it starts, here when it ends',
  },
];

/** A breaker with opossum's rolling window; the page's English catalog reads it from here. */
export const REFUSED_CALLS_REASON = 'counts the calls it refused as calls that did not fail';

/** Why a preset trips and recovers when it does, in words a student reads beside the race. */
export function presetReason(preset: BreakerPreset): string {
  const b = preset.breaker;
  const waitS = (b.waitDurationInOpenStateMs ?? 30_000) / 1000;
  if (b.type === 'consecutiveFailures') {
    return `${preset.library} trips after ${b.failureThreshold ?? 5} failures in a row and tries again after ${waitS} s`;
  }
  const window =
    b.slidingWindowType === 'TIME_BASED'
      ? `the last ${b.slidingWindowSize} s`
      : `the last ${b.slidingWindowSize} calls`;
  const min = b.minimumNumberOfCalls ?? 10;
  const needs = min > 1 ? `, needs ${min} calls before it may trip` : '';
  const refused = b.windowCountsRefusedCalls ? `, ${REFUSED_CALLS_REASON}` : '';
  const trials = b.permittedNumberOfCallsInHalfOpenState ?? 5;
  return `${preset.library} judges ${window}${needs}${refused}, opens at ${b.failureRateThreshold ?? 50} % failures, stays open ${waitS} s, then lets ${trials} trial call${trials === 1 ? '' : 's'} through`;
}
