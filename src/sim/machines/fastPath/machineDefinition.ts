// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A machine's authored definition read into what the fast path needs: for each state and
// event, the candidate transitions in XState's priority order (the state's own first, then
// the root's, each in document order), with their guards and actions bound to the
// machine's own implementations (`machine.implementations`, so `provide()` reaches them).
// It reads `machine.config` and `machine.implementations` only, the public definition.
// What the fast path could not run faithfully is refused here, when the facade is built,
// with an error that names the machine, the state and the event.
import type { AnyStateMachine } from 'xstate';
import { builtInMade, isBuiltIn, type BuiltInMade } from './xstateBuiltIns';

export type Implementation = (args: unknown, params: unknown) => unknown;

/** A named guard or action, bound to the implementation the machine was built with. */
export interface Bound {
  readonly name: string;
  readonly fn: Implementation;
  /** Static params, or XState's dynamic params (a function of the args). */
  readonly params: unknown;
  /** For an XState built-in: which creator made it, from what (xstateBuiltIns.ts). */
  readonly builtIn: BuiltInMade | undefined;
}

export interface Candidate {
  readonly guard: Bound | undefined;
  /** Takes a target (or re-enters): only XState can change the state value. */
  readonly targeted: boolean;
  /**
   * A single sibling state written by name ('gaveUp'), or a child of the root written '.name'
   * in the root's `on`: the only targets a record can take.
   */
  readonly target: string | undefined;
  /** The target's reading, resolved once all states are read: a step needs no lookup by name. */
  readonly targetState: StateReading | undefined;
  /** Leaves and enters the target even when it is the current state (XState's `reenter`, or a root transition). */
  readonly reenters: boolean;
  /** The transition's actions, each either plain (runnable here) or XState's own. */
  readonly actions: readonly Bound[];
  /** Some action is an XState built-in (assign, enqueueActions, emit, …): send it. */
  readonly runsBuiltIns: boolean;
  /** Where the transition was written, for messages. */
  readonly source: string;
}

export interface StateReading {
  /** The state's name ('' for a machine without states). */
  readonly name: string;
  /**
   * Every state of the reading this one belongs to: a runner that finds a reading kept on a
   * record tells its own machine's from another's (a provided copy has other guards) by it.
   */
  readonly machineStates: ReadonlyMap<string, StateReading>;
  /** Candidates per event type, the state's own before the root's. */
  readonly on: ReadonlyMap<string, readonly Candidate[]>;
  /**
   * `on` as two arrays, for `candidatesFor`: a state handles a few event types, and a scan of
   * a few strings costs less than a hash lookup (the runners ask once per event).
   */
  readonly onTypes: readonly string[];
  readonly onLists: readonly (readonly Candidate[])[];
  /** The state (or the root) has eventless transitions: XState re-checks them after any event. */
  readonly eventless: boolean;
  /** The state's own eventless (`always`) candidates, in document order. */
  readonly always: readonly Candidate[];
  /** A `type: 'final'` state: a machine that reaches it at the top level takes no more events. */
  readonly final: boolean;
  readonly tags: readonly string[];
  /** The state's own config (for the statechart view and the record stepper). */
  readonly config: NodeConfig;
  /** Entry and exit actions, in document order. */
  readonly entry: readonly Bound[];
  readonly exit: readonly Bound[];
  /** The state's delayed (`after`) transitions, one entry per delay, in document order. */
  readonly after: readonly Delayed[];
}

/** An `after` delay: the timer XState starts on entry, and the transitions its event takes. */
export interface Delayed {
  /** A number of ms, or the name of a delay in `setup({ delays })`. */
  readonly delay: number | string;
  /** The event XState raises when the delay passes (`xstate.after.<delay>.<state id>`). */
  readonly eventType: string;
  readonly candidates: readonly Candidate[];
}

export interface MachineReading {
  readonly id: string;
  readonly initial: string | undefined;
  /** By state name; '' for a machine without states. */
  readonly states: ReadonlyMap<string, StateReading>;
  /** The authored `context` (a function of `{ input }`, or an object). */
  readonly context: unknown;
  /** The machine's named delays (`setup({ delays })`). */
  readonly delays: Readonly<Record<string, unknown>>;
}

export class MachineRefused extends Error {
  constructor(machineId: string, where: string, why: string) {
    super(`machine '${machineId}' cannot run on the fast path: ${where}: ${why}`);
    this.name = 'MachineRefused';
  }
}

export interface NodeConfig {
  type?: string;
  initial?: string;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  always?: unknown;
  after?: unknown;
  entry?: unknown;
  exit?: unknown;
  tags?: string | string[];
  id?: string;
  context?: unknown;
}

interface TransitionObject {
  target?: unknown;
  reenter?: boolean;
  guard?: unknown;
  actions?: unknown;
}

const toArray = <T>(x: T | readonly T[] | undefined): readonly T[] =>
  x === undefined ? [] : Array.isArray(x) ? (x as readonly T[]) : [x as T];

type Table = Record<string, unknown>;

class DefinitionReader {
  readonly id: string;
  private readonly guards: Table;
  private readonly actions: Table;
  private readonly delays: Table;

  constructor(private readonly machine: AnyStateMachine) {
    const config = machine.config as NodeConfig;
    this.id = config.id ?? '(machine)';
    const { guards, actions, delays } = machine.implementations as {
      guards: Table;
      actions: Table;
      delays?: Table;
    };
    this.guards = guards;
    this.actions = actions;
    this.delays = delays ?? {};
  }

  read(): MachineReading {
    const root = this.machine.config as NodeConfig;
    if (root.type === 'parallel') this.refuse('the root', 'parallel states are not supported');
    const children = Object.entries(root.states ?? {});
    const rootOn = this.readOn(root, 'the root', new Set(children.map(([name]) => name)));
    const states = new Map<string, StateReading>();
    if (children.length === 0) {
      const always = this.readAlways(root, 'the root');
      const eventless = root.always !== undefined;
      states.set('', {
        name: '',
        machineStates: states,
        ...byType(rootOn),
        eventless,
        always,
        final: false,
        tags: [],
        config: root,
        ...this.readEntryExit(root, 'the root', this.id),
      });
    }
    for (const [name, node] of children) {
      const where = `state '${name}'`;
      if (node.type === 'parallel' || (node.states && Object.keys(node.states).length > 0)) {
        this.refuse(where, 'nested or parallel states are not supported (one level of states)');
      }
      const own = this.readOn(node, where);
      const on = new Map(own);
      for (const [type, fromRoot] of rootOn) on.set(type, [...(own.get(type) ?? []), ...fromRoot]);
      const eventless = node.always !== undefined || root.always !== undefined;
      const always = this.readAlways(node, where);
      const final = node.type === 'final';
      const tags = toArray(node.tags);
      const nodeId = node.id ?? `${this.id}.${name}`;
      const entryExit = this.readEntryExit(node, where, nodeId);
      states.set(name, {
        name,
        machineStates: states,
        ...byType(on),
        eventless,
        always,
        final,
        tags,
        config: node,
        ...entryExit,
      });
    }
    resolveTargets(states);
    return {
      id: this.id,
      initial: root.initial,
      states,
      context: root.context,
      delays: this.delays,
    };
  }

  private readEntryExit(node: NodeConfig, where: string, nodeId: string) {
    const entry = toArray(node.entry).map((a) => this.bindAction(a, `${where}, entry`));
    const exit = toArray(node.exit).map((a) => this.bindAction(a, `${where}, exit`));
    const after = Object.entries((node.after ?? {}) as Table).map(([key, transitions]) => {
      const delay = Number.isNaN(+key) ? key : +key;
      if (typeof delay === 'string' && !(delay in this.delays)) {
        this.refuse(`${where}, after '${key}'`, `delay '${key}' is not in setup`);
      }
      const candidates = toArray(transitions).map((t, i) =>
        this.readTransition(t, `${where}, after '${key}' #${i + 1}`),
      );
      return { delay, eventType: `xstate.after.${delay}.${nodeId}`, candidates };
    });
    return { entry, exit, after };
  }

  /** `children`: for the root, its states, which its transitions target as '.name'. */
  private readOn(
    node: NodeConfig,
    where: string,
    children?: Set<string>,
  ): Map<string, Candidate[]> {
    const on = new Map<string, Candidate[]>();
    for (const [type, transitions] of Object.entries(node.on ?? {})) {
      if (type === '*' || type.endsWith('.*')) {
        this.refuse(`${where}, event '${type}'`, 'wildcard events are not supported');
      }
      const list = toArray(transitions as unknown).map((t, i) =>
        this.readTransition(t, `${where}, event '${type}' #${i + 1}`, children),
      );
      on.set(type, list);
    }
    return on;
  }

  private readAlways(node: NodeConfig, where: string): Candidate[] {
    return toArray(node.always as unknown).map((t, i) =>
      this.readTransition(t, `${where}, always #${i + 1}`),
    );
  }

  /** `rootChildren`: set for a transition of the root, whose targets are its children ('.name'). */
  private readTransition(raw: unknown, where: string, rootChildren?: Set<string>): Candidate {
    const t: TransitionObject =
      typeof raw === 'string' ? { target: raw } : ((raw ?? {}) as TransitionObject);
    const guard = t.guard === undefined ? undefined : this.bindGuard(t.guard, where);
    const actions = toArray(t.actions as unknown).map((a) => this.bindAction(a, where));
    const targets = toArray(t.target as unknown);
    const targeted = targets.length > 0 || t.reenter === true;
    const only = targets.length === 1 ? targets[0] : undefined;
    let target: string | undefined;
    // XState: a root transition to a child always leaves the current child and enters it.
    let reenters = t.reenter === true;
    if (typeof only === 'string' && rootChildren !== undefined) {
      const child = only.startsWith('.') ? only.slice(1) : undefined;
      target = child !== undefined && rootChildren.has(child) ? child : undefined;
      reenters = true;
    } else if (typeof only === 'string' && !/^[.#]/.test(only)) target = only;
    const runsBuiltIns = actions.some((a) => a.builtIn !== undefined);
    // targetState is set by resolveTargets once every state has been read.
    return {
      guard,
      targeted,
      target,
      targetState: undefined,
      reenters,
      actions,
      runsBuiltIns,
      source: where,
    };
  }

  private bindGuard(ref: unknown, where: string): Bound {
    if (typeof ref === 'function') {
      this.refuse(
        where,
        'a guard written as a function (inline, and(), not(), or()): name it in setup',
      );
    }
    const { name, params } = this.named(ref, where, 'guard');
    const fn = this.guards[name];
    if (typeof fn !== 'function') this.refuse(where, `guard '${name}' is not in setup`);
    if (isBuiltIn(fn)) {
      this.refuse(where, `guard '${name}' is made with and()/not()/or(): write it as a predicate`);
    }
    return { name, fn: fn as Implementation, params, builtIn: undefined };
  }

  private bindAction(ref: unknown, where: string): Bound {
    if (typeof ref === 'function') {
      const builtIn = builtInMade(ref);
      return { name: '(inline)', fn: ref as Implementation, params: undefined, builtIn };
    }
    const { name, params } = this.named(ref, where, 'action');
    const fn = this.actions[name];
    if (typeof fn !== 'function') this.refuse(where, `action '${name}' is not in setup`);
    return { name, fn: fn as Implementation, params, builtIn: builtInMade(fn) };
  }

  private named(ref: unknown, where: string, kind: string): { name: string; params: unknown } {
    if (typeof ref === 'string') return { name: ref, params: undefined };
    if (ref && typeof ref === 'object' && typeof (ref as { type?: unknown }).type === 'string') {
      const { type, params } = ref as { type: string; params?: unknown };
      return { name: type, params };
    }
    return this.refuse(where, `a ${kind} that is neither a name nor { type, params }`);
  }

  private refuse(where: string, why: string): never {
    throw new MachineRefused(this.id, where, why);
  }
}

/** Points each transition at the reading of the state it targets (none: a record refuses it). */
function resolveTargets(states: ReadonlyMap<string, StateReading>): void {
  for (const state of states.values()) {
    const delayed = state.after.flatMap((d) => d.candidates);
    for (const c of [...state.always, ...[...state.on.values()].flat(), ...delayed]) {
      if (c.target !== undefined) {
        (c as { targetState: StateReading | undefined }).targetState = states.get(c.target);
      }
    }
  }
}

/** A state's `on`, and the same as the two arrays `candidatesFor` scans. */
function byType(on: ReadonlyMap<string, readonly Candidate[]>) {
  return { on, onTypes: [...on.keys()], onLists: [...on.values()] };
}

/** The candidates of `state` for events of `type` (its own, then the root's), if any. */
export function candidatesFor(state: StateReading, type: string): readonly Candidate[] | undefined {
  const types = state.onTypes;
  for (let i = 0; i < types.length; i++) if (types[i] === type) return state.onLists[i];
  return undefined;
}

const readings = new WeakMap<AnyStateMachine, MachineReading>();

/** The machine's definition, read once per machine object (provide() makes a new one). */
export function readDefinition(machine: AnyStateMachine): MachineReading {
  let reading = readings.get(machine);
  if (!reading) {
    reading = new DefinitionReader(machine).read();
    readings.set(machine, reading);
  }
  return reading;
}

/** Params as XState resolves them: a function of the args is called with them. */
export function paramsOf(bound: Bound, args: unknown): unknown {
  const { params } = bound;
  return typeof params === 'function' ? (params as (a: unknown) => unknown)(args) : params;
}
