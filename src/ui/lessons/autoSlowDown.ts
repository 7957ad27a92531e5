// Pure: when a lesson's trigger starts (a fault, a spike, an expiry: scenarioCauses.ts), drop
// the playback to a slow speed so the room sees the spread. Time only moves forward within a run, so a fault start fires when the simulated
// clock crosses it, (lastMs, nowMs], which makes it fire once per start by construction; a
// new run (Reset, Restart, another scenario) or a clock that goes back re-arms every start.
import type { ScheduledFault } from '../../sim/scenario';
import type { RunStatus, Speed } from '../../worker/protocol';

/** The speed a fault start drops to: real time, one of the speed list's choices. */
export const SLOW_SPEED = 1;

/** What the decision reads from the run on each status update. */
export interface RunReading {
  runId: number;
  nowMs: number;
  status: RunStatus;
  speed: Speed;
}

/** What the decision remembers between readings: the run and the clock it last saw. */
export interface SlowDownTracker {
  runId: number;
  lastMs: number;
}

/** A slow-down to apply: the speed to set, the one to offer going back to, and why. */
export interface SlowDown {
  speed: Speed;
  fromSpeed: Speed;
  faultAtMs: number;
}

/**
 * Faster than the slow speed: only then is slowing down a change the room can see.
 * @internal exported for tests
 */
export function fasterThanSlow(speed: Speed): boolean {
  return speed === 'max' || speed > SLOW_SPEED;
}

/**
 * The earliest fault start in (lastMs, nowMs], or null. A fault that is there from t = 0 is
 * the starting state, not a start the room can watch, so it is never crossed.
 * @internal exported for tests
 */
export function crossedFaultStart(
  timeline: readonly Pick<ScheduledFault, 'atMs'>[],
  lastMs: number,
  nowMs: number,
): number | null {
  let earliest: number | null = null;
  for (const { atMs } of timeline) {
    if (atMs > lastMs && atMs <= nowMs && (earliest === null || atMs < earliest)) earliest = atMs;
  }
  return earliest;
}

/**
 * One step of the decision: the tracker to keep and the slow-down to apply now, if any.
 * Fires only when the option is on, the run is playing and faster than SLOW_SPEED; a start
 * crossed while any of those is false is spent all the same (it is not "starting" later).
 */
export function trackSlowDown(
  tracker: SlowDownTracker | null,
  reading: RunReading,
  timeline: readonly Pick<ScheduledFault, 'atMs'>[],
  enabled: boolean,
): { tracker: SlowDownTracker; slowDown: SlowDown | null } {
  const next = { runId: reading.runId, lastMs: reading.nowMs };
  // A new run starts from its own clock; within a run a clock that goes back re-arms by
  // itself, since the next interval starts where the clock now is.
  if (tracker === null || tracker.runId !== reading.runId) return { tracker: next, slowDown: null };
  const faultAtMs = crossedFaultStart(timeline, tracker.lastMs, reading.nowMs);
  const fires =
    faultAtMs !== null && enabled && reading.status === 'playing' && fasterThanSlow(reading.speed);
  return {
    tracker: next,
    slowDown: fires ? { speed: SLOW_SPEED, fromSpeed: reading.speed, faultAtMs } : null,
  };
}
