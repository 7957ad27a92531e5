// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Cross-field checks the shape alone cannot express: names that must exist, no cycles.
import type { z } from 'zod';
import type { scenarioObjectSchema } from './scenarioSchema';

type ScenarioShape = z.infer<typeof scenarioObjectSchema>;

/**
 * A cross-field check's code and the facts it quotes, carried on the issue (zod's `params`),
 * so a page can word it in its own language; the message stays the English for Node.
 */
export interface SchemaCheck {
  code: string;
  facts: Record<string, string | number>;
}

/** Adds a cross-field issue with its code and facts beside the English message. */
export function addCheck(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  check: SchemaCheck,
  message: string,
): void {
  ctx.addIssue({ code: 'custom', path, message, params: { check } });
}

export function checkReferences(s: ScenarioShape, ctx: z.RefinementCtx): void {
  const services = new Map(s.services.map((svc) => [svc.name, svc]));
  const routeExists = (service: string, route: string) =>
    services.get(service)?.routes.some((r) => r.name === route) ?? false;

  const seen = new Set<string>();
  s.services.forEach((svc, i) => {
    if (seen.has(svc.name)) {
      addCheck(
        ctx,
        ['services', i, 'name'],
        { code: 'duplicateService', facts: { name: svc.name } },
        `duplicate service name "${svc.name}"`,
      );
    }
    seen.add(svc.name);
    checkPolicyKeys(svc, i, ctx);
    svc.replicaFaults?.forEach((rf, r) => {
      if (rf.replica < svc.replicas) return;
      addCheck(
        ctx,
        ['services', i, 'replicaFaults', r, 'replica'],
        {
          code: 'replicaOutOfRange',
          facts: {
            replica: rf.replica,
            service: svc.name,
            replicas: svc.replicas,
            last: svc.replicas - 1,
          },
        },
        `names replica ${rf.replica} of "${svc.name}", which has ${svc.replicas} (0 to ${svc.replicas - 1})`,
      );
    });
    svc.routes.forEach((route, r) =>
      route.plan.forEach((stage, st) =>
        stage.calls.forEach((call, c) => {
          const path = ['services', i, 'routes', r, 'plan', st, 'calls', c];
          if (!services.has(call.service)) {
            addCheck(
              ctx,
              [...path, 'service'],
              { code: 'callsMissingService', facts: { service: call.service } },
              `calls a missing service "${call.service}"`,
            );
          } else if (!routeExists(call.service, call.route)) {
            addCheck(
              ctx,
              [...path, 'route'],
              { code: 'callsMissingRoute', facts: { service: call.service, route: call.route } },
              `calls a missing route "${call.service}/${call.route}"`,
            );
          }
        }),
      ),
    );
  });
  s.clients.forEach((client, i) => {
    if (!services.has(client.service)) {
      addCheck(
        ctx,
        ['clients', i, 'service'],
        { code: 'targetsMissingService', facts: { service: client.service } },
        `targets a missing service "${client.service}"`,
      );
    } else if (!routeExists(client.service, client.route)) {
      addCheck(
        ctx,
        ['clients', i, 'route'],
        { code: 'targetsMissingRoute', facts: { service: client.service, route: client.route } },
        `targets a missing route "${client.service}/${client.route}"`,
      );
    }
  });
  s.faultTimeline.forEach((fault, i) => {
    const target = services.get(fault.service);
    if (!target) {
      addCheck(
        ctx,
        ['faultTimeline', i, 'service'],
        { code: 'namesMissingService', facts: { service: fault.service } },
        `names a missing service "${fault.service}"`,
      );
    } else if (fault.replica !== undefined && fault.replica >= target.replicas) {
      addCheck(
        ctx,
        ['faultTimeline', i, 'replica'],
        {
          code: 'replicaOutOfRange',
          facts: {
            replica: fault.replica,
            service: fault.service,
            replicas: target.replicas,
            last: target.replicas - 1,
          },
        },
        `names replica ${fault.replica} of "${fault.service}", which has ${target.replicas} (0 to ${target.replicas - 1})`,
      );
    }
  });
  const cycle = findCycle(s);
  if (cycle) {
    addCheck(
      ctx,
      ['services'],
      { code: 'callCycle', facts: { cycle: cycle.join(' → ') } },
      `call cycle: ${cycle.join(' → ')}`,
    );
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
    addCheck(
      ctx,
      ['services', i, 'policies', key],
      {
        code: callees.size > 0 ? 'policyNoCallee' : 'policyNoCalls',
        facts: { key, service: svc.name, callees: [...callees].join(', ') },
      },
      `policy for "${key}" on service "${svc.name}" names no callee (${known})`,
    );
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
