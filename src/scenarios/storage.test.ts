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
  it('opens a valid link and keeps the work it replaced', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    saveScenario(mine, storage);
    const shared = { ...presetScenario('retry-storm'), seed: 7 };
    const start = chooseStartingScenario(encodeScenarioToHash(shared), fallback, storage);
    expect(start).toMatchObject({ source: 'link', scenario: shared, presetId: 'retry-storm' });
    expect(loadSavedScenario(storage, PREVIOUS_SCENARIO_KEY)).toEqual({ ok: true, scenario: mine });
  });

  it('does not overwrite the backup when a reload opens the work itself', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('metastable'), seed: 42 };
    saveScenario(mine, storage);
    chooseStartingScenario(encodeScenarioToHash(mine), fallback, storage);
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
