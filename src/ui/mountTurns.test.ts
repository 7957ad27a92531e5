import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TurnQueue } from './mountTurns';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A turn that logs its start and ends when `end` is called. */
function turnOf(name: string, log: string[]) {
  let end = () => {};
  const turn = () =>
    new Promise<void>((resolve) => {
      log.push(`start ${name}`);
      end = () => {
        log.push(`end ${name}`);
        resolve();
      };
    });
  return { turn, end: () => end() };
}

describe('TurnQueue', () => {
  it('takes turns one at a time, in order, each a task after the one before settled', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    const a = turnOf('a', log);
    const b = turnOf('b', log);
    const c = turnOf('c', log);
    queue.enqueue(a.turn);
    queue.enqueue(b.turn);
    queue.enqueue(c.turn);
    expect(log).toEqual(['start a']);
    a.end();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.end();
    // Not in the same task as b's end: the browser gets a chance to paint first.
    await Promise.resolve();
    expect(log.at(-1)).toBe('end b');
    await vi.runAllTimersAsync();
    expect(log.at(-1)).toBe('start c');
    c.end();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('goes on after a turn that fails, and starts again when a turn comes after it was idle', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    queue.enqueue(() => Promise.reject(new Error('chunk failed')));
    const d = turnOf('d', log);
    queue.enqueue(d.turn);
    await vi.runAllTimersAsync();
    expect(log).toEqual(['start d']);
    d.end();
    await vi.runAllTimersAsync();
    const e = turnOf('e', log);
    queue.enqueue(e.turn);
    expect(log.at(-1)).toBe('start e');
  });
});
