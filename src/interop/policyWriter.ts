// Pure: no DOM. Writes imported settings into a scenario's call policies one at a time, so
// a value the simulation cannot hold (out of its bounds) is listed, never half-applied.
import { z } from 'zod';
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

/** The schema under a path of the call policy, optionals and defaults unwrapped. */
function schemaAt(path: readonly string[]): z.ZodType | undefined {
  const unwrap = (t: z.ZodType | undefined): z.ZodType | undefined => {
    let node = t;
    while (node && 'innerType' in node._zod.def) node = node._zod.def.innerType as z.ZodType;
    return node;
  };
  let node: z.ZodType | undefined = callPolicySchema;
  for (const k of path) {
    node = unwrap(node);
    node = node instanceof z.ZodObject ? (node.shape as Record<string, z.ZodType>)[k] : undefined;
  }
  return unwrap(node);
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

  /**
   * The value nearest to `value` the policy can hold at `path`: a number out of the schema's
   * bounds is brought to the bound (Resilience4j's 500 ns refresh period to the 1 ms the
   * simulation's clock can count). Undefined when the schema has no bound to bring it to.
   */
  nearestHeld(path: readonly string[], value: number): number | undefined {
    const leaf = schemaAt(path);
    if (!(leaf instanceof z.ZodNumber)) return undefined;
    const { minValue, maxValue } = leaf;
    if (minValue !== null && value < minValue) return minValue;
    if (maxValue !== null && value > maxValue) return maxValue;
    return undefined;
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
