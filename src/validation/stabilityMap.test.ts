// The recipe's classes come from theory alone; the engine's agreement with them is the
// validation check (validation.test.ts runs it reduced, `npm run validate` in full).
import { describe, expect, it } from 'vitest';
import {
  engineClass,
  isClearCell,
  recipeClass,
  stabilityMapSeries,
  SUSTAIN_BASE_RPS,
  TRIGGER_SPIKE_RPS,
} from './stabilityMap';

describe('the metastability recipe', () => {
  it('puts its boundaries where capacity, timeout, spike length and attempts say', () => {
    // 5 workers × 100 ms = 50 req/s; 3 attempts; a 15 s spike; 1 s timeout.
    expect(SUSTAIN_BASE_RPS).toBeCloseTo(50 / 3, 10);
    expect(TRIGGER_SPIKE_RPS).toBeCloseTo(50 + 50 / 15, 10);
  });

  it('classes each region of the map', () => {
    expect(recipeClass({ baseRps: 10, spikeRps: 40 })).toBe('stable');
    expect(recipeClass({ baseRps: 10, spikeRps: 80 })).toBe('recovers');
    expect(recipeClass({ baseRps: 30, spikeRps: 80 })).toBe('metastable');
    expect(recipeClass({ baseRps: 30, spikeRps: 40 })).toBe('stable');
    // Past capacity, and just below it where M/M/5 already times out more than 5 %.
    expect(recipeClass({ baseRps: 55, spikeRps: 80 })).toBe('overloaded');
    expect(recipeClass({ baseRps: 49, spikeRps: 80 })).toBe('overloaded');
  });

  it('leaves the cells next to a boundary out of the verdict', () => {
    expect(isClearCell({ baseRps: 15, spikeRps: 80 })).toBe(false);
    expect(isClearCell({ baseRps: 30, spikeRps: 50 })).toBe(false);
    expect(isClearCell({ baseRps: 45, spikeRps: 80 })).toBe(false);
    expect(isClearCell({ baseRps: 30, spikeRps: 80 })).toBe(true);
  });
});

describe('the engine on the map', () => {
  it('recovers below the sustaining load and stays down above it, after the same spike', () => {
    expect(engineClass({ baseRps: 8, spikeRps: 80 }, 1, 'reduced')).toBe('recovers');
    expect(engineClass({ baseRps: 30, spikeRps: 80 }, 1, 'reduced')).toBe('metastable');
    expect(engineClass({ baseRps: 30, spikeRps: 40 }, 1, 'reduced')).toBe('stable');
  });

  it('draws one dot per cell and the two boundaries', () => {
    const series = stabilityMapSeries('reduced');
    const dots = series.filter((s) => s.style === 'dots').flatMap((s) => s.points);
    expect(dots).toHaveLength(4);
    const lines = series.filter((s) => s.style === 'line');
    expect(lines.map((l) => l.points[0]![0])).toContain(SUSTAIN_BASE_RPS);
    expect(lines.map((l) => l.points[0]![1])).toContain(TRIGGER_SPIKE_RPS);
  });
});
