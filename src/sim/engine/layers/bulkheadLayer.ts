// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead as a layer: a slot on the way in (waiting up to maxWaitDurationMs when the
// policy allows), given back on the way out. Outside the retry, one slot covers every
// attempt; inside it, each attempt takes its own.
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import type { CallLayer } from './callLayer';

/** Seed 000: BULKHEAD_FULL carries retry_after of 1 to 10 s with jitter. */
const BULKHEAD_RETRY_AFTER_MIN_MS = 1_000;
const BULKHEAD_RETRY_AFTER_MAX_MS = 10_000;

function bulkheadFull(call: LogicalCall): Outcome {
  return {
    kind: 'bulkheadFull',
    retryAfterMs: call.edge.jitterRng.uniform(
      BULKHEAD_RETRY_AFTER_MIN_MS,
      BULKHEAD_RETRY_AFTER_MAX_MS,
    ),
  };
}

export const bulkheadLayer: CallLayer = {
  kind: 'bulkhead',

  enter(call: LogicalCall, depth: number): void {
    const bulkhead = call.edge.policies.bulkhead!;
    if (bulkhead.tryAcquirePermission()) {
      call.holdsSlot = true;
      if (call.span) call.note('bulkhead.slot', { available: bulkhead.availableConcurrentCalls });
      return call.enter(depth + 1);
    }
    const wait = bulkhead.acquirePermission(
      () => {
        call.slotWait = undefined;
        call.holdsSlot = true;
        if (call.span) call.note('bulkhead.slot', { afterWait: true });
        if (!call.isOver) call.enter(depth + 1);
      },
      () => {
        call.slotWait = undefined;
        call.edge.counters.rejectedByBulkhead++;
        if (call.span) call.note('bulkhead.rejected');
        call.exit(depth, bulkheadFull(call));
      },
    );
    if (!call.holdsSlot && !call.isOver) {
      call.slotWait = wait;
      if (call.span) call.note('bulkhead.waiting');
    }
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    this.release(call);
    call.exit(depth, outcome);
  },

  release(call: LogicalCall): void {
    call.slotWait?.cancel();
    call.slotWait = undefined;
    if (call.holdsSlot) call.edge.policies.bulkhead?.onComplete();
    call.holdsSlot = false;
  },
};
