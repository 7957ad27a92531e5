// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A FIFO of waiting callers with O(1) removal from the middle (a caller gives up or
// times out): removed entries are marked and skipped when they reach the head.
import { objectList } from '../../core/objectList';

export interface Waiter {
  readonly onGranted: () => void;
  readonly onRejected: (reason: 'waitTimeout') => void;
  /** The wait timer's handle on the simulated clock. */
  timer: unknown;
  settled: boolean;
  /** Order of entry, set by push (0 until then). */
  seq: number;
}

/** Compact the backing array once this many settled entries sit before the head. */
const COMPACT_AFTER_ENTRIES = 1024;

// Slots behind the head are emptied as it passes them: a settled waiter still in the array
// would keep its caller's whole request alive until the next compaction (most requests that
// queue would then live long enough to be promoted, and cost a full collection to free).
export class WaitQueue {
  private items: (Waiter | undefined)[] = objectList();
  private head = 0;
  private live = 0;
  private entered = 0;

  get size(): number {
    return this.live;
  }

  /** The sequence number the next waiter will get. */
  get nextSeq(): number {
    return this.entered + 1;
  }

  push(waiter: Waiter): void {
    waiter.seq = ++this.entered;
    this.items.push(waiter);
    this.live++;
  }

  /** The oldest live waiter, left in place. */
  peek(): Waiter | undefined {
    while (this.head < this.items.length) {
      const waiter = this.items[this.head]!;
      if (!waiter.settled) return waiter;
      this.items[this.head++] = undefined;
      this.compact();
    }
    return undefined;
  }

  /** Removes and returns the oldest live waiter (marked settled), if any. */
  shift(): Waiter | undefined {
    while (this.head < this.items.length) {
      const waiter = this.items[this.head]!;
      this.items[this.head++] = undefined;
      if (waiter.settled) continue;
      waiter.settled = true;
      this.live--;
      this.compact();
      return waiter;
    }
    return undefined;
  }

  /** Removes and returns the newest live waiter (marked settled), if any: a LIFO's pick. */
  pop(): Waiter | undefined {
    while (this.items.length > this.head) {
      const waiter = this.items.pop()!;
      if (waiter.settled) continue;
      waiter.settled = true;
      this.live--;
      return waiter;
    }
    return undefined;
  }

  /** Marks a live waiter as gone (cancelled or timed out); the caller checks it is live. */
  remove(waiter: Waiter): void {
    waiter.settled = true;
    this.live--;
  }

  /** Empties the queue, returning the live waiters in FIFO order. */
  drain(): Waiter[] {
    const live = this.items.slice(this.head).filter((w): w is Waiter => !w!.settled);
    for (const waiter of live) waiter.settled = true;
    this.items = [];
    this.head = 0;
    this.live = 0;
    return live;
  }

  private compact(): void {
    if (this.head >= COMPACT_AFTER_ENTRIES && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
