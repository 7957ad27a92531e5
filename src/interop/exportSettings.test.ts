// Nothing simulated leaves an export without a word, setting by setting: every field of the
// call policy, the callee's outlier ejection and the breaker's classification, changed from
// what a run has, changes what each format writes (the value, or the comment that names it)
// wherever the format writes the part the field belongs to. A part a format does not write
// at all is named whole (exportNotes.test.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROTECTIONS } from '../sim/protections/registry';
import {
  breakerClassificationSchema,
  callPolicySchema,
  outlierEjectionSchema,
  type Scenario,
} from '../sim/scenario';
import { EXPORT_FORMATS, exportCall, type ExportFormat } from '.';
import { skeletonScenario, withPolicy } from './placement';

const CALL = 'app->backend';
type Json = Record<string, unknown>;

/** Policies that between them put every setting in use (a setting of one budget kind needs that kind). */
const BASES: Json[] = [
  {},
  {
    breaker: {
      slowCallRateThreshold: 80,
      waitDurationMultiplierInOpenState: 2,
      maxWaitDurationInHalfOpenStateMs: 5_000,
    },
    retry: { budget: { type: 'grpc', grpc: {} } },
    bulkhead: { maxWaitDurationMs: 100, maxQueueLength: 4 },
  },
  {
    breaker: { type: 'consecutiveFailures' },
    retry: { budget: { type: 'finagle', finagle: {} } },
  },
  { retry: { budget: { type: 'retryBreaker', retryBreaker: {} } } },
].map((extra) => {
  const base: Json = {
    timeoutMs: 800,
    deadlineMs: 5_000,
    propagateCancellation: true,
    costPerAttempt: 0.25,
    retry: { enabled: true, budget: { enabled: true } },
    breaker: { enabled: true },
    bulkhead: { enabled: true, maxConcurrentCalls: 8 },
    ...Object.fromEntries(PROTECTIONS.map((d) => [d.key, { enabled: true }])),
  };
  return callPolicySchema.parse(merge(base, extra)) as Json;
});

function merge(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] =
      typeof v === 'object' && v !== null && typeof a[k] === 'object'
        ? merge(a[k] as Json, v as Json)
        : v;
  return out;
}

const unwrap = (t: z.ZodType): z.ZodType => {
  let node = t;
  while ('innerType' in node._zod.def) node = node._zod.def.innerType as z.ZodType;
  return node;
};

/** Every leaf of a schema with its path. */
function leaves(t: z.ZodType, path: string[] = []): { path: string[]; leaf: z.ZodType }[] {
  const node = unwrap(t);
  if (node instanceof z.ZodObject)
    return Object.entries(node.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
      leaves(v, [...path, k]),
    );
  return [{ path, leaf: node }];
}

/** Other values the leaf may hold than `current`. */
function otherValues(leaf: z.ZodType, current: unknown): unknown[] {
  if (leaf instanceof z.ZodBoolean) return [!current];
  if (leaf instanceof z.ZodEnum) return (leaf.options as unknown[]).filter((o) => o !== current);
  if (leaf instanceof z.ZodNumber) {
    const c = typeof current === 'number' ? current : (leaf.minValue ?? 0);
    return [c * 0.5, c + 1, c * 2]
      .map((v) => (leaf.isInt ? Math.round(v) : v))
      .filter((v) => v !== c);
  }
  return [];
}

const getIn = (o: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((n, k) => (n as Json | undefined)?.[k], o);
function setIn(o: Json, path: readonly string[], v: unknown): Json {
  const copy = structuredClone(o);
  let node = copy;
  for (const k of path.slice(0, -1)) node = (node[k] ??= {}) as Json;
  node[path.at(-1)!] = v;
  return copy;
}

function scenarioWith(policy: Json, outlier: Json, classification: Json): Scenario {
  const s = withPolicy(skeletonScenario(['backend']), CALL, policy as never);
  return {
    ...s,
    breakerClassification: classification as Scenario['breakerClassification'],
    services: s.services.map((svc) =>
      svc.name === 'backend' ? { ...svc, outlierEjection: outlier as never } : svc,
    ),
  };
}

/** Which variants of the subject (a field changed to another value it may hold) each changes. */
function silentFields(format: ExportFormat): string[] {
  const outlier = outlierEjectionSchema.parse({}) as Json;
  const classification = breakerClassificationSchema.parse({}) as Json;
  const subjects = [
    { schema: callPolicySchema as z.ZodType, prefix: '' },
    { schema: outlierEjectionSchema as z.ZodType, prefix: 'outlierEjection.' },
    { schema: breakerClassificationSchema as z.ZodType, prefix: 'breakerClassification.' },
  ];
  const silent: string[] = [];
  for (const { schema, prefix } of subjects)
    for (const { path, leaf } of leaves(schema)) {
      // The layer order (a string) is written as each format nests its layers (roundTrip.test.ts).
      if (otherValues(leaf, undefined).length === 0) continue;
      const changedSomewhere = BASES.some((policy) => {
        const text = exportCall(scenarioWith(policy, outlier, classification), CALL, format);
        const own =
          prefix === '' ? policy : prefix.startsWith('outlier') ? outlier : classification;
        return otherValues(leaf, getIn(own, path)).some((v) => {
          const changed = setIn(own, path, v);
          if (!schema.safeParse(changed).success) return false;
          const scenario =
            prefix === ''
              ? scenarioWith(changed, outlier, classification)
              : prefix.startsWith('outlier')
                ? scenarioWith(policy, changed, classification)
                : scenarioWith(policy, outlier, changed);
          return exportCall(scenario, CALL, format) !== text;
        });
      });
      if (!changedSomewhere) silent.push(prefix + path.join('.'));
    }
  return silent;
}

/** The parts each format leaves out whole, each named in its notes (exportNotes.test.ts). */
const NOT_WRITTEN: Readonly<Record<ExportFormat, readonly string[]>> = {
  r4j: ['hedge', 'cache', 'concurrencyLimit', 'throttle', 'envoyThresholds'],
  envoy: ['breaker', 'bulkhead', 'cache', 'concurrencyLimit', 'throttle'],
  istio: ['breaker', 'bulkhead', 'rateLimiter', 'hedge', 'cache', 'concurrencyLimit', 'throttle'],
  polly: ['hedge', 'cache', 'concurrencyLimit', 'throttle', 'envoyThresholds'],
  cockatiel: ['rateLimiter', 'hedge', 'cache', 'concurrencyLimit', 'throttle', 'envoyThresholds'],
  opossum: [
    'retry',
    'rateLimiter',
    'hedge',
    'cache',
    'concurrencyLimit',
    'throttle',
    'envoyThresholds',
  ],
};

describe('exports say what they drop, setting by setting', () => {
  it.each(EXPORT_FORMATS)('%s: every setting it answers for leaves a trace', (format) => {
    const silent = silentFields(format).filter((field) => {
      const part = field.split('.')[0]!;
      if (NOT_WRITTEN[format].includes(part)) return false;
      // The classification is the breaker's: a format without a breaker names the breaker.
      return !(part === 'breakerClassification' && NOT_WRITTEN[format].includes('breaker'));
    });
    expect(silent).toEqual([]);
  });
});
