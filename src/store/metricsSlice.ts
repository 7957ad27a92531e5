// What the simulation reported, bounded: a long run does not grow memory.
import type {
  FaultRecord,
  LiveSnapshot,
  RunSummary,
  SecondFrame,
  TransitionRecord,
} from '../sim/engine/types';
import type { ProtectionRecord } from '../sim/engine/protectionDigest';
import { decodeFrames } from '../worker/frameCodec';
import type { FramesBatch } from '../worker/protocol';
import { RingBuffer } from './ringBuffer';
import type { SliceCreator } from './types';

/** Seconds of per-second frames kept for the charts. */
export const FRAME_HISTORY_S = 900;
export const MAX_TRANSITIONS = 500;
export const MAX_FAULTS = 200;
/** Breaker and retry events kept for the log (per-call kinds come as one count per second). */
const MAX_PROTECTION_RECORDS = 1000;
/**
 * `frames` is republished at most this often: charts redraw every series on each new array,
 * and at high speeds 30 batches a second would keep the main thread busy drawing.
 * @internal exported for tests
 */
export const FRAMES_PUBLISH_INTERVAL_MS = 250;

type Selection = { kind: 'service' | 'edge'; id: string };

export interface MetricsSlice {
  snapshot: LiveSnapshot | null;
  /** The run's totals so far, as the CLI prints them. */
  summary: RunSummary | null;
  /** Oldest first, the last FRAME_HISTORY_S seconds; a new array at most 4 times a second. */
  frames: readonly SecondFrame[];
  latestFrame: SecondFrame | null;
  transitions: readonly TransitionRecord[];
  faults: readonly FaultRecord[];
  protection: readonly ProtectionRecord[];
  selection: Selection | null;
  /** The charts' shared cursor, simulated ms. */
  cursorMs: number | null;
  /**
   * Every kept frame now, with those `frames` has not republished yet: for what must be
   * complete at the moment it is asked (an export right after a step), not for redraws.
   */
  framesNow(): readonly SecondFrame[];
  select(selection: Selection | null): void;
  setCursor(ms: number | null): void;
  /** For the worker bridge only. */
  receiveBatch(batch: FramesBatch): void;
  /** For the worker bridge only: a new run starts. */
  clearMetrics(): void;
}

function appendBounded<T>(list: readonly T[], items: readonly T[], max: number): readonly T[] {
  if (items.length === 0) return list;
  const joined = [...list, ...items];
  return joined.length > max ? joined.slice(joined.length - max) : joined;
}

export const createMetricsSlice: SliceCreator<MetricsSlice> = (set, get) => {
  const ring = new RingBuffer<SecondFrame>(FRAME_HISTORY_S);
  let lastPublishMs = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Breaker and retry events come with nearly every batch: the log takes them at the
  // frames' pace, not 30 times a second.
  let pendingProtection: ProtectionRecord[] = [];
  const publish = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    lastPublishMs = performance.now();
    const protection = appendBounded(get().protection, pendingProtection, MAX_PROTECTION_RECORDS);
    pendingProtection = [];
    set({ frames: ring.toArray(), latestFrame: ring.at(-1) ?? null, protection });
  };
  const publishSoon = () => {
    const wait = lastPublishMs + FRAMES_PUBLISH_INTERVAL_MS - performance.now();
    if (wait <= 0) publish();
    else timer ??= setTimeout(publish, wait);
  };
  return {
    snapshot: null,
    summary: null,
    frames: [],
    latestFrame: null,
    transitions: [],
    faults: [],
    protection: [],
    selection: null,
    cursorMs: null,
    framesNow: () => ring.toArray(),
    select: (selection) => set({ selection }),
    setCursor: (cursorMs) => set({ cursorMs }),
    receiveBatch: (batch) => {
      const state = get();
      if (batch.runId !== state.runId) return; // from a run that was reset since
      const newFrames = batch.frames.count > 0 ? decodeFrames(batch.frames) : [];
      ring.pushAll(newFrames);
      set({
        snapshot: batch.snapshot,
        summary: batch.summary,
        nowMs: batch.nowMs,
        eventsRun: batch.eventsRun,
        batchesReceived: state.batchesReceived + 1,
        transitions: appendBounded(state.transitions, batch.transitions, MAX_TRANSITIONS),
        faults: appendBounded(state.faults, batch.faults, MAX_FAULTS),
      });
      pendingProtection.push(...batch.protection);
      if (newFrames.length > 0 || batch.protection.length > 0) publishSoon();
    },
    clearMetrics: () => {
      ring.clear();
      pendingProtection = [];
      if (timer !== null) clearTimeout(timer);
      timer = null;
      set({
        snapshot: null,
        summary: null,
        frames: [],
        latestFrame: null,
        transitions: [],
        faults: [],
        protection: [],
        cursorMs: null,
      });
    },
  };
};
