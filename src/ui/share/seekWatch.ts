// Pure: whether the seek a link asked for (the worker's `seek` to t) is over, read from the
// run's status updates in order. The worker marks the statuses of a seek under way with the
// time it was asked for, so an update left from before the link (a run still playing, a
// pause) is never taken for the seek's end.
import type { RunStatus } from '../../worker/protocol';

export interface SeekReading {
  status: RunStatus;
  nowMs: number;
  durationMs: number;
  /** The worker's seek under way, or null. */
  seekAtMs: number | null;
}

/** A reader that says true once the seek to `atMs` has ended, however it ended. */
export function seekEndWatch(atMs: number): (reading: SeekReading) => boolean {
  let started = false;
  return (r) => {
    if (r.seekAtMs === atMs) {
      started = true;
      return false;
    }
    // Landed at t (or the end), or Pause, Play or another link took over on the way.
    if (started || r.status === 'error') return true;
    // A run already standing at t has nothing to run: the worker only says where it is.
    const stopMs = Math.min(atMs, r.durationMs);
    return r.status !== 'playing' && r.status !== 'loading' && r.nowMs === stopMs;
  };
}
