// Compact form of a scenario: every value equal to its schema default is left out, so a
// link or a file carries only what the author chose. Parsing the compact form with
// `parseScenario` gives back the same scenario (tested as a property).
import type { z } from 'zod';
import { scenarioObjectSchema, type Scenario } from '../sim/scenario';

/** The parts of zod 4's schema definitions this walker reads. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
}
interface Schema {
  _zod: { def: SchemaDef };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) =>
    deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Removes, below `schema`, every object field whose value equals its default. */
function strip(value: unknown, schema: Schema): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'nullable':
      return def.innerType ? strip(value, def.innerType) : value;
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((item) => strip(item, def.element as Schema))
        : value;
    case 'record':
      if (!isRecord(value) || !def.valueType) return value;
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, strip(v, def.valueType as Schema)]),
      );
    case 'object': {
      if (!isRecord(value) || !def.shape) return value;
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const field = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (v === undefined) continue;
        if (!field) {
          out[key] = v;
          continue;
        }
        const fieldDef = field._zod.def;
        if (fieldDef.type === 'default' && deepEqual(v, fieldDef.defaultValue)) continue;
        out[key] = strip(v, field);
      }
      return out;
    }
    default:
      // Unions (distributions), literals, numbers, strings: kept as they are.
      return value;
  }
}

/** The scenario without the values its schema would fill in anyway. */
export function compactScenario(scenario: Scenario): z.input<typeof scenarioObjectSchema> {
  return strip(scenario, scenarioObjectSchema as unknown as Schema) as z.input<
    typeof scenarioObjectSchema
  >;
}
