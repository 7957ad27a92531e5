// Pure of React: a store value handed on at most once per interval, at a fixed phase in it,
// and only while a gate is open (usePhasedStoreValue wraps it for views).
import type { StoreApi } from 'zustand/vanilla';
import { nextSlotDelayMs } from './redrawSlots';

/** Whether the view takes new values now: a constant, or decided on the store's state. */
export type Gate<S> = boolean | ((state: S) => boolean);

export interface PhasedOptions<S> {
  intervalMs: number;
  phaseMs: number;
  gate: Gate<S>;
  now?: () => number;
}

const isOpen = <S>(gate: Gate<S>, state: S) => (typeof gate === 'boolean' ? gate : gate(state));

/**
 * Calls `show(selector(state))` at most once per `intervalMs`, at `phaseMs` into an interval
 * (at once when `intervalMs` is 0), after the selected value changed. While the gate is
 * closed nothing is shown; the value catches up at the next slot after the gate opens. A
 * function gate is asked again when the slot comes, so a state that opened it only for a
 * moment (a run that finished and restarted at once) shows nothing. Returns the unsubscribe.
 */
export function subscribePhased<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  show: (value: T) => void,
  { intervalMs, phaseMs, gate, now = () => performance.now() }: PhasedOptions<S>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const showNow = () => {
    const state = store.getState();
    if (isOpen(gate, state)) show(selector(state));
  };
  const schedule = () => {
    if (intervalMs <= 0) return showNow();
    if (timer !== null) return;
    timer = setTimeout(
      () => {
        timer = null;
        showNow();
      },
      nextSlotDelayMs(now(), intervalMs, phaseMs),
    );
  };
  if (isOpen(gate, store.getState())) schedule();
  const unsubscribe = store.subscribe((state, previous) => {
    if (!isOpen(gate, state)) return;
    if (selector(state) !== selector(previous) || !isOpen(gate, previous)) schedule();
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
