// The fast facade against the reference one that sends the machine every event: the same
// grants in the same order, the same rejections and reasons, states, state changes,
// call events and metrics, on random traces. The fast one must also send less.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QueueClock } from '../../core/simClock';
import { machineSends } from '../machineSends';
import { createBulkhead } from './bulkhead';
import { runTrace, traceArb } from './bulkheadTestKit';

describe('bulkhead: fast facade = reference facade (differential)', () => {
  it('observes the same on random traces of calls, waits, timeouts, cancels and config changes', () => {
    let sendsReference = 0;
    let sendsFast = 0;
    fc.assert(
      fc.property(traceArb, (trace) => {
        const reference = runTrace(trace, { reference: true });
        const fast = runTrace(trace, {});
        expect(fast.log).toEqual(reference.log);
        expect(reference.misplaced).toEqual([]); // each state means what it says
        expect(fast.sends).toBeLessThanOrEqual(reference.sends);
        sendsReference += reference.sends;
        sendsFast += fast.sends;
      }),
      { numRuns: 300 },
    );
    expect(sendsFast).toBeLessThan(sendsReference / 2);
  });

  it('sends nothing while a pool stays available, and only state changes when saturated', () => {
    const clock = new QueueClock();
    const pool = createBulkhead({ maxConcurrentCalls: 2, maxWaitDurationMs: 1000 }, clock);
    const before = machineSends.count;
    for (let i = 0; i < 100; i++) {
      expect(pool.tryAcquirePermission()).toBe(true);
      pool.onComplete();
    }
    expect(machineSends.count - before).toBe(0);
    // Saturated: 2 running, then waiters queue; each completion hands the slot on.
    pool.tryAcquirePermission();
    pool.tryAcquirePermission(); // available -> full: one send
    const noop = () => {};
    for (let i = 0; i < 10; i++) pool.acquirePermission(noop, noop); // the first: full -> queueing
    const saturated = machineSends.count;
    for (let i = 0; i < 9; i++) pool.onComplete(); // handed on, 1 still waits: no send
    expect(machineSends.count - saturated).toBe(0);
    expect(pool.state).toBe('queueing');
    pool.onComplete(); // the last waiter gets the slot: queueing -> full
    expect(pool.state).toBe('full');
    expect(machineSends.count - before).toBe(3); // the three state changes
  });
});
