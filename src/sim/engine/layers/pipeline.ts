// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The layers of one edge, outermost first, from the policy's layer order: the breaker and
// the bulkhead when enabled, the retry always (it counts the attempts), and the registry's
// layers (src/sim/protections) when their part of the policy is enabled: where the order
// names them, else where their descriptor's placement says (innermost by rank, or outermost).
import {
  OPTIONAL_LAYER_KINDS,
  OUTER_LAYER_KINDS,
  type CallPolicy,
  type LayerKind,
  type LayerOrder,
} from '../../scenario';
import { PROTECTIONS } from '../../protections/registry';
import { breakerLayer } from './breakerLayer';
import { bulkheadLayer } from './bulkheadLayer';
import type { CallLayer } from './callLayer';
import { replicaBreakerLayer } from './replicaBreakerLayer';
import { retryLayer } from './retryLayer';

const LAYER_OF = {
  retry: retryLayer,
  breaker: breakerLayer,
  bulkhead: bulkheadLayer,
  ...Object.fromEntries(PROTECTIONS.map((d) => [d.key, d.layer])),
} as Record<LayerKind, CallLayer>;

/** The order as a list of kinds, outermost first (the optional ones it does not name appended). */
export function layerKinds(order: LayerOrder): readonly LayerKind[] {
  const named = order.split('-') as LayerKind[];
  const unnamed = (kinds: readonly LayerKind[]) => kinds.filter((k) => !named.includes(k));
  return [...unnamed(OUTER_LAYER_KINDS), ...named, ...unnamed(OPTIONAL_LAYER_KINDS)];
}

function isOn(policy: CallPolicy, kind: LayerKind): boolean {
  return kind === 'retry' || (policy[kind] as { enabled?: boolean } | undefined)?.enabled === true;
}

export function pipelineFor(policy: CallPolicy): readonly CallLayer[] {
  return layerKinds(policy.layerOrder)
    .filter((kind) => isOn(policy, kind))
    .map((kind) =>
      kind === 'breaker' && policy.breaker.scope === 'replica'
        ? replicaBreakerLayer
        : LAYER_OF[kind],
    );
}
