// Each chart reads the frames itself, redrawn at most every CHART_REDRAW_MS and in its own
// time slot, so the charts redraw one after another in small tasks rather than all at once
// (the main thread never blocks for long while frames arrive up to 30 times a second).
import { useCallback, useMemo, type RefObject } from 'react';
import type { AppState } from '../../store/types';
import { selectFrames, selectIsPlaying } from '../../store/selectors';

const selectBaselineFrames = (s: AppState) => s.baselineFrames;
import { timeDomain, windowFrames } from './toSeries';
import { usePhasedStoreValue } from '../redraw/usePhasedThrottle';
import { CHART_REDRAW_MS, OFFSCREEN_SETTLE_MS, chartPhaseMs } from '../redraw/redrawSlots';
import { useVisible } from './useVisible';

/**
 * The chart's frames, the baseline's (A, empty when none is pinned), the time domain and
 * whether the run is playing; `card` is the chart's element.
 */
export function useChartFrames(slot: number, windowS: number, card: RefObject<Element | null>) {
  const visible = useVisible(card);
  const phase = chartPhaseMs(slot);
  // Off screen, a chart does not redraw while a run plays, not even when it starts (one
  // recharts redraw is 15–50 ms, and all of them at a run's start was a long task). Paused
  // for OFFSCREEN_SETTLE_MS, every chart catches up, so a full-page screenshot shows them all
  // current; a run that finishes and restarts at once does not make them redraw.
  const framesGate = useCallback((s: AppState) => visible || !selectIsPlaying(s), [visible]);
  const settleMs = visible ? 0 : OFFSCREEN_SETTLE_MS;
  const shown = usePhasedStoreValue(selectFrames, CHART_REDRAW_MS, phase, framesGate, settleMs);
  // The baseline (A) redraws with B, in the same slot: its ghost never runs ahead of B.
  const ghostFrames = usePhasedStoreValue(
    selectBaselineFrames,
    CHART_REDRAW_MS,
    phase,
    framesGate,
    settleMs,
  );
  // `live`: while playing, the charts leave out their hover tooltip (recharts redraws it with
  // every new array, and the numbers under the pointer would not hold still anyway). The
  // charts learn of a play or a pause in their own slots, and only on screen.
  const live = usePhasedStoreValue(selectIsPlaying, CHART_REDRAW_MS, phase, visible);
  return useMemo(() => {
    const frames = windowFrames(shown, { windowS });
    return { frames, ghostFrames, domain: timeDomain(frames), live };
  }, [shown, ghostFrames, windowS, live]);
}
