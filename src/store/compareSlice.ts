// A/B comparison: the pinned baseline A, run by the worker beside the watched
// run B on the same seed, and what A reported at B's time. Also the charts' window, which
// the totals can be read over.
import type {
  FaultRecord,
  LiveSnapshot,
  RunSummary,
  SecondFrame,
  TransitionRecord,
} from '../sim/engine/types';
import { parseScenario, type Scenario, type ScenarioIssue } from '../sim/scenario';
import { decodeFrames } from '../worker/frameCodec';
import type { FramesBatch } from '../worker/protocol';
import { FRAME_HISTORY_S, MAX_FAULTS, MAX_TRANSITIONS } from './metricsSlice';
import type { SliceCreator } from './types';

export interface CompareSlice {
  /** A, or null when nothing is pinned; the store's `scenario` is B. */
  baseline: Scenario | null;
  baselineFrames: readonly SecondFrame[];
  baselineSummary: RunSummary | null;
  /** The simulated time A's totals are at (it follows B's, a batch behind at most). */
  baselineNowMs: number;
  baselineSnapshot: LiveSnapshot | null;
  baselineTransitions: readonly TransitionRecord[];
  baselineFaults: readonly FaultRecord[];
  /** Which run the graph shows. */
  graphShows: 'A' | 'B';
  /** Seconds of history the charts show (and the totals can be read over). */
  chartWindowS: number;
  /** Pins the current scenario as A. */
  pinBaseline(): void;
  /** Pins a scenario from a link or file as A; its issues when it is not valid. */
  setBaseline(input: unknown): ScenarioIssue[];
  clearBaseline(): void;
  setGraphShows(run: 'A' | 'B'): void;
  setChartWindowS(s: number): void;
  /** For the worker bridge only. */
  receiveBaselineBatch(batch: FramesBatch & { baselineId: number }): void;
  /** For the worker bridge only: the times the worker applied the edits at. */
  receiveEditStamps(runId: number, stamps: readonly { id: string; atMs: number }[]): void;
}

const keepLast = <T>(list: readonly T[], max: number) =>
  list.length > max ? list.slice(list.length - max) : list;

const EMPTY = {
  baselineFrames: [],
  baselineSummary: null,
  baselineNowMs: 0,
  baselineSnapshot: null,
  baselineTransitions: [],
  baselineFaults: [],
} as const;

export const createCompareSlice: SliceCreator<CompareSlice> = (set, get, ports) => {
  let baselineId = -1;
  let runId = -1;
  const pin = (scenario: Scenario | null) => {
    baselineId = -1;
    set({ baseline: scenario, ...EMPTY, ...(scenario ? {} : { graphShows: 'B' as const }) });
    ports.send({ type: 'setBaseline', scenario });
  };
  return {
    baseline: null,
    ...EMPTY,
    graphShows: 'B',
    chartWindowS: 120,
    pinBaseline: () => pin(get().scenario),
    setBaseline: (input) => {
      const result = parseScenario(input);
      if (!result.ok) return result.issues;
      pin(result.scenario);
      return [];
    },
    clearBaseline: () => pin(null),
    setGraphShows: (graphShows) => set({ graphShows }),
    setChartWindowS: (chartWindowS) => set({ chartWindowS }),
    receiveBaselineBatch: (batch) => {
      const state = get();
      if (!state.baseline || batch.runId !== state.runId) return;
      // A new baseline run (a re-pin, a reset): its frames start again at t = 0.
      const fresh = batch.baselineId !== baselineId || batch.runId !== runId;
      baselineId = batch.baselineId;
      runId = batch.runId;
      const before = fresh ? EMPTY : state;
      const frames = batch.frames.count > 0 ? decodeFrames(batch.frames) : [];
      set({
        baselineFrames: keepLast([...before.baselineFrames, ...frames], FRAME_HISTORY_S),
        baselineSummary: batch.summary,
        baselineNowMs: batch.nowMs,
        baselineSnapshot: batch.snapshot,
        baselineTransitions: keepLast(
          [...before.baselineTransitions, ...batch.transitions],
          MAX_TRANSITIONS,
        ),
        baselineFaults: keepLast([...before.baselineFaults, ...batch.faults], MAX_FAULTS),
      });
    },
    receiveEditStamps: (stampRunId, stamps) => {
      const { scenario } = get();
      if (stampRunId !== get().runId) return;
      const atById = new Map(stamps.map((s) => [s.id, s.atMs]));
      const editTimeline = scenario.editTimeline.map((e) => {
        const atMs = e.id === undefined ? undefined : atById.get(e.id);
        return atMs === undefined ? e : { ...e, atMs };
      });
      set({ scenario: { ...scenario, editTimeline } });
    },
  };
};
