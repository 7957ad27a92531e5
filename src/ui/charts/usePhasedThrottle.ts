// A store value that a view sees at most once per interval, at a fixed phase in it, so views
// that redraw from fast-changing data take turns instead of all redrawing at once.
// It subscribes to the store itself: the view does not re-render on the store's other
// changes (useAppStore would re-render it on every batch, only to draw the same thing).
import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { appStore, type AppState } from '../../store/appStore';
import { nextSlotDelayMs } from './redrawSlots';

/**
 * `selector(state)`, updated at most once per interval, at `phaseMs` into each interval
 * (at once when `intervalMs` is 0); held while disabled and caught up (at the next slot)
 * when enabled again.
 */
export function usePhasedStoreValue<T>(
  selector: (state: AppState) => T,
  intervalMs: number,
  phaseMs: number,
  enabled = true,
  store: StoreApi<AppState> = appStore,
): T {
  const [shown, setShown] = useState(() => selector(store.getState()));
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (intervalMs <= 0) {
        // No throttle: follow the store at once.
        const value = selector(store.getState());
        setShown(() => value);
        return;
      }
      if (timer !== null) return;
      const delay = nextSlotDelayMs(performance.now(), intervalMs, phaseMs);
      timer = setTimeout(() => {
        timer = null;
        const value = selector(store.getState());
        setShown(() => value);
      }, delay);
    };
    schedule();
    const unsubscribe = store.subscribe((state, previous) => {
      if (selector(state) !== selector(previous)) schedule();
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [selector, intervalMs, phaseMs, enabled, store]);
  return shown;
}
