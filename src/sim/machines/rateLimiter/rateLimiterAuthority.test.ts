// The authority rule for the rate limiter: the direct-stepped facade equals the one that
// sends every event (fast-check traces), and each guard of the machine, forced to true and
// to false, changes what the facade answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { machineSends } from '../machineSends';
import { createRateLimiter } from './rateLimiter';
import { rateLimiterMachine } from './rateLimiterMachine';

type Op =
  | { op: 'request'; permits: number }
  | { op: 'advance'; ms: number }
  | { op: 'waitEnded' }
  | { op: 'limit'; limitForPeriod: number }
  | { op: 'timeout'; timeoutMs: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('request' as const),
      permits: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 400 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'waitEnded' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('limit' as const),
      limitForPeriod: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('timeout' as const),
      timeoutMs: fc.integer({ min: 0, max: 600 }),
    }),
  },
);

interface Options {
  reference?: boolean;
  machine?: typeof rateLimiterMachine;
}

function runTrace(
  ops: Op[],
  options: Options = {},
  config = { limitForPeriod: 2, limitRefreshPeriodMs: 100, timeoutMs: 150 },
) {
  const clock = new QueueClock();
  const limiter = createRateLimiter(config, clock, options);
  const log: unknown[] = [];
  let waiting = 0;
  for (const o of ops) {
    switch (o.op) {
      case 'request': {
        const verdict = limiter.acquirePermission(o.permits);
        if (verdict.waitMs > 0) waiting++;
        log.push(verdict);
        break;
      }
      case 'advance':
        clock.advanceBy(o.ms);
        break;
      case 'waitEnded':
        if (waiting > 0) {
          waiting--;
          limiter.waitEnded();
        }
        break;
      case 'limit':
        limiter.changeLimitForPeriod(o.limitForPeriod);
        break;
      case 'timeout':
        limiter.changeTimeoutDuration(o.timeoutMs);
        break;
    }
    log.push(limiter.getMetrics());
  }
  return log;
}

describe('rate limiter: the machine decides', () => {
  it('direct steps give what sending every event gives (differential)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        expect(runTrace(ops)).toEqual(runTrace(ops, { reference: true }));
      }),
      { numRuns: 300 },
    );
  });

  it('the fast path steps the machine without a send', () => {
    const before = machineSends.count;
    runTrace(Array.from({ length: 50 }, () => ({ op: 'request', permits: 1 }) as const));
    expect(machineSends.count - before).toBe(0);
  });

  const GUARDS = ['waitFitsTimeout'];
  const scenario: Op[] = [
    { op: 'request', permits: 1 },
    { op: 'request', permits: 1 },
    { op: 'request', permits: 1 }, // waits for the next cycle
    { op: 'request', permits: 2 }, // refused: two cycles away
    { op: 'advance', ms: 250 },
    { op: 'request', permits: 1 },
  ];
  const standard = runTrace(scenario);

  it('names every guard the machine has', () => {
    expect(Object.keys(rateLimiterMachine.implementations.guards).sort()).toEqual(
      [...GUARDS].sort(),
    );
  });

  for (const guard of GUARDS) {
    for (const forced of [true, false]) {
      it(`${guard} forced to ${forced} changes what the facade answers`, () => {
        const machine = rateLimiterMachine.provide({ guards: { [guard]: () => forced } });
        expect(runTrace(scenario, { machine })).not.toEqual(standard);
        expect(runTrace(scenario, { machine, reference: true })).not.toEqual(standard);
      });
    }
  }
});
