// Pure engine: no DOM, no wall clock, no unseeded randomness.
// How the record runner (recordRunner.ts) runs one action of a machine on a record: a plain
// action is called; the three XState built-ins a record can do without an actor are done as
// XState does them, read from what their author wrote (xstateBuiltIns.ts keeps it):
//
// - assign: the partial context (a function of the args, or an object of values and
//   property functions) is written into the record's context, in place. XState makes a new
//   context object instead; a record has no snapshots to keep apart, and every later action
//   and guard of the same step reads the values written, as in XState.
// - emit: the event is handed to the runner's listener after the step (XState defers it too).
// - enqueueActions: its function runs with `enqueue` (plain actions, assign, emit) and
//   `check` (a guard of the machine), then what it enqueued runs in order.
//
// Any other built-in (raise, sendTo, cancel, log…) is refused when the runner is built, or,
// enqueued at run time, throws.
import { paramsOf, type Bound, type Implementation } from './machineDefinition';
import { builtInMade, isBuiltIn, type BuiltInMade } from './xstateBuiltIns';

/** The kinds of built-in a record runs itself. */
export const RECORD_BUILT_INS: ReadonlySet<string> = new Set(['assign', 'emit', 'enqueueActions']);

export interface ActionArgs {
  context: object;
  event: { type: string };
}

/** Where an action's effects go beyond the context. */
export interface ActionScope {
  /** An emitted event, delivered after the step (XState's deferred emit). */
  emit(event: { type: string }): void;
  /** The machine's guard implementations, for enqueueActions' `check`. */
  readonly guards: Readonly<Record<string, unknown>>;
  /** The machine's action implementations, for what enqueueActions enqueues by name. */
  readonly actions: Readonly<Record<string, unknown>>;
}

/** Runs one bound action of a transition, an entry or an exit. */
export function runAction(action: Bound, args: ActionArgs, scope: ActionScope): void {
  const params = action.params;
  const resolved = typeof params === 'function' ? paramsOf(action, args) : params;
  if (action.builtIn === undefined) action.fn(args, resolved);
  else runBuiltIn(action.builtIn, args, resolved, scope);
}

function runFunction(fn: unknown, args: ActionArgs, params: unknown, scope: ActionScope): void {
  const made = builtInMade(fn);
  if (made === undefined) (fn as Implementation)(args, params);
  else runBuiltIn(made, args, params, scope);
}

function runBuiltIn(made: BuiltInMade, args: ActionArgs, params: unknown, scope: ActionScope) {
  switch (made.kind) {
    case 'assign':
      return assignInPlace(made.arg, args, params);
    case 'emit': {
      const event = typeof made.arg === 'function' ? made.arg(args, params) : made.arg;
      return scope.emit(event as { type: string });
    }
    case 'enqueueActions':
      return runEnqueued(made.arg as EnqueueFn, args, params, scope);
    default:
      throw new Error(`the record runner cannot run XState's ${made.kind}`);
  }
}

function assignInPlace(assignment: unknown, args: ActionArgs, params: unknown): void {
  if (typeof assignment === 'function') {
    Object.assign(args.context, assignment(args, params));
    return;
  }
  const partial: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(assignment as Record<string, unknown>)) {
    partial[key] = typeof value === 'function' ? value(args, params) : value;
  }
  Object.assign(args.context, partial);
}

type Enqueue = ((action: unknown) => void) & {
  assign(assignment: unknown): void;
  emit(event: unknown): void;
};
type EnqueueFn = (
  args: ActionArgs & { enqueue: Enqueue; check: (guard: unknown) => boolean },
  params: unknown,
) => void;

function runEnqueued(collect: EnqueueFn, args: ActionArgs, params: unknown, scope: ActionScope) {
  // As in XState: the function only collects; what it enqueued runs afterwards, in order.
  const queue: (() => void)[] = [];
  const enqueue = ((action: unknown) => {
    const { fn, params: actionParams } = resolve(action, scope.actions, args);
    queue.push(() => runFunction(fn, args, actionParams, scope));
  }) as Enqueue;
  enqueue.assign = (arg) =>
    queue.push(() => runBuiltIn({ kind: 'assign', arg }, args, undefined, scope));
  enqueue.emit = (arg) =>
    queue.push(() => runBuiltIn({ kind: 'emit', arg }, args, undefined, scope));
  const check = (guard: unknown): boolean => {
    const { fn, params: guardParams } = resolve(guard, scope.guards, args);
    if (isBuiltIn(fn)) throw new Error('the record runner cannot check and()/not()/or() guards');
    return Boolean((fn as Implementation)(args, guardParams));
  };
  collect({ context: args.context, event: args.event, enqueue, check }, params);
  for (const run of queue) run();
}

/** A name, `{ type, params }` or a function, resolved against the machine's implementations. */
function resolve(
  ref: unknown,
  table: Readonly<Record<string, unknown>>,
  args: ActionArgs,
): { fn: unknown; params: unknown } {
  if (typeof ref === 'function') return { fn: ref, params: undefined };
  const { type, params } =
    typeof ref === 'string'
      ? { type: ref, params: undefined }
      : (ref as { type: string; params?: unknown });
  const fn = table[type];
  if (typeof fn !== 'function') throw new Error(`'${type}' is not in the machine's setup`);
  return { fn, params: typeof params === 'function' ? params(args) : params };
}
