import { describe, expect, it } from 'vitest';
import type { RunReport, SecondFrame } from '../sim/engine/types';
import { checkClaim, measure } from './claims';

const report = {
  clients: { users: { availability: 0.995 } },
  transitions: [
    { tMs: 1_000, edge: 'a->b', from: 'CLOSED', to: 'OPEN', reason: '' },
    { tMs: 31_000, edge: 'a->b', from: 'OPEN', to: 'HALF_OPEN', reason: '' },
  ],
} as unknown as RunReport;
const frames = [1, 2, 3, 4].map(
  (s) =>
    ({
      tMs: s * 1000,
      services: { db: { received: s * 10 } },
      clients: {},
      edges: {},
    }) as unknown as SecondFrame,
);

describe('measure', () => {
  it('reads report paths, list lengths and first transitions', () => {
    expect(measure({ report: 'clients[users].availability' }, report, frames)).toBe(0.995);
    expect(measure({ report: 'transitions.length' }, report, frames)).toBe(2);
    expect(measure({ firstTransitionS: { edge: 'a->b', to: 'HALF_OPEN' } }, report, frames)).toBe(
      31,
    );
    expect(measure({ firstTransitionS: { edge: 'a->b', to: 'FORCED_OPEN' } }, report, frames)).toBe(
      Infinity,
    );
  });

  it('aggregates frames over a window of whole seconds', () => {
    const f = (agg: 'sum' | 'max' | 'mean' | 'min', fromS?: number, toS?: number) =>
      measure({ frames: 'services[db].received', agg, fromS, toS }, report, frames);
    expect(f('sum')).toBe(100);
    expect(f('sum', 1, 3)).toBe(50);
    expect(f('max', 0, 2)).toBe(20);
    expect(f('mean')).toBe(25);
    expect(f('min', 2)).toBe(30);
    expect(
      measure(
        {
          ratio: [
            { report: 'transitions.length' },
            { frames: 'services[db].received', agg: 'max' },
          ],
        },
        report,
        frames,
      ),
    ).toBe(0.05);
  });

  it('gives NaN for a metric the run does not have, and such a claim fails', () => {
    expect(measure({ report: 'clients[ghost].availability' }, report, frames)).toBeNaN();
    const check = checkClaim(
      { text: 'x', variant: 'baseline', metric: { report: 'nope' }, atLeast: 0 },
      report,
      frames,
    );
    expect(check.holds).toBe(false);
  });
});
