// Each chart reads the frames itself, redrawn at most every REDRAW_EVERY_MS and in its own
// time slot, so the charts redraw one after another in small tasks rather than all at once
// (the main thread never blocks for long while frames arrive up to 30 times a second).
import { useMemo, type RefObject } from 'react';
import { selectFrames, selectIsPlaying } from '../../store/selectors';
import { timeDomain, windowFrames } from './toSeries';
import { usePhasedStoreValue } from './usePhasedThrottle';
import { useVisible } from './useVisible';

export const REDRAW_EVERY_MS = 600;
export const SLOT_MS = 70;

/** The chart's frames, time domain and whether the run is playing; `card` is the chart's element (off screen while playing: no redraws). */
export function useChartFrames(slot: number, windowS: number, card: RefObject<Element | null>) {
  const visible = useVisible(card);
  const phase = (slot * SLOT_MS) % REDRAW_EVERY_MS;
  // Paused, every chart catches up (a full-page screenshot shows them all current). The
  // charts learn of a play or a pause in their own slots too: a redraw of all of them at
  // once, when a run starts or ends, would be one long task.
  const playing = usePhasedStoreValue(selectIsPlaying, REDRAW_EVERY_MS, phase);
  // Not useAppStore(selectFrames): that would re-render the chart on every new array.
  const shown = usePhasedStoreValue(selectFrames, REDRAW_EVERY_MS, phase, visible || !playing);
  return useMemo(() => {
    const frames = windowFrames(shown, { windowS });
    // `live`: while playing, the charts leave out their hover tooltip (recharts redraws it
    // with every new array, and the numbers under the pointer would not hold still anyway).
    return { frames, domain: timeDomain(frames), live: playing };
  }, [shown, windowS, playing]);
}
