// Pure: the trigger running on a service at an instant (scenarioCauses.ts), in words ("slow
// ×20", "traffic ×2.7"): the graph marks that service as the cause, not a victim.
import type { CauseSpan } from './scenarioCauses';

/** A trigger hitting a service: its words and since when. */
export interface Cause {
  kind: string;
  sinceMs: number;
  /** How long it has lasted at this instant. */
  forMs: number;
}

/** The latest-started of the triggers on `service` that is running at `nowMs`. */
function runningCause(
  causes: readonly CauseSpan[],
  service: string,
  nowMs: number,
): CauseSpan | undefined {
  let latest: CauseSpan | undefined;
  for (const c of causes)
    if (c.service === service && c.atMs <= nowMs && (c.untilMs === undefined || nowMs < c.untilMs))
      latest = c;
  return latest;
}

/** The trigger hitting a service at `nowMs` as a cause (its words, since when, for how long). */
export function causeOf(
  causes: readonly CauseSpan[],
  service: string,
  nowMs: number,
): Cause | undefined {
  const cause = runningCause(causes, service, nowMs);
  if (!cause) return undefined;
  return { kind: cause.words(), sinceMs: cause.atMs, forMs: nowMs - cause.atMs };
}
