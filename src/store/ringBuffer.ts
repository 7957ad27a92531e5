/** A fixed-capacity FIFO: pushing past the capacity drops the oldest items. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private start = 0;
  private length = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
    }
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.length;
  }

  push(item: T): void {
    const end = (this.start + this.length) % this.capacity;
    this.items[end] = item;
    if (this.length < this.capacity) this.length++;
    else this.start = (this.start + 1) % this.capacity;
  }

  pushAll(items: Iterable<T>): void {
    for (const item of items) this.push(item);
  }

  /** The i-th item, oldest first; negative counts from the newest. */
  at(index: number): T | undefined {
    const i = index < 0 ? this.length + index : index;
    if (i < 0 || i >= this.length) return undefined;
    return this.items[(this.start + i) % this.capacity];
  }

  clear(): void {
    this.items.fill(undefined);
    this.start = 0;
    this.length = 0;
  }

  /** A new array, oldest first. */
  toArray(): T[] {
    const out = new Array<T>(this.length);
    for (let i = 0; i < this.length; i++)
      out[i] = this.items[(this.start + i) % this.capacity] as T;
    return out;
  }
}
