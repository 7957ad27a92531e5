// Pure engine: no DOM, no wall clock, no unseeded randomness.
// XState's built-in actions and guards, as every machine here imports them. Each one is
// registered as it is made, so the fast path (machineRunner.ts) can tell a built-in from a
// plain function through public means: XState gives both the same public shape, and only
// XState itself may run a built-in (assign returns a new context, and()/not() are read by
// XState's own evaluator). The lint rule in eslint.config.js keeps these imports here.
import * as xstate from 'xstate';

/** Which creator made a built-in, and the argument it was given (what the author wrote). */
export interface BuiltInMade {
  readonly kind: BuiltInKind;
  readonly arg: unknown;
}

type BuiltInKind =
  | 'assign'
  | 'enqueueActions'
  | 'raise'
  | 'emit'
  | 'sendTo'
  | 'log'
  | 'cancel'
  | 'and'
  | 'not'
  | 'or'
  | 'stateIn';

const builtIns = new WeakMap<object, BuiltInMade>();

/** True for a function XState made (assign, enqueueActions, raise, emit, and, not, …). */
export function isBuiltIn(fn: unknown): boolean {
  return typeof fn === 'function' && builtIns.has(fn);
}

/**
 * What a built-in was made from: the record runner interprets assign, emit and
 * enqueueActions from their authored arguments, never from XState's internals.
 */
export function builtInMade(fn: unknown): BuiltInMade | undefined {
  return typeof fn === 'function' ? builtIns.get(fn) : undefined;
}

/** Wraps an XState creator so that what it makes is registered with its first argument. */
function tracked<F extends (...args: never[]) => unknown>(kind: BuiltInKind, creator: F): F {
  return ((...args: Parameters<F>) => {
    const made = creator(...args);
    builtIns.set(made as object, { kind, arg: args[0] });
    return made;
  }) as F;
}

export const assign = tracked('assign', xstate.assign);
export const enqueueActions = tracked('enqueueActions', xstate.enqueueActions);
export const raise = tracked('raise', xstate.raise);
export const emit = tracked('emit', xstate.emit);
export const sendTo = tracked('sendTo', xstate.sendTo);
export const log = tracked('log', xstate.log);
export const cancel = tracked('cancel', xstate.cancel);
export const and = tracked('and', xstate.and);
export const not = tracked('not', xstate.not);
export const or = tracked('or', xstate.or);
export const stateIn = tracked('stateIn', xstate.stateIn);
