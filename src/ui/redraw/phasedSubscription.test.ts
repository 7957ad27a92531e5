import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { subscribePhased } from './phasedSubscription';

interface S {
  n: number;
  playing: boolean;
}

let store: StoreApi<S>;
let shown: number[];
const now = () => Date.now();
const selectN = (s: S) => s.n;
const whenPaused = (s: S) => !s.playing;

/** Shows `n` into `shown` while the run is paused, as the charts off screen do. */
function showWhenPaused(timing: { intervalMs: number; phaseMs: number; settleMs?: number }) {
  return subscribePhased(store, selectN, (v) => shown.push(v), {
    ...timing,
    gate: whenPaused,
    now,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  store = createStore<S>(() => ({ n: 0, playing: true }));
  shown = [];
});
afterEach(() => vi.useRealTimers());

describe('subscribePhased', () => {
  it('shows a changed value once per interval, at its phase', () => {
    subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 100,
      phaseMs: 30,
      gate: true,
      now,
    });
    vi.advanceTimersByTime(40); // the first slot (30 ms) shows the starting value
    expect(shown).toEqual([0]);
    for (let i = 1; i <= 9; i++) {
      store.setState({ n: i });
      vi.advanceTimersByTime(10);
    }
    // t = 130: the nine changes since 40 ms are shown once, at the slot, with the value then.
    expect(shown).toEqual([0, 9]);
    vi.advanceTimersByTime(5);
    store.setState({ n: 10 });
    vi.advanceTimersByTime(90);
    expect(shown).toEqual([0, 9]);
    vi.advanceTimersByTime(10);
    expect(shown).toEqual([0, 9, 10]);
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([0, 9, 10]); // nothing changed, nothing shown
  });

  it('follows the store at once with no interval', () => {
    subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 0,
      phaseMs: 0,
      gate: true,
      now,
    });
    store.setState({ n: 1 });
    store.setState({ n: 2 });
    expect(shown).toEqual([0, 1, 2]);
  });

  it('holds while the gate is closed, and catches up when it opens', () => {
    showWhenPaused({ intervalMs: 100, phaseMs: 0 });
    for (let i = 1; i <= 5; i++) {
      store.setState({ n: i });
      vi.advanceTimersByTime(100);
    }
    expect(shown).toEqual([]);
    store.setState({ playing: false });
    vi.advanceTimersByTime(100);
    expect(shown).toEqual([5]);
  });

  it('shows nothing for a gate that was open only for a moment before the slot', () => {
    showWhenPaused({ intervalMs: 100, phaseMs: 50 });
    store.setState({ n: 1, playing: false }); // a run finished…
    vi.advanceTimersByTime(10);
    store.setState({ n: 0, playing: true }); // …and restarted before the slot came
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([]);
  });

  it('with settleMs, shows nothing for a gate open a moment, even across a slot', () => {
    showWhenPaused({ intervalMs: 100, phaseMs: 50, settleMs: 300 });
    vi.advanceTimersByTime(20);
    store.setState({ n: 1, playing: false }); // finished at 20 ms; the slot at 50 ms passes…
    vi.advanceTimersByTime(60);
    store.setState({ n: 0, playing: true }); // …and a restart at 80 ms closes the gate
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
  });

  it('with settleMs, shows at the first slot after the gate stayed open that long', () => {
    showWhenPaused({ intervalMs: 100, phaseMs: 50, settleMs: 300 });
    vi.advanceTimersByTime(60);
    // Opened at 60 ms: settled at 360, so the slot at 350 is too early and 450 is the one.
    store.setState({ n: 7, playing: false });
    vi.advanceTimersByTime(389); // t = 449
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([7]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with settleMs, waits again when the gate closed and opened before the slot', () => {
    showWhenPaused({ intervalMs: 100, phaseMs: 0, settleMs: 200 });
    store.setState({ n: 1, playing: false }); // opened at 0: slot booked at 200
    vi.advanceTimersByTime(150);
    store.setState({ playing: true });
    vi.advanceTimersByTime(10);
    store.setState({ n: 2, playing: false }); // opened again at 160: settled at 360
    vi.advanceTimersByTime(190); // t = 350: the old slot (200) was skipped
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(60); // t = 410: the slot at 400
    expect(shown).toEqual([2]);
  });

  it('with no interval and no settling, a clock that steps back still shows at once', () => {
    let clockMs = 1000;
    subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 0,
      phaseMs: 0,
      gate: true,
      now: () => clockMs,
    });
    clockMs = 500;
    store.setState({ n: 1 });
    expect(shown).toEqual([0, 1]);
  });

  it('stops when unsubscribed', () => {
    const stop = subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 100,
      phaseMs: 0,
      gate: true,
      now,
    });
    vi.advanceTimersByTime(1);
    store.setState({ n: 1 });
    stop();
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([0]);
  });
});
