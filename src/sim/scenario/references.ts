// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Cross-field checks the shape alone cannot express: names that must exist, no cycles.
import type { z } from 'zod';
import type { scenarioObjectSchema } from './scenarioSchema';

type ScenarioShape = z.infer<typeof scenarioObjectSchema>;

export function checkReferences(s: ScenarioShape, ctx: z.RefinementCtx): void {
  const services = new Map(s.services.map((svc) => [svc.name, svc]));
  const routeExists = (service: string, route: string) =>
    services.get(service)?.routes.some((r) => r.name === route) ?? false;

  const seen = new Set<string>();
  s.services.forEach((svc, i) => {
    if (seen.has(svc.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['services', i, 'name'],
        message: `duplicate service name "${svc.name}"`,
      });
    }
    seen.add(svc.name);
    checkPolicyKeys(svc, i, ctx);
    svc.replicaFaults?.forEach((rf, r) => {
      if (rf.replica < svc.replicas) return;
      ctx.addIssue({
        code: 'custom',
        path: ['services', i, 'replicaFaults', r, 'replica'],
        message: `names replica ${rf.replica} of "${svc.name}", which has ${svc.replicas} (0 to ${svc.replicas - 1})`,
      });
    });
    svc.routes.forEach((route, r) =>
      route.plan.forEach((stage, st) =>
        stage.calls.forEach((call, c) => {
          const path = ['services', i, 'routes', r, 'plan', st, 'calls', c];
          if (!services.has(call.service)) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'service'],
              message: `calls a missing service "${call.service}"`,
            });
          } else if (!routeExists(call.service, call.route)) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'route'],
              message: `calls a missing route "${call.service}/${call.route}"`,
            });
          }
        }),
      ),
    );
  });
  s.clients.forEach((client, i) => {
    if (!services.has(client.service)) {
      ctx.addIssue({
        code: 'custom',
        path: ['clients', i, 'service'],
        message: `targets a missing service "${client.service}"`,
      });
    } else if (!routeExists(client.service, client.route)) {
      ctx.addIssue({
        code: 'custom',
        path: ['clients', i, 'route'],
        message: `targets a missing route "${client.service}/${client.route}"`,
      });
    }
  });
  s.faultTimeline.forEach((fault, i) => {
    const target = services.get(fault.service);
    if (!target) {
      ctx.addIssue({
        code: 'custom',
        path: ['faultTimeline', i, 'service'],
        message: `names a missing service "${fault.service}"`,
      });
    } else if (fault.replica !== undefined && fault.replica >= target.replicas) {
      ctx.addIssue({
        code: 'custom',
        path: ['faultTimeline', i, 'replica'],
        message: `names replica ${fault.replica} of "${fault.service}", which has ${target.replicas} (0 to ${target.replicas - 1})`,
      });
    }
  });
  const cycle = findCycle(s);
  if (cycle) {
    ctx.addIssue({
      code: 'custom',
      path: ['services'],
      message: `call cycle: ${cycle.join(' → ')}`,
    });
  }
}

/**
 * A policy protects the edge to one callee: a key that names no callee of this service
 * (a typo, or a call since removed) would be silently ignored, so it is an error.
 */
function checkPolicyKeys(svc: ScenarioShape['services'][number], i: number, ctx: z.RefinementCtx) {
  const callees = new Set(
    svc.routes.flatMap((r) => r.plan.flatMap((st) => st.calls.map((c) => c.service))),
  );
  for (const key of Object.keys(svc.policies)) {
    if (callees.has(key)) continue;
    const known = callees.size > 0 ? `it calls ${[...callees].join(', ')}` : 'it calls no service';
    ctx.addIssue({
      code: 'custom',
      path: ['services', i, 'policies', key],
      message: `policy for "${key}" on service "${svc.name}" names no callee (${known})`,
    });
  }
}

/** Depth-first search over service → callee edges; returns the first cycle found. */
export function findCycle(s: Pick<ScenarioShape, 'services'>): string[] | undefined {
  const callees = new Map<string, string[]>();
  for (const svc of s.services) {
    callees.set(
      svc.name,
      svc.routes.flatMap((r) => r.plan.flatMap((st) => st.calls.map((c) => c.service))),
    );
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of callees.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const svc of s.services) {
    const found = visit(svc.name);
    if (found) return found;
  }
  return undefined;
}
