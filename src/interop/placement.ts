// Pure: no DOM. Where an imported instance goes: the calls (caller -> callee) of a scenario,
// a guess from matching names, and a scenario to hold instances when none is given.
import { callPolicySchema, parseScenario, type CallPolicy, type Scenario } from '../sim/scenario';

/** Every call of the scenario as `caller->callee`: clients to their service, services to callees. */
export function callsOf(scenario: Scenario): string[] {
  const keys = new Set<string>();
  for (const c of scenario.clients) keys.add(`${c.name}->${c.service}`);
  for (const s of scenario.services)
    for (const r of s.routes)
      for (const stage of r.plan)
        for (const call of stage.calls) keys.add(`${s.name}->${call.service}`);
  return [...keys];
}

export function splitCall(call: string): { caller: string; callee: string } {
  const [caller, callee, ...rest] = call.split('->');
  if (!caller || !callee || rest.length > 0)
    throw new Error(`a call is written caller->callee, got "${call}"`);
  return { caller, callee };
}

/** Letters and digits only, lower case, without the words that name a role rather than a service. */
function stem(name: string): string {
  return name
    .toLowerCase()
    .replace(/(service|svc|client|backend|api|server|cluster|upstream)s?/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The call an instance most likely protects: the callee named like it (`paymentService` and
 * `payment-svc`, `reviews.prod.svc.cluster.local` and `reviews`), else one whose name holds it.
 */
export function guessCall(instance: string, calls: readonly string[]): string | undefined {
  const first = instance.split('.')[0]!;
  const wanted = [instance, first].map(stem).filter((s) => s !== '');
  const callee = (c: string) => stem(splitCall(c).callee);
  return (
    calls.find((c) => wanted.includes(callee(c))) ??
    calls.find((c) =>
      wanted.some((w) => callee(c).includes(w) || (callee(c) !== '' && w.includes(callee(c)))),
    )
  );
}

/** A service name the schema accepts, made from an instance name. */
function serviceName(instance: string): string {
  const cleaned = instance.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 40);
  return cleaned === '' ? 'backend' : cleaned;
}

/**
 * A scenario to hold the instances when the person gives none: a client calls `app`, which
 * calls one service per instance, named after it.
 */
export function skeletonScenario(instances: readonly string[]): Scenario {
  const callees = [...new Set(instances.map(serviceName))].filter(
    (n) => n !== 'app' && n !== 'client',
  );
  const parsed = parseScenario({
    version: 1,
    name: 'imported',
    durationMs: 60_000,
    clients: [{ name: 'client', service: 'app', arrival: { rps: 50 } }],
    services: [
      {
        name: 'app',
        workers: 50,
        routes: [
          {
            name: 'default',
            processing: { type: 'constant', ms: 5 },
            plan: callees.length > 0 ? [{ calls: callees.map((service) => ({ service })) }] : [],
          },
        ],
      },
      ...callees.map((name) => ({
        name,
        workers: 20,
        routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 50, p99Ms: 400 } }],
      })),
    ],
  });
  if (!parsed.ok)
    throw new Error(`the skeleton scenario is invalid: ${JSON.stringify(parsed.issues)}`);
  return parsed.scenario;
}

/** The policy on a call, or undefined when the scenario has no such call. */
export function policyOf(scenario: Scenario, call: string): CallPolicy | undefined {
  const { caller, callee } = splitCall(call);
  const client = scenario.clients.find((c) => c.name === caller && c.service === callee);
  if (client) return client.policy;
  const service = scenario.services.find((s) => s.name === caller);
  if (!service || !callsOf(scenario).includes(call)) return undefined;
  return service.policies[callee] ?? callPolicySchema.parse({});
}

/** A copy of the scenario with the call's policy replaced. */
export function withPolicy(scenario: Scenario, call: string, policy: CallPolicy): Scenario {
  const { caller, callee } = splitCall(call);
  if (scenario.clients.some((c) => c.name === caller && c.service === callee))
    return {
      ...scenario,
      clients: scenario.clients.map((c) =>
        c.name === caller && c.service === callee ? { ...c, policy } : c,
      ),
    };
  return {
    ...scenario,
    services: scenario.services.map((s) =>
      s.name === caller ? { ...s, policies: { ...s.policies, [callee]: policy } } : s,
    ),
  };
}
