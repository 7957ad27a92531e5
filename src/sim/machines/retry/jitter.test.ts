import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RandomStream } from '../../core/random';
import { applyJitter, decorrelatedJitterMs, equalJitterMs, fullJitterMs } from './jitter';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const msArb = fc.integer({ min: 1, max: 1_000_000 });

describe('jitter (AWS definitions)', () => {
  it('full jitter stays in [0, base)', () => {
    fc.assert(
      fc.property(seedArb, msArb, (seed, baseMs) => {
        const v = fullJitterMs(baseMs, new RandomStream(seed));
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(baseMs);
      }),
    );
  });

  it('equal jitter stays in [base/2, base)', () => {
    fc.assert(
      fc.property(seedArb, msArb, (seed, baseMs) => {
        const v = equalJitterMs(baseMs, new RandomStream(seed));
        expect(v).toBeGreaterThanOrEqual(baseMs / 2);
        expect(v).toBeLessThan(baseMs);
      }),
    );
  });

  it('decorrelated jitter stays in [baseMin, min(cap, prev × 3)]', () => {
    fc.assert(
      fc.property(seedArb, msArb, msArb, msArb, (seed, baseMinMs, prevMs, extraCapMs) => {
        const capMs = baseMinMs + extraCapMs;
        const v = decorrelatedJitterMs(baseMinMs, prevMs, capMs, new RandomStream(seed));
        expect(v).toBeGreaterThanOrEqual(Math.min(baseMinMs, capMs));
        expect(v).toBeLessThanOrEqual(Math.min(capMs, Math.max(baseMinMs, prevMs * 3)));
      }),
    );
  });

  it('decorrelated jitter starts its first wait from the base (no previous wait)', () => {
    const v = decorrelatedJitterMs(100, 0, 10_000, { next: () => 0.999 });
    expect(v).toBeGreaterThan(290);
    expect(v).toBeLessThanOrEqual(300);
  });

  it('none returns the base and draws nothing', () => {
    let draws = 0;
    const rng = { next: () => (draws++, 0.5) };
    expect(
      applyJitter('none', { baseMs: 700, baseMinMs: 0, prevDelayMs: 0, capMs: 1e9 }, rng),
    ).toBe(700);
    expect(draws).toBe(0);
  });
});
