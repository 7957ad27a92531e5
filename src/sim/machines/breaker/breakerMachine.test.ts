// The statechart alone, driven as the reference facade drives it (every event sent): the
// guards decide from the context. The facts the guards read live in the context, not
// in the events, so the tests count outcomes into context.metrics as the facade does.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { QueueClock } from '../../core/simClock';
import { resolveBreakerConfig, type BreakerConfigInput } from './breakerConfig';
import { breakerMachine, PERMITS_CALLS_TAG, type BreakerEvent } from './breakerMachine';

function machineUnderTest(config: BreakerConfigInput) {
  const clock = new QueueClock();
  const actor = createActor(breakerMachine, {
    input: { config: resolveBreakerConfig(config), clock },
    clock,
  }).start();
  const send = (event: BreakerEvent) => actor.send(event);
  /** Counts `n` outcomes into the state's metrics and sends each, as the reference facade does. */
  const record = (n: number, outcome: 'success' | 'failure', durationMs = 10) => {
    for (let i = 0; i < n; i++) {
      actor.getSnapshot().context.metrics.record(durationMs, outcome === 'failure', false);
      send({ type: 'call.recorded', outcome });
    }
  };
  const state = () => actor.getSnapshot().value;
  return { actor, clock, send, record, state };
}

const WINDOW_OF_10: BreakerConfigInput = { slidingWindowSize: 10, minimumNumberOfCalls: 10 };

describe('breakerMachine', () => {
  it('starts closed, and closed permits calls by its tag', () => {
    const { actor, state } = machineUnderTest({});
    expect(state()).toBe('closed');
    expect(actor.getSnapshot().hasTag(PERMITS_CALLS_TAG)).toBe(true);
  });

  it('opens only when a rate is at or above its threshold', () => {
    const below = machineUnderTest(WINDOW_OF_10);
    below.record(6, 'success');
    below.record(4, 'failure');
    expect(below.state()).toBe('closed');
    const at = machineUnderTest(WINDOW_OF_10);
    at.record(5, 'success');
    at.record(5, 'failure');
    expect(at.state()).toBe('open');
    expect(at.actor.getSnapshot().context.reason).toBe(
      'OPEN: 5 of the last 10 calls failed, 50 % ≥ 50 %',
    );
  });

  it('never opens below the minimum number of calls (rates of -1)', () => {
    const m = machineUnderTest({ ...WINDOW_OF_10, failureRateThreshold: 1 });
    m.record(9, 'failure');
    expect(m.state()).toBe('closed');
  });

  it('grants HALF_OPEN trial permits from its context, refuses the rest, takes them back', () => {
    const m = machineUnderTest({ permittedNumberOfCallsInHalfOpenState: 2 });
    m.send({ type: 'breaker.opened' });
    m.send({ type: 'breaker.halfOpened' });
    const ask = () => {
      const before = m.actor.getSnapshot().context.permitsGranted;
      m.send({ type: 'permission.requested' });
      return m.actor.getSnapshot().context.permitsGranted > before;
    };
    expect([ask(), ask(), ask()]).toEqual([true, true, false]);
    m.send({ type: 'permission.released' });
    expect(ask()).toBe(true);
    expect(m.actor.getSnapshot().hasTag(PERMITS_CALLS_TAG)).toBe(false);
  });

  it('judges the trial calls in halfOpen: below the thresholds closes', () => {
    const m = machineUnderTest({});
    m.send({ type: 'breaker.opened' });
    m.send({ type: 'breaker.halfOpened' });
    m.record(9, 'success');
    expect(m.state()).toBe('halfOpen');
    m.record(1, 'failure');
    expect(m.state()).toBe('closed');
    expect(m.actor.getSnapshot().context.reason).toBe(
      'CLOSED: 10 trial calls, failure rate 10 % < 50 %',
    );
  });

  it('moves lazily from open only once the wait has strictly elapsed', () => {
    const m = machineUnderTest({ waitDurationInOpenStateMs: 1000 });
    m.send({ type: 'breaker.opened' });
    m.clock.advanceBy(1000);
    m.send({ type: 'permission.requested' });
    expect(m.state()).toBe('open');
    m.clock.advanceBy(1);
    m.send({ type: 'permission.requested' });
    expect(m.state()).toBe('halfOpen');
  });

  it('opens the consecutive family on N failures in a row, and on a failed trial', () => {
    const m = machineUnderTest({ type: 'consecutiveFailures', failureThreshold: 3 });
    m.record(2, 'failure');
    m.record(1, 'success');
    m.record(2, 'failure');
    expect(m.state()).toBe('closed');
    m.record(1, 'failure');
    expect(m.state()).toBe('open');
    expect(m.actor.getSnapshot().context.reason).toBe('OPEN: 3 failures in a row');
    m.send({ type: 'breaker.halfOpened' });
    m.record(1, 'failure');
    expect(m.state()).toBe('open');
    expect(m.actor.getSnapshot().context.reason).toBe('OPEN: a trial call failed in HALF_OPEN');
  });

  it('bumps the state epoch on every entry, re-entries included', () => {
    const once = machineUnderTest({});
    once.send({ type: 'breaker.opened' });
    const twice = machineUnderTest({});
    twice.send({ type: 'breaker.opened' });
    twice.send({ type: 'breaker.opened' });
    const epoch = (m: typeof once) => m.actor.getSnapshot().context.stateEpoch;
    expect(epoch(twice)).toBe(epoch(once) + 1);
    expect(twice.actor.getSnapshot().context.previousState).toBe('open');
  });
});
