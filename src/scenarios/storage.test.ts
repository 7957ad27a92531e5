import { describe, expect, it } from 'vitest';
import { presetScenario } from './presets';
import {
  chooseStartingScenario,
  loadSavedScenario,
  PREVIOUS_SCENARIO_KEY,
  SAVED_SCENARIO_KEY,
  saveScenario,
  savePresetId,
  type KeyValueStorage,
} from './storage';
import { listReplacedWork, REPLACED_WORK_LIMIT } from './replacedWork';
import { encodeScenarioToHash } from './urlCodec';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const fallback = () => presetScenario('availability-chain');

describe('saved work', () => {
  it('comes back after a reload', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    expect(saveScenario(mine, storage)).toEqual({ ok: true });
    expect(loadSavedScenario(storage)).toEqual({ ok: true, scenario: mine });
  });

  it('reports storage that throws instead of throwing', () => {
    const full: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveScenario(fallback(), full)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Quota'),
    });
    expect(loadSavedScenario(full)).toMatchObject({ ok: false });
    expect(saveScenario(fallback(), undefined)).toMatchObject({ ok: false });
  });

  it('says what is wrong with damaged saved work', () => {
    const storage = memoryStorage();
    storage.setItem(SAVED_SCENARIO_KEY, '{"version":1,');
    expect(loadSavedScenario(storage)).toMatchObject({
      ok: false,
      error: expect.stringContaining('damaged'),
    });
  });
});

describe('chooseStartingScenario', () => {
  it('opens a valid link and keeps the work it replaced, and says which', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    saveScenario(mine, storage);
    savePresetId('metastable', storage);
    const shared = { ...presetScenario('retry-storm'), seed: 7 };
    const start = chooseStartingScenario(encodeScenarioToHash(shared), fallback, storage, 1234);
    const kept = { savedAtMs: 1234, presetId: 'metastable', scenario: mine };
    expect(start).toMatchObject({ source: 'link', scenario: shared, replaced: kept });
    expect(listReplacedWork(storage)).toEqual([kept]);
  });

  it('keeps the work replaced by each of several links, not only the last', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= REPLACED_WORK_LIMIT + 1; n++) {
      saveScenario({ ...presetScenario('metastable'), seed: n }, storage);
      const link = encodeScenarioToHash({ ...presetScenario('retry-storm'), seed: 100 + n });
      chooseStartingScenario(link, fallback, storage, n);
    }
    expect(listReplacedWork(storage).map((e) => e.scenario.seed)).toEqual([6, 5, 4, 3, 2]);
  });

  it('keeps nothing when a reload opens the work itself, or the work is a lesson as shipped', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    saveScenario(mine, storage);
    expect(chooseStartingScenario(encodeScenarioToHash(mine), fallback, storage).replaced).toBe(
      undefined,
    );
    saveScenario(presetScenario('metastable'), storage);
    savePresetId('metastable', storage);
    const shared = encodeScenarioToHash(presetScenario('retry-storm'));
    expect(chooseStartingScenario(shared, fallback, storage).replaced).toBe(undefined);
    expect(listReplacedWork(storage)).toEqual([]);
  });

  it('moves the old single backup slot into the list', () => {
    const storage = memoryStorage();
    const old = { ...presetScenario('metastable'), seed: 9 };
    saveScenario(old, storage, PREVIOUS_SCENARIO_KEY);
    chooseStartingScenario('', fallback, storage);
    expect(listReplacedWork(storage)).toEqual([{ savedAtMs: 0, presetId: null, scenario: old }]);
    expect(storage.data.has(PREVIOUS_SCENARIO_KEY)).toBe(false);
  });

  it('keeps the saved work, untouched, when the link is broken', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    saveScenario(mine, storage);
    const before = new Map(storage.data);
    const start = chooseStartingScenario('#s=1.garbage!!', fallback, storage);
    expect(start).toMatchObject({
      source: 'saved',
      scenario: mine,
      message: expect.stringContaining('could not be opened'),
    });
    expect(storage.data).toEqual(before);
  });

  it('brings the lesson back with saved work that came from a preset', () => {
    const storage = memoryStorage();
    saveScenario(presetScenario('metastable'), storage);
    savePresetId('metastable', storage);
    expect(chooseStartingScenario('#s=1.garbage!!', fallback, storage)).toMatchObject({
      source: 'saved',
      presetId: 'metastable',
    });
    savePresetId(null, storage);
    expect(chooseStartingScenario('', fallback, storage).presetId).toBeUndefined();
  });

  it('falls back to the default without a message when there is no link and nothing saved', () => {
    const start = chooseStartingScenario('', fallback, memoryStorage());
    expect(start).toEqual({ source: 'default', scenario: fallback() });
  });
});
