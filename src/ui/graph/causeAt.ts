// Pure: the trigger running on a service at an instant (scenarioCauses.ts), in words ("slow
// ×20", "traffic ×2.7"): the graph marks that service as the cause, not a victim. A trigger
// the run makes (a retry storm) runs only where the second's frame shows it.
import type { SecondFrame } from '../../sim/engine/types';
import type { CauseSpan } from './scenarioCauses';

/** A trigger hitting a service: its words and since when. */
export interface Cause {
  kind: string;
  sinceMs: number;
  /** How long it has lasted at this instant. */
  forMs: number;
}

/** Is `cause` running at `nowMs`, with `frame` the second on screen? */
export function causeRuns(cause: CauseSpan, nowMs: number, frame?: SecondFrame | null): boolean {
  if (cause.atMs > nowMs || (cause.untilMs !== undefined && nowMs >= cause.untilMs)) return false;
  return cause.showsIn === undefined || (frame != null && cause.showsIn(frame));
}

/** The latest-started of the triggers on `service` that is running at `nowMs`. */
function runningCause(
  causes: readonly CauseSpan[],
  service: string,
  nowMs: number,
  frame: SecondFrame | null | undefined,
): CauseSpan | undefined {
  let latest: CauseSpan | undefined;
  for (const c of causes) if (c.service === service && causeRuns(c, nowMs, frame)) latest = c;
  return latest;
}

/** The trigger hitting a service at `nowMs` as a cause (its words, since when, for how long). */
export function causeOf(
  causes: readonly CauseSpan[],
  service: string,
  nowMs: number,
  frame?: SecondFrame | null,
): Cause | undefined {
  const cause = runningCause(causes, service, nowMs, frame);
  if (!cause) return undefined;
  return { kind: cause.words(), sinceMs: cause.atMs, forMs: nowMs - cause.atMs };
}
