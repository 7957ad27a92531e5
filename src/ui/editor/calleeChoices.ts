// Pure: the services a new call from `caller` can reach, for the keyboard's "Add call…"
// form (the drag path picks one by dropping on it). Every other service is offered, as the
// drag allows; a call that would close a loop is listed last and marked, and the scenario's
// validation still refuses it, exactly as it refuses a drawn one.
import type { Scenario } from '../../sim/scenario';

export interface CalleeChoice {
  name: string;
  /** The caller already calls it (another call adds a stage or a parallel call). */
  alreadyCalled: boolean;
  /** It reaches the caller through its own calls: adding this call closes a loop. */
  closesLoop: boolean;
}

/** Who calls whom, over every route and stage. */
function callGraph(s: Scenario): Map<string, Set<string>> {
  return new Map(
    s.services.map((svc) => [
      svc.name,
      new Set(svc.routes.flatMap((r) => r.plan.flatMap((st) => st.calls.map((c) => c.service)))),
    ]),
  );
}

function reaches(graph: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(graph.get(at) ?? []));
  }
  return false;
}

/** Every service but the caller, in the scenario's order, those that close a loop last. */
export function calleeChoices(s: Scenario, caller: string): CalleeChoice[] {
  const graph = callGraph(s);
  const called = graph.get(caller) ?? new Set<string>();
  const choices = s.services
    .filter((svc) => svc.name !== caller)
    .map((svc) => ({
      name: svc.name,
      alreadyCalled: called.has(svc.name),
      closesLoop: reaches(graph, svc.name, caller),
    }));
  return [...choices.filter((c) => !c.closesLoop), ...choices.filter((c) => c.closesLoop)];
}

/** The service a focused editor node stands for (React Flow's `data-id`, "service:orders"). */
export function focusedService(target: EventTarget | null): string | undefined {
  const node =
    target && typeof (target as Element).closest === 'function'
      ? (target as Element).closest('.react-flow__node')
      : null;
  const id = node?.getAttribute('data-id') ?? '';
  return id.startsWith('service:') ? id.slice('service:'.length) : undefined;
}
