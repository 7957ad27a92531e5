// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What one protection declares, once: its part of the call policy (schema and defaults), its
// layer and where it sits when the layer order does not name it, the machine facade it builds
// per edge, its counters, gauges and failure reasons, its settings (names, units, slider
// ranges; bounds come from the schema), its docs rows, and its names in the libraries people
// configure (Resilience4j, Envoy, Istio, Polly). The registry (registry.ts) lists them; the
// schema, the layer vocabulary, the pipeline, the counters, the sweep's metrics, the settings
// panel, the docs and the i18n checks all derive from that list.
import type { z } from 'zod';
import type { CallLayer } from '../engine/layers/callLayer';
import type { EngineContext } from '../engine/engineContext';

/** What an edge keeps of a protection: anything it can stop when the policy changes. */
export interface ProtectionInstance {
  stop(): void;
}

/** The edge a protection is built for: its key (`caller->callee`) and the run's context. */
export interface BuildSite {
  readonly key: string;
  readonly ctx: EngineContext;
  readonly options: { readonly reference: boolean };
}

/** The names a protection and its settings carry in the libraries people configure. */
export interface LibraryNames {
  resilience4j?: string;
  envoy?: string;
  istio?: string;
  polly?: string;
}

/** A setting a control edits, in the settings catalog's shape; its range comes from the schema. */
export type SettingSpec =
  | {
      kind: 'toggle';
      path: readonly string[];
      name: string;
      label: string;
      help: string;
      visibleWhen?: { path: readonly string[]; value: unknown; absentIs: unknown };
      names?: LibraryNames;
    }
  | {
      kind: 'number';
      path: readonly string[];
      name: string;
      label: string;
      help: string;
      unit: string;
      step: number;
      sliderMin?: number;
      sliderMax?: number;
      log?: boolean;
      optional?: boolean;
      displayFactor?: number;
      /** Shown only while this setting (a path in the policy part) has this value. */
      visibleWhen?: { path: readonly string[]; value: unknown; absentIs: unknown };
      names?: LibraryNames;
      /** A library's default as it writes it, where it is not the schema's default. */
      libraryDefaults?: LibraryNames;
    }
  | {
      kind: 'choice';
      path: readonly string[];
      name: string;
      label: string;
      help: string;
      options: Readonly<Record<string, string>>;
      visibleWhen?: { path: readonly string[]; value: unknown; absentIs: unknown };
      names?: LibraryNames;
    };

/** Where an enabled layer sits when the scenario's layer order does not name it. */
export type UnnamedPlacement =
  /** Outside every other layer (a cache: a hit passes no other layer). */
  | { side: 'outermost' }
  /** Inside the named ones, ordered by rank; `last`: it must be the innermost of all (it runs the wire). */
  | { side: 'innermost'; rank: number; last?: boolean };

export interface ProtectionDescriptor<
  K extends string = string,
  S extends z.ZodObject = z.ZodObject,
  I extends ProtectionInstance = ProtectionInstance,
  C extends string = string,
  G extends string = string,
  R extends string = string,
> {
  /** Its field in the call policy and its word in the layer order. */
  readonly key: K;
  /** Its English title: the settings group, the docs heading. */
  readonly title: string;
  /** Its part of the call policy; absent or `enabled: false` means off. */
  readonly schema: S;
  readonly layer: CallLayer;
  readonly placement: UnnamedPlacement;
  /** Its machine's facade for one edge (kept while its part of the policy is unchanged). */
  build(part: z.infer<S>, site: BuildSite): I;
  /** Edge counters it adds to frames, the report, the CLI and the CSV: key → the CLI's short label. */
  readonly counters: Readonly<Record<C, string>>;
  /** Edge gauges read at each second's end (0 on an edge without it). */
  readonly gauges: Readonly<Record<G, { label: string; read(instance: I): number }>>;
  /** The failure reasons its refusals carry: reason → a short English word for it. */
  readonly failureReasons: Readonly<Record<R, string>>;
  readonly settings: readonly SettingSpec[];
  /** docs/scenario.md's section: the words above the table, and each field's meaning. */
  readonly docs: { readonly intro: string; readonly rows: Readonly<Record<string, string>> };
  readonly names: LibraryNames;
}

/** Keeps a descriptor's literal types (its key, its counters' and reasons' names). */
export function defineProtection<
  const K extends string,
  S extends z.ZodObject,
  I extends ProtectionInstance,
  const C extends string,
  const G extends string,
  const R extends string,
>(d: ProtectionDescriptor<K, S, I, C, G, R>): ProtectionDescriptor<K, S, I, C, G, R> {
  return d;
}

export type AnyProtection = ProtectionDescriptor<
  string,
  z.ZodObject,
  // Each descriptor reads its own instance; the registry holds them side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any,
  string,
  string,
  string
>;
