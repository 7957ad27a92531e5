import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { presetScenario } from '../../scenarios/presets';
import { SAVED_SCENARIO_KEY, loadSavedScenario } from '../../scenarios/storage';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import type { AppState } from '../../store/types';
import { startScenarioSync, urlWithHash } from './urlSync';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function setup() {
  const scenario = presetScenario('retry-storm');
  const store = createStore<AppState>()(
    () => ({ scenario, presetId: 'retry-storm' }) as unknown as AppState,
  );
  const history = { replaceState: vi.fn() };
  const storage = fakeStorage();
  const sync = startScenarioSync({
    store,
    where: { pathname: '/', search: '?preset=retry-storm&seed=3&x=1' },
    history,
    storage,
    debounceMs: 500,
  });
  const edit = (seed: number) =>
    store.setState({ scenario: { ...store.getState().scenario, seed } });
  return { store, history, storage, sync, edit };
}

describe('the URL and the saved copy follow the scenario', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing at start', () => {
    const { history, storage } = setup();
    vi.advanceTimersByTime(2_000);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(storage.map.size).toBe(0);
  });

  it('replaces the history entry once per burst of edits, after a pause', () => {
    const { history, storage, edit } = setup();
    for (let seed = 1; seed <= 20; seed++) {
      edit(seed);
      vi.advanceTimersByTime(100);
    }
    expect(history.replaceState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    const url = String(history.replaceState.mock.calls[0]?.[2]);
    expect(url.startsWith('/?x=1#p=retry-storm')).toBe(true);
    const decoded = decodeScenarioFromUrl(url);
    expect(decoded.ok && decoded.scenario.seed).toBe(20);
    const saved = loadSavedScenario(storage, SAVED_SCENARIO_KEY);
    expect(saved.ok && saved.scenario.seed).toBe(20);
  });

  it('writes a pending edit at once when flushed, and nothing after stop', () => {
    const { history, sync, edit } = setup();
    edit(7);
    sync.flush();
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    sync.stop();
    edit(8);
    vi.advanceTimersByTime(1_000);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });
});

describe('urlWithHash', () => {
  it('drops the start parameters so the hash decides on reload', () => {
    expect(urlWithHash({ pathname: '/app/', search: '?preset=a&seed=2' }, '#s=1.x')).toBe(
      '/app/#s=1.x',
    );
  });
});
