// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The machine runner for machines that live many at a time: one per retry chain, thousands in
// flight. An actor each would cost 55–117 µs to start and 2–3 µs a send, so the state of each
// instance is a record (its `state` field, and the context object it carries),
// and this runner takes the machine's own transitions on it, read from the authored definition
// exactly as MachineRunner reads it (machineDefinition.ts):
//
// - the candidates for the event in the record's state, first whose guard passes (XState's
//   order, the machine's own guard implementations): none passes, nothing happens (a skip);
// - a targetless transition runs its actions in order on the record; one with a target leaves
//   the state (its exit actions, its `after` timers cancelled), runs its own actions, and
//   enters the target (its entry actions, then its `after` timers started on the runner's
//   clock, each delay resolved then, as XState does);
// - the target's eventless (`always`) candidates are then taken the same way, until none
//   passes, as XState's microsteps do (the initial state's too, at start); a final state takes
//   no more events;
// - a delay's timer hands the machine XState's own event for it (`xstate.after.<delay>.<id>`),
//   whose candidates are that delay's transitions;
// - assign, emit and enqueueActions are run from what their author wrote (recordActions.ts);
//   emitted events, the timers' starts and cancellations, and the `onChange` hook come after
//   the whole step, in that order, where XState runs its deferred effects and its observers.
//
// What only an actor could do is refused when the runner is built (MachineRefused): XState's
// other built-ins (raise, sendTo, cancel…), targets other than a sibling named plainly (or a
// root's '.child'), a state targeting itself without `reenter`, delays without a clock.
// With `reference: true` every record gets a real actor (input: the record's context or the
// input given to start) and every event is sent; the record's state and context follow the
// actor's snapshot: the differential tests compare the two.
import { createActor, type AnyActor, type AnyStateMachine } from 'xstate';
import type { ScheduledEvent } from '../../core/eventQueue';
import type { SimClock } from '../../core/simClock';
import { machineSends, sendToRef } from '../machineSends';
import {
  candidatesFor,
  paramsOf,
  readDefinition,
  type Bound,
  type Candidate,
  type Delayed,
  type MachineReading,
  type StateReading,
} from './machineDefinition';
import { firstEnabled, type Handling } from './machineRunner';
import { runAction, type ActionArgs, type ActionScope } from './recordActions';
import { refuseWhatNeedsAnActor } from './recordRefusals';

/**
 * An instance of a machine: its state's name, and the context its guards and actions read.
 * `stateReading` is the runner's: the definition of the state named, kept beside the name so
 * that an event needs no lookup by name. It is trusted only while its name is the record's
 * state and it is a state of the runner's own machine.
 */
export interface MachineRecord {
  state: string;
  context: object;
  stateReading?: StateReading | undefined;
}

export interface RecordRunnerOptions<TRecord> {
  /** Send every event to a real actor per record (the differential tests' reference). */
  reference?: boolean;
  /** The clock `after` delays run on (required by a machine that has them). */
  clock?: SimClock;
  /**
   * After start and after a step that entered a state (a reference actor: after every event
   * it processed). An observer tells a new state instance by the context (an epoch).
   */
  onChange?: (record: TRecord) => void;
  /** An event the machine emitted. */
  onEmit?: (record: TRecord, event: { type: string }) => void;
}

/** More eventless steps than this in one event is a loop in the machine, not a decision. */
const MAX_EVENTLESS_STEPS = 100;

/** A started `after` delay of one record. */
interface AfterTimer<TRecord> {
  readonly runner: RecordRunner<TRecord & MachineRecord, { type: string }>;
  readonly record: TRecord;
  readonly delayed: Delayed;
  handle: ScheduledEvent | undefined;
}

function afterElapsed<TRecord extends MachineRecord>(timer: AfterTimer<TRecord>): void {
  timer.handle = undefined;
  timer.runner.delayElapsed(timer.record, timer.delayed);
}

export class RecordRunner<TRecord extends MachineRecord, TEvent extends { type: string }> {
  readonly reading: MachineReading;
  private readonly states: ReadonlyMap<string, StateReading>;
  private readonly initialState: StateReading;
  private readonly reference: boolean;
  private readonly clock: SimClock | undefined;
  private readonly onChange: ((record: TRecord) => void) | undefined;
  private readonly onEmit: ((record: TRecord, event: { type: string }) => void) | undefined;
  /** The reference mode's actor per record. */
  private readonly actors = new WeakMap<TRecord, AnyActor>();
  /** The started `after` timers per record (only machines that have delays). */
  private readonly timers = new WeakMap<TRecord, AfterTimer<TRecord>[]>();
  /** Effects XState defers to the end of a step: emits, timers started and cancelled. */
  private readonly deferred: (() => void)[] = [];
  /** The argument object of send(), free when no send is running. */
  private spareArgs: ActionArgs | undefined = { context: {}, event: { type: '' } };
  private readonly machine: AnyStateMachine;

  constructor(
    machine: AnyStateMachine,
    /** `true`: the reference mode (the chains' shorthand for `{ reference: true }`). */
    options: boolean | RecordRunnerOptions<TRecord> = {},
  ) {
    const o = typeof options === 'boolean' ? { reference: options } : options;
    this.machine = machine;
    this.reading = readDefinition(machine);
    this.states = this.reading.states;
    this.reference = o.reference ?? false;
    this.clock = o.clock;
    this.onChange = o.onChange;
    this.onEmit = o.onEmit;
    const initial = refuseWhatNeedsAnActor(this.reading, this.clock !== undefined);
    this.initialState = this.states.get(initial)!;
  }

  /**
   * Puts a record in the machine's initial state. With `input`, its context is the one the
   * machine's `context` makes of it, and the initial state's entry actions and delays run;
   * without, the record's own context is the machine's (a machine whose context is its input).
   */
  start(record: TRecord, input?: unknown): void {
    if (this.reference) return this.startActor(record, input ?? record.context);
    const initial = this.initialState;
    record.state = initial.name;
    record.stateReading = initial;
    if (input !== undefined) {
      const made = this.reading.context;
      record.context = (typeof made === 'function' ? made({ input }) : made) as object;
    }
    // A chain's start (every call's): nothing to enter, nothing to decide, no one to tell.
    const decides = initial.always.length > 0;
    if (initial.entry.length === 0 && initial.after.length === 0 && !decides && !this.onChange)
      return;
    const args: ActionArgs = { context: record.context, event: { type: 'xstate.init' } };
    this.enter(record, initial, args);
    // As XState's start: an initial state's eventless transitions are taken at once.
    if (decides) this.takeEventless(record, initial, args);
    this.settle(record, true);
  }

  /** Hands `event` to the machine instance `record`: skipped, or stepped to its next state. */
  send(record: TRecord, event: TEvent): Handling {
    if (this.reference) {
      const actor = this.actors.get(record);
      if (actor === undefined) throw new Error(`${this.reading.id}: a record sent before start`);
      // A machine in a final state is done: XState would ignore the event (with a warning).
      if (actor.getSnapshot().status !== 'active') return 'skipped';
      sendToRef(actor, event);
      this.follow(record, actor);
      return 'sent';
    }
    // One argument object, reused: a chain's events are most of the engine's steps. A send
    // made from inside a step (none of ours, but a machine may) gets its own.
    let args = this.spareArgs;
    if (args === undefined) args = { context: record.context, event };
    else {
      this.spareArgs = undefined;
      args.context = record.context;
      args.event = event;
    }
    const state = this.stateOf(record);
    const taken = firstEnabled(candidatesFor(state, event.type), args);
    if (taken !== undefined) {
      machineSends.direct++;
      this.settle(record, this.take(record, state, taken, args));
    }
    this.spareArgs = args;
    return taken === undefined ? 'skipped' : 'stepped';
  }

  /** Would `event` take a transition that does something (XState's `snapshot.can`)? */
  can(record: TRecord, event: TEvent): boolean {
    if (this.reference) return this.actors.get(record)!.getSnapshot().can(event) as boolean;
    const args = { context: record.context, event };
    const taken = firstEnabled(candidatesFor(this.stateOf(record), event.type), args);
    return taken !== undefined && (taken.targeted || taken.actions.length > 0);
  }

  /** Stops the instance: its delays are cancelled (the reference: its actor stops). */
  stop(record: TRecord): void {
    if (this.reference) return void this.actors.get(record)?.stop();
    for (const timer of this.timers.get(record) ?? []) this.cancelTimer(timer);
    this.timers.delete(record);
  }

  /** @internal A delay of `record`'s state passed (its timer, afterElapsed). */
  delayElapsed(record: TRecord, delayed: Delayed): void {
    const list = this.timers.get(record);
    const at = list ? list.findIndex((t) => t.delayed === delayed) : -1;
    if (at >= 0) list!.splice(at, 1);
    const args: ActionArgs = { context: record.context, event: { type: delayed.eventType } };
    const taken = firstEnabled(delayed.candidates, args);
    if (taken === undefined) return;
    machineSends.direct++;
    this.settle(record, this.take(record, this.stateOf(record), taken, args));
  }

  /**
   * A transition from `state` (the record's), then the eventless ones it leads to (XState's
   * microsteps). True: a state was entered. The state in hand is passed along rather than
   * looked up by name again at each microstep.
   */
  private take(record: TRecord, state: StateReading, taken: Candidate, args: ActionArgs): boolean {
    const now = this.microstep(record, state, taken, args);
    return this.takeEventless(record, now, args) || taken.target !== undefined;
  }

  /** The eventless transitions from `state` (the record's), until none passes. True: a state was entered. */
  private takeEventless(record: TRecord, state: StateReading, args: ActionArgs): boolean {
    let now = state;
    let entered = false;
    for (let steps = 0; ; steps++) {
      const next = firstEnabled(now.always, args);
      if (next === undefined) return entered;
      if (steps === MAX_EVENTLESS_STEPS) {
        throw new Error(`${this.reading.id}: eventless transitions loop in '${record.state}'`);
      }
      now = this.microstep(record, now, next, args);
      entered = entered || next.target !== undefined;
    }
  }

  /** Exit, the transition's actions, entry (targetless: its actions only). Returns the state after. */
  private microstep(
    record: TRecord,
    from: StateReading,
    taken: Candidate,
    args: ActionArgs,
  ): StateReading {
    const target = taken.target;
    if (target === undefined) {
      const name = record.state;
      this.runAll(taken.actions, record, args);
      return this.stateAfter(record, name, from);
    }
    this.runAll(from.exit, record, args);
    if (from.after.length > 0) this.cancelTimers(record);
    this.runAll(taken.actions, record, args);
    const to = taken.targetState!;
    record.state = target;
    record.stateReading = to;
    this.enter(record, to, args);
    return this.stateAfter(record, target, to);
  }

  /** `reading` if the record is still in state `name`; else (an action sent it an event) its state. */
  private stateAfter(record: TRecord, name: string, reading: StateReading): StateReading {
    return record.state === name ? reading : this.stateOf(record);
  }

  /** The definition of the record's state: the one kept on the record while it is current and ours. */
  private stateOf(record: TRecord): StateReading {
    const held = record.stateReading;
    if (held !== undefined && held.name === record.state && held.machineStates === this.states) {
      return held;
    }
    const reading = this.states.get(record.state)!;
    record.stateReading = reading;
    return reading;
  }

  private enter(record: TRecord, state: StateReading, args: ActionArgs): void {
    this.runAll(state.entry, record, args);
    for (const delayed of state.after) this.startTimer(record, delayed, args);
  }

  private runAll(actions: readonly Bound[], record: TRecord, args: ActionArgs): void {
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!;
      const params = action.params;
      if (action.builtIn !== undefined) runAction(action, args, this.scopeFor(record));
      else action.fn(args, typeof params === 'function' ? paramsOf(action, args) : params);
    }
  }

  /** Built-ins only: where emitted events go, and the tables enqueueActions resolves names in. */
  private scopeFor(record: TRecord): ActionScope {
    const { guards, actions } = this.machine.implementations as ActionScopeTables;
    return {
      guards,
      actions,
      emit: (event) => this.deferred.push(() => this.onEmit?.(record, event)),
    };
  }

  /** XState resolves the delay as it enters (the context as the entry actions left it). */
  private startTimer(record: TRecord, delayed: Delayed, args: ActionArgs): void {
    const { delay } = delayed;
    const named = typeof delay === 'string' ? this.reading.delays[delay] : delay;
    const ms = typeof named === 'function' ? named(args) : named;
    // XState would raise the event at once instead: no machine of ours means that.
    if (typeof ms !== 'number') throw new Error(`${this.reading.id}: delay '${delay}' gave no ms`);
    const timer: AfterTimer<TRecord> = {
      runner: this as unknown as AfterTimer<TRecord>['runner'],
      record,
      delayed,
      handle: undefined,
    };
    let list = this.timers.get(record);
    if (!list) this.timers.set(record, (list = []));
    list.push(timer);
    // Started after the step, and cancelled after it if the step also left the state: as XState.
    this.deferred.push(() => {
      timer.handle = this.clock!.setTimeoutWith(afterElapsed, timer, ms);
    });
  }

  private cancelTimers(record: TRecord): void {
    const list = this.timers.get(record);
    if (!list) return;
    this.timers.set(record, []);
    for (const timer of list) this.deferred.push(() => this.cancelTimer(timer));
  }

  private cancelTimer(timer: AfterTimer<TRecord>): void {
    if (timer.handle !== undefined) this.clock!.clearTimeout(timer.handle);
    timer.handle = undefined;
  }

  /** The deferred effects in order, then the observer: where XState runs them after a step. */
  private settle(record: TRecord, entered: boolean): void {
    const deferred = this.deferred;
    // Most steps defer nothing, and setting an array's length is a call into the runtime.
    if (deferred.length > 0) {
      for (let i = 0; i < deferred.length; i++) deferred[i]!();
      deferred.length = 0;
    }
    if (entered) this.onChange?.(record);
  }

  private startActor(record: TRecord, input: unknown): void {
    const actor = createActor(this.machine, {
      input,
      ...(this.clock ? { clock: this.clock } : {}),
    });
    this.actors.set(record, actor);
    if (this.onChange) actor.subscribe(() => this.follow(record, actor, true));
    if (this.onEmit) actor.on('*', (event: { type: string }) => this.onEmit!(record, event));
    actor.start();
    this.follow(record, actor);
  }

  /** The record's state and context as the reference actor has them. */
  private follow(record: TRecord, actor: AnyActor, notify = false): void {
    const snapshot = actor.getSnapshot();
    record.state = snapshot.value as string;
    record.context = snapshot.context as object;
    if (notify) this.onChange!(record);
  }
}

interface ActionScopeTables {
  guards: Readonly<Record<string, unknown>>;
  actions: Readonly<Record<string, unknown>>;
}
