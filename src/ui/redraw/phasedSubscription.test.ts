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
    const whenPaused = (s: S) => !s.playing;
    subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 100,
      phaseMs: 0,
      gate: whenPaused,
      now,
    });
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
    const whenPaused = (s: S) => !s.playing;
    subscribePhased(store, selectN, (v) => shown.push(v), {
      intervalMs: 100,
      phaseMs: 50,
      gate: whenPaused,
      now,
    });
    store.setState({ n: 1, playing: false }); // a run finished…
    vi.advanceTimersByTime(10);
    store.setState({ n: 0, playing: true }); // …and restarted before the slot came
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([]);
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
