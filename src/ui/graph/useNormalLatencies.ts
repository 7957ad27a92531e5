// Each service's normal p99 (normalLatency.ts), for the graph and the cascade heatmap.
import { useMemo } from 'react';
import { appStore } from '../../store/appStore';
import { selectFrames, selectGraphScenario } from '../../store/selectors';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';

const selectBaselineFrames = (s: AppState) => s.baselineFrames;
import { normalP99s, NORMAL_SECONDS } from './normalLatency';

/**
 * Each service's normal p99, from the run's first seconds: recomputed only while those
 * seconds arrive (and after a reset), not on every frame of a long run.
 */
export function useNormalLatencies(): ReadonlyMap<string, number> {
  const scenario = useAppStore(selectGraphScenario);
  // A's own frames while the graph shows A.
  const showsA = useAppStore((s) => selectGraphScenario(s) !== s.scenario);
  const framesOf = showsA ? selectBaselineFrames : selectFrames;
  const early = useAppStore((s) => Math.min(framesOf(s).length, NORMAL_SECONDS * 3));
  return useMemo(
    () =>
      normalP99s(
        framesOf(appStore.getState()),
        scenario.services.map((s) => s.name),
        scenario.faultTimeline,
      ),
    // `early` stands for the frames: it changes while the first seconds come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scenario, early, framesOf],
  );
}
