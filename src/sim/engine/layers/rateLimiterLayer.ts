// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's rate limiter as a layer: a permission on the way in, granted now, after a
// wait for a later cycle, or refused after waiting timeoutDuration (RequestNotPermitted).
// Nothing is held on the way out: a permission is spent, not returned.
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import { REQUEST_NOT_PERMITTED } from '../outcomes';
import type { CallLayer } from './callLayer';
import { holdingsOf } from './layerHoldings';

function refuse(call: LogicalCall, depth: number): void {
  call.edge.counters.rejectedByRateLimiter++;
  call.exit(depth, REQUEST_NOT_PERMITTED);
}

export const rateLimiterLayer: CallLayer = {
  kind: 'rateLimiter',

  enter(call: LogicalCall, depth: number): void {
    const limiter = call.edge.policies.protections.rateLimiter!;
    const { permitted, waitMs } = limiter.acquirePermission();
    if (waitMs <= 0) return permitted ? call.enter(depth + 1) : refuse(call, depth);
    const held = holdingsOf(call);
    held.rateLimiter = limiter;
    held.rateWait = call.edge.clock.setTimeout(() => {
      held.rateWait = undefined;
      held.rateLimiter = undefined;
      limiter.waitEnded();
      if (call.isOver) return;
      if (permitted) call.enter(depth + 1);
      else refuse(call, depth);
    }, waitMs);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    const held = call.extra;
    if (!held?.rateWait) return;
    call.edge.clock.clearTimeout(held.rateWait);
    held.rateWait = undefined;
    held.rateLimiter?.waitEnded();
    held.rateLimiter = undefined;
  },
};
