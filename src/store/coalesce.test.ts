import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

afterEach(() => {
  vi.useRealTimers();
});

describe('coalesce', () => {
  it('applies the messages queued in one go, in order', () => {
    vi.useFakeTimers();
    const applied: number[][] = [];
    const c = coalesce<number>((items) => applied.push(items));
    c.push(1);
    c.push(2);
    c.push(3);
    expect(applied).toEqual([]);
    vi.runAllTimers();
    expect(applied).toEqual([[1, 2, 3]]);
  });

  it('forgets what is queued when disposed', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const c = coalesce<number>(apply);
    c.push(1);
    c.dispose();
    vi.runAllTimers();
    expect(apply).not.toHaveBeenCalled();
  });
});
