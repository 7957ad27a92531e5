// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The breaker per replica (policy.breaker.scope = 'replica'), as a client that keeps one
// breaker per host does: the balancer picks a replica, that replica's breaker gives the
// permit or refuses; a refused replica is skipped and the balancer picks among the others.
// Only when every replica's breaker refuses does the call fail fast. What it times and
// records is the same as the service-wide breaker (breakerLayer.ts); the attempt inside
// it goes to the replica it let through.
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import { classifyForBreaker } from '../outcomes';
import type { CallLayer } from './callLayer';

export const replicaBreakerLayer: CallLayer = {
  kind: 'breaker',

  enter(call: LogicalCall, depth: number): void {
    const { edge } = call;
    let excluded = 0;
    let retryAfterMs = Number.POSITIVE_INFINITY;
    for (;;) {
      const replica = edge.callee.pick(excluded);
      if (!replica) break;
      const breaker = edge.policies.replicaBreaker(replica.index);
      if (breaker.tryAcquirePermission()) {
        call.replica = replica;
        call.replicaBreaker = breaker;
        call.breakerPermitSinceMs = edge.clock.nowMs();
        return call.enter(depth + 1);
      }
      retryAfterMs = Math.min(retryAfterMs, breaker.remainingOpenMs());
      excluded |= 1 << replica.index;
    }
    edge.counters.rejectedByBreaker++;
    call.exit(depth, { kind: 'circuitOpen', retryAfterMs });
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    const since = call.breakerPermitSinceMs;
    const breaker = call.replicaBreaker;
    if (since >= 0 && breaker) {
      call.breakerPermitSinceMs = -1;
      const { edge } = call;
      breaker.onResult(
        classifyForBreaker(outcome, edge.classification()),
        edge.clock.nowMs() - since,
      );
    }
    call.replica = undefined;
    call.replicaBreaker = undefined;
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    const breaker = call.replicaBreaker;
    call.replica = undefined;
    call.replicaBreaker = undefined;
    if (call.breakerPermitSinceMs < 0 || !breaker) return;
    call.breakerPermitSinceMs = -1;
    breaker.releasePermission();
  },
};
