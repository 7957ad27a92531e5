// Pure: no DOM. Writes imported settings into a scenario's call policies one at a time, so
// a value the simulation cannot hold (out of its bounds) is listed, never half-applied.
import {
  callPolicySchema,
  outlierEjectionSchema,
  parseScenario,
  type CallPolicy,
  type Scenario,
} from '../sim/scenario';
import type { FilledByDefault, ImportResult, NotExpressed } from './importResult';
import { policyOf, withPolicy } from './placement';

type Json = Record<string, unknown>;

function getIn(obj: Json, path: readonly string[]): unknown {
  return path.reduce<unknown>((o, k) => (o as Json | undefined)?.[k], obj);
}

function setIn(obj: Json, path: readonly string[], value: unknown): void {
  let node = obj;
  for (const k of path.slice(0, -1)) {
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
    node = node[k] as Json;
  }
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
}

/** What a refused value leaves in place, so the list says what the scenario runs with. */
function keeps(field: string, before: unknown): string {
  return before === undefined ? `${field} stays unset` : `${field} keeps ${JSON.stringify(before)}`;
}

export class PolicyWriter {
  readonly notExpressed: NotExpressed[] = [];
  readonly filledByDefault: FilledByDefault[] = [];
  readonly placements: Record<string, string> = {};
  readonly instances = new Set<string>();
  private readonly policies = new Map<string, Json>();

  constructor(private scenario: Scenario) {}

  private policy(call: string): Json {
    let p = this.policies.get(call);
    if (!p) {
      const found = policyOf(this.scenario, call);
      if (!found) throw new Error(`the scenario has no call ${call}`);
      p = structuredClone(found) as Json;
      this.policies.set(call, p);
    }
    return p;
  }

  read(call: string, path: readonly string[]): unknown {
    return getIn(this.policy(call), path);
  }

  /**
   * Sets one value; when the policy would leave the schema's bounds the value is refused
   * and listed with the schema's reason. Returns whether it was set.
   */
  set(
    call: string,
    path: readonly string[],
    value: unknown,
    source: { key: string; line?: number },
  ): boolean {
    const policy = this.policy(call);
    const before = getIn(policy, path);
    setIn(policy, path, value);
    const check = callPolicySchema.safeParse(policy);
    if (check.success) return true;
    setIn(policy, path, before);
    const issue = check.error.issues[0]!;
    this.notExpressed.push({
      ...source,
      why: `the simulation cannot hold ${JSON.stringify(value)} at ${path.join('.')}: ${issue.message}; ${keeps(path.join('.'), before)}`,
    });
    return false;
  }

  private readonly outliers = new Map<string, Json>();

  /** One field of the callee's outlier ejection (Envoy and Istio set it per upstream service). */
  setOutlier(
    service: string,
    field: string,
    value: unknown,
    source: { key: string; line?: number },
  ): boolean {
    const current =
      this.outliers.get(service) ??
      (structuredClone(
        this.scenario.services.find((s) => s.name === service)?.outlierEjection ??
          outlierEjectionSchema.parse({}),
      ) as Json);
    const next = { ...current, [field]: value };
    const check = outlierEjectionSchema.safeParse(next);
    if (!check.success) {
      this.notExpressed.push({
        ...source,
        why: `the simulation cannot hold ${JSON.stringify(value)} at outlierEjection.${field}: ${check.error.issues[0]!.message}; ${keeps(`outlierEjection.${field}`, current[field])}`,
      });
      return false;
    }
    this.outliers.set(service, next);
    return true;
  }

  refuse(key: string, line: number | undefined, why: string): void {
    // A key inherited by several instances (a base config's) is listed once.
    if (this.notExpressed.some((n) => n.key === key && n.line === line)) return;
    this.notExpressed.push(line === undefined ? { key, why } : { key, line, why });
  }

  filled(key: string, value: string): void {
    // A virtual host's policy filled for each of its routes is one line.
    if (this.filledByDefault.some((f) => f.key === key && f.value === value)) return;
    this.filledByDefault.push({ key, value });
  }

  /** Scenario-wide fields (the breaker's classification of failures). */
  editScenario(edit: (s: Scenario) => Scenario): void {
    this.scenario = edit(this.scenario);
  }

  result(): ImportResult {
    let scenario = this.scenario;
    if (this.outliers.size > 0)
      scenario = {
        ...scenario,
        services: scenario.services.map((s) => {
          const o = this.outliers.get(s.name);
          return o ? { ...s, outlierEjection: outlierEjectionSchema.parse(o) } : s;
        }),
      };
    for (const [call, p] of this.policies)
      scenario = withPolicy(scenario, call, callPolicySchema.parse(p) as CallPolicy);
    const parsed = parseScenario(scenario);
    if (!parsed.ok)
      throw new Error(`the imported scenario is invalid: ${JSON.stringify(parsed.issues)}`);
    return {
      scenario: parsed.scenario,
      notExpressed: this.notExpressed,
      filledByDefault: this.filledByDefault,
      placements: this.placements,
      instances: [...this.instances],
    };
  }
}
