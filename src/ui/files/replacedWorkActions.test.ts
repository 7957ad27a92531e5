import { beforeEach, describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { listReplacedWork } from '../../scenarios/replacedWork';
import { appStore } from '../../store/appStore';
import { replaceWork, replacedNoticeStore, restoreReplacedWork } from './replacedWorkActions';

// The app store outside a page: a Map stands in for localStorage.
function stubStorage() {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
}

describe('replacing and restoring work on the page', () => {
  beforeEach(() => {
    stubStorage();
    replacedNoticeStore.setState({ replaced: null });
  });

  it('keeps edited work a lesson replaces, names it, and swaps it back on restore', () => {
    const mine = { ...presetScenario('metastable'), seed: 4242 };
    appStore.setState({ scenario: mine, presetId: 'metastable' });
    const lesson = presetScenario('retry-storm');
    expect(replaceWork(lesson, 'retry-storm')).toMatchObject({ ok: true, loaded: true });
    expect(appStore.getState().scenario).toEqual(lesson);
    expect(replacedNoticeStore.getState().replaced).toMatchObject({ scenario: mine });

    // Edit the lesson, then restore: the edit is kept in place of what came back.
    const edited = { ...lesson, seed: 77 };
    appStore.setState({ scenario: edited });
    restoreReplacedWork(0);
    expect(appStore.getState()).toMatchObject({ scenario: mine, presetId: 'metastable' });
    expect(listReplacedWork().map((e) => e.scenario)).toEqual([edited]);
  });

  it('keeps nothing, and says nothing, when the work on screen is the lesson as shipped', () => {
    appStore.setState({ scenario: presetScenario('metastable'), presetId: 'metastable' });
    expect(replaceWork(presetScenario('retry-storm'), 'retry-storm')).toMatchObject({
      ok: true,
      replaced: null,
    });
    expect(listReplacedWork()).toEqual([]);
    expect(replacedNoticeStore.getState().replaced).toBeNull();
  });

  it('does not replace edited work it cannot keep', () => {
    const mine = { ...presetScenario('metastable'), seed: 4243 };
    appStore.setState({ scenario: mine, presetId: null });
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(replaceWork(presetScenario('retry-storm'), 'retry-storm')).toMatchObject({ ok: false });
    expect(appStore.getState().scenario).toEqual(mine);
  });
});
