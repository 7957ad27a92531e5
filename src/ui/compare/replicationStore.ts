// The page's paired replications: shared by the compare panel, which starts them and shows
// their intervals, and the charts, which can draw their bands. The lifecycle is one actor of
// replicationJobMachine for the page (it outlives the panel, as the bands do); whether the
// charts draw the bands is a small store of its own.
import { createActor, type SnapshotFrom } from 'xstate';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ReplicationResult } from '../../jobs/replicationJob';
import { replicationJobMachine } from './replicationJobMachine';

export const DEFAULT_REPLICATIONS = 10;

export const replicationJob = createActor(replicationJobMachine).start();

export type ReplicationSnapshot = SnapshotFrom<typeof replicationJobMachine>;

/** The charts draw the N runs' median and 5–95 % band instead of the live run. */
const bandsStore = createStore<{ showBands: boolean }>(() => ({ showBands: false }));

export const useShowBands = (): boolean => useStore(bandsStore, (s) => s.showBands);
export const setShowBands = (showBands: boolean) => bandsStore.setState({ showBands });

/** Both sides' frames of every finished seed, for the band charts; null when there are none. */
export const selectBandRuns = (() => {
  let last: { results: ReplicationResult[]; runs: BandRuns | null } | null = null;
  return (s: ReplicationSnapshot): BandRuns | null => {
    const { results } = s.context.results;
    if (last?.results === results) return last.runs;
    const ok = results.filter((r) => !r.error);
    const runs =
      ok.length === 0 ? null : { a: ok.map((r) => r.framesA), b: ok.map((r) => r.framesB) };
    last = { results, runs };
    return runs;
  };
})();

export interface BandRuns {
  a: ReplicationResult['framesA'][];
  b: ReplicationResult['framesB'][];
}
