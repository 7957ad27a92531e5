import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from './simClock';

type Op =
  | { kind: 'timer'; delayMs: number; fixed: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'step' };

const FIXED_DELAYS_MS = [0, 250, 600];

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('timer' as const),
    delayMs: fc.oneof(fc.constantFrom(...FIXED_DELAYS_MS), fc.integer({ min: 0, max: 900 })),
    fixed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('step' as const) }),
);

type Lanes = 'none' | 'lanes' | 'recycling';

/**
 * Runs the ops; each timer, when it runs, schedules nothing and logs its id and time. With
 * recycling lanes a handle is dropped when cancelled or run (their users' rule), so a
 * cancel picks among the timers still pending; the others do the same, to compare.
 */
function replay(ops: Op[], lanes: Lanes): string[] {
  const clock = new QueueClock();
  const log: string[] = [];
  const handles: (ReturnType<QueueClock['setTimeout']> | undefined)[] = [];
  for (const op of ops) {
    if (op.kind === 'timer') {
      const id = handles.length;
      const run = () => {
        handles[id] = undefined;
        log.push(`${id}@${clock.nowMs()}`);
      };
      const onLane = lanes !== 'none' && op.fixed && FIXED_DELAYS_MS.includes(op.delayMs);
      handles.push(
        !onLane
          ? clock.setTimeout(run, op.delayMs)
          : lanes === 'recycling'
            ? clock.setRecycledTimeoutWith(run, undefined, op.delayMs)
            : clock.setFixedTimeout(run, op.delayMs),
      );
    } else if (op.kind === 'cancel') {
      const pending = handles.flatMap((h, i) => (h ? [i] : []));
      if (pending.length === 0) continue;
      const id = pending[op.pick % pending.length]!;
      clock.clearTimeout(handles[id]);
      handles[id] = undefined;
    } else if (op.kind === 'step') {
      clock.step();
    }
    log.push(`size ${clock.queue.size}`);
  }
  while (clock.step());
  return log;
}

describe('timer lanes', () => {
  it('run and cancel timers in exactly the order and at the times plain timers do', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200 }), (ops) => {
        expect(replay(ops, 'lanes')).toEqual(replay(ops, 'none'));
      }),
      { numRuns: 300 },
    );
  });

  it('run the same when their cancelled timeouts are reused (recycling lanes)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200 }), (ops) => {
        expect(replay(ops, 'recycling')).toEqual(replay(ops, 'none'));
      }),
      { numRuns: 300 },
    );
  });

  it('reuse a cancelled timeout once its time has passed, not before', () => {
    const clock = new QueueClock();
    const first = clock.setRecycledTimeoutWith(() => {}, undefined, 250);
    clock.clearTimeout(first);
    // Still in the lane (its time has not come): a new timeout is a new object.
    const second = clock.setRecycledTimeoutWith(() => {}, undefined, 250);
    expect(second).not.toBe(first);
    clock.advanceBy(250); // `first` leaves the lane, `second` runs
    const fired: string[] = [];
    const third = clock.setRecycledTimeoutWith((id) => fired.push(id), 'third', 250);
    expect(third).toBe(first);
    clock.advanceBy(250);
    expect(fired).toEqual(['third']);
  });

  it('keep a cancelled timeout out of the heap: only the oldest live one waits there', () => {
    const clock = new QueueClock();
    const fired: number[] = [];
    const handles = Array.from({ length: 1000 }, (_, i) => {
      clock.advanceBy(0.1);
      return clock.setFixedTimeout(() => fired.push(i), 250);
    });
    handles.forEach((h, i) => i % 100 !== 0 && clock.clearTimeout(h));
    expect(clock.queue.size).toBe(10);
    clock.clearTimeout(handles[0]); // twice: no effect
    clock.clearTimeout(handles[0]);
    expect(clock.queue.size).toBe(9);
    clock.advanceBy(1000);
    expect(fired).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    // 1,000 timeouts set, 991 cancelled: the clock ran only the nine that were left.
    expect(clock.eventsRun).toBe(9);
    clock.clearTimeout(handles[100]); // cancelling one that ran changes nothing
    expect(clock.queue.size).toBe(0);
  });
});
