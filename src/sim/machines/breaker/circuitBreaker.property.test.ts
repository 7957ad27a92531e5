// Invariants under random operation sequences (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakerConfigArb } from './breakerConfigArb';
import { breakerUnderTest } from './breakerTestKit';
import type { BreakerState, CircuitBreaker } from './circuitBreaker';

const STATES: BreakerState[] = [
  'CLOSED',
  'OPEN',
  'HALF_OPEN',
  'DISABLED',
  'FORCED_OPEN',
  'METRICS_ONLY',
];

const operation = fc.oneof(
  { arbitrary: fc.constant({ op: 'acquire' as const }), weight: 6 },
  {
    arbitrary: fc.record({
      op: fc.constant('success' as const),
      ms: fc.integer({ min: 0, max: 3000 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('failure' as const),
      ms: fc.integer({ min: 0, max: 3000 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.constant({ op: 'ignored' as const }), weight: 1 },
  { arbitrary: fc.constant({ op: 'release' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 8000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('byHand' as const),
      to: fc.constantFrom(...STATES, 'RESET' as const),
    }),
    weight: 1,
  },
);

function byHand(breaker: CircuitBreaker, to: BreakerState | 'RESET'): void {
  try {
    if (to === 'RESET') breaker.reset();
    else if (to === 'CLOSED') breaker.transitionToClosedState();
    else if (to === 'OPEN') breaker.transitionToOpenState();
    else if (to === 'HALF_OPEN') breaker.transitionToHalfOpenState();
    else if (to === 'DISABLED') breaker.transitionToDisabledState();
    else if (to === 'FORCED_OPEN') breaker.transitionToForcedOpenState();
    else breaker.transitionToMetricsOnlyState();
  } catch (error) {
    expect(String(error)).toContain('illegal state transition'); // the only refusal allowed
  }
}

describe('circuit breaker invariants', () => {
  it('rejected calls never change the rates (opossum’s window: they only dilute them); the state is always one of the six', () => {
    fc.assert(
      fc.property(
        breakerConfigArb,
        fc.array(operation, { maxLength: 120 }),
        (breakerConfig, operations) => {
          const { breaker, clock, transitions } = breakerUnderTest(breakerConfig);
          for (const step of operations) {
            if (step.op === 'acquire') {
              const before = breaker.getMetrics();
              const stateBefore = breaker.getState();
              if (!breaker.tryAcquirePermission()) {
                const after = breaker.getMetrics();
                expect(breaker.getState()).toBe(stateBefore);
                if (
                  'windowCountsRefusedCalls' in breakerConfig &&
                  breakerConfig.windowCountsRefusedCalls
                ) {
                  // A call in the window that neither failed nor succeeded; it may push one out.
                  expect(after.numberOfNotPermittedCalls).toBe(
                    before.numberOfNotPermittedCalls + 1,
                  );
                  expect(after.numberOfFailedCalls).toBeLessThanOrEqual(before.numberOfFailedCalls);
                  expect(after.numberOfSuccessfulCalls).toBeLessThanOrEqual(
                    before.numberOfSuccessfulCalls,
                  );
                } else
                  expect(after).toEqual({
                    ...before,
                    numberOfNotPermittedCalls: before.numberOfNotPermittedCalls + 1,
                  });
              }
            } else if (step.op === 'success') breaker.onSuccess(step.ms);
            else if (step.op === 'failure') breaker.onError(step.ms);
            else if (step.op === 'ignored') breaker.onIgnoredError(0);
            else if (step.op === 'release') breaker.releasePermission();
            else if (step.op === 'advance') clock.advanceBy(step.ms);
            else byHand(breaker, step.to);
            expect(STATES).toContain(breaker.getState());
            const { failureRate, slowCallRate } = breaker.getMetrics();
            for (const rate of [failureRate, slowCallRate]) {
              expect(rate === -1 || (rate >= 0 && rate <= 100)).toBe(true);
            }
          }
          // Every reported transition chains: each starts where the previous one ended.
          transitions.forEach((t, i) => {
            expect(t.from).toBe(i === 0 ? 'CLOSED' : transitions[i - 1]!.to);
            expect(t.from).not.toBe(t.to);
          });
          expect(transitions.at(-1)?.to ?? 'CLOSED').toBe(breaker.getState());
          breaker.stop();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never opens in METRICS_ONLY, whatever the outcomes', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (failures) => {
        const { breaker } = breakerUnderTest({ slidingWindowSize: 5, minimumNumberOfCalls: 1 });
        breaker.transitionToMetricsOnlyState();
        for (const failed of failures) breaker.onResult(failed ? 'failure' : 'success', 0);
        expect(breaker.getState()).toBe('METRICS_ONLY');
      }),
    );
  });
});
