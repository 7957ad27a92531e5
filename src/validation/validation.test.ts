// The validation report's checks in their reduced form (shorter runs, two seeds): every
// verdict must be a pass, as `npm run validate` requires of the full form.
import { describe, expect, it } from 'vitest';
import { CHECKS } from './checkList';
import { renderSvg } from './plots';
import { runCheck, type ValidationCheck } from './validationCheck';

describe('the validation checks, reduced', () => {
  it.each(CHECKS.map((c) => [c.id, c] as const))('%s stays within its tolerance', (_id, check) => {
    const r = runCheck(check, 'reduced');
    expect(r.values.every(Number.isFinite)).toBe(true);
    expect(r.relativeError, `${check.id}: ${r.mean} against ${check.expected}`).toBeLessThanOrEqual(
      check.relativeTolerance,
    );
    expect(r.pass).toBe(true);
  });

  it('fails a figure outside its tolerance and passes one inside', () => {
    const fixed = (value: number): ValidationCheck => ({
      id: 'fixed',
      element: 'a constant',
      reference: '10',
      figure: 'x',
      expected: 10,
      relativeTolerance: 0.05,
      measure: () => value,
    });
    expect(runCheck(fixed(10.4), 'reduced').pass).toBe(true);
    expect(runCheck(fixed(10.6), 'reduced').pass).toBe(false);
    expect(runCheck(fixed(Number.NaN), 'reduced').pass).toBe(false);
  });

  it('draws a curve as an SVG path and the engine as dots', () => {
    const svg = renderSvg({
      title: 'a < b',
      xLabel: 'x',
      yLabel: 'y',
      series: [
        {
          label: 'theory',
          style: 'line',
          color: 'red',
          points: [
            [0, 0],
            [1, 1],
          ],
        },
        { label: 'engine', style: 'dots', color: 'blue', points: [[0.5, 0.5]] },
      ],
    });
    expect(svg).toMatch(/^<svg [^>]*xmlns/);
    expect(svg).toContain('a &lt; b');
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg.match(/<circle /g)).toHaveLength(1);
  });
});
