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
  /**
   * How long the gate must have stayed open before anything is shown (0: no wait). Views
   * off screen use it: a run that finishes and is restarted at once opens their gate for
   * tens of milliseconds, and a catch-up redraw then landed in the restart's frame.
   */
  settleMs?: number;
  now?: () => number;
}

const isOpen = <S>(gate: Gate<S>, state: S) => (typeof gate === 'boolean' ? gate : gate(state));

/**
 * Calls `show(selector(state))` at most once per `intervalMs`, at `phaseMs` into an interval
 * (at once when `intervalMs` and `settleMs` are 0), after the selected value changed. While
 * the gate is closed nothing is shown; the value catches up at the next slot after the gate
 * opens and has stayed open `settleMs`. A function gate is asked again when the slot comes,
 * so a state that opened it only for a moment shows nothing. Returns the unsubscribe.
 */
export function subscribePhased<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  show: (value: T) => void,
  { intervalMs, phaseMs, gate, settleMs = 0, now = () => performance.now() }: PhasedOptions<S>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When the gate last opened; it must stay open settleMs from then. */
  let openedAtMs = now();
  const settledAtMs = () => openedAtMs + settleMs;
  const showNow = (): void => {
    const state = store.getState();
    if (!isOpen(gate, state)) return;
    // Opened again since this slot was booked: wait for the new opening to settle.
    if (settleMs > 0 && now() < settledAtMs()) return schedule();
    show(selector(state));
  };
  const schedule = (): void => {
    if (intervalMs <= 0 && settleMs <= 0) return showNow();
    if (timer !== null) return;
    const waitMs = Math.max(0, settledAtMs() - now());
    timer = setTimeout(
      () => {
        timer = null;
        showNow();
      },
      waitMs + (intervalMs > 0 ? nextSlotDelayMs(now() + waitMs, intervalMs, phaseMs) : 0),
    );
  };
  if (isOpen(gate, store.getState())) schedule();
  const unsubscribe = store.subscribe((state, previous) => {
    if (!isOpen(gate, state)) return;
    const opened = !isOpen(gate, previous);
    if (opened) openedAtMs = now();
    if (opened || selector(state) !== selector(previous)) schedule();
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
