// Random breaker configurations for property tests: both families, both windows, every
// timing option. Shared by the invariants and the differential test.
import fc from 'fast-check';
import type { BreakerConfigInput } from './breakerConfig';

const timing = {
  waitDurationInOpenStateMs: fc.integer({ min: 1, max: 6000 }),
  automaticTransitionFromOpenToHalfOpenEnabled: fc.boolean(),
  maxWaitDurationInHalfOpenStateMs: fc.constantFrom(0, 1500),
  waitDurationMultiplierInOpenState: fc.constantFrom(1, 2, 1.5),
  maxWaitDurationInOpenStateMs: fc.constantFrom(0, 9000),
  transitionToStateAfterWaitDuration: fc.constantFrom('OPEN' as const, 'CLOSED' as const),
};

export const breakerConfigArb: fc.Arbitrary<BreakerConfigInput> = fc.oneof(
  fc.record({
    slidingWindowType: fc.constantFrom('COUNT_BASED' as const, 'TIME_BASED' as const),
    slidingWindowSize: fc.integer({ min: 1, max: 8 }),
    minimumNumberOfCalls: fc.integer({ min: 1, max: 8 }),
    failureRateThreshold: fc.integer({ min: 1, max: 100 }),
    slowCallRateThreshold: fc.integer({ min: 1, max: 100 }),
    slowCallDurationThresholdMs: fc.integer({ min: 1, max: 3000 }),
    permittedNumberOfCallsInHalfOpenState: fc.integer({ min: 1, max: 4 }),
    windowCountsRefusedCalls: fc.boolean(),
    ...timing,
  }),
  fc.record({
    type: fc.constant('consecutiveFailures' as const),
    failureThreshold: fc.integer({ min: 1, max: 5 }),
    successThreshold: fc.integer({ min: 1, max: 3 }),
    slowCallDurationThresholdMs: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
    ...timing,
  }),
);
