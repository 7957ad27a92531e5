// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The one way the engine hands a machine an event. A send costs 2–3 µs, as much as fifteen
// events of the engine's queue, and almost no event changes a state, so for each event the
// runner asks the machine's own definition (machineDefinition.ts) what XState would do:
//
// - it lists the candidate transitions for the event in the actor's current state (the
//   state's own, then the root's, in document order) and evaluates their guards with the
//   machine's own implementations, in that order, up to the first that passes;
// - none passes, or the one that passes is targetless with no actions: nothing would
//   change, and the event is not sent (a skip);
// - it is targetless and its actions are plain functions: they run here, in order, on the
//   actor's context (a direct step: what a send does, minus building a snapshot);
// - otherwise (a target, an XState built-in such as assign or emit, a state with eventless
//   transitions XState would re-check, an actor that is not running): a real send.
//
// With `reference: true` every event is a real send: the differential tests compare the two.
// A machine the runner could not run faithfully is refused when the runner is built
// (machineDefinition.ts names why). Convention: built-ins come from xstateBuiltIns.ts.
import type { AnyActor, AnyStateMachine } from 'xstate';
import { machineSends, sendToRef } from '../machineSends';
import {
  candidatesFor,
  paramsOf,
  readDefinition,
  type Candidate,
  type MachineReading,
  type StateReading,
} from './machineDefinition';

/** What the runner did with an event. */
export type Handling = 'skipped' | 'stepped' | 'sent';

interface Args {
  context: unknown;
  event: { type: string };
  self: AnyActor;
  system: unknown;
}

/** The first candidate whose guard passes, or undefined: XState's own choice. */
export function firstEnabled(
  candidates: readonly Candidate[] | undefined,
  args: { context: unknown; event: { type: string } },
): Candidate | undefined {
  if (candidates === undefined) return undefined;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    const guard = c.guard;
    if (guard === undefined) return c;
    const params = guard.params;
    if (guard.fn(args, typeof params === 'function' ? paramsOf(guard, args) : params)) return c;
  }
  return undefined;
}

export class MachineRunner<TEvent extends { type: string }> {
  readonly reading: MachineReading;
  /** One argument object, reused: this runs for most events the engine records. */
  private readonly args: Args;
  private readonly single: StateReading | undefined;
  private lastValue: string | undefined = undefined;
  private lastState: StateReading | undefined = undefined;

  constructor(
    readonly actor: AnyActor,
    private readonly reference = false,
  ) {
    this.reading = readDefinition(actor.logic as AnyStateMachine);
    this.single = this.reading.states.get('');
    this.args = { context: undefined, event: { type: '' }, self: actor, system: actor.system };
  }

  /** Hands `event` to the machine: skipped, stepped directly or sent, as above. */
  send(event: TEvent): Handling {
    if (this.reference) {
      sendToRef(this.actor, event);
      return 'sent';
    }
    const snapshot = this.actor.getSnapshot();
    const state = this.single ?? this.stateNamed(snapshot.value as string);
    if (snapshot.status !== 'active' || state === undefined || state.eventless) {
      sendToRef(this.actor, event);
      return 'sent';
    }
    const args = this.args;
    args.context = snapshot.context;
    args.event = event;
    const taken = firstEnabled(candidatesFor(state, event.type), args);
    if (taken === undefined) return 'skipped';
    if (taken.targeted || taken.runsBuiltIns) {
      sendToRef(this.actor, event);
      return 'sent';
    }
    const actions = taken.actions;
    if (actions.length === 0) return 'skipped';
    machineSends.direct++;
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!;
      const params = action.params;
      action.fn(args, typeof params === 'function' ? paramsOf(action, args) : params);
    }
    return 'stepped';
  }

  /**
   * The reading of the actor's state, by name: the last one is kept, since an actor stays in
   * one state for most of its events (a lookup by name per event was 4 % of the bench preset's run).
   */
  private stateNamed(value: string): StateReading | undefined {
    if (value === this.lastValue) return this.lastState;
    const state = this.reading.states.get(value);
    this.lastValue = value;
    this.lastState = state;
    return state;
  }

  /** The tags of a state, from the definition (snapshot.hasTag costs more than a skip). */
  tagsOf(state: string): readonly string[] {
    return this.reading.states.get(state)?.tags ?? [];
  }
}
