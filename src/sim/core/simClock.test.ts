import { describe, expect, it } from 'vitest';
import { QueueClock } from './simClock';

describe('QueueClock.passTo', () => {
  it('moves the clock to a time no event is due by, and runs nothing', () => {
    const clock = new QueueClock();
    const ran: number[] = [];
    clock.setTimeout(() => ran.push(clock.nowMs()), 1_500);
    clock.passTo(1_000);
    expect(clock.nowMs()).toBe(1_000);
    expect(ran).toEqual([]);
    clock.advanceTo(2_000);
    expect(ran).toEqual([1_500]);
  });

  it('refuses to pass an event that is due: running it is advanceTo’s work', () => {
    const clock = new QueueClock();
    clock.setTimeout(() => {}, 1_000);
    expect(() => clock.passTo(1_000)).toThrow(/event due at 1000 ms/);
    expect(clock.nowMs()).toBe(0);
  });

  it('never moves the clock back', () => {
    const clock = new QueueClock();
    clock.advanceTo(2_000);
    clock.passTo(1_000);
    expect(clock.nowMs()).toBe(2_000);
  });
});
