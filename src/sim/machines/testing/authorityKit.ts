// Test support: the two proofs of the authority rule (docs/authority.md) for a protection
// whose facade takes `{ machine, reference }`. Differential: random traces give the same
// log through the direct-stepped facade and the one that sends every event. Every guard
// matters: each guard in the machine's setup, forced to true and to false, changes the log
// of at least one of the given scenarios, on both paths.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

export interface AuthorityKit<Op, M extends AnyStateMachine> {
  machine: M;
  /** Every guard the machine's setup declares (the test checks the list is complete). */
  guards: readonly string[];
  opArb: fc.Arbitrary<Op>;
  run: (ops: Op[], options: { machine?: M; reference?: boolean }) => unknown;
  /** Traces that between them give every guard a decision to make. */
  scenarios: Op[][];
  numRuns?: number;
}

export function itFollowsTheAuthorityRule<Op, M extends AnyStateMachine>(kit: AuthorityKit<Op, M>) {
  it('direct steps give what sending every event gives (differential)', () => {
    fc.assert(
      fc.property(fc.array(kit.opArb, { maxLength: 80 }), (ops) => {
        expect(kit.run(ops, {})).toEqual(kit.run(ops, { reference: true }));
      }),
      { numRuns: kit.numRuns ?? 200 },
    );
  });

  it('names every guard the machine has', () => {
    const guards = Object.keys(kit.machine.implementations.guards as object);
    expect(guards.sort()).toEqual([...kit.guards].sort());
  });

  const runAll = (options: { machine?: M; reference?: boolean }) =>
    kit.scenarios.map((ops) => kit.run(ops, options));
  for (const guard of kit.guards) {
    for (const forced of [true, false]) {
      it(`${guard} forced to ${forced} changes what the facade does`, () => {
        const machine = kit.machine.provide({ guards: { [guard]: () => forced } }) as M;
        const standard = runAll({});
        expect(runAll({ machine })).not.toEqual(standard);
        expect(runAll({ machine, reference: true })).not.toEqual(standard);
      });
    }
  }
}
