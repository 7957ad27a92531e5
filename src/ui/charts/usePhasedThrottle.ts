// A value that follows its source at most once per interval, at a fixed phase in it, so
// views that redraw from fast-changing data take turns instead of all redrawing at once.
import { useEffect, useState } from 'react';
import { nextSlotDelayMs } from './redrawSlots';

/** `value`, updated at most once per interval, at `phaseMs` into each interval; held while disabled. */
export function usePhasedThrottle<T>(
  value: T,
  intervalMs: number,
  phaseMs: number,
  enabled = true,
): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!enabled) return;
    const delay = nextSlotDelayMs(performance.now(), intervalMs, phaseMs);
    const timer = setTimeout(() => setShown(value), delay);
    return () => clearTimeout(timer);
  }, [value, intervalMs, phaseMs, enabled]);
  return shown;
}
