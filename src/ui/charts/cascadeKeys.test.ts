import { describe, expect, it } from 'vitest';
import { columnAfterKey, describeColumn, PAGE_COLUMNS, type CascadeGrid } from './cascadeGrid';

describe('columnAfterKey (the cascade heatmap as a slider over time)', () => {
  it('starts at the newest column when there is no cursor yet', () => {
    expect(columnAfterKey('ArrowLeft', -1, 120)).toBe(119);
    expect(columnAfterKey('ArrowRight', -1, 120)).toBe(119);
  });

  it('moves one column with the arrows, ten with the page keys, to the ends with Home/End', () => {
    expect(columnAfterKey('ArrowLeft', 50, 120)).toBe(49);
    expect(columnAfterKey('ArrowRight', 50, 120)).toBe(51);
    expect(columnAfterKey('PageDown', 50, 120)).toBe(50 - PAGE_COLUMNS);
    expect(columnAfterKey('PageUp', 50, 120)).toBe(50 + PAGE_COLUMNS);
    expect(columnAfterKey('Home', 50, 120)).toBe(0);
    expect(columnAfterKey('End', 50, 120)).toBe(119);
  });

  it('stops at the ends, and leaves other keys and an empty grid alone', () => {
    expect(columnAfterKey('ArrowLeft', 0, 120)).toBe(0);
    expect(columnAfterKey('PageUp', 115, 120)).toBe(119);
    expect(columnAfterKey('ArrowRight', 119, 120)).toBe(119);
    expect(columnAfterKey('a', 50, 120)).toBeNull();
    expect(columnAfterKey('ArrowLeft', -1, 0)).toBeNull();
  });
});

describe('describeColumn', () => {
  it('names the second and every service’s health in that column', () => {
    const cell = (level: 'healthy' | 'failing') => ({
      level,
      saturation: 0,
      errorRate: 0,
      p99Ms: 0,
    });
    const grid: CascadeGrid = {
      times: [10, 11],
      secondsPerColumn: 1,
      rows: [
        { service: 'api', cells: [cell('healthy'), cell('failing')] },
        { service: 'db', cells: [cell('failing'), cell('failing')] },
      ],
    };
    expect(describeColumn(grid, 0)).toBe('t = 10 s: api healthy, db failing');
    expect(describeColumn(grid, 1)).toBe('t = 11 s: api failing, db failing');
    expect(describeColumn(grid, 5)).toBe('no data yet');
  });
});
