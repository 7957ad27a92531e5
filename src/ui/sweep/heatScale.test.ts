// The map's scale: units, rounding to what the seeds tell apart, a diverging scale around
// the current settings' cell, and finding that cell.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import {
  decimalsFor,
  heatColour,
  heatFigure,
  heatPosition,
  heatScale,
  metricUnit,
} from './heatScale';
import { valueAtPath, type Grid, type GridCell } from './sweepView';

const cell = (value: number, halfWidth: number): GridCell =>
  ({ row: 0, col: 0, value, halfWidth, n: 5 }) as GridCell;
const grid = (cells: GridCell[]): Grid => ({
  rows: [0],
  cols: [0],
  cells,
  min: Math.min(...cells.map((c) => c.value)),
  max: Math.max(...cells.map((c) => c.value)),
});

describe('the map’s scale', () => {
  it('gives shares in percent and times in ms', () => {
    expect(metricUnit('clients[users].availability')).toEqual({ factor: 100, suffix: ' %' });
    expect(metricUnit('clients[users].latencyMs.p99')).toEqual({ factor: 1, suffix: ' ms' });
    expect(metricUnit('edges[a->b].retries')).toEqual({ factor: 1, suffix: '' });
  });

  it('rounds to the digit the seeds’ intervals reach, no finer', () => {
    // ±1.3 percentage points: tenths of a point would be noise, whole points are not.
    expect(decimalsFor([0.013, 0.02, 0.011], { factor: 100, suffix: ' %' }, 0.05)).toBe(0);
    expect(decimalsFor([0.0004], { factor: 100, suffix: ' %' }, 0.05)).toBe(2);
    // One seed: no interval; three significant digits of the span.
    expect(decimalsFor([Number.NaN], { factor: 1, suffix: '' }, 250)).toBe(0);
    const s = heatScale(grid([cell(0.2412, 0.013), cell(0.2871, 0.02)]), 'availability', null);
    expect(heatFigure(s, 0.2412)).toBe('24 %');
    expect(heatFigure(s, 0.2871)).toBe('29 %');
  });

  it('diverges around the baseline: above and below in two hues, the baseline pale', () => {
    const s = heatScale(
      grid([cell(0.2, 0.01), cell(0.3, 0.01), cell(0.5, 0.01)]),
      'availability',
      0.3,
    );
    expect(s.kind).toBe('diverging');
    expect(heatPosition(s, 0.5)).toBe(1);
    expect(heatPosition(s, 0.2)).toBeCloseTo(-0.5);
    expect(heatColour(s, 0.5)).toMatch(/^hsl\(215 /);
    expect(heatColour(s, 0.2)).toMatch(/^hsl\(28 /);
    expect(heatColour(s, 0.3)).toBe('hsl(215 70% 94.0%)');
    // Without a baseline: light → dark over the span.
    const seq = heatScale(grid([cell(0.2, 0.01), cell(0.5, 0.01)]), 'availability', null);
    expect(seq.kind).toBe('sequential');
    expect(heatPosition(seq, 0.2)).toBe(0);
    expect(heatPosition(seq, 0.5)).toBe(1);
  });

  it('reads the current settings at a sweep path', () => {
    const scenario = presetScenario('metastable');
    expect(valueAtPath(scenario, 'services[api].workers')).toBe(
      scenario.services.find((s) => s.name === 'api')!.workers,
    );
    expect(valueAtPath(scenario, 'clients[users].arrival.rps')).toBe(
      scenario.clients.find((c) => c.name === 'users')!.arrival.rps,
    );
    expect(valueAtPath(scenario, 'services[nope].workers')).toBeUndefined();
  });
});
