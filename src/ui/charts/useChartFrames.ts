// Each chart reads the frames itself, redrawn at most every REDRAW_EVERY_MS and in its own
// time slot, so the charts redraw one after another in small tasks rather than all at once
// (the main thread never blocks for long while frames arrive up to 30 times a second).
import { useMemo } from 'react';
import { useAppStore } from '../../store/useAppStore';
import { selectFrames } from '../../store/selectors';
import { timeDomain, windowFrames } from './toSeries';
import { usePhasedThrottle } from './usePhasedThrottle';

export const REDRAW_EVERY_MS = 600;
export const SLOT_MS = 70;

export function useChartFrames(slot: number, windowS: number) {
  const all = useAppStore(selectFrames);
  const shown = usePhasedThrottle(all, REDRAW_EVERY_MS, (slot * SLOT_MS) % REDRAW_EVERY_MS);
  return useMemo(() => {
    const frames = windowFrames(shown, { windowS });
    return { frames, domain: timeDomain(frames) };
  }, [shown, windowS]);
}
