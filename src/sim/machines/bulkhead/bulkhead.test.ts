import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QueueClock } from '../../core/simClock';
import { createBulkhead } from './bulkhead';
import { recorder } from './bulkheadTestKit';

describe('bulkhead: waiting, shedding and state', () => {
  it('hands freed slots to waiters in FIFO order', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 1, maxWaitDurationMs: 1000 },
      new QueueClock(),
    );
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    for (const label of ['a', 'b', 'c'])
      bulkhead.acquirePermission(rec.granted(label), rec.rejected(label));
    bulkhead.onComplete();
    bulkhead.onComplete();
    bulkhead.onComplete();
    expect(rec.log).toEqual(['a:granted', 'b:granted', 'c:granted']);
  });

  it('skips a cancelled waiter in the middle of the queue', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 1, maxWaitDurationMs: 1000 },
      new QueueClock(),
    );
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('a'), rec.rejected('a'));
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b')).cancel();
    bulkhead.acquirePermission(rec.granted('c'), rec.rejected('c'));
    bulkhead.onComplete();
    bulkhead.onComplete();
    expect(rec.log).toEqual(['a:granted', 'c:granted']);
  });

  it('sheds load once maxQueueLength callers wait (seed 004: 2 x max)', () => {
    const bulkhead = createBulkhead(
      { maxConcurrentCalls: 2, maxWaitDurationMs: 10_000, maxQueueLength: 4 },
      new QueueClock(),
    );
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.tryAcquirePermission();
    for (let i = 0; i < 5; i++)
      bulkhead.acquirePermission(rec.granted(`w${i}`), rec.rejected(`w${i}`));
    expect(bulkhead.waitingCalls).toBe(4);
    expect(rec.log).toEqual(['w4:queueFull']);
    expect(bulkhead.state).toBe('shedding');
  });

  it('rejects at once with maxWaitDuration 0 (seed 000)', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1 }, new QueueClock());
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    expect(rec.log).toEqual(['b:full']);
  });

  it('moves available → full → queueing → full → available through the machine', () => {
    const clock = new QueueClock();
    const changes: string[] = [];
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1, maxWaitDurationMs: 100 }, clock, {
      onStateChange: (from, to, nowMs) => changes.push(`${from}->${to}@${nowMs}`),
    });
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(
      () => {},
      () => {},
    );
    clock.advanceBy(100); // the waiter times out
    bulkhead.onComplete();
    expect(changes).toEqual([
      'available->full@0',
      'full->queueing@0',
      'queueing->full@100',
      'full->available@100',
    ]);
  });

  it('does not mint a slot on a stray release', () => {
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1 }, new QueueClock());
    bulkhead.onComplete();
    expect(bulkhead.availableConcurrentCalls).toBe(1);
    expect(bulkhead.tryAcquirePermission()).toBe(true);
    expect(bulkhead.tryAcquirePermission()).toBe(false);
  });

  it('drops queued callers and their timers on stop', () => {
    const clock = new QueueClock();
    const bulkhead = createBulkhead({ maxConcurrentCalls: 1, maxWaitDurationMs: 100 }, clock);
    const rec = recorder();
    bulkhead.tryAcquirePermission();
    bulkhead.acquirePermission(rec.granted('b'), rec.rejected('b'));
    bulkhead.stop();
    clock.advanceBy(1000);
    expect(rec.log).toEqual([]);
    expect(clock.queue.size).toBe(0);
  });
});

type Op =
  | { op: 'try' }
  | { op: 'acquire' }
  | { op: 'release' }
  | { op: 'cancel'; index: number }
  | { op: 'advance'; ms: number }
  | { op: 'resize'; max: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ op: 'try' }),
  fc.constant<Op>({ op: 'acquire' }),
  fc.constant<Op>({ op: 'release' }),
  fc.nat(20).map<Op>((index) => ({ op: 'cancel', index })),
  fc.integer({ min: 1, max: 60 }).map<Op>((ms) => ({ op: 'advance', ms })),
  fc.integer({ min: 0, max: 6 }).map<Op>((max) => ({ op: 'resize', max })),
);

describe('bulkhead: invariants (fast-check)', () => {
  it('keeps in-use within [0, max] apart from a shrink draining, and grants match releases', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        fc.array(opArb, { maxLength: 200 }),
        (max, waitMs, queueLength, ops) => {
          const clock = new QueueClock();
          const bulkhead = createBulkhead(
            { maxConcurrentCalls: max, maxWaitDurationMs: waitMs, maxQueueLength: queueLength },
            clock,
          );
          let held = 0; // slots our callers believe they hold
          let lastResizeHeld = 0;
          const handles: { cancel(): void }[] = [];
          const grant = () => held++;
          for (const step of ops) {
            if (step.op === 'try' && bulkhead.tryAcquirePermission()) held++;
            if (step.op === 'acquire') handles.push(bulkhead.acquirePermission(grant, () => {}));
            if (step.op === 'release' && held > 0) {
              held--;
              bulkhead.onComplete();
            }
            if (step.op === 'cancel') handles[step.index]?.cancel();
            if (step.op === 'advance') clock.advanceBy(step.ms);
            if (step.op === 'resize') {
              bulkhead.changeConfig({ maxConcurrentCalls: step.max });
              lastResizeHeld = held;
            }
            const limit = bulkhead.bulkheadConfig.maxConcurrentCalls;
            expect(bulkhead.inUseCalls).toBe(held);
            expect(held).toBeGreaterThanOrEqual(0);
            // Over the limit only by what was already running when the limit shrank.
            expect(held).toBeLessThanOrEqual(Math.max(limit, lastResizeHeld));
            // Callers wait only for a reason: no slot, or a smaller limit still pending
            // ahead of them (Resilience4j's changeConfig, which newcomers queue behind).
            if (held < limit && bulkhead.pendingMaxConcurrentCalls === undefined)
              expect(bulkhead.waitingCalls).toBe(0);
            expect(bulkhead.availableConcurrentCalls).toBe(Math.max(0, limit - held));
            if (held <= limit) lastResizeHeld = 0; // drained: from now on the limit holds
          }
        },
      ),
    );
  });
});
