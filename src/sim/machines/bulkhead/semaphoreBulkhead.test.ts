// Ported from Resilience4j's SemaphoreBulkheadTest (resilience4j-bulkhead): threads and
// blocking become callbacks and simulated time.
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { createBulkhead, type BulkheadCallEvent } from './bulkhead';
import { recorder } from './bulkheadTestKit';

describe('bulkhead: ported from Resilience4j SemaphoreBulkheadTest', () => {
  it('returns the correct name (shouldReturnTheCorrectName)', () => {
    expect(createBulkhead({}, new QueueClock(), { name: 'test' }).name).toBe('test');
  });

  it('permits, rejects and finishes calls with the same events (testBulkhead)', () => {
    const events: BulkheadCallEvent[] = [];
    const bulkhead = createBulkhead({ maxConcurrentCalls: 2 }, new QueueClock(), {
      onCallEvent: (e) => events.push(e),
    });
    bulkhead.tryAcquirePermission();
    bulkhead.tryAcquirePermission();
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(0);
    bulkhead.tryAcquirePermission();
    bulkhead.onComplete();
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(1);
    bulkhead.onComplete();
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(2);
    bulkhead.tryAcquirePermission();
    expect(events).toEqual([
      'callPermitted',
      'callPermitted',
      'callRejected',
      'callFinished',
      'callFinished',
      'callPermitted',
    ]);
  });

  it('uses Resilience4j defaults: 25 calls, no waiting (testCreateWithDefaults)', () => {
    const bulkhead = createBulkhead({}, new QueueClock());
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(25);
    expect(bulkhead.bulkheadConfig.maxWaitDurationMs).toBe(0);
  });

  it('rejects a waiter after maxWaitDuration of simulated time (testTryEnterWithTimeout)', () => {
    const clock = new QueueClock();
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1, maxWaitDurationMs: 50 }, clock);
    const rec = recorder();
    expect(bulkhead.tryAcquirePermission()).toBe(true);
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    clock.advanceBy(49);
    expect(rec.log).toEqual([]);
    clock.advanceBy(1);
    expect(rec.log).toEqual(['b:waitTimeout']);
    expect(clock.nowMs()).toBe(50);
    expect(bulkhead.waitingCalls).toBe(0);
  });

  it('lets a waiter give up before its timeout (testAcquireWithInterruptDuringTimeout)', () => {
    const clock = new QueueClock();
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1, maxWaitDurationMs: 2000 }, clock);
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    const handle = bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    clock.advanceBy(500);
    handle.cancel();
    expect(bulkhead.waitingCalls).toBe(0);
    bulkhead.onComplete();
    clock.advanceBy(5000);
    expect(rec.log).toEqual([]); // neither granted nor timed out
    expect(bulkhead.availableConcurrentCalls).toBe(1);
  });

  it('admits nothing with zero concurrent calls (testZeroMaxConcurrentCalls)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 0 }, new QueueClock());
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    expect(bulkhead.state).toBe('full');
  });

  it('never waits in tryAcquirePermission even with a wait configured (testEntryTimeout)', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 1, maxWaitDurationMs: 10 },
      new QueueClock(),
    );
    bulkhead.tryAcquirePermission();
    expect(bulkhead.tryAcquirePermission()).toBe(false);
  });

  it('changes limits and wait time while idle (changePermissions/WaitTimeInIdleState)', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 3, maxWaitDurationMs: 5000 },
      new QueueClock(),
    );
    bulkhead.changeConfig({ maxConcurrentCalls: 5 });
    expect(bulkhead.bulkheadConfig).toMatchObject({
      maxConcurrentCalls: 5,
      maxWaitDurationMs: 5000,
    });
    bulkhead.changeConfig({ maxConcurrentCalls: 2 });
    expect(bulkhead.availableConcurrentCalls).toBe(2);
    bulkhead.changeConfig({ maxWaitDurationMs: 3000 });
    expect(bulkhead.bulkheadConfig).toMatchObject({
      maxConcurrentCalls: 2,
      maxWaitDurationMs: 3000,
    });
  });

  it('grows and shrinks under a running call (changePermissionsCountWhileOneThreadIsRunning…)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1 }, new QueueClock());
    bulkhead.tryAcquirePermission(); // the running call
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    bulkhead.changeConfig({ maxConcurrentCalls: 2 });
    expect(bulkhead.availableConcurrentCalls).toBe(1);
    expect(bulkhead.tryAcquirePermission()).toBe(true);
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    // Resilience4j blocks the shrinking thread until a slot frees; the old limit stays.
    bulkhead.changeConfig({ maxConcurrentCalls: 1 });
    expect(bulkhead.availableConcurrentCalls).toBe(0);
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(2);
    bulkhead.onComplete(); // the running call ends: 1 in use, limit 1
    expect(bulkhead.availableConcurrentCalls).toBe(0);
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(1);
    bulkhead.onComplete();
    expect(bulkhead.availableConcurrentCalls).toBe(1);
  });

  it('admits a waiter when the limit grows (changePermissionsCountWhileOneThreadIsWaiting…)', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 1, maxWaitDurationMs: 500_000 },
      new QueueClock(),
    );
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    bulkhead.changeConfig({ maxConcurrentCalls: 2 });
    expect(rec.log).toEqual(['b:granted']);
    bulkhead.onComplete(); // b finishes, as the Java thread does
    expect(bulkhead.availableConcurrentCalls).toBe(1);
  });

  it('keeps old waiters when waiting is turned off (changeWaitingTimeWhileOneThreadIsWaiting…)', () => {
    const clock = new QueueClock();
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1, maxWaitDurationMs: 500_000 }, clock);
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    bulkhead.changeConfig({ maxWaitDurationMs: 0 });
    bulkhead.acquirePermission(rec.granted('c'), rec.rejected('c'));
    expect(rec.log).toEqual(['c:full']); // the newcomer is not blocked
    expect(bulkhead.waitingCalls).toBe(1); // the earlier waiter still waits
  });

  it('applies config changes in order (changePermissionsConcurrently, sequential)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 3 }, new QueueClock());
    bulkhead.tryAcquirePermission();
    bulkhead.tryAcquirePermission();
    bulkhead.changeConfig({ maxConcurrentCalls: 1 });
    bulkhead.onComplete();
    bulkhead.changeConfig({ maxConcurrentCalls: 4 });
    expect(bulkhead.availableConcurrentCalls).toBe(3); // one call still holds a slot
  });
});
