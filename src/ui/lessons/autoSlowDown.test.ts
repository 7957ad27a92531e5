import { describe, expect, it } from 'vitest';
import { SPEEDS } from '../playback/SpeedSelect';
import {
  SLOW_SPEED,
  crossedFaultStart,
  fasterThanSlow,
  trackSlowDown,
  type RunReading,
  type SlowDown,
  type SlowDownTracker,
} from './autoSlowDown';

const timeline = [{ atMs: 30_000 }];

/** Feeds readings in order; returns every slow-down that fired. */
function drive(
  readings: readonly Partial<RunReading>[],
  faults: readonly { atMs: number }[] = timeline,
  enabled = true,
): SlowDown[] {
  let tracker: SlowDownTracker | null = null;
  const fired: SlowDown[] = [];
  for (const r of readings) {
    const reading: RunReading = { runId: 1, nowMs: 0, status: 'playing', speed: 100, ...r };
    const step = trackSlowDown(tracker, reading, faults, enabled);
    tracker = step.tracker;
    if (step.slowDown) fired.push(step.slowDown);
  }
  return fired;
}

const clock = (...nowMs: number[]) => nowMs.map((ms) => ({ nowMs: ms }));

describe('crossedFaultStart', () => {
  it('finds a start inside (last, now], not one at last or after now', () => {
    expect(crossedFaultStart(timeline, 29_000, 30_000)).toBe(30_000);
    expect(crossedFaultStart(timeline, 30_000, 31_000)).toBeNull();
    expect(crossedFaultStart(timeline, 20_000, 29_999)).toBeNull();
  });

  it('gives the earliest of several starts crossed at once', () => {
    const faults = [{ atMs: 50_000 }, { atMs: 40_000 }, { atMs: 90_000 }];
    expect(crossedFaultStart(faults, 30_000, 60_000)).toBe(40_000);
  });

  it('never counts a fault that is there from t = 0', () => {
    expect(crossedFaultStart([{ atMs: 0 }], 0, 10_000)).toBeNull();
  });
});

describe('trackSlowDown', () => {
  it('is a speed of the speed list, and slower than any it acts on', () => {
    expect(SPEEDS).toContain(SLOW_SPEED);
    expect(fasterThanSlow(SLOW_SPEED * 2)).toBe(true);
    expect(fasterThanSlow('max')).toBe(true);
    expect(fasterThanSlow(SLOW_SPEED)).toBe(false);
    expect(fasterThanSlow(SLOW_SPEED / 2)).toBe(false);
  });

  it('fires once, at the first reading past the fault start, with the speed to go back to', () => {
    expect(drive(clock(0, 10_000, 29_000, 30_500, 31_000, 60_000))).toEqual([
      { speed: SLOW_SPEED, fromSpeed: 100, faultAtMs: 30_000 },
    ]);
  });

  it('fires on the reading that lands exactly on the start', () => {
    expect(drive(clock(0, 30_000, 30_001))).toHaveLength(1);
  });

  it('does not fire before the fault starts', () => {
    expect(drive(clock(0, 10_000, 29_999))).toEqual([]);
  });

  it('does not fire when the option is off', () => {
    expect(drive(clock(0, 29_000, 31_000), timeline, false)).toEqual([]);
  });

  it('does not fire when the run is already at the slow speed or slower', () => {
    const slow = [0, 29_000, 31_000].map((nowMs) => ({ nowMs, speed: SLOW_SPEED }));
    expect(drive(slow)).toEqual([]);
    expect(drive(slow.map((r) => ({ ...r, speed: SLOW_SPEED / 4 })))).toEqual([]);
  });

  it('fires from "as fast as possible" too', () => {
    const max = [0, 29_000, 31_000].map((nowMs) => ({ nowMs, speed: 'max' as const }));
    expect(drive(max)).toEqual([{ speed: SLOW_SPEED, fromSpeed: 'max', faultAtMs: 30_000 }]);
  });

  it('does not fire for a start crossed while paused (a step), nor later for it', () => {
    const stepped = [
      { nowMs: 29_000 },
      { nowMs: 29_500, status: 'paused' as const },
      { nowMs: 30_500, status: 'paused' as const },
      { nowMs: 31_000 },
    ];
    expect(drive(stepped)).toEqual([]);
  });

  it('spends a start crossed at a slow speed: speeding up afterwards does not fire', () => {
    const readings = [
      { nowMs: 29_000, speed: SLOW_SPEED },
      { nowMs: 30_100, speed: SLOW_SPEED },
      { nowMs: 31_000, speed: 100 },
      { nowMs: 40_000, speed: 100 },
    ];
    expect(drive(readings)).toEqual([]);
  });

  it('does not fire for the first reading of a run, even past a start (a link opened mid-run)', () => {
    expect(drive(clock(45_000, 46_000))).toEqual([]);
  });

  it('re-arms after a restart (a new run id) and fires again at the same start', () => {
    const readings = [
      ...clock(0, 29_000, 31_000),
      { runId: 2, nowMs: 0 },
      { runId: 2, nowMs: 29_000 },
      { runId: 2, nowMs: 31_000 },
    ];
    expect(drive(readings).map((s) => s.faultAtMs)).toEqual([30_000, 30_000]);
  });

  it('re-arms when the clock goes back within a run id', () => {
    expect(drive(clock(0, 31_000, 0, 31_000))).toHaveLength(2);
  });

  it('a new run that starts past the fault does not fire for it', () => {
    const readings = [
      ...clock(0, 10_000),
      { runId: 2, nowMs: 35_000 },
      { runId: 2, nowMs: 36_000 },
    ];
    expect(drive(readings)).toEqual([]);
  });

  it('fires once per fault start with several faults, once for faults starting together', () => {
    const faults = [{ atMs: 20_000 }, { atMs: 20_000 }, { atMs: 50_000 }, { atMs: 0 }];
    const fired = drive(clock(0, 10_000, 21_000, 30_000, 51_000, 60_000), faults);
    expect(fired.map((s) => s.faultAtMs)).toEqual([20_000, 50_000]);
  });

  it('offers going back to the speed each start interrupted', () => {
    const faults = [{ atMs: 20_000 }, { atMs: 50_000 }];
    const readings = [
      { nowMs: 0, speed: 100 },
      { nowMs: 21_000, speed: 100 },
      { nowMs: 30_000, speed: 25 },
      { nowMs: 51_000, speed: 25 },
    ];
    expect(drive(readings, faults).map((s) => s.fromSpeed)).toEqual([100, 25]);
  });
});
