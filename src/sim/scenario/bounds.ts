// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bounds the zod schema puts on a field, read from the schema itself, so the sliders
// and docs/scenario.md state them from one source instead of keeping second copies.
import type { z } from 'zod';
import { callPolicySchema } from './policy';
import { clientSchema, scenarioObjectSchema, serviceSchema } from './scenarioSchema';

export interface Bounds {
  kind: 'number' | 'integer' | 'list' | 'string';
  /** Lower bound, or undefined when there is none (a list or string: its least length). */
  min: number | undefined;
  minInclusive: boolean;
  max: number | undefined;
  maxInclusive: boolean;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: Record<string, unknown> } }[];
      innerType?: z.ZodType;
      element?: z.ZodType;
      valueType?: z.ZodType;
      options?: z.ZodType[];
      shape?: Record<string, z.ZodType>;
    };
  };
}

const defOf = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;

/** Strips `.default()`, `.optional()` and `.nullable()`: bounds live on the inner type. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (!['default', 'optional', 'nullable', 'prefault'].includes(def.type) || !def.innerType)
      return s;
    s = def.innerType;
  }
}

/** The schema's bounds on this field, or undefined for a type that has none (enum, boolean…). */
export function boundsOf(schema: z.ZodType): Bounds | undefined {
  const def = defOf(unwrap(schema));
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  if (def.type === 'number') {
    const bounds: Bounds = {
      kind: checks.some((c) => c.format === 'safeint') ? 'integer' : 'number',
      min: undefined,
      minInclusive: true,
      max: undefined,
      maxInclusive: true,
    };
    for (const c of checks) {
      // Several checks of one side: the tightest one holds.
      if (c.check === 'greater_than' && (bounds.min === undefined || Number(c.value) >= bounds.min))
        Object.assign(bounds, { min: c.value, minInclusive: c.inclusive });
      if (c.check === 'less_than' && (bounds.max === undefined || Number(c.value) <= bounds.max))
        Object.assign(bounds, { max: c.value, maxInclusive: c.inclusive });
    }
    return bounds;
  }
  if (def.type === 'array' || def.type === 'string') {
    const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
    const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
    return {
      kind: def.type === 'array' ? 'list' : 'string',
      min,
      minInclusive: true,
      max,
      maxInclusive: true,
    };
  }
  return undefined;
}

/**
 * The field at `path` below `root`: object keys, `[]` for a list's items, any key of a
 * record's values, and the first member of a union that has the key. Undefined when absent.
 */
export function schemaAt(root: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = root;
  for (const key of path) {
    if (!s) return undefined;
    s = child(unwrap(s), key);
  }
  return s;
}

function child(schema: z.ZodType, key: string): z.ZodType | undefined {
  const def = defOf(schema);
  if (key === '[]') return def.type === 'array' ? def.element : undefined;
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'record') return def.valueType;
  if (def.type === 'union')
    for (const option of def.options ?? []) {
      const found = child(unwrap(option), key);
      if (found) return found;
    }
  return undefined;
}

/** The schema a setting's path starts from, by the owner a control edits. */
export const SETTING_ROOTS = {
  service: serviceSchema,
  edge: callPolicySchema,
  client: clientSchema,
} as const satisfies Record<string, z.ZodType>;

/** A number field's bounds; throws when the path is not a number of the schema (a typo). */
export function numberBoundsAt(root: z.ZodType, path: readonly string[]): Bounds {
  const schema = schemaAt(root, path);
  const bounds = schema && boundsOf(schema);
  if (!bounds || (bounds.kind !== 'number' && bounds.kind !== 'integer'))
    throw new Error(`no number in the scenario schema at ${path.join('.')}`);
  return bounds;
}

/** The longest run the schema allows, in seconds: the command lines and forms say it from here. */
export const MAX_RUN_S = numberBoundsAt(scenarioObjectSchema, ['durationMs']).max! / 1000;

/** The largest seed the schema allows. */
export const MAX_SEED = numberBoundsAt(scenarioObjectSchema, ['seed']).max!;
