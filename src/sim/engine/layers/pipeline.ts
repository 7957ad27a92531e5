// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The layers of one edge, outermost first, from the policy's layer order: the breaker and
// the bulkhead when enabled, the retry always (it counts the attempts), and the newer
// layers (issue 12 §2) when their part of the policy is enabled: where the order names
// them, else innermost, in OPTIONAL_LAYER_KINDS' order (hedging last: it runs the wire);
// a cache not named sits outermost (OUTER_LAYER_KINDS): a hit passes no other layer.
import {
  OPTIONAL_LAYER_KINDS,
  OUTER_LAYER_KINDS,
  type CallPolicy,
  type LayerKind,
  type LayerOrder,
} from '../../scenario';
import { breakerLayer } from './breakerLayer';
import { cacheLayer } from './cacheLayer';
import { bulkheadLayer } from './bulkheadLayer';
import type { CallLayer } from './callLayer';
import { replicaBreakerLayer } from './replicaBreakerLayer';
import { concurrencyLimitLayer } from './concurrencyLimitLayer';
import { hedgeLayer } from './hedgeLayer';
import { rateLimiterLayer } from './rateLimiterLayer';
import { retryLayer } from './retryLayer';
import { throttleLayer } from './throttleLayer';

const LAYER_OF: Record<LayerKind, CallLayer> = {
  retry: retryLayer,
  breaker: breakerLayer,
  bulkhead: bulkheadLayer,
  rateLimiter: rateLimiterLayer,
  concurrencyLimit: concurrencyLimitLayer,
  throttle: throttleLayer,
  hedge: hedgeLayer,
  cache: cacheLayer,
};

/** The order as a list of kinds, outermost first (the optional ones it does not name appended). */
export function layerKinds(order: LayerOrder): readonly LayerKind[] {
  const named = order.split('-') as LayerKind[];
  const unnamed = (kinds: readonly LayerKind[]) => kinds.filter((k) => !named.includes(k));
  return [...unnamed(OUTER_LAYER_KINDS), ...named, ...unnamed(OPTIONAL_LAYER_KINDS)];
}

function isOn(policy: CallPolicy, kind: LayerKind): boolean {
  return kind === 'retry' || policy[kind]?.enabled === true;
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
