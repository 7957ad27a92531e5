// Pure engine: no DOM, no wall clock, no Math.random.
// A binary min-heap of scheduled events ordered by (time, sequence number), so that
// two events at the same simulated millisecond always run in the order they were
// scheduled: runs are reproducible to the bit.

/** A scheduled callback. Cancelling marks it; the queue drops it when it surfaces. */
export interface ScheduledEvent {
  readonly timeMs: number;
  readonly seq: number;
  run: () => void;
  cancelled: boolean;
}

const NOOP = () => {};

export class EventQueue {
  private heap: ScheduledEvent[] = [];
  private nextSeq = 0;
  private liveCount = 0;

  get size(): number {
    return this.liveCount;
  }

  schedule(timeMs: number, run: () => void): ScheduledEvent {
    const event: ScheduledEvent = { timeMs, seq: this.nextSeq++, run, cancelled: false };
    this.heap.push(event);
    this.siftUp(this.heap.length - 1);
    this.liveCount++;
    return event;
  }

  cancel(event: ScheduledEvent): void {
    if (event.cancelled) return;
    event.cancelled = true;
    // A cancelled timeout stays in the heap until its time comes; dropping its callback
    // now lets the request it captured be collected young instead of promoted.
    event.run = NOOP;
    this.liveCount--;
  }

  /** Time of the next live event, or Infinity when none is left. */
  peekTimeMs(): number {
    this.dropCancelled();
    const top = this.heap[0];
    return top ? top.timeMs : Infinity;
  }

  /** Removes and returns the next live event, or undefined when empty. */
  pop(): ScheduledEvent | undefined {
    this.dropCancelled();
    const top = this.popRaw();
    if (top) this.liveCount--;
    return top;
  }

  clear(): void {
    this.heap = [];
    this.liveCount = 0;
  }

  private dropCancelled(): void {
    while (this.heap.length > 0 && this.heap[0]!.cancelled) this.popRaw();
  }

  private popRaw(): ScheduledEvent | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (top === undefined) return undefined;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(index: number): void {
    const heap = this.heap;
    const item = heap[index]!;
    let i = index;
    while (i > 0) {
      const parentIndex = (i - 1) >> 1;
      const parent = heap[parentIndex]!;
      if (!before(item, parent)) break;
      heap[i] = parent;
      i = parentIndex;
    }
    heap[i] = item;
  }

  private siftDown(index: number): void {
    const heap = this.heap;
    const n = heap.length;
    const item = heap[index]!;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      let child = left;
      if (right < n && before(heap[right]!, heap[left]!)) child = right;
      if (!before(heap[child]!, item)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  }
}

function before(a: ScheduledEvent, b: ScheduledEvent): boolean {
  return a.timeMs < b.timeMs || (a.timeMs === b.timeMs && a.seq < b.seq);
}
