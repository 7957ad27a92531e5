// Pure: the fault running on a service at an instant, in words ("slow ×20", "down"): the
// graph marks that service as the cause, not a victim; the cascade heatmap names it.
import type { ScheduledFault } from '../../sim/scenario';
import { i18n } from '../i18n/i18n';

/** A fault hitting a service: its kind in words ("slow ×20") and since when. */
export interface Cause {
  kind: string;
  sinceMs: number;
  /** How long it has lasted at this instant. */
  forMs: number;
}

/** The latest of the faults scheduled on `service` that is running at `nowMs`. */
function runningFault(
  timeline: readonly ScheduledFault[],
  service: string,
  nowMs: number,
): ScheduledFault | undefined {
  const running = timeline.filter(
    (f) =>
      f.service === service && f.atMs <= nowMs && (f.untilMs === undefined || nowMs < f.untilMs),
  );
  return running[running.length - 1];
}

/** The fault hitting a service at `nowMs` as a cause (kind, since when, for how long). */
export function causeOf(
  timeline: readonly ScheduledFault[],
  service: string,
  nowMs: number,
): Cause | undefined {
  const fault = runningFault(timeline, service, nowMs);
  if (!fault) return undefined;
  return { kind: faultWords(fault), sinceMs: fault.atMs, forMs: nowMs - fault.atMs };
}

/** Words for the fault hitting a service at `nowMs`, or undefined. */
export function activeFault(
  timeline: readonly ScheduledFault[],
  service: string,
  nowMs: number,
): string | undefined {
  const last = runningFault(timeline, service, nowMs);
  return last && faultWords(last);
}

function faultWords(last: ScheduledFault): string {
  if (last.kind === 'down') return i18n.t('graph.faultDown');
  if (last.kind === 'errors') {
    const share = Object.values(last.errorRates ?? {}).reduce((a, b) => a + b, 0);
    return i18n.t('graph.faultFailing', { percent: Math.round(share * 100) });
  }
  return last.latencyMultiplier !== undefined
    ? i18n.t('graph.faultSlowBy', { factor: last.latencyMultiplier })
    : i18n.t('graph.faultSlow');
}
