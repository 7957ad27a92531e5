// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The machine runner for machines that live many at a time: one per retry chain, thousands in
// flight. An actor each would cost 55–117 µs to start and 2–3 µs a send, so the state of each
// instance is a record (its `state` field, and the context object it carries),
// and this runner takes the machine's own transitions on it, read from the authored definition
// exactly as MachineRunner reads it (machineDefinition.ts):
//
// - the candidates for the event in the record's state, first whose guard passes (XState's
//   order, the machine's own guard implementations): none passes, nothing happens (a skip);
// - the transition's actions run in order on the record, then the record takes the target;
// - the target's eventless (`always`) candidates are then taken the same way, until none
//   passes, as XState's microsteps do; a final state takes no more events.
//
// What only an actor could do is refused when the runner is built (MachineRefused): XState's
// built-ins (assign, emit…), entry, exit and delayed (`after`) actions, events on the root.
// With `reference: true` every record gets a real actor (its input is the record's context,
// which XState copies: so a context holds references, and actions write through them) and
// every event is sent: the differential tests compare the two.
import { createActor, type AnyActor, type AnyStateMachine } from 'xstate';
import { machineSends, sendToRef } from '../machineSends';
import {
  MachineRefused,
  paramsOf,
  readDefinition,
  type Candidate,
  type MachineReading,
  type StateReading,
} from './machineDefinition';
import { firstEnabled, type Handling } from './machineRunner';

/** An instance of a machine: its state's name, and the context its guards and actions read. */
export interface MachineRecord {
  state: string;
  readonly context: object;
}

/** More eventless steps than this in one event is a loop in the machine, not a decision. */
const MAX_EVENTLESS_STEPS = 100;

export class RecordRunner<TRecord extends MachineRecord, TEvent extends { type: string }> {
  readonly reading: MachineReading;
  private readonly states: ReadonlyMap<string, StateReading>;
  private readonly initial: string;
  /** The reference mode's actor per record. */
  private readonly actors = new WeakMap<TRecord, AnyActor>();

  constructor(
    readonly machine: AnyStateMachine,
    private readonly reference = false,
  ) {
    this.reading = readDefinition(machine);
    this.states = this.reading.states;
    this.initial = refuseWhatNeedsAnActor(this.reading);
  }

  /** Puts a fresh record in the machine's initial state. */
  start(record: TRecord): void {
    record.state = this.initial;
    if (!this.reference) return;
    const actor = createActor(this.machine, { input: record.context }).start();
    this.actors.set(record, actor);
    record.state = actor.getSnapshot().value as string;
  }

  /** Hands `event` to the machine instance `record`: skipped, or stepped to its next state. */
  send(record: TRecord, event: TEvent): Handling {
    if (this.reference) {
      const actor = this.actors.get(record);
      if (actor === undefined) throw new Error(`${this.reading.id}: a record sent before start`);
      // A machine in a final state is done: XState would ignore the event (with a warning).
      if (actor.getSnapshot().status !== 'active') return 'skipped';
      sendToRef(actor, event);
      record.state = actor.getSnapshot().value as string;
      return 'sent';
    }
    const state = this.states.get(record.state)!;
    const args = { context: record.context, event };
    const taken = firstEnabled(state.on.get(event.type), args);
    if (taken === undefined) return 'skipped';
    machineSends.direct++;
    take(record, taken, args);
    for (let steps = 0; ; steps++) {
      const next = firstEnabled(this.states.get(record.state)!.always, args);
      if (next === undefined) return 'stepped';
      if (steps === MAX_EVENTLESS_STEPS) {
        throw new Error(`${this.reading.id}: eventless transitions loop in '${record.state}'`);
      }
      take(record, next, args);
    }
  }
}

/** A transition's actions, in order, then its target (targetless: the state stays). */
function take(record: MachineRecord, taken: Candidate, args: { context: unknown }): void {
  const actions = taken.actions;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const params = action.params;
    action.fn(args, typeof params === 'function' ? paramsOf(action, args) : params);
  }
  if (taken.target !== undefined) record.state = taken.target;
}

/** Refuses what a record cannot do without an actor; returns the initial state. */
function refuseWhatNeedsAnActor(reading: MachineReading): string {
  const refuse = (where: string, why: string): never => {
    throw new MachineRefused(reading.id, where, `${why} (a machine run on records)`);
  };
  const root = reading.states.get('');
  if (root !== undefined || reading.initial === undefined) {
    refuse('the root', 'states and an initial state are needed');
  }
  for (const [name, state] of reading.states) {
    const where = `state '${name}'`;
    const { config } = state;
    if (config.entry !== undefined || config.exit !== undefined || config.after !== undefined) {
      refuse(where, 'entry, exit and delayed (after) actions need an actor');
    }
    if (state.final && (state.on.size > 0 || state.always.length > 0)) {
      refuse(where, 'a final state takes no events (and the root none for it)');
    }
    const candidates = [...state.always, ...[...state.on.values()].flat()];
    for (const c of candidates) {
      if (c.runsBuiltIns) refuse(c.source, "XState's built-in actions need an actor");
      if (c.targeted && (c.target === undefined || !reading.states.has(c.target))) {
        refuse(c.source, 'a target that is not a sibling state');
      }
      if (c.target === name) refuse(c.source, 'a transition to its own state (re-entry)');
    }
  }
  return reading.initial as string;
}
