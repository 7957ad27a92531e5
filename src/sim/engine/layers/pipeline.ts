// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The layers of one edge, outermost first, from the policy's layer order: the breaker and
// the bulkhead when enabled, the retry always (it counts the attempts).
import type { CallPolicy, LayerKind, LayerOrder } from '../../scenario';
import { breakerLayer } from './breakerLayer';
import { bulkheadLayer } from './bulkheadLayer';
import type { CallLayer } from './callLayer';
import { replicaBreakerLayer } from './replicaBreakerLayer';
import { retryLayer } from './retryLayer';

const LAYER_OF: Record<LayerKind, CallLayer> = {
  retry: retryLayer,
  breaker: breakerLayer,
  bulkhead: bulkheadLayer,
};

/** The order as a list of kinds, outermost first. */
export function layerKinds(order: LayerOrder): readonly LayerKind[] {
  return order.split('-') as LayerKind[];
}

export function pipelineFor(policy: CallPolicy): readonly CallLayer[] {
  return layerKinds(policy.layerOrder)
    .filter((kind) => kind === 'retry' || policy[kind].enabled)
    .map((kind) =>
      kind === 'breaker' && policy.breaker.scope === 'replica'
        ? replicaBreakerLayer
        : LAYER_OF[kind],
    );
}
