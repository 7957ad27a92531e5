// A value that follows its source at most once per interval, at a fixed phase in it, so
// views that redraw from fast-changing data take turns instead of all redrawing at once.
import { useEffect, useState } from 'react';
import { nextSlotDelayMs } from './redrawSlots';

/** `value`, updated at most once per interval, at `phaseMs` into each interval. */
export function usePhasedThrottle<T>(value: T, intervalMs: number, phaseMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const delay = nextSlotDelayMs(performance.now(), intervalMs, phaseMs);
    const timer = setTimeout(() => setShown(value), delay);
    return () => clearTimeout(timer);
  }, [value, intervalMs, phaseMs]);
  return shown;
}
