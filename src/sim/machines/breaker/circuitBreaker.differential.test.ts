// The authority rule's proof for the breaker (docs/authority.md): the fast facade, which
// skips sends its machine's guards say are idle, behaves exactly like the reference facade,
// which sends every event. Random traces of calls, outcomes, durations, clock advances and
// transitions by hand, over both window types, the consecutive family and the timing options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { machineSends } from '../machineSends';
import { breakerConfigArb } from './breakerConfigArb';
import type { BreakerConfigInput } from './breakerConfig';
import {
  createCircuitBreaker,
  type BreakerState,
  type BreakerTransition,
  type CircuitBreaker,
  type CircuitBreakerEvent,
} from './circuitBreaker';

type ByHand = BreakerState | 'RESET';
type Step =
  | { op: 'acquire' }
  | { op: 'release' }
  | { op: 'success' | 'failure' | 'ignored'; ms: number }
  | { op: 'advance'; ms: number }
  | { op: 'byHand'; to: ByHand };

const BY_HAND: ByHand[] = [
  'CLOSED',
  'OPEN',
  'HALF_OPEN',
  'DISABLED',
  'FORCED_OPEN',
  'METRICS_ONLY',
  'RESET',
];

const durationMs = fc.integer({ min: 0, max: 3000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ op: 'acquire' as const }), weight: 6 },
  { arbitrary: fc.constant({ op: 'release' as const }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('success' as const), ms: durationMs }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('failure' as const), ms: durationMs }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('ignored' as const), ms: durationMs }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 8000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('byHand' as const), to: fc.constantFrom(...BY_HAND) }),
    weight: 1,
  },
);

interface Run {
  breaker: CircuitBreaker;
  clock: QueueClock;
  transitions: BreakerTransition[];
  events: CircuitBreakerEvent[];
}

function start(breakerConfig: BreakerConfigInput, reference: boolean): Run {
  const clock = new QueueClock();
  const transitions: BreakerTransition[] = [];
  const events: CircuitBreakerEvent[] = [];
  const breaker = createCircuitBreaker(breakerConfig, clock, {
    reference,
    onTransition: (t) => transitions.push(t),
    onEvent: (e) => events.push(e),
  });
  return { breaker, clock, transitions, events };
}

/** Applies one step; returns what the caller sees (a permit, or an illegal transition). */
function apply({ breaker, clock }: Run, s: Step): unknown {
  switch (s.op) {
    case 'acquire':
      return breaker.tryAcquirePermission();
    case 'release':
      return breaker.releasePermission();
    case 'success':
      return breaker.onSuccess(s.ms);
    case 'failure':
      return breaker.onError(s.ms);
    case 'ignored':
      return breaker.onIgnoredError(s.ms);
    case 'advance':
      return clock.advanceBy(s.ms);
    case 'byHand':
      try {
        if (s.to === 'RESET') breaker.reset();
        else if (s.to === 'CLOSED') breaker.transitionToClosedState();
        else if (s.to === 'OPEN') breaker.transitionToOpenState();
        else if (s.to === 'HALF_OPEN') breaker.transitionToHalfOpenState();
        else if (s.to === 'DISABLED') breaker.transitionToDisabledState();
        else if (s.to === 'FORCED_OPEN') breaker.transitionToForcedOpenState();
        else breaker.transitionToMetricsOnlyState();
        return 'ok';
      } catch (error) {
        return String(error);
      }
  }
}

function observe({ breaker, transitions, events }: Run) {
  return {
    state: breaker.getState(),
    metrics: breaker.getMetrics(),
    remainingOpenMs: breaker.remainingOpenMs(),
    transitions: transitions.length,
    events: events.length,
  };
}

describe('fast facade = reference facade (every event sent)', () => {
  it('gives the same permits, states, transitions with reasons, metrics and events', () => {
    let fastSends = 0;
    let referenceSends = 0;
    fc.assert(
      fc.property(breakerConfigArb, fc.array(step, { maxLength: 150 }), (breakerConfig, steps) => {
        const fast = start(breakerConfig, false);
        const reference = start(breakerConfig, true);
        for (const s of steps) {
          const before = machineSends.count;
          const seenFast = apply(fast, s);
          const afterFast = machineSends.count;
          const seenReference = apply(reference, s);
          fastSends += afterFast - before;
          referenceSends += machineSends.count - afterFast;
          expect(seenFast).toEqual(seenReference);
          expect(observe(fast)).toEqual(observe(reference));
        }
        expect(fast.transitions).toEqual(reference.transitions);
        expect(fast.events).toEqual(reference.events);
        fast.breaker.stop();
        reference.breaker.stop();
      }),
      { numRuns: 300 },
    );
    // The traces did exercise skipping: the fast facade sent far fewer events.
    expect(fastSends).toBeLessThan(referenceSends / 2);
  });
});

describe('what the fast facade leaves unsent', () => {
  const sendsDuring = (work: () => void) => {
    const before = machineSends.count;
    work();
    return machineSends.count - before;
  };
  const directStepsDuring = (work: () => void) => {
    const before = machineSends.direct;
    work();
    return machineSends.direct - before;
  };

  it('neither sends nor steps for CLOSED-state permits and outcomes below the thresholds', () => {
    const { breaker } = start({ slidingWindowSize: 10, minimumNumberOfCalls: 10 }, false);
    const steps = directStepsDuring(() => {
      for (let i = 0; i < 1000; i++) {
        breaker.tryAcquirePermission();
        breaker.onResult(i % 5 === 0 ? 'failure' : 'success', 10);
      }
    });
    expect(steps).toBe(0);
    breaker.onError(10);
    breaker.onError(10);
    expect(breaker.getState()).toBe('CLOSED'); // 4 of 10, below 50 %
    // The transition is the machine's, taken on the record: one direct step, no send.
    const open = () => [1, 2].forEach(() => breaker.onError(10));
    expect(sendsDuring(() => expect(directStepsDuring(open)).toBe(1))).toBe(0);
    expect(breaker.getState()).toBe('OPEN');
  });

  it('neither sends nor steps for the consecutive family below N failures in a row', () => {
    const { breaker } = start({ type: 'consecutiveFailures', failureThreshold: 3 }, false);
    const steps = directStepsDuring(() => {
      for (let i = 0; i < 1000; i++) breaker.onResult(i % 3 === 0 ? 'success' : 'failure', 10);
    });
    expect(steps).toBe(0); // the last outcome was a success: 0 failures in a row
    expect(directStepsDuring(() => [1, 2].forEach(() => breaker.onError(10)))).toBe(0);
    expect(sendsDuring(() => expect(directStepsDuring(() => breaker.onError(10))).toBe(1))).toBe(0);
    expect(breaker.getState()).toBe('OPEN');
  });

  it('the reference facade sends every one', () => {
    const { breaker } = start({}, true);
    expect(sendsDuring(() => breaker.tryAcquirePermission())).toBe(1);
    expect(sendsDuring(() => breaker.onSuccess(1))).toBe(1);
  });
});
