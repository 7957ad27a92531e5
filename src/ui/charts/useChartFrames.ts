// Each chart reads the frames itself, redrawn at most every REDRAW_EVERY_MS and in its own
// time slot, so the charts redraw one after another in small tasks rather than all at once
// (the main thread never blocks for long while frames arrive up to 30 times a second).
import { useMemo, type RefObject } from 'react';
import { useAppStore } from '../../store/useAppStore';
import { selectFrames, selectIsPlaying } from '../../store/selectors';
import { timeDomain, windowFrames } from './toSeries';
import { usePhasedThrottle } from './usePhasedThrottle';
import { useVisible } from './useVisible';

export const REDRAW_EVERY_MS = 600;
export const SLOT_MS = 70;

/** The chart's frames and time domain; `card` is the chart's element (off screen while playing: no redraws). */
export function useChartFrames(slot: number, windowS: number, card: RefObject<Element | null>) {
  const all = useAppStore(selectFrames);
  const visible = useVisible(card);
  // Paused, every chart catches up (a full-page screenshot shows them all current).
  const playing = useAppStore(selectIsPlaying);
  const phase = (slot * SLOT_MS) % REDRAW_EVERY_MS;
  const shown = usePhasedThrottle(all, REDRAW_EVERY_MS, phase, visible || !playing);
  return useMemo(() => {
    const frames = windowFrames(shown, { windowS });
    return { frames, domain: timeDomain(frames) };
  }, [shown, windowS]);
}
