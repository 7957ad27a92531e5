// Test helpers: small scenarios built in one line, validated like user input.
import { parseScenario, type Scenario, type ScenarioInput } from '../../scenario';

type ServiceInput = ScenarioInput['services'][number];
type PolicyInput = NonNullable<ServiceInput['policies']>[string];

export function scenario(input: Omit<ScenarioInput, 'version'>): Scenario {
  const parsed = parseScenario({ version: 1, ...input });
  if (!parsed.ok) throw new Error(`bad test scenario: ${JSON.stringify(parsed.issues)}`);
  return parsed.scenario;
}

/** A leaf service with constant processing time and optional error rates. */
export function leaf(
  name: string,
  processingMs: number,
  extra: Partial<ServiceInput> = {},
): ServiceInput {
  return {
    name,
    workers: 1000,
    queueCapacity: 1000,
    routes: [{ name: 'default', processing: { type: 'constant', ms: processingMs } }],
    ...extra,
  };
}

/** A service whose one route calls `callees` in parallel after `processingMs`. */
export function caller(
  name: string,
  callees: { service: string; optional?: boolean }[],
  policies: Record<string, PolicyInput> = {},
  extra: Partial<ServiceInput> = {},
): ServiceInput {
  return {
    name,
    workers: 1000,
    queueCapacity: 1000,
    routes: [
      { name: 'default', processing: { type: 'constant', ms: 1 }, plan: [{ calls: callees }] },
    ],
    policies,
    ...extra,
  };
}

export function constantClient(service: string, rps: number, policy: PolicyInput = {}) {
  return { name: 'users', service, arrival: { type: 'constant' as const, rps }, policy };
}
