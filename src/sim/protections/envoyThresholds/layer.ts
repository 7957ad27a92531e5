// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Envoy's circuit breaker thresholds as a layer. A call that passes it again is a retry of
// the layer outside it (Envoy's router retries outside the cluster's breaker), so it counts
// against max_retries too. What the call holds: whether a request (and a retry) is in flight.
import type { Outcome } from '../../machines/retry';
import type { CallLayer } from '../../engine/layers/callLayer';
import { holdingsOf } from '../../engine/layers/layerHoldings';
import type { LogicalCall } from '../../engine/logicalCall';
import { refusedLocally } from '../../engine/outcomes';
import type { EnvoyThresholds } from './envoyThresholds';
import { ENVOY_VERDICT } from './machine';

/** Envoy answers an overflow with a local 503 at once (x-envoy-overflow). */
const UPSTREAM_OVERFLOW = refusedLocally('upstreamOverflow');

const KEY = 'envoyThresholds';

/** What one call holds in this layer. */
class EnvoyHold {
  /** How often the call has entered the layer: after the first, each entry is a retry. */
  passes = 0;
  /** The thresholds the call's request is counted in, while it is in flight. */
  breaker: EnvoyThresholds | undefined = undefined;
  retry = false;
}

function holdOf(call: LogicalCall): EnvoyHold {
  const held = (holdingsOf(call).byProtection ??= {});
  return ((held[KEY] as EnvoyHold | undefined) ??= new EnvoyHold());
}

function letGo(hold: EnvoyHold | undefined): void {
  if (!hold?.breaker) return;
  hold.breaker.finished(hold.retry);
  hold.breaker = undefined;
}

export const envoyThresholdsLayer: CallLayer = {
  kind: KEY,

  enter(call: LogicalCall, depth: number): void {
    const breaker = call.edge.policies.protections.envoyThresholds!;
    const counters = call.edge.counters;
    const hold = holdOf(call);
    const retry = hold.passes++ > 0;
    const cxBefore = breaker.cxOverflow;
    const verdict = breaker.admit(retry);
    if (breaker.cxOverflow !== cxBefore) counters.upstreamCxOverflow++;
    if (verdict === ENVOY_VERDICT.retryOverflow) {
      counters.upstreamRqRetryOverflow++;
      return call.exit(depth, UPSTREAM_OVERFLOW);
    }
    if (verdict !== ENVOY_VERDICT.admitted) {
      counters.upstreamRqPendingOverflow++;
      return call.exit(depth, UPSTREAM_OVERFLOW);
    }
    hold.breaker = breaker;
    hold.retry = retry;
    call.enter(depth + 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    letGo(call.extra?.byProtection?.[KEY] as EnvoyHold | undefined);
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    letGo(call.extra?.byProtection?.[KEY] as EnvoyHold | undefined);
  },
};
