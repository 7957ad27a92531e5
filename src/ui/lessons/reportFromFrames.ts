// Pure: the parts of a run report that the per-second frames add up to, so the lesson panel
// can check a claim on the run the user watched without running the engine again. Latency
// percentiles, failure reasons and breaker open time are not in the frames: claims on them
// say so instead of showing a wrong number.
import type { RunReport, SecondFrame, TransitionRecord } from '../../sim/engine/types';

/** Report paths the frames cannot rebuild. */
const NOT_IN_FRAMES =
  /failuresByReason|latencyMs|timeOpenMs|^events$|entered|timeInServiceMs|queueWaitMs|waitedShare|meanBusyWorkers|utilisation|meanQueueLength/;

export const reportPathFromFrames = (path: string): boolean => !NOT_IN_FRAMES.test(path);

type Counts = Record<string, number>;

function addInto(target: Record<string, Counts>, name: string, values: Counts, keys: string[]) {
  const row = (target[name] ??= {});
  for (const key of keys) row[key] = (row[key] ?? 0) + (values[key] ?? 0);
}

const CLIENT_KEYS = ['offered', 'succeeded', 'failed'];
const SERVICE_KEYS = ['received', 'completed', 'rejected', 'queueFull', 'errors', 'wasted'];
const EDGE_KEYS = [
  'calls',
  'attempts',
  'retries',
  'timeouts',
  'deadlines',
  'failures',
  'rejectedByBreaker',
  'rejectedByBulkhead',
  'fallbacks',
];

export function reportFromFrames(
  frames: readonly SecondFrame[],
  transitions: readonly TransitionRecord[],
  seed: number,
): RunReport {
  const clients: Record<string, Counts> = {};
  const services: Record<string, Counts> = {};
  const edges: Record<string, Counts> = {};
  const maxBusy: Counts = {};
  for (const frame of frames) {
    for (const [name, c] of Object.entries(frame.clients))
      addInto(clients, name, c as unknown as Counts, CLIENT_KEYS);
    for (const [name, s] of Object.entries(frame.services)) {
      addInto(services, name, s as unknown as Counts, SERVICE_KEYS);
      maxBusy[name] = Math.max(maxBusy[name] ?? 0, s.maxBusyWorkers);
    }
    for (const [key, e] of Object.entries(frame.edges))
      addInto(edges, key, e as unknown as Counts, EDGE_KEYS);
  }
  const offered = Object.values(clients).reduce((sum, c) => sum + (c.offered ?? 0), 0);
  const nan = { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const nanStats = { ...nan, mean: Number.NaN, p999: Number.NaN };
  return {
    seed,
    durationS: (frames.at(-1)?.tMs ?? 0) / 1000,
    events: Number.NaN,
    clients: Object.fromEntries(
      Object.entries(clients).map(([name, c]) => {
        const finished = (c.succeeded ?? 0) + (c.failed ?? 0);
        return [
          name,
          {
            offered: c.offered ?? 0,
            succeeded: c.succeeded ?? 0,
            failed: c.failed ?? 0,
            availability: finished > 0 ? (c.succeeded ?? 0) / finished : 1,
            latencyMs: nan,
            failuresByReason: {},
          },
        ];
      }),
    ),
    services: Object.fromEntries(
      Object.entries(services).map(([name, s]) => [
        name,
        {
          received: s.received ?? 0,
          completed: s.completed ?? 0,
          rejected: s.rejected ?? 0,
          queueFull: s.queueFull ?? 0,
          errors: s.errors ?? 0,
          wasted: s.wasted ?? 0,
          maxBusyWorkers: maxBusy[name] ?? 0,
          amplification: offered > 0 ? (s.received ?? 0) / offered : 0,
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
          calls: e.calls ?? 0,
          attempts: e.attempts ?? 0,
          retries: e.retries ?? 0,
          timeouts: e.timeouts ?? 0,
          deadlines: e.deadlines ?? 0,
          failures: e.failures ?? 0,
          rejectedByBreaker: e.rejectedByBreaker ?? 0,
          rejectedByBulkhead: e.rejectedByBulkhead ?? 0,
          fallbacks: e.fallbacks ?? 0,
          timeOpenMs: Number.NaN,
        },
      ]),
    ),
    transitions: [...transitions],
  };
}
