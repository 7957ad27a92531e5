import { describe, expect, it } from 'vitest';
import { nextSlotDelayMs } from './redrawSlots';

describe('nextSlotDelayMs', () => {
  it('waits for the chart’s own slot in the interval', () => {
    expect(nextSlotDelayMs(1000, 600, 70)).toBe(270); // next slot at 1270
    expect(nextSlotDelayMs(1300, 600, 70)).toBe(570); // 1270 has passed: 1870
  });

  it('fires at once on its slot, and never waits longer than one interval', () => {
    expect(nextSlotDelayMs(1270, 600, 70)).toBe(0);
    for (let now = 0; now < 2000; now += 37) {
      expect(nextSlotDelayMs(now, 600, 140)).toBeLessThan(600);
    }
  });

  it('gives different slots different instants', () => {
    expect(nextSlotDelayMs(1000, 600, 0)).not.toBe(nextSlotDelayMs(1000, 600, 70));
  });
});
