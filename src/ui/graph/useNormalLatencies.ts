// Each service's normal p99 (normalLatency.ts), for the graph and the cascade heatmap.
import { useMemo } from 'react';
import { appStore } from '../../store/appStore';
import { selectFrames, selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { normalP99s, NORMAL_SECONDS } from './normalLatency';

/**
 * Each service's normal p99, from the run's first seconds: recomputed only while those
 * seconds arrive (and after a reset), not on every frame of a long run.
 */
export function useNormalLatencies(): ReadonlyMap<string, number> {
  const scenario = useAppStore(selectScenario);
  const early = useAppStore((s) => Math.min(selectFrames(s).length, NORMAL_SECONDS * 3));
  return useMemo(
    () =>
      normalP99s(
        appStore.getState().frames,
        scenario.services.map((s) => s.name),
        scenario.faultTimeline,
      ),
    // `early` stands for the frames: it changes while the first seconds come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scenario, early],
  );
}
