// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The registry's protections on one edge (src/sim/protections), built from its CallPolicy:
// each is absent unless its part of the policy is there and enabled, so an edge without
// them runs (and draws its random numbers) exactly as before. Rebuilt when that part changes.
import type { CallPolicy } from '../scenario';
import type { AnyProtection } from '../protections/descriptor';
import type { ProtectionKey } from '../protections/derived';
import { PROTECTIONS } from '../protections/registry';
import type { EngineContext } from './engineContext';

type Registered = (typeof PROTECTIONS)[number];
type InstanceOf<D> = D extends { build(...args: never[]): infer I } ? I : never;

/** Each protection's machine facade on the edge, by key; undefined while it is off. */
export type LayerProtections = {
  [D in Registered as D['key']]: InstanceOf<D> | undefined;
};

/** All absent, every key present: one hidden class for every edge. */
export function noLayerProtections(): LayerProtections {
  return Object.fromEntries(PROTECTIONS.map((d) => [d.key, undefined])) as LayerProtections;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const ALL: readonly AnyProtection[] = PROTECTIONS;

/** Builds (or keeps, when its policy did not change) each of the registry's protections. */
export function buildLayerProtections(
  into: LayerProtections,
  key: string,
  p: CallPolicy,
  previous: CallPolicy | undefined,
  ctx: EngineContext,
): void {
  const site = { key, ctx, options: { reference: ctx.referenceMachines } };
  const slots = into as Record<ProtectionKey, { stop(): void } | undefined>;
  for (const d of ALL) {
    const k = d.key as ProtectionKey;
    const part = p[k] as { enabled?: boolean } | undefined;
    if (previous && same(previous[k], part)) continue;
    slots[k]?.stop();
    slots[k] = part?.enabled ? d.build(part, site) : undefined;
  }
}

/** Stops every protection the edge holds. */
export function stopLayerProtections(from: LayerProtections): void {
  for (const d of ALL) (from as Record<string, { stop(): void } | undefined>)[d.key]?.stop();
}

/** Every gauge of every protection, flat: a frame reads them without building lists. */
const GAUGES = ALL.flatMap((d) =>
  Object.entries(d.gauges).map(([name, gauge]) => ({
    key: d.key,
    name,
    read: (gauge as { read(instance: unknown): number }).read,
  })),
);

/** Writes each protection's gauges into `into`: its reading, or 0 on an edge without it. */
export function readProtectionGauges(into: Record<string, unknown>, from: LayerProtections): void {
  const instances = from as Record<string, unknown>;
  for (const g of GAUGES) {
    const instance = instances[g.key];
    into[g.name] = instance === undefined ? 0 : g.read(instance);
  }
}
