// Pure scenario edits for the graph editor: scenario in, new scenario out, never mutated.
// An edit may produce an invalid scenario (a call to a route just removed); the caller
// validates with parseScenario and shows the issues where they are.
import {
  serviceSchema,
  type CallSpec,
  type Route,
  type Scenario,
  type Service,
} from '../../sim/scenario';

/** Where a call sits: service → route → stage → call, by name and index. */
export interface CallRef {
  service: string;
  route: string;
  stage: number;
  call: number;
}

/** A new stage after the last one (runs in sequence), or parallel inside an existing stage. */
export type StageTarget = { kind: 'new' } | { kind: 'parallel'; stage: number };

const NEW_SERVICE_WORKERS = 20;
const NEW_SERVICE_QUEUE = 100;
const NEW_ROUTE_PROCESSING = { type: 'lognormal', p50Ms: 20, p99Ms: 80 } as const;

/** `base`, or `base-2`, `base-3`… whichever is not in `taken`. */
export function uniqueName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let i = 2; ; i++) if (!names.has(`${base}-${i}`)) return `${base}-${i}`;
}

const mapServices = (s: Scenario, fn: (svc: Service) => Service): Scenario => ({
  ...s,
  services: s.services.map(fn),
});

const mapCalls = (s: Scenario, fn: (call: CallSpec, caller: Service) => CallSpec | null) =>
  mapServices(s, (svc) => ({
    ...svc,
    routes: svc.routes.map((route) => ({
      ...route,
      plan: route.plan
        .map((stage) => ({
          calls: stage.calls.flatMap((call) => {
            const next = fn(call, svc);
            return next ? [next] : [];
          }),
        }))
        .filter((stage) => stage.calls.length > 0),
    })),
  }));

const mapRoute = (s: Scenario, service: string, route: string, fn: (r: Route) => Route) =>
  mapServices(s, (svc) =>
    svc.name !== service
      ? svc
      : { ...svc, routes: svc.routes.map((r) => (r.name === route ? fn(r) : r)) },
  );

function newRoute(name: string): Route {
  return { name, processing: { ...NEW_ROUTE_PROCESSING }, plan: [] };
}

export function addService(
  s: Scenario,
  name = uniqueName(
    'service',
    s.services.map((svc) => svc.name),
  ),
): Scenario {
  // Parsed, so every field left out (faults, policies, replicas…) takes the schema's default.
  const service: Service = serviceSchema.parse({
    name,
    workers: NEW_SERVICE_WORKERS,
    queueCapacity: NEW_SERVICE_QUEUE,
    routes: [newRoute('default')],
  });
  return { ...s, services: [...s.services, service] };
}

/** Renames the service and every reference to it: calls, policies, clients, faults. */
export function renameService(s: Scenario, from: string, to: string): Scenario {
  if (from === to) return s;
  const renamed = mapCalls(s, (call) => (call.service === from ? { ...call, service: to } : call));
  return {
    ...renamed,
    services: renamed.services.map((svc) => ({
      ...svc,
      name: svc.name === from ? to : svc.name,
      policies: Object.fromEntries(
        Object.entries(svc.policies).map(([callee, policy]) => [
          callee === from ? to : callee,
          policy,
        ]),
      ),
    })),
    clients: s.clients.map((c) => (c.service === from ? { ...c, service: to } : c)),
    faultTimeline: s.faultTimeline.map((f) => (f.service === from ? { ...f, service: to } : f)),
  };
}

/** Removes the service, the calls to it, their policies, its faults and the clients it served. */
export function removeService(s: Scenario, name: string): Scenario {
  const without = mapCalls(s, (call) => (call.service === name ? null : call));
  return {
    ...without,
    services: without.services
      .filter((svc) => svc.name !== name)
      .map((svc) => {
        if (!(name in svc.policies)) return svc;
        const policies = { ...svc.policies };
        delete policies[name];
        return { ...svc, policies };
      }),
    clients: s.clients.filter((c) => c.service !== name),
    faultTimeline: s.faultTimeline.filter((f) => f.service !== name),
  };
}

export function addRoute(s: Scenario, service: string, name?: string): Scenario {
  return mapServices(s, (svc) => {
    if (svc.name !== service) return svc;
    const routeName =
      name ??
      uniqueName(
        'route',
        svc.routes.map((r) => r.name),
      );
    return { ...svc, routes: [...svc.routes, newRoute(routeName)] };
  });
}

/** Renames a route and the calls and clients that reach it. */
export function renameRoute(s: Scenario, service: string, from: string, to: string): Scenario {
  if (from === to) return s;
  const renamed = mapCalls(s, (call) =>
    call.service === service && call.route === from ? { ...call, route: to } : call,
  );
  return {
    ...mapRoute(renamed, service, from, (r) => ({ ...r, name: to })),
    clients: s.clients.map((c) =>
      c.service === service && c.route === from ? { ...c, route: to } : c,
    ),
  };
}

/** Removes the route only: calls that still reach it are left for validation to point at. */
export function removeRoute(s: Scenario, service: string, route: string): Scenario {
  return mapServices(s, (svc) =>
    svc.name === service ? { ...svc, routes: svc.routes.filter((r) => r.name !== route) } : svc,
  );
}

export interface NewCall {
  caller: string;
  callerRoute: string;
  callee: string;
  calleeRoute?: string;
  stage: StageTarget;
  optional?: boolean;
  fallback?: CallSpec['fallback'];
}

export function addCall(s: Scenario, spec: NewCall): Scenario {
  const call: CallSpec = {
    service: spec.callee,
    route: spec.calleeRoute ?? 'default',
    optional: spec.optional ?? false,
    fallback: spec.fallback ?? 'empty',
  };
  return mapRoute(s, spec.caller, spec.callerRoute, (route) => ({
    ...route,
    plan: insertCall(route.plan, call, spec.stage),
  }));
}

function insertCall(plan: Route['plan'], call: CallSpec, target: StageTarget): Route['plan'] {
  if (target.kind === 'parallel' && target.stage < plan.length) {
    return plan.map((stage, i) => (i === target.stage ? { calls: [...stage.calls, call] } : stage));
  }
  return [...plan, { calls: [call] }];
}

/**
 * The call at `ref`, if there is one.
 * @internal exported for tests
 */
export function callAt(s: Scenario, ref: CallRef): CallSpec | undefined {
  return s.services
    .find((svc) => svc.name === ref.service)
    ?.routes.find((r) => r.name === ref.route)?.plan[ref.stage]?.calls[ref.call];
}

/** Removes one call; a stage left empty goes too (stages after it move up). */
export function removeCall(s: Scenario, ref: CallRef): Scenario {
  return mapRoute(s, ref.service, ref.route, (route) => ({
    ...route,
    plan: route.plan
      .map((stage, i) =>
        i === ref.stage ? { calls: stage.calls.filter((_, c) => c !== ref.call) } : stage,
      )
      .filter((stage) => stage.calls.length > 0),
  }));
}

/** Moves a call to a new last stage, or into an existing stage (counted before the move). */
export function setCallStage(s: Scenario, ref: CallRef, target: StageTarget): Scenario {
  const call = callAt(s, ref);
  if (!call) return s;
  const route = s.services
    .find((svc) => svc.name === ref.service)
    ?.routes.find((r) => r.name === ref.route);
  if (!route) return s;
  if (target.kind === 'parallel' && target.stage === ref.stage) return s;
  const emptied = route.plan[ref.stage]?.calls.length === 1;
  // The target's index after the call's own stage disappears (when it was alone in it).
  const shifted: StageTarget =
    target.kind === 'parallel' && emptied && target.stage > ref.stage
      ? { kind: 'parallel', stage: target.stage - 1 }
      : target;
  const without = removeCall(s, ref);
  return mapRoute(without, ref.service, ref.route, (r) => ({
    ...r,
    plan: insertCall(r.plan, call, shifted),
  }));
}

/** Sets the call's optional flag, fallback, or callee route. */
export function updateCall(
  s: Scenario,
  ref: CallRef,
  patch: Partial<Pick<CallSpec, 'optional' | 'fallback' | 'route'>>,
): Scenario {
  return mapRoute(s, ref.service, ref.route, (route) => ({
    ...route,
    plan: route.plan.map((stage, i) =>
      i !== ref.stage
        ? stage
        : { calls: stage.calls.map((call, c) => (c === ref.call ? { ...call, ...patch } : call)) },
    ),
  }));
}

/** Removes every call from `caller` to `callee` (the graph's edge) and the edge's policy. */
export function removeEdge(s: Scenario, caller: string, callee: string): Scenario {
  const without = mapCalls(s, (call, svc) =>
    svc.name === caller && call.service === callee ? null : call,
  );
  return mapServices(without, (svc) => {
    if (svc.name !== caller || !(callee in svc.policies)) return svc;
    const policies = { ...svc.policies };
    delete policies[callee];
    return { ...svc, policies };
  });
}

/** Every call from `caller` to `callee`, with where it sits. */
export function callsBetween(s: Scenario, caller: string, callee: string): CallRef[] {
  const refs: CallRef[] = [];
  for (const route of s.services.find((svc) => svc.name === caller)?.routes ?? []) {
    route.plan.forEach((stage, st) =>
      stage.calls.forEach((call, c) => {
        if (call.service === callee)
          refs.push({ service: caller, route: route.name, stage: st, call: c });
      }),
    );
  }
  return refs;
}
