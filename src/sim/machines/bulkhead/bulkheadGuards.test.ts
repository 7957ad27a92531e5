// Every guard of the bulkhead machine decides something: forcing it to true, then to
// false, changes what a caller of the facade observes on some trace. A guard nobody
// notices would be dead or duplicated by the facade. The facade is built with the
// provided machine, so its skips ask the forced guard too.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bulkheadGuards, bulkheadMachine } from './bulkheadMachine';
import { runTrace, traceArb, type Trace } from './bulkheadTestKit';

/** Rare in random traces, so written out: config changes while a smaller limit waits,
 * and a waiter's handle cancelled after it was granted. */
const handWritten: Trace[] = [
  {
    config: { maxConcurrentCalls: 1, maxWaitDurationMs: 50 },
    steps: [
      { op: 'try' },
      { op: 'acquire', releaseOnGrant: false },
      { op: 'complete' },
      { op: 'cancel', index: 0 },
    ],
  },
  {
    config: { maxConcurrentCalls: 2, maxWaitDurationMs: 0 },
    steps: [{ op: 'try' }, { op: 'try' }, { op: 'resize', max: 1 }, { op: 'resize', max: 3 }]
      .concat([{ op: 'try' }, { op: 'complete' }, { op: 'try' }, { op: 'try' }])
      .map((s) => s as Trace['steps'][number]),
  },
  {
    config: { maxConcurrentCalls: 1, maxWaitDurationMs: 50 },
    steps: [
      { op: 'try' },
      { op: 'acquire', releaseOnGrant: false },
      { op: 'resize', max: 0 },
      { op: 'rewait', waitMs: 0, queueLength: undefined },
      { op: 'acquire', releaseOnGrant: false },
      { op: 'complete' },
      { op: 'complete' },
      { op: 'acquire', releaseOnGrant: false },
    ],
  },
];
const battery: Trace[] = [...handWritten, ...fc.sample(traceArb, { seed: 9, numRuns: 300 })];
const standard = battery.map((trace) => runTrace(trace, {}).log);
const guardNames = Object.keys(bulkheadMachine.implementations.guards);

describe('bulkhead: every guard matters', () => {
  it('covers every guard the machine is built with', () => {
    expect(guardNames.sort()).toEqual(Object.keys(bulkheadGuards).sort());
    expect(guardNames).toEqual([
      'callersWaiting',
      'queueWouldOverflow',
      'shrinkPending',
      'slotFree',
      'waitingOff',
    ]);
  });

  for (const name of guardNames) {
    for (const forced of [true, false]) {
      it(`${name} forced to ${forced} changes what callers observe`, () => {
        const machine = bulkheadMachine.provide({ guards: { [name]: () => forced } });
        let changed = 0;
        battery.forEach((trace, i) => {
          const log = runTrace(trace, { machine }).log;
          if (JSON.stringify(log) !== JSON.stringify(standard[i])) changed++;
        });
        expect(changed).toBeGreaterThan(0);
      });
    }
  }
});
