// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The adaptive concurrency limit as a layer: a place among the calls in flight on the way
// in, and on the way out a sample (the time inside, whether the answer was a drop) that
// moves the limit.
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import { LIMIT_EXCEEDED } from '../outcomes';
import type { CallLayer } from './callLayer';
import { holdingsOf } from './layerHoldings';

export const concurrencyLimitLayer: CallLayer = {
  kind: 'concurrencyLimit',

  enter(call: LogicalCall, depth: number): void {
    const limit = call.edge.policies.protections.concurrencyLimit!;
    if (!limit.tryAcquire()) {
      call.edge.counters.rejectedByLimit++;
      return call.exit(depth, LIMIT_EXCEEDED);
    }
    const held = holdingsOf(call);
    held.limit = limit;
    held.limitSinceMs = call.edge.clock.nowMs();
    held.limitInFlightAtStart = limit.inFlight;
    call.enter(depth + 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    const held = call.extra!;
    const limit = held.limit;
    if (limit) {
      held.limit = undefined;
      const rttMs = call.edge.clock.nowMs() - held.limitSinceMs;
      limit.onOutcome(outcome, rttMs, held.limitInFlightAtStart);
    }
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    const held = call.extra;
    if (!held?.limit) return;
    held.limit.onIgnore();
    held.limit = undefined;
  },
};
