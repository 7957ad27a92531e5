// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The circuit breaker as a layer: a permit on the way in, the outcome recorded on the way
// out. What it times is everything inside it: one attempt when the retry is outside it,
// the whole chain with its backoffs when the retry is inside (model.md, "Layers").
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import { classifyForBreaker } from '../outcomes';
import type { CallLayer } from './callLayer';

export const breakerLayer: CallLayer = {
  kind: 'breaker',

  enter(call: LogicalCall, depth: number): void {
    const { edge } = call;
    const breaker = edge.policies.breaker!;
    const stateBefore = call.span ? breaker.getState() : '';
    if (!breaker.tryAcquirePermission()) {
      if (call.span) call.note('breaker.rejected', { state: stateBefore });
      edge.counters.rejectedByBreaker++;
      return call.exit(depth, { kind: 'circuitOpen', retryAfterMs: breaker.remainingOpenMs() });
    }
    call.breakerPermitSinceMs = edge.clock.nowMs();
    if (call.span) call.note('breaker.permitted', { state: stateBefore });
    call.enter(depth + 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    const since = call.breakerPermitSinceMs;
    if (since >= 0) {
      call.breakerPermitSinceMs = -1;
      const { edge } = call;
      edge.policies.breaker?.onResult(
        classifyForBreaker(outcome, edge.classification()),
        edge.clock.nowMs() - since,
      );
    }
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    if (call.breakerPermitSinceMs < 0) return;
    call.breakerPermitSinceMs = -1;
    call.edge.policies.breaker?.releasePermission();
  },
};
