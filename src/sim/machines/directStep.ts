// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A cheaper send, for the one kind of step that cannot change a state value: a machine with
// a single state (no child states, no eventless transitions) taking a targetless
// transition. The step is read from the machine's own definition and run with the
// machine's own implementations, the ones `machine.provide()` sets: the first transition
// for the event whose guard passes, then its actions in order, on the actor's context.
// That is what `actor.send` does for such a step, minus building a new snapshot and
// telling observers (no one observes these actors; the statechart view shows the breaker).
//
// Anything else (a target, a built-in action such as assign or enqueueActions, a built-in
// guard such as and/not, a wildcard) goes through a real send. The differential tests of
// each protection run the same traces with real sends only (`reference: true`).
import type { AnyActor, AnyStateMachine } from 'xstate';
import { machineSends, sendToRef } from './machineSends';

type Implementation = (args: unknown, params: unknown) => unknown;
interface Bound {
  fn: Implementation;
  params: unknown;
}
interface StepPlan {
  guard: Bound | undefined;
  actions: Bound[];
}
type Ref = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

/** A built-in (assign, enqueueActions, raise, and, not, …) carries its own resolver. */
const isBuiltIn = (fn: unknown) => typeof fn === 'function' && ('resolve' in fn || 'check' in fn);

function bind(ref: Ref, table: Record<string, unknown>): Bound | undefined {
  if (typeof ref === 'function') {
    return isBuiltIn(ref) ? undefined : { fn: ref as Implementation, params: undefined };
  }
  const type = typeof ref === 'string' ? ref : ref.type;
  const fn = table[type];
  if (typeof fn !== 'function' || isBuiltIn(fn)) return undefined;
  return { fn: fn as Implementation, params: typeof ref === 'string' ? undefined : ref.params };
}

/** The plan for one event type, or null when a real send is needed. */
function planFor(machine: AnyStateMachine, type: string): StepPlan[] | null {
  const root = machine.root;
  if (Object.keys(root.states).length > 0 || root.always || root.transitions.has('*')) return null;
  const { guards, actions } = machine.implementations as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
  };
  const plans: StepPlan[] = [];
  for (const t of root.transitions.get(type) ?? []) {
    if ((t.target && t.target.length > 0) || t.reenter) return null;
    const guard = t.guard === undefined ? undefined : bind(t.guard as Ref, guards);
    if (t.guard !== undefined && !guard) return null;
    const bound: Bound[] = [];
    for (const action of t.actions as Ref[]) {
      const b = bind(action, actions);
      if (!b) return null;
      bound.push(b);
    }
    plans.push({ guard, actions: bound });
  }
  return plans;
}

/** Runs events on one actor by direct steps where the machine allows it, else by sends. */
export class DirectStepper<TEvent extends { type: string }> {
  private readonly plans = new Map<string, StepPlan[] | null>();

  constructor(private readonly actor: AnyActor) {}

  send(event: TEvent): void {
    let plans = this.plans.get(event.type);
    if (plans === undefined) {
      plans = planFor(this.actor.logic as AnyStateMachine, event.type);
      this.plans.set(event.type, plans);
    }
    const snapshot = this.actor.getSnapshot();
    if (plans === null || snapshot.status !== 'active') return sendToRef(this.actor, event);
    machineSends.direct++;
    const args = { context: snapshot.context, event, self: this.actor, system: this.actor.system };
    for (const plan of plans) {
      if (plan.guard && !plan.guard.fn(args, plan.guard.params)) continue;
      for (const action of plan.actions) action.fn(args, action.params);
      return;
    }
  }
}
