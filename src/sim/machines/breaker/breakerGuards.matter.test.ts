// Every guard matters (docs/authority.md): for each guard of the breaker machine, a scenario
// run through the facade behaves differently when the guard is forced to true, and another
// when it is forced to false. A guard nothing notices is dead, or decided elsewhere first.
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import type { BreakerConfigInput } from './breakerConfig';
import { breakerMachine } from './breakerMachine';
import { createCircuitBreaker, type CircuitBreakerEvent } from './circuitBreaker';

/** ok / fail / slow: outcomes; acquire; release; open / halfOpen / metricsOnly: by hand; +ms: advance. */
type Token =
  | 'ok'
  | 'fail'
  | 'slow'
  | 'acquire'
  | 'release'
  | 'open'
  | 'halfOpen'
  | 'metricsOnly'
  | `+${number}`;

interface Scenario {
  config: BreakerConfigInput;
  steps: Token[];
}

const SLIDING: BreakerConfigInput = {
  slidingWindowSize: 4,
  minimumNumberOfCalls: 4,
  failureRateThreshold: 50,
  slowCallRateThreshold: 50,
  slowCallDurationThresholdMs: 1000,
  permittedNumberOfCallsInHalfOpenState: 2,
  waitDurationInOpenStateMs: 1000,
};
const CONSECUTIVE: BreakerConfigInput = {
  type: 'consecutiveFailures',
  failureThreshold: 2,
  successThreshold: 2,
  waitDurationInOpenStateMs: 1000,
};
const HALF_OPEN_WAIT = { ...SLIDING, maxWaitDurationInHalfOpenStateMs: 500 };
const TO_HALF_OPEN: Token[] = ['open', 'halfOpen'];

/** Per guard: a scenario that forcing it true changes, and one that forcing it false changes. */
const SCENARIOS: Record<string, { whenTrue: Scenario; whenFalse: Scenario }> = {
  failureRateExceeded: {
    whenTrue: { config: SLIDING, steps: ['ok'] },
    whenFalse: { config: SLIDING, steps: ['fail', 'fail', 'fail', 'fail'] },
  },
  slowCallRateExceeded: {
    whenTrue: { config: SLIDING, steps: ['ok'] },
    whenFalse: { config: SLIDING, steps: ['slow', 'slow', 'slow', 'slow'] },
  },
  failuresInARowReached: {
    whenTrue: { config: CONSECUTIVE, steps: ['ok'] },
    whenFalse: { config: CONSECUTIVE, steps: ['fail', 'fail'] },
  },
  trialCallFailed: {
    whenTrue: { config: CONSECUTIVE, steps: [...TO_HALF_OPEN, 'acquire', 'ok'] },
    whenFalse: { config: CONSECUTIVE, steps: [...TO_HALF_OPEN, 'acquire', 'fail'] },
  },
  halfOpenTrialsComplete: {
    whenTrue: { config: SLIDING, steps: [...TO_HALF_OPEN, 'acquire', 'ok'] },
    whenFalse: { config: SLIDING, steps: [...TO_HALF_OPEN, 'acquire', 'ok', 'acquire', 'ok'] },
  },
  openDurationElapsed: {
    whenTrue: { config: SLIDING, steps: ['open', 'acquire'] },
    whenFalse: { config: SLIDING, steps: ['open', '+1001', 'acquire'] },
  },
  automaticTransitionEnabled: {
    whenTrue: { config: SLIDING, steps: ['open', '+1000'] },
    whenFalse: {
      config: { ...SLIDING, automaticTransitionFromOpenToHalfOpenEnabled: true },
      steps: ['open', '+1000'],
    },
  },
  halfOpenPermitAvailable: {
    whenTrue: { config: SLIDING, steps: [...TO_HALF_OPEN, 'acquire', 'acquire', 'acquire'] },
    whenFalse: { config: SLIDING, steps: [...TO_HALF_OPEN, 'acquire'] },
  },
  maxWaitInHalfOpenLimited: {
    whenTrue: { config: SLIDING, steps: [...TO_HALF_OPEN, '+1'] },
    whenFalse: { config: HALF_OPEN_WAIT, steps: [...TO_HALF_OPEN, '+600'] },
  },
  failureRateNewlyExceeded: {
    whenTrue: { config: SLIDING, steps: ['metricsOnly', 'ok'] },
    whenFalse: { config: SLIDING, steps: ['metricsOnly', 'fail', 'fail', 'fail', 'fail'] },
  },
  slowCallRateNewlyExceeded: {
    whenTrue: { config: SLIDING, steps: ['metricsOnly', 'ok'] },
    whenFalse: { config: SLIDING, steps: ['metricsOnly', 'slow', 'slow', 'slow', 'slow'] },
  },
  maxWaitInHalfOpenEndsInClosed: {
    whenTrue: { config: HALF_OPEN_WAIT, steps: [...TO_HALF_OPEN, '+600'] },
    whenFalse: {
      config: { ...HALF_OPEN_WAIT, transitionToStateAfterWaitDuration: 'CLOSED' },
      steps: [...TO_HALF_OPEN, '+600'],
    },
  },
};

/** What a user of the facade sees: the state after each step, each permit, the event stream. */
function observe({ config, steps }: Scenario, machine = breakerMachine): string[] {
  const clock = new QueueClock();
  const events: string[] = [];
  const onEvent = (e: CircuitBreakerEvent) => events.push(e.type);
  const breaker = createCircuitBreaker(config, clock, { machine, onEvent });
  const seen = steps.map((token) => {
    if (token === 'acquire') return `acquire=${breaker.tryAcquirePermission()}`;
    if (token === 'ok') breaker.onSuccess(10);
    else if (token === 'fail') breaker.onError(10);
    else if (token === 'slow') breaker.onSuccess(5000);
    else if (token === 'release') breaker.releasePermission();
    else if (token === 'open') breaker.transitionToOpenState();
    else if (token === 'halfOpen') breaker.transitionToHalfOpenState();
    else if (token === 'metricsOnly') breaker.transitionToMetricsOnlyState();
    else clock.advanceBy(Number(token.slice(1)));
    return `${token}→${breaker.getState()}`;
  });
  breaker.stop();
  return [...seen, ...events];
}

const forced = (guard: string, value: boolean) =>
  breakerMachine.provide({ guards: { [guard]: () => value } });

describe('every guard of the breaker machine matters', () => {
  it('has a scenario for each guard the machine declares', () => {
    const declared = Object.keys(breakerMachine.implementations.guards).sort();
    expect(Object.keys(SCENARIOS).sort()).toEqual(declared);
  });

  for (const [guard, { whenTrue, whenFalse }] of Object.entries(SCENARIOS)) {
    it(`${guard}: forced to true, the breaker behaves differently`, () => {
      expect(observe(whenTrue, forced(guard, true))).not.toEqual(observe(whenTrue));
    });
    it(`${guard}: forced to false, the breaker behaves differently`, () => {
      expect(observe(whenFalse, forced(guard, false))).not.toEqual(observe(whenFalse));
    });
  }
});
