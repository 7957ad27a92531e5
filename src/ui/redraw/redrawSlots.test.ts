import { describe, expect, it } from 'vitest';
import { CHART_REDRAW_MS, chartPhaseMs, GRAPH_REDRAW_MS, nextSlotDelayMs } from './redrawSlots';

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

describe('chartPhaseMs', () => {
  const phases = Array.from({ length: 12 }, (_, slot) => chartPhaseMs(slot));

  it('gives twelve charts twelve different instants inside the interval', () => {
    expect(new Set(phases).size).toBe(12);
    for (const phase of phases) {
      expect(phase).toBeGreaterThanOrEqual(0);
      expect(phase).toBeLessThan(CHART_REDRAW_MS);
    }
  });

  it('keeps every chart 25 ms or more away from the graph’s redraws and 50 ms from each other', () => {
    for (const phase of phases) {
      const fromGraph = phase % GRAPH_REDRAW_MS;
      expect(Math.min(fromGraph, GRAPH_REDRAW_MS - fromGraph)).toBeGreaterThanOrEqual(25);
    }
    const sorted = [...phases].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(50);
  });

  it('spreads the first six a graph interval apart', () => {
    expect(phases.slice(0, 6)).toEqual([25, 125, 225, 325, 425, 525]);
  });
});
