// The authority rule for outlier ejection: the facade's fast path (it skips successes the
// machine's own guard says change nothing) and the reference path (every event sent) see
// the same ejections at every step of random traces; and every guard of the machine,
// forced to true or to false, changes what the facade does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outlierMachine } from './outlierMachine';
import { fails, runOutlierTrace, type OutlierOp } from './outlierTestKit';

const opArb: fc.Arbitrary<OutlierOp> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('fail' as const), replica: fc.nat(4) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('succeed' as const), replica: fc.nat(4) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      ms: fc.integer({ min: 1, max: 70_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('config' as const),
      config: fc.record({
        consecutive5xx: fc.integer({ min: 1, max: 6 }),
        maxEjectionPercent: fc.integer({ min: 0, max: 100 }),
        baseEjectionTimeMs: fc.integer({ min: 1, max: 40_000 }),
      }),
    }),
  },
);

describe('outlier ejection: fast path = reference path', () => {
  it('same ejections after every step of random traces', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 120 }),
        fc.integer({ min: 1, max: 5 }),
        (ops, replicas) => {
          const options = { replicas, config: { consecutive5xx: 3, maxEjectionPercent: 50 } };
          expect(runOutlierTrace(ops, options)).toEqual(
            runOutlierTrace(ops, { ...options, reference: true }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A trace that gives every guard a decision: resets, ejections, a cap, in-flight answers, returns. */
const EVERY_DECISION: OutlierOp[] = [
  ...fails(0, 2),
  { op: 'succeed', replica: 0 },
  ...fails(0, 3),
  ...fails(0, 2), // answers from the ejected replica
  ...fails(1, 3), // the cap: a second may not go (one of 3 out is 33 %, above 30 %)
  ...fails(2, 3),
  { op: 'advance', ms: 30_000 },
  ...fails(1, 3),
  { op: 'succeed', replica: 1 },
  { op: 'advance', ms: 100_000 },
];

describe('outlier ejection: every guard matters', () => {
  const options = { replicas: 3, config: { consecutive5xx: 3, maxEjectionPercent: 30 } };
  const standard = runOutlierTrace(EVERY_DECISION, options);
  const guards = Object.keys(
    outlierMachine.implementations.guards,
  ) as (keyof typeof outlierMachine.implementations.guards)[];

  it('the trace ejects, refuses one at the cap, and returns them', () => {
    expect(guards.sort()).toEqual([
      'belowThreshold',
      'ejectionAllowed',
      'hasFailuresInRow',
      'isEjected',
    ]);
    expect(standard.some((s) => s.includes('out=1'))).toBe(true);
    expect(standard.some((s) => s.includes('out=2'))).toBe(false);
    expect(standard[standard.length - 1]).toContain('out=0');
  });

  it.each(guards.flatMap((g) => [[g, true] as const, [g, false] as const]))(
    '%s forced to %s changes the run',
    (guard, value) => {
      const machine = outlierMachine.provide({ guards: { [guard]: () => value } });
      for (const reference of [false, true]) {
        expect(runOutlierTrace(EVERY_DECISION, { ...options, machine, reference })).not.toEqual(
          standard,
        );
      }
    },
  );
});
