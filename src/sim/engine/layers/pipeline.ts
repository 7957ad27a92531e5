// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The layers of one edge, outermost first, from the policy's layer order: the breaker and
// the bulkhead when enabled, the retry always (it counts the attempts), and the newer
// layers (issue 12 §2) when their part of the policy is enabled: where the order names
// them, else innermost, in OPTIONAL_LAYER_KINDS' order (hedging last: it runs the wire).
import {
  OPTIONAL_LAYER_KINDS,
  type CallPolicy,
  type LayerKind,
  type LayerOrder,
} from '../../scenario';
import { breakerLayer } from './breakerLayer';
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
};

/** The order as a list of kinds, outermost first (the optional ones it does not name appended). */
export function layerKinds(order: LayerOrder): readonly LayerKind[] {
  const named = order.split('-') as LayerKind[];
  return [...named, ...OPTIONAL_LAYER_KINDS.filter((k) => !named.includes(k))];
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
