// The statechart alone, through XState's pure transition(): the guards decide.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { resolveBreakerConfig, type BreakerConfigInput } from './breakerConfig';
import { breakerMachine, type BreakerEvent } from './breakerMachine';
import type { CallRecordedFacts } from './breakerRules';

const FACTS: CallRecordedFacts = {
  outcome: 'failure',
  failureRate: -1,
  slowCallRate: -1,
  numberOfBufferedCalls: 10,
  numberOfFailedCalls: 5,
  numberOfSlowCalls: 0,
  consecutiveFailures: 0,
  successfulTrialCalls: 0,
};

function run(config: BreakerConfigInput, events: BreakerEvent[]) {
  let [snapshot] = initialTransition(breakerMachine, { config: resolveBreakerConfig(config) });
  for (const event of events) [snapshot] = transition(breakerMachine, snapshot, event);
  return snapshot;
}

const recorded = (facts: Partial<CallRecordedFacts>): BreakerEvent => ({
  type: 'call.recorded',
  ...FACTS,
  ...facts,
});

describe('breakerMachine', () => {
  it('starts closed', () => {
    expect(run({}, []).value).toBe('closed');
  });

  it('opens only when a rate is at or above its threshold', () => {
    expect(run({}, [recorded({ failureRate: 49.9, slowCallRate: 0 })]).value).toBe('closed');
    expect(run({}, [recorded({ failureRate: 50, slowCallRate: 0 })]).value).toBe('open');
    const slow = run({ slowCallRateThreshold: 70 }, [
      recorded({ failureRate: 0, slowCallRate: 70 }),
    ]);
    expect(slow.value).toBe('open');
  });

  it('never opens below the minimum number of calls (rates of -1)', () => {
    expect(run({ failureRateThreshold: 1 }, [recorded({})]).value).toBe('closed');
  });

  it('judges the trial calls in halfOpen: below the thresholds closes', () => {
    const toHalfOpen: BreakerEvent[] = [{ type: 'breaker.opened' }, { type: 'breaker.halfOpened' }];
    const closed = run({}, [...toHalfOpen, recorded({ failureRate: 20, slowCallRate: 0 })]);
    expect(closed.value).toBe('closed');
    expect(closed.context.reason).toBe('CLOSED: 10 trial calls, failure rate 20 % < 50 %');
    const pending = run({}, [...toHalfOpen, recorded({})]);
    expect(pending.value).toBe('halfOpen');
  });

  it('moves lazily from open only once the wait has strictly elapsed', () => {
    const config = { waitDurationInOpenStateMs: 1000 };
    const opened: BreakerEvent = { type: 'breaker.opened' };
    const early = run(config, [opened, { type: 'permission.requested', openElapsedMs: 1000 }]);
    expect(early.value).toBe('open');
    const late = run(config, [opened, { type: 'permission.requested', openElapsedMs: 1001 }]);
    expect(late.value).toBe('halfOpen');
  });

  it('opens the consecutive family on N failures in a row, and on a failed trial', () => {
    const config: BreakerConfigInput = { type: 'consecutiveFailures', failureThreshold: 3 };
    expect(run(config, [recorded({ consecutiveFailures: 2 })]).value).toBe('closed');
    const opened = run(config, [recorded({ consecutiveFailures: 3 })]);
    expect(opened.value).toBe('open');
    expect(opened.context.reason).toBe('OPEN: 3 failures in a row');
    const trial = run(config, [
      { type: 'breaker.opened' },
      { type: 'breaker.halfOpened' },
      recorded({}),
    ]);
    expect(trial.value).toBe('open');
  });

  it('bumps the state epoch on every entry, re-entries included', () => {
    const once = run({}, [{ type: 'breaker.opened' }]);
    const twice = run({}, [{ type: 'breaker.opened' }, { type: 'breaker.opened' }]);
    expect(twice.context.stateEpoch).toBe(once.context.stateEpoch + 1);
  });
});
