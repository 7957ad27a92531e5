import { describe, expect, it } from 'vitest';
import { seekEndWatch, type SeekReading } from './seekWatch';

const at = (nowMs: number, status: SeekReading['status'], seekAtMs: number | null = null) => ({
  nowMs,
  status,
  seekAtMs,
  durationMs: 120_000,
});

/** The first reading (index) at which the watch says the seek is over, or -1. */
const endsAt = (atMs: number, readings: SeekReading[]) => {
  const ended = seekEndWatch(atMs);
  return readings.findIndex((r) => ended(r));
};

describe('seekEndWatch', () => {
  it('ends when the worker stops at t after seeking, not before', () => {
    const readings = [
      at(0, 'loading'),
      at(0, 'paused'),
      at(12_000, 'playing', 30_000),
      at(30_000, 'paused'),
    ];
    expect(endsAt(30_000, readings)).toBe(3);
  });

  it('is not fooled by a run that was playing, or paused, before the seek began', () => {
    const readings = [
      at(41_000, 'playing'), // the run the link landed on
      at(0, 'paused'), // t had passed: a new run from 0
      at(8_000, 'playing', 30_000),
      at(30_000, 'paused'),
    ];
    expect(endsAt(30_000, readings)).toBe(3);
  });

  it('ends at once when the run already stands at t (the worker only says so)', () => {
    expect(endsAt(30_000, [at(30_000, 'paused')])).toBe(0);
  });

  it('ends at the end of the run for a t beyond it', () => {
    expect(endsAt(500_000, [at(0, 'paused'), at(120_000, 'finished')])).toBe(1);
  });

  it('ends when someone pauses or plays during the seek, or another seek takes over', () => {
    expect(endsAt(30_000, [at(9_000, 'playing', 30_000), at(9_500, 'paused')])).toBe(1);
    expect(endsAt(30_000, [at(9_000, 'playing', 30_000), at(9_500, 'playing')])).toBe(1);
    expect(endsAt(30_000, [at(9_000, 'playing', 30_000), at(9_500, 'playing', 50_000)])).toBe(1);
  });

  it('ends on an error, which no seek outlives', () => {
    expect(endsAt(30_000, [at(0, 'error')])).toBe(0);
  });

  it('does not end while another seek (an earlier link) is still running', () => {
    expect(endsAt(30_000, [at(20_000, 'playing', 50_000), at(21_000, 'playing', 50_000)])).toBe(-1);
  });
});
