import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RingBuffer } from './ringBuffer';

describe('RingBuffer', () => {
  it('keeps items in the order they came', () => {
    const ring = new RingBuffer<number>(4);
    ring.pushAll([1, 2, 3]);
    expect(ring.toArray()).toEqual([1, 2, 3]);
    expect(ring.size).toBe(3);
  });

  it('drops the oldest items past its capacity', () => {
    const ring = new RingBuffer<number>(3);
    ring.pushAll([1, 2, 3, 4, 5]);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.at(0)).toBe(3);
    expect(ring.at(-1)).toBe(5);
    expect(ring.at(3)).toBeUndefined();
  });

  it('empties on clear', () => {
    const ring = new RingBuffer<number>(2);
    ring.pushAll([1, 2, 3]);
    ring.clear();
    expect(ring.toArray()).toEqual([]);
    expect(ring.at(-1)).toBeUndefined();
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
  });

  it('always holds the last `capacity` items pushed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.integer()), (capacity, items) => {
        const ring = new RingBuffer<number>(capacity);
        ring.pushAll(items);
        expect(ring.toArray()).toEqual(items.slice(-capacity));
        expect(ring.size).toBe(Math.min(capacity, items.length));
      }),
    );
  });
});
