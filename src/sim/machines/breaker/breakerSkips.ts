// Pure engine: no DOM, no wall clock, no unseeded randomness.
// When may the facade leave an event unsent? Only when no transition of the current state
// (or of the root) for that event would be taken. The table below is read from the machine's
// own definition, and the guards it holds are the machine's own implementations
// (machine.implementations.guards), so machine.provide({ guards }) changes the skips too and
// a transition added to the machine is asked about without touching the facade.
import type { AnyStateMachine } from 'xstate';
import type { BreakerEvent, BreakerStateValue } from './breakerContext';
import type { BreakerGuardArgs } from './breakerGuards';
import { PERMITS_CALLS_TAG, PUBLISHES_CALL_EVENTS_TAG } from './breakerMachine';

type GuardImplementation = (args: BreakerGuardArgs, params: undefined) => boolean;

/** The guards of an event's transitions in one state, or 'always' when one is unguarded. */
export type TransitionGuards = readonly GuardImplementation[] | 'always';

export type SkipTable = Readonly<Record<BreakerStateValue, TransitionGuards>>;

interface TransitionLike {
  guard?: unknown;
}

interface StateNodeLike {
  transitions: Map<string, TransitionLike[]>;
}

/** For each state of `machine`, the guards deciding whether `eventType` would do anything. */
export function skipTableFor(machine: AnyStateMachine, eventType: BreakerEvent['type']): SkipTable {
  const guards = machine.implementations.guards as Record<string, GuardImplementation>;
  const root = machine.root as unknown as StateNodeLike;
  const table: Partial<Record<BreakerStateValue, TransitionGuards>> = {};
  for (const [state, node] of Object.entries(machine.root.states)) {
    const candidates = [
      ...((node as unknown as StateNodeLike).transitions.get(eventType) ?? []),
      ...(root.transitions.get(eventType) ?? []),
    ];
    const found: GuardImplementation[] = [];
    let always = false;
    for (const transition of candidates) {
      const guard = typeof transition.guard === 'string' ? guards[transition.guard] : undefined;
      // Unguarded, or a guard we cannot call as a plain name (inline, and(), not()): send.
      if (!guard) always = true;
      else found.push(guard);
    }
    table[state as BreakerStateValue] = always ? 'always' : found;
  }
  return table as SkipTable;
}

/** True when some transition would be taken: the event must be sent. */
export function wouldTransition(guards: TransitionGuards, args: BreakerGuardArgs): boolean {
  if (guards === 'always') return true;
  for (let i = 0; i < guards.length; i++) if (guards[i]!(args, undefined)) return true;
  return false;
}

/** For each state of `machine`, whether its definition carries `tag`. */
export function statesTagged(
  machine: AnyStateMachine,
  tag: string,
): Readonly<Record<BreakerStateValue, boolean>> {
  const tagged: Partial<Record<BreakerStateValue, boolean>> = {};
  for (const [state, node] of Object.entries(machine.root.states)) {
    tagged[state as BreakerStateValue] = node.tags.includes(tag);
  }
  return tagged as Record<BreakerStateValue, boolean>;
}

/** What the facade reads once from its machine's definition. */
export interface MachineReading {
  /** The guards deciding whether each event the facade may skip would do anything. */
  recorded: SkipTable;
  requested: SkipTable;
  released: SkipTable;
  /** Per state, its tags (read once: snapshot.hasTag costs more than the whole skip). */
  permitsCalls: Readonly<Record<BreakerStateValue, boolean>>;
  publishesCallEvents: Readonly<Record<BreakerStateValue, boolean>>;
}

export function readMachine(machine: AnyStateMachine): MachineReading {
  return {
    recorded: skipTableFor(machine, 'call.recorded'),
    requested: skipTableFor(machine, 'permission.requested'),
    released: skipTableFor(machine, 'permission.released'),
    permitsCalls: statesTagged(machine, PERMITS_CALLS_TAG),
    publishesCallEvents: statesTagged(machine, PUBLISHES_CALL_EVENTS_TAG),
  };
}
