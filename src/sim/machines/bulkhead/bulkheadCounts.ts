// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What the bulkhead machine's guards read and its actions change: slots in use, the FIFO
// of waiting callers, the limits in force and a smaller limit still waiting to take
// effect. The facade creates this object and hands it to the machine as input; the
// machine's context holds it by reference, so actions count in place (no assign, no copy
// per event) and the facade reads its answers (decision, granted, timedOut) from it.
import type { BulkheadConfig } from './bulkheadConfig';
import { WaitQueue, type Waiter } from './waitQueue';

/** What the machine decided for the last acquire or release (the facade reads it back). */
export type BulkheadDecision =
  'granted' | 'queued' | 'full' | 'queueFull' | 'released' | 'cancelled' | 'none';

/**
 * A smaller maxConcurrentCalls waiting, like Resilience4j's changeConfig blocked in
 * semaphore.acquireUninterruptibly(old - new): it stands in the FIFO behind the callers
 * already waiting (those with seq < aheadOfSeq) and takes effect once it reaches the head
 * and in-use calls fit the new limit. Until then the old config stays in force.
 */
export interface PendingShrink {
  readonly config: BulkheadConfig;
  readonly aheadOfSeq: number;
}

export interface BulkheadCounts {
  inUse: number;
  /** The config in force (Resilience4j's getBulkheadConfig()). */
  config: BulkheadConfig;
  readonly queue: WaitQueue;
  shrink: PendingShrink | undefined;
  /** Changes made while a shrink waits, applied in order after it (Resilience4j's lock). */
  readonly laterConfigs: BulkheadConfig[];
  decision: BulkheadDecision;
  /** Outbox: waiters the machine handed a slot to, for the facade to call back. */
  readonly granted: Waiter[];
  /** Outbox: waiters whose wait the machine ended with a timeout. */
  readonly timedOut: Waiter[];
}

export function createCounts(config: BulkheadConfig): BulkheadCounts {
  return {
    inUse: 0,
    config,
    queue: new WaitQueue(),
    shrink: undefined,
    laterConfigs: [],
    decision: 'none',
    granted: [],
    timedOut: [],
  };
}

/** The oldest waiter stands ahead of any pending shrink (it is served first). */
export function waiterAheadOfShrink(counts: BulkheadCounts): boolean {
  const oldest = counts.queue.peek();
  return oldest !== undefined && (!counts.shrink || oldest.seq < counts.shrink.aheadOfSeq);
}

/**
 * After a slot or a waiter left, or the config changed: hands free slots to the waiters
 * ahead of any pending shrink (oldest first), completes the shrink once it reached the
 * head and the running calls fit it, applies the changes queued behind it, and goes on.
 */
export function settle(counts: BulkheadCounts): void {
  for (;;) {
    while (counts.inUse < counts.config.maxConcurrentCalls && waiterAheadOfShrink(counts)) {
      counts.inUse++;
      counts.granted.push(counts.queue.shift()!);
    }
    const shrink = counts.shrink;
    if (!shrink) return;
    if (waiterAheadOfShrink(counts) || counts.inUse > shrink.config.maxConcurrentCalls) return;
    counts.config = shrink.config;
    counts.shrink = undefined;
    // The changes made while it waited, in order, until one of them must wait in turn.
    while (!counts.shrink && counts.laterConfigs.length > 0) {
      applyConfigNow(counts, counts.laterConfigs.shift()!);
    }
    // Loop: the slots left over go to the callers queued behind it.
  }
}

/** A larger or equal limit applies at once; a smaller one waits its turn (PendingShrink). */
export function applyConfigNow(counts: BulkheadCounts, config: BulkheadConfig): void {
  if (config.maxConcurrentCalls < counts.config.maxConcurrentCalls) {
    counts.shrink = { config, aheadOfSeq: counts.queue.nextSeq };
  } else {
    counts.config = config;
  }
}
