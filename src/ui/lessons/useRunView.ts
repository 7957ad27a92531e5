// The run on screen as claims and challenges read it: simulated time by the second, the
// frames, transitions and totals at the panels' pace (twice a second while playing).
import { appStore } from '../../store/appStore';
import {
  selectDurationMs,
  selectFrames,
  selectNowMs,
  selectTransitions,
} from '../../store/selectors';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { useRunStatus } from '../playback/useRunStatus';
import type { RunTotals, RunView } from './claimStatus';
import { useRunScenario } from './runProvenance';
import type { Scenario } from '../../sim/scenario';

/** The store's `summary` (the engine's totals, sent with each batch) when the runtime has it. */
const selectTotals = (s: AppState): RunTotals | null =>
  (s as unknown as { summary?: RunTotals | null }).summary ?? null;

/** Claims need simulated time, not 30 redraws a second: the clock is read per second. */
const useNowSecondMs = () => useAppStore((s) => Math.floor(selectNowMs(s) / 1000) * 1000);

/** The run view (its variant left to the caller) and the scenario the run started with. */
export function useRunView(variant: string | null = null): {
  run: RunView;
  runScenario: Scenario | null;
} {
  const runScenario = useRunScenario(appStore);
  const nowMs = useNowSecondMs();
  const status = useRunStatus();
  const durationMs = useAppStore(selectDurationMs);
  const frames = useLiveStoreValue(selectFrames, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const transitions = useLiveStoreValue(selectTransitions, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const totals = useLiveStoreValue(selectTotals, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  return {
    runScenario,
    run: {
      variant,
      nowMs,
      durationMs,
      finished: status === 'finished',
      seed: runScenario?.seed ?? 0,
      frames,
      transitions,
      totals,
    },
  };
}
