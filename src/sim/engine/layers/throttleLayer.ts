// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Client-side adaptive throttling as a layer: the request is rejected locally or let
// through, and its answer tells the throttle whether the backend accepted it.
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import { THROTTLED } from '../outcomes';
import type { CallLayer } from './callLayer';
import { holdingsOf } from './layerHoldings';

export const throttleLayer: CallLayer = {
  kind: 'throttle',

  enter(call: LogicalCall, depth: number): void {
    const throttle = call.edge.policies.protections.throttle!;
    if (!throttle.admit()) {
      call.edge.counters.rejectedByThrottle++;
      return call.exit(depth, THROTTLED);
    }
    holdingsOf(call).throttle = throttle;
    call.enter(depth + 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    const held = call.extra!;
    held.throttle?.onAnswer(outcome);
    held.throttle = undefined;
    call.exit(depth, outcome);
  },

  // A call that ends early got no answer: the backend accepted nothing.
  release(call: LogicalCall): void {
    if (call.extra) call.extra.throttle = undefined;
  },
};
