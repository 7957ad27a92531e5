// Per-second frames as one Float64Array (columnar by entity), so a batch is transferred,
// not cloned object by object: ~0.25 ms instead of ~5 ms for a big batch.
import {
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  EDGE_GAUGE_NAMES,
  SERVICE_COUNTER_NAMES,
  LATENCY_FIGURE_NAMES,
  SERVICE_GAUGE_NAMES,
} from '../sim/engine/metrics';
import type {
  BreakerStateName,
  ClientSecond,
  EdgeSecond,
  SecondFrame,
  ServiceSecond,
} from '../sim/engine/types';

interface FrameLayout {
  clients: string[];
  services: string[];
  edges: string[];
}

export interface EncodedFrames {
  layout: FrameLayout;
  count: number;
  /** `count` rows of `rowLength(layout)` numbers; NaN marks an entity absent from a frame. */
  data: Float64Array;
}

// Every numeric field of a frame, in the order of its declaration in metrics.ts.
const CLIENT_FIELDS = [...CLIENT_COUNTER_NAMES, ...LATENCY_FIGURE_NAMES];
const SERVICE_FIELDS = [...SERVICE_COUNTER_NAMES, ...SERVICE_GAUGE_NAMES];
const EDGE_NUMBER_FIELDS = [...EDGE_COUNTER_NAMES, ...EDGE_GAUGE_NAMES];

const BREAKER_STATES: readonly (BreakerStateName | 'NONE')[] = [
  'NONE',
  'CLOSED',
  'OPEN',
  'HALF_OPEN',
  'DISABLED',
  'FORCED_OPEN',
  'METRICS_ONLY',
];
const EDGE_FIELD_COUNT = EDGE_NUMBER_FIELDS.length + 1;

function rowLength(layout: FrameLayout): number {
  return (
    1 +
    layout.clients.length * CLIENT_FIELDS.length +
    layout.services.length * SERVICE_FIELDS.length +
    layout.edges.length * EDGE_FIELD_COUNT
  );
}

function union(frames: readonly SecondFrame[], pick: (f: SecondFrame) => object): string[] {
  const keys = new Set<string>();
  for (const frame of frames) for (const key of Object.keys(pick(frame))) keys.add(key);
  return [...keys];
}

export function encodeFrames(frames: readonly SecondFrame[]): EncodedFrames {
  const layout: FrameLayout = {
    clients: union(frames, (f) => f.clients),
    services: union(frames, (f) => f.services),
    edges: union(frames, (f) => f.edges),
  };
  const width = rowLength(layout);
  const data = new Float64Array(frames.length * width).fill(NaN);
  frames.forEach((frame, row) => {
    let i = row * width;
    data[i++] = frame.tMs;
    for (const name of layout.clients) {
      const c = frame.clients[name];
      if (c) {
        data.set(
          [
            ...CLIENT_COUNTER_NAMES.map((f) => c[f]),
            ...LATENCY_FIGURE_NAMES.map((f) => c.latencyMs[f]),
          ],
          i,
        );
      }
      i += CLIENT_FIELDS.length;
    }
    for (const name of layout.services) {
      const s = frame.services[name];
      if (s)
        data.set(
          SERVICE_FIELDS.map((f) => s[f]),
          i,
        );
      i += SERVICE_FIELDS.length;
    }
    for (const key of layout.edges) {
      const e = frame.edges[key];
      if (e) {
        data.set(
          EDGE_NUMBER_FIELDS.map((f) => e[f]),
          i,
        );
        data[i + EDGE_NUMBER_FIELDS.length] = BREAKER_STATES.indexOf(e.breakerState);
      }
      i += EDGE_FIELD_COUNT;
    }
  });
  return { layout, count: frames.length, data };
}

export function decodeFrames(encoded: EncodedFrames): SecondFrame[] {
  const { layout, count, data } = encoded;
  const width = rowLength(layout);
  const at = (i: number): number => data[i] ?? NaN;
  const frames: SecondFrame[] = [];
  for (let row = 0; row < count; row++) {
    let i = row * width;
    const frame: SecondFrame = { tMs: at(i++), clients: {}, services: {}, edges: {} };
    for (const name of layout.clients) {
      if (!Number.isNaN(at(i))) {
        const base = i;
        const n = CLIENT_COUNTER_NAMES.length;
        const counts = Object.fromEntries(CLIENT_COUNTER_NAMES.map((f, k) => [f, at(base + k)]));
        const client = {
          ...counts,
          latencyMs: Object.fromEntries(LATENCY_FIGURE_NAMES.map((f, k) => [f, at(base + n + k)])),
        } as ClientSecond;
        frame.clients[name] = client;
      }
      i += CLIENT_FIELDS.length;
    }
    for (const name of layout.services) {
      if (!Number.isNaN(at(i))) {
        const base = i;
        frame.services[name] = Object.fromEntries(
          SERVICE_FIELDS.map((f, k) => [f, at(base + k)]),
        ) as unknown as ServiceSecond;
      }
      i += SERVICE_FIELDS.length;
    }
    for (const key of layout.edges) {
      if (!Number.isNaN(at(i))) {
        const base = i;
        const edge = Object.fromEntries(EDGE_NUMBER_FIELDS.map((f, k) => [f, at(base + k)]));
        const state = BREAKER_STATES[at(i + EDGE_NUMBER_FIELDS.length)] ?? 'NONE';
        frame.edges[key] = { ...edge, breakerState: state } as unknown as EdgeSecond;
      }
      i += EDGE_FIELD_COUNT;
    }
    frames.push(frame);
  }
  return frames;
}
