// The page's paired replications: shared by the compare panel, which starts
// them and shows their intervals, and the charts, which can draw their bands. Its own small
// store: nothing else in the app depends on it.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Scenario } from '../../sim/scenario';
import type { PoolProgress } from '../../jobs/jobPool';
import type { PairedGroup } from '../../sim/analysis/pairedDeltas';
import type { ReplicationResult } from '../../jobs/replicationJob';

type ReplicationStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export const DEFAULT_REPLICATIONS = 10;

export interface ReplicationState {
  status: ReplicationStatus;
  /** The settings the results are for: a later edit or re-pin makes them stale. */
  a: Scenario | null;
  b: Scenario | null;
  seeds: number;
  durationMs: number;
  progress: PoolProgress | null;
  /** In seed order. */
  results: ReplicationResult[];
  groups: PairedGroup[] | null;
  errors: string[];
  /** The charts draw the N runs' median and 5–95 % band instead of the live run. */
  showBands: boolean;
}

export const replicationStore = createStore<ReplicationState>(() => ({
  status: 'idle',
  a: null,
  b: null,
  seeds: DEFAULT_REPLICATIONS,
  durationMs: 0,
  progress: null,
  results: [],
  groups: null,
  errors: [],
  showBands: false,
}));

export const useReplicationStore = <T>(selector: (s: ReplicationState) => T): T =>
  useStore(replicationStore, selector);

export const setShowBands = (showBands: boolean) => replicationStore.setState({ showBands });

/** Both sides' frames of every finished seed, for the band charts; null when there are none. */
export const selectBandRuns = (() => {
  let last: { results: ReplicationResult[]; runs: BandRuns | null } | null = null;
  return (s: ReplicationState): BandRuns | null => {
    if (!s.showBands) return null;
    if (last?.results === s.results) return last.runs;
    const ok = s.results.filter((r) => !r.error);
    const runs =
      ok.length === 0 ? null : { a: ok.map((r) => r.framesA), b: ok.map((r) => r.framesB) };
    last = { results: s.results, runs };
    return runs;
  };
})();

export interface BandRuns {
  a: ReplicationResult['framesA'][];
  b: ReplicationResult['framesB'][];
}
