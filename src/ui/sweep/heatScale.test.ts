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
  pooledHalfWidth,
} from './heatScale';
import { valueAtPath } from './sweepView';
import { cell, grid } from './testing/gridFixtures';

describe('the map’s scale', () => {
  it('gives shares in percent and times in ms', () => {
    expect(metricUnit('clients[users].availability')).toMatchObject({ factor: 100, suffix: ' %' });
    expect(metricUnit('clients[users].latencyMs.p99')).toMatchObject({ factor: 1, suffix: ' ms' });
    expect(metricUnit('edges[a->b].retries')).toMatchObject({ factor: 1, suffix: '' });
  });

  it('pools the cells’ intervals as variances: the root mean square of the half-widths', () => {
    expect(pooledHalfWidth([0.03, 0.04])).toBeCloseTo(Math.sqrt((0.0009 + 0.0016) / 2), 12);
    // A cell without an interval (one seed, or none yet) does not count; none at all: null.
    expect(pooledHalfWidth([0.02, Number.NaN, 0])).toBeCloseTo(0.02, 12);
    expect(pooledHalfWidth([Number.NaN])).toBeNull();
  });

  it('rounds to the digit the seeds’ intervals reach, no finer', () => {
    const percent = metricUnit('availability');
    // ±1.3 percentage points: tenths of a point would be noise, whole points are not.
    expect(decimalsFor(pooledHalfWidth([0.013, 0.02, 0.011]), percent, 0.05)).toBe(0);
    expect(decimalsFor(0.0004, percent, 0.05)).toBe(2);
    // One seed: no interval; three significant digits of the span.
    expect(decimalsFor(null, metricUnit('retries'), 250)).toBe(0);
    expect(decimalsFor(null, metricUnit('retries'), 2.5)).toBe(2);
    const s = heatScale(grid([cell(0.2412, 0.013), cell(0.2871, 0.02)]), 'availability', null);
    expect(heatFigure(s, 0.2412)).toBe('24 %');
    expect(heatFigure(s, 0.2871)).toBe('29 %');
    // Seeds that agree to a tenth of a point print tenths.
    const fine = heatScale(grid([cell(0.2412, 0.002), cell(0.2871, 0.003)]), 'availability', null);
    expect(heatFigure(fine, 0.2412)).toBe('24.1 %');
  });

  it('widens a span the seeds cannot tell apart to one 95 % interval, and says so', () => {
    // Two seeds: every cell between 51 and 53 %, each give or take 2–3 points.
    const s = heatScale(
      grid([cell(0.51, 0.02), cell(0.52, 0.03), cell(0.53, 0.025)]),
      'availability',
      null,
    );
    const noise = pooledHalfWidth([0.02, 0.03, 0.025])!;
    expect(s.widened).toBe(true);
    expect(s.noise).toBeCloseTo(noise, 12);
    expect(s.hi - s.lo).toBeCloseTo(2 * noise, 12);
    expect((s.lo + s.hi) / 2).toBeCloseTo(0.52, 12);
    // Light to dark no more: the end cells sit a fifth of the scale either side of its middle.
    expect(heatPosition(s, 0.51)).toBeCloseTo(0.5 - 0.01 / (2 * noise), 12);
    expect(heatPosition(s, 0.53)).toBeCloseTo(0.5 + 0.01 / (2 * noise), 12);
    expect(heatPosition(s, 0.53) - heatPosition(s, 0.51)).toBeLessThan(0.5);
  });

  it('keeps a span wider than the noise as it is', () => {
    const s = heatScale(grid([cell(0.2, 0.01), cell(0.5, 0.02)]), 'availability', null);
    expect(s.widened).toBe(false);
    expect([s.lo, s.hi]).toEqual([0.2, 0.5]);
    expect(heatPosition(s, 0.2)).toBe(0);
    expect(heatPosition(s, 0.5)).toBe(1);
    // One seed: no interval, nothing to widen to.
    const one = heatScale(
      grid([cell(0.51, Number.NaN), cell(0.53, Number.NaN)]),
      'availability',
      null,
    );
    expect(one.noise).toBeNull();
    expect(one.widened).toBe(false);
    expect([one.lo, one.hi]).toEqual([0.51, 0.53]);
  });

  it('keeps a widened scale inside the figures the metric can take', () => {
    // Availability near 100 %: the interval's width is kept, moved below 100 %.
    const s = heatScale(grid([cell(0.995, 0.02), cell(0.999, 0.02)]), 'availability', null);
    expect(s.hi).toBe(1);
    expect(s.hi - s.lo).toBeCloseTo(0.04, 12);
    // A time near 0 ms never reads below 0 ms.
    const t = heatScale(grid([cell(2, 5), cell(3, 5)]), 'services[a].queueWaitMs.p99', null);
    expect(t.lo).toBe(0);
    expect(t.hi).toBeCloseTo(10, 12);
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
    expect(s.widened).toBe(false);
    // Without a baseline: light → dark over the span.
    const seq = heatScale(grid([cell(0.2, 0.01), cell(0.5, 0.01)]), 'availability', null);
    expect(seq.kind).toBe('sequential');
    expect(heatPosition(seq, 0.2)).toBe(0);
    expect(heatPosition(seq, 0.5)).toBe(1);
  });

  it('diverges at least one interval either side: a cell within the noise of the baseline stays pale', () => {
    const s = heatScale(
      grid([cell(0.51, 0.03), cell(0.52, 0.03), cell(0.53, 0.03)]),
      'availability',
      0.52,
    );
    expect(s.kind).toBe('diverging');
    expect(s.widened).toBe(true);
    expect(s.reach).toBeCloseTo(0.03, 12);
    expect([s.lo, s.hi].map((x) => x.toFixed(4))).toEqual(['0.4900', '0.5500']);
    expect(heatPosition(s, 0.53)).toBeCloseTo(1 / 3, 12);
    expect(heatPosition(s, 0.51)).toBeCloseTo(-1 / 3, 12);
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
