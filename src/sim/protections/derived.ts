// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What the rest of the app reads from the registry: the policy's fields, the layer order's
// words, the counters, gauges and failure reasons, each protection by its key.
import type { z } from 'zod';
import type { AnyProtection, ProtectionDescriptor } from './descriptor';
import { PROTECTIONS } from './registry';

type Registered = (typeof PROTECTIONS)[number];
type KeyOf<D> = D extends ProtectionDescriptor<infer K> ? K : never;
type CountersOf<D> = D extends { counters: Readonly<Record<infer C, string>> } ? C : never;
type GaugesOf<D> = D extends { gauges: Readonly<Record<infer G, unknown>> } ? G : never;
type ReasonsOf<D> = D extends { failureReasons: Readonly<Record<infer R, string>> } ? R : never;
type SchemaOf<D> = D extends { schema: infer S } ? S : never;

export type ProtectionKey = KeyOf<Registered>;
export type ProtectionCounterName = CountersOf<Registered>;
export type ProtectionGaugeName = GaugesOf<Registered>;
export type ProtectionFailureReason = ReasonsOf<Registered>;

const ALL: readonly AnyProtection[] = PROTECTIONS;

/** Each protection's part of the call policy, optional (absent: off). */
export const protectionSchemaFields = Object.fromEntries(
  ALL.map((d) => [d.key, d.schema.optional()]),
) as {
  [D in Registered as KeyOf<D>]: z.ZodOptional<SchemaOf<D>>;
};

export const PROTECTION_KEYS = ALL.map((d) => d.key) as ProtectionKey[];

export function protectionByKey(key: string): AnyProtection | undefined {
  return ALL.find((d) => d.key === key);
}

function merged<T>(pick: (d: AnyProtection) => Readonly<Record<string, T>>) {
  return Object.assign({}, ...ALL.map(pick)) as Record<string, T>;
}

/** Edge counters the protections add: key → the CLI's short label. */
export const PROTECTION_COUNTERS = merged((d) => d.counters) as Record<
  ProtectionCounterName,
  string
>;

/** Edge gauges the protections add: key → the CLI's short label. */
export const PROTECTION_GAUGES = Object.fromEntries(
  ALL.flatMap((d) => Object.entries(d.gauges).map(([k, g]) => [k, (g as { label: string }).label])),
) as Record<ProtectionGaugeName, string>;

/** The failure reasons the protections' refusals carry, each with a short English word. */
export const PROTECTION_FAILURE_REASONS = merged((d) => d.failureReasons) as Record<
  ProtectionFailureReason,
  string
>;

/** Layer words that sit innermost when the order does not name them, by rank. */
export const INNER_LAYER_KINDS = ALL.flatMap((d) =>
  d.placement.side === 'innermost' ? [{ key: d.key, rank: d.placement.rank }] : [],
)
  .sort((a, b) => a.rank - b.rank)
  .map((k) => k.key) as ProtectionKey[];

/** Layer words that sit outermost when the order does not name them. */
export const OUTER_LAYER_KINDS = ALL.filter((d) => d.placement.side === 'outermost').map(
  (d) => d.key,
) as ProtectionKey[];

/** Layers that must be the innermost of all (they run the wire themselves). */
export const LAST_LAYER_KINDS = ALL.filter(
  (d) => d.placement.side === 'innermost' && d.placement.last === true,
).map((d) => d.key) as ProtectionKey[];
