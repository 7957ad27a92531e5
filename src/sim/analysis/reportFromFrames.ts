// Pure: the parts of a run report that the per-second frames add up to, so the lesson panel
// can check a claim on the run the user watched without running the engine again. Latency
// percentiles, failure reasons and breaker open time are not in the frames: claims on them
// say so instead of showing a wrong number. Which counters add up comes from metrics.ts.
import {
  amplification,
  availability,
  cacheHitRatio,
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  LATENCY_FIGURE_NAMES,
  SERVICE_COUNTER_NAMES,
  zeroCounts,
  type Counts,
} from '../engine/metrics';
import type { LatencyStats, RunReport, SecondFrame, TransitionRecord } from '../engine/types';

/** Report paths the frames cannot rebuild. */
const NOT_IN_FRAMES =
  /failuresByReason|latencyMs|timeOpenMs|^events$|entered|timeInServiceMs|queueWaitMs|waitedShare|meanBusyWorkers|utilisation|meanQueueLength|callMs|attemptMs/;

export const reportPathFromFrames = (path: string): boolean => !NOT_IN_FRAMES.test(path);

/** Adds one frame's counts of an entity into its running totals. */
function addInto<K extends string>(
  totals: Record<string, Counts<K>>,
  name: string,
  second: Counts<K>,
  names: readonly K[],
): void {
  const row = (totals[name] ??= zeroCounts(names));
  for (const key of names) row[key] += second[key];
}

export function reportFromFrames(
  frames: readonly SecondFrame[],
  transitions: readonly TransitionRecord[],
  seed: number,
): RunReport {
  const clients: Record<string, Counts<(typeof CLIENT_COUNTER_NAMES)[number]>> = {};
  const services: Record<string, Counts<(typeof SERVICE_COUNTER_NAMES)[number]>> = {};
  const edges: Record<string, Counts<(typeof EDGE_COUNTER_NAMES)[number]>> = {};
  const maxBusy: Record<string, number> = {};
  for (const frame of frames) {
    for (const [name, c] of Object.entries(frame.clients))
      addInto(clients, name, c, CLIENT_COUNTER_NAMES);
    for (const [name, s] of Object.entries(frame.services)) {
      addInto(services, name, s, SERVICE_COUNTER_NAMES);
      maxBusy[name] = Math.max(maxBusy[name] ?? 0, s.maxBusyWorkers);
    }
    for (const [key, e] of Object.entries(frame.edges)) addInto(edges, key, e, EDGE_COUNTER_NAMES);
  }
  const offered = Object.values(clients).reduce((sum, c) => sum + c.offered, 0);
  const nanStats = Object.fromEntries(
    LATENCY_FIGURE_NAMES.map((name) => [name, Number.NaN]),
  ) as LatencyStats;
  return {
    seed,
    durationS: (frames.at(-1)?.tMs ?? 0) / 1000,
    events: Number.NaN,
    clients: Object.fromEntries(
      Object.entries(clients).map(([name, c]) => [
        name,
        {
          ...c,
          availability: availability(c.succeeded, c.failed),
          latencyMs: nanStats,
          failuresByReason: {},
        },
      ]),
    ),
    services: Object.fromEntries(
      Object.entries(services).map(([name, s]) => [
        name,
        {
          ...s,
          maxBusyWorkers: maxBusy[name] ?? 0,
          amplification: amplification(s.received, offered),
          // The per-hop times and time averages are the engine's, not the frames'.
          entered: Number.NaN,
          timeInServiceMs: nanStats,
          queueWaitMs: nanStats,
          waitedShare: Number.NaN,
          meanBusyWorkers: Number.NaN,
          utilisation: Number.NaN,
          meanQueueLength: Number.NaN,
        },
      ]),
    ),
    edges: Object.fromEntries(
      Object.entries(edges).map(([key, e]) => [
        key,
        {
          ...e,
          timeOpenMs: Number.NaN,
          callMs: nanStats,
          attemptMs: nanStats,
          // The cache's counters add up, so its hit ratio over the frames is exact.
          ...(e.cacheHits + e.cacheStale + e.cacheMisses > 0
            ? { cacheHitRatio: cacheHitRatio(e.cacheHits, e.cacheStale, e.cacheMisses) }
            : {}),
        },
      ]),
    ),
    transitions: [...transitions],
  };
}
