// A store value that a view sees at most once per interval, at a fixed phase in it, so views
// that redraw from fast-changing data take turns instead of all redrawing at once.
// It subscribes to the store itself: the view does not re-render on the store's other
// changes (useAppStore would re-render it on every batch, only to draw the same thing).
import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { appStore, type AppState } from '../../store/appStore';
import { selectIsPlaying } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { subscribePhased, type Gate } from './phasedSubscription';

/**
 * `selector(state)`, updated at most once per interval at `phaseMs` into it, and held (no
 * re-render) while `gate` is closed or has not been open `settleMs`; see subscribePhased.
 */
export function usePhasedStoreValue<T>(
  selector: (state: AppState) => T,
  intervalMs: number,
  phaseMs: number,
  gate: Gate<AppState> = true,
  settleMs = 0,
  store: StoreApi<AppState> = appStore,
): T {
  const [shown, setShown] = useState(() => selector(store.getState()));
  useEffect(
    () =>
      subscribePhased(store, selector, (value) => setShown(() => value), {
        intervalMs,
        phaseMs,
        gate,
        settleMs,
      }),
    [selector, intervalMs, phaseMs, gate, settleMs, store],
  );
  return shown;
}

/**
 * `selector(state)` at most once per `intervalMs` while a run plays (at `phaseMs` into it), and
 * at once while paused, when a step or a seek should show at once.
 */
export function useLiveStoreValue<T>(
  selector: (state: AppState) => T,
  intervalMs: number,
  phaseMs: number,
  gate: Gate<AppState> = true,
): T {
  const playing = useAppStore(selectIsPlaying);
  return usePhasedStoreValue(selector, playing ? intervalMs : 0, phaseMs, gate);
}
