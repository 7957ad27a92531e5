// Each preset the race names after a JavaScript library behaves like that library: the real
// opossum and cockatiel, on vitest's fake clock, through the race's own calls.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BREAKER_PRESETS } from '../../src/sim/libraries/breakerPresets';
import type { Comparison } from '../../src/validation/published/comparison';
import {
  OPOSSUM_BY_HAND,
  REFUSED_CALLS_TIMELINE,
  TIMELINE_END_MS,
} from '../../src/sim/libraries/testing/refusedCallsTimeline';
import {
  REAL_LIBRARIES,
  libraryPresetComparison,
  libraryRun,
  libraryTransitions,
  raceCalls,
  type FakeClock,
} from './libraryRace';

/** Promise jobs a library chains between two timers (opossum's and cockatiel's are a few deep). */
const MICROTASK_TURNS = 20;

/**
 * Timer by timer, settling the promises each one starts: advanceTimersByTimeAsync yields a
 * macrotask per timer, minutes for the race's 7,000 timers.
 */
const vitestClock: FakeClock = {
  install: () => void vi.useFakeTimers({ now: 0 }),
  runTo: async (ms) => {
    while (Date.now() < ms && vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < MICROTASK_TURNS; i++) await Promise.resolve();
    }
  },
  uninstall: () => void vi.useRealTimers(),
};

describe('library presets against the real libraries', () => {
  let result: Comparison;
  beforeAll(async () => {
    result = await libraryPresetComparison(vitestClock);
  }, 120_000);

  it('drives every preset that has a JavaScript library, and only those', () => {
    expect(Object.keys(REAL_LIBRARIES).sort()).toEqual(
      ['cockatiel-consecutive', 'cockatiel-sampling', 'opossum'].sort(),
    );
    expect(result.rows).toHaveLength(3 * Object.keys(REAL_LIBRARIES).length);
  });

  for (const id of Object.keys(REAL_LIBRARIES)) {
    it(`${id}: trip, recovery and refusals agree with the library`, () => {
      const library = BREAKER_PRESETS.find((p) => p.id === id)!.library;
      const rows = result.rows.filter((r) => r.label.startsWith(`${library}:`));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row, row.label).toMatchObject({ pass: true });
    });
  }

  it('the real SamplingBreaker never trips at 20 calls a second; nor does the preset', () => {
    const row = result.rows.find((r) => r.label === 'cockatiel (SamplingBreaker): trips at')!;
    expect(row.theirs).toBe(Infinity);
    expect(row.ours).toBe(Infinity);
  });

  it('the library sees the race’s calls: about 20 a second for 180 s, failing from 20 s to 80 s', () => {
    const calls = raceCalls();
    expect(calls.length).toBeGreaterThan(3_400);
    expect(calls.length).toBeLessThan(3_800);
    expect(calls.filter((c) => c.startMs + c.durationMs < 20_000).every((c) => c.ok)).toBe(true);
    expect(calls.filter((c) => c.startMs > 80_000).every((c) => c.ok)).toBe(true);
    const failing = calls.filter((c) => !c.ok);
    expect(failing[0]!.startMs).toBeGreaterThan(19_500);
    expect(failing.at(-1)!.startMs).toBeLessThan(80_000);
  });

  it('opossum counts its refused calls: on the timeline where that matters it opens and closes at the times worked out by hand, as the preset does', async () => {
    const real = await libraryTransitions(
      'opossum',
      REFUSED_CALLS_TIMELINE,
      vitestClock,
      TIMELINE_END_MS,
    );
    expect({ opensAtMs: real.opensAtMs, closesAtMs: real.closesAtMs }).toEqual(OPOSSUM_BY_HAND);
    // Every call from 25.15 s to 55.05 s, from 61.15 s to 91.05 s and from 91.25 s to 121.15 s.
    expect(real.rejections).toBe(300 + 300 + 300);
  });

  it('refuses to drive a library that has no JavaScript implementation', async () => {
    await expect(libraryRun('hystrix', [], vitestClock)).rejects.toThrow(/no JavaScript library/);
  });
});
