// changeConfig as Resilience4j's SemaphoreBulkhead does it: a larger limit releases
// permits at once (waiters get them); a smaller one waits, like its changer thread blocked
// in semaphore.acquireUninterruptibly(old - new), behind the callers already queued and
// ahead of later ones; the old config stays in force (and is reported) until it is done.
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { createBulkhead } from './bulkhead';
import { recorder } from './bulkheadTestKit';

describe('bulkhead: changeConfig while calls run (Resilience4j)', () => {
  it('keeps the old limit until a running call finishes (changePermissionsCount…Running…)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1 }, new QueueClock());
    expect(bulkhead.tryAcquirePermission()).toBe(true); // the running call
    bulkhead.changeConfig({ maxConcurrentCalls: 2 });
    expect(bulkhead.tryAcquirePermission()).toBe(true);
    bulkhead.changeConfig({ maxConcurrentCalls: 1 }); // Java's changer thread blocks here
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(2);
    expect(bulkhead.pendingMaxConcurrentCalls).toBe(1);
    expect(bulkhead.state).toBe('full');
    bulkhead.onComplete(); // the running call ends: the changer gets its permit
    expect(bulkhead.getMetrics()).toMatchObject({
      availableConcurrentCalls: 0,
      maxAllowedConcurrentCalls: 1,
    });
    expect(bulkhead.pendingMaxConcurrentCalls).toBeUndefined();
    bulkhead.onComplete();
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(1);
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(1);
  });

  it('lets nobody new in while a smaller limit waits, even under the old one', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 3 }, new QueueClock());
    for (let i = 0; i < 3; i++) bulkhead.tryAcquirePermission();
    bulkhead.changeConfig({ maxConcurrentCalls: 1 });
    bulkhead.onComplete(); // 2 in use, old limit 3: Java still holds the freed permit back
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(1); // availablePermits()
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    bulkhead.onComplete(); // 1 in use: the shrink takes effect
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(1);
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    bulkhead.onComplete();
    expect(bulkhead.tryAcquirePermission()).toBe(true);
  });

  it('applies a change made meanwhile after it, in order (changePermissionsConcurrently)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 3 }, new QueueClock());
    bulkhead.tryAcquirePermission();
    bulkhead.tryAcquirePermission();
    bulkhead.changeConfig({ maxConcurrentCalls: 1 }); // waits: 2 in use
    bulkhead.changeConfig({ maxConcurrentCalls: 4 }); // Java: blocked on configChangesLock
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(3);
    expect(bulkhead.tryAcquirePermission()).toBe(false);
    bulkhead.onComplete();
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(4);
    expect(bulkhead.getMetrics().availableConcurrentCalls).toBe(3); // one call still holds
  });

  it('serves the callers queued before the shrink first, and later ones after it', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 2, maxWaitDurationMs: 10_000 },
      new QueueClock(),
    );
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('early'), rec.rejected('early'));
    bulkhead.changeConfig({ maxConcurrentCalls: 1 });
    bulkhead.acquirePermission(rec.granted('late'), rec.rejected('late'));
    bulkhead.onComplete(); // the permit goes to the caller ahead of the changer
    expect(rec.log).toEqual(['early:granted']);
    expect(bulkhead.pendingMaxConcurrentCalls).toBe(1);
    bulkhead.onComplete(); // 1 in use fits the new limit: the shrink is done
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(1);
    expect(rec.log).toEqual(['early:granted']);
    bulkhead.onComplete(); // now the late caller's turn
    expect(rec.log).toEqual(['early:granted', 'late:granted']);
    expect(bulkhead.state).toBe('full');
  });

  it('shrinks to 0 once the waiter ahead of it was served and every call ended', () => {
    const clock = new QueueClock();
    const bulkhead = createBulkhead({ maxConcurrentCalls: 2, maxWaitDurationMs: 100 }, clock);
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('w'), rec.rejected('w')); // 1 slot free: granted
    bulkhead.acquirePermission(rec.granted('x'), rec.rejected('x')); // waits
    bulkhead.changeConfig({ maxConcurrentCalls: 0 });
    bulkhead.onComplete();
    bulkhead.onComplete(); // x was ahead: it gets the slot
    expect(rec.log).toEqual(['w:granted', 'x:granted']);
    bulkhead.onComplete(); // nothing in use: the shrink to 0 completes
    expect(bulkhead.bulkheadConfig.maxConcurrentCalls).toBe(0);
    expect(bulkhead.state).toBe('full');
  });

  it('admits waiters at once when the limit grows (changePermissionsCount…Waiting…)', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 1, maxWaitDurationMs: 500_000 },
      new QueueClock(),
    );
    const rec = recorder();
    const states: string[] = [];
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('a'), rec.rejected('a'));
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    bulkhead.acquirePermission(rec.granted('c'), rec.rejected('c'));
    expect(bulkhead.state).toBe('queueing');
    const watched = createBulkhead({ maxConcurrentCalls: 1 }, new QueueClock(), {
      onStateChange: (from, to) => states.push(`${from}->${to}`),
    });
    watched.changeConfig({ maxConcurrentCalls: 0 });
    bulkhead.changeConfig({ maxConcurrentCalls: 3 });
    expect(rec.log).toEqual(['a:granted', 'b:granted']);
    expect(bulkhead.waitingCalls).toBe(1);
    bulkhead.changeConfig({ maxConcurrentCalls: 5 });
    expect(rec.log).toEqual(['a:granted', 'b:granted', 'c:granted']);
    expect(bulkhead.state).toBe('available');
    expect(states).toEqual(['available->full']); // an idle shrink applies at once
  });
});
