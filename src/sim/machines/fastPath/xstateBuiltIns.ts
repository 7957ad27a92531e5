// Pure engine: no DOM, no wall clock, no unseeded randomness.
// XState's built-in actions and guards, as every machine here imports them. Each one is
// registered as it is made, so the fast path (machineRunner.ts) can tell a built-in from a
// plain function through public means: XState gives both the same public shape, and only
// XState itself may run a built-in (assign returns a new context, and()/not() are read by
// XState's own evaluator). The lint rule in eslint.config.js keeps these imports here.
import * as xstate from 'xstate';

const builtIns = new WeakSet<object>();

function registered<T>(made: T): T {
  builtIns.add(made as object);
  return made;
}

/** True for a function XState made (assign, enqueueActions, raise, emit, and, not, …). */
export function isBuiltIn(fn: unknown): boolean {
  return typeof fn === 'function' && builtIns.has(fn);
}

/** Wraps an XState creator so that what it makes is registered. */
function tracked<F extends (...args: never[]) => unknown>(creator: F): F {
  return ((...args: Parameters<F>) => registered(creator(...args))) as F;
}

export const assign = tracked(xstate.assign);
export const enqueueActions = tracked(xstate.enqueueActions);
export const raise = tracked(xstate.raise);
export const emit = tracked(xstate.emit);
export const sendTo = tracked(xstate.sendTo);
export const log = tracked(xstate.log);
export const cancel = tracked(xstate.cancel);
export const and = tracked(xstate.and);
export const not = tracked(xstate.not);
export const or = tracked(xstate.or);
export const stateIn = tracked(xstate.stateIn);
