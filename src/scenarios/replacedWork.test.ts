import { describe, expect, it } from 'vitest';
import { applyTryStep } from './lessonSteps';
import { getPreset, presetScenario } from './presets';
import {
  REPLACED_WORK_KEY,
  REPLACED_WORK_LIMIT,
  isEditedWork,
  keepReplacedWork,
  listReplacedWork,
  takeReplacedWork,
} from './replacedWork';
import type { KeyValueStorage } from './storage';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
/** A distinct edited work per n: a lesson with its seed changed. */
const work = (n: number) => ({ ...presetScenario('metastable'), seed: 1000 + n });

describe('replaced work', () => {
  it(`keeps at most ${REPLACED_WORK_LIMIT}, newest first, dropping the oldest`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= REPLACED_WORK_LIMIT + 2; n++) {
      expect(
        keepReplacedWork({ savedAtMs: n, presetId: null, scenario: work(n) }, storage),
      ).toEqual({
        ok: true,
      });
    }
    const list = listReplacedWork(storage);
    expect(list.map((e) => e.savedAtMs)).toEqual([7, 6, 5, 4, 3]);
    expect(list.map((e) => e.scenario.seed)).toEqual([1007, 1006, 1005, 1004, 1003]);
  });

  it('keeps the same work once, moved to the front', () => {
    const storage = memoryStorage();
    keepReplacedWork({ savedAtMs: 1, presetId: null, scenario: work(1) }, storage);
    keepReplacedWork({ savedAtMs: 2, presetId: null, scenario: work(2) }, storage);
    keepReplacedWork({ savedAtMs: 3, presetId: null, scenario: work(1) }, storage);
    expect(listReplacedWork(storage).map((e) => e.savedAtMs)).toEqual([3, 2]);
  });

  it('reads damaged storage as fewer entries, without throwing', () => {
    const storage = memoryStorage();
    keepReplacedWork({ savedAtMs: 5, presetId: 'metastable', scenario: work(5) }, storage);
    const good = JSON.parse(storage.data.get(REPLACED_WORK_KEY) ?? '[]') as unknown[];
    const damaged = [
      { savedAtMs: 'yesterday', presetId: null, scenario: good[0] },
      { savedAtMs: 1, presetId: null, scenario: { version: 1, services: 'nope' } },
      42,
      ...good,
    ];
    storage.setItem(REPLACED_WORK_KEY, JSON.stringify(damaged));
    expect(listReplacedWork(storage)).toEqual([
      { savedAtMs: 5, presetId: 'metastable', scenario: work(5) },
    ]);
    storage.setItem(REPLACED_WORK_KEY, '[{"savedAtMs":');
    expect(listReplacedWork(storage)).toEqual([]);
    storage.setItem(REPLACED_WORK_KEY, '{"not":"a list"}');
    expect(listReplacedWork(storage)).toEqual([]);
    // A damaged list does not stop new work being kept.
    expect(keepReplacedWork({ savedAtMs: 6, presetId: null, scenario: work(6) }, storage).ok).toBe(
      true,
    );
    expect(listReplacedWork(storage)).toHaveLength(1);
  });

  it('says so when storage throws, and keeps what fits when it is full', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(listReplacedWork(throwing)).toEqual([]);
    expect(
      keepReplacedWork({ savedAtMs: 1, presetId: null, scenario: work(1) }, throwing),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('Quota'),
    });
    expect(
      keepReplacedWork({ savedAtMs: 1, presetId: null, scenario: work(1) }, undefined).ok,
    ).toBe(false);

    // Room for two entries only: the newest two are kept, not nothing.
    const small = memoryStorage();
    for (let n = 1; n <= 3; n++)
      keepReplacedWork({ savedAtMs: n, presetId: null, scenario: work(n) }, small);
    const oneEntryChars = JSON.stringify(
      JSON.parse(small.data.get(REPLACED_WORK_KEY) ?? '')[0],
    ).length;
    const full: KeyValueStorage = {
      ...small,
      setItem: (k, v) => {
        if (v.length > 2 * oneEntryChars + 10) throw new Error('QuotaExceededError');
        small.setItem(k, v);
      },
    };
    expect(keepReplacedWork({ savedAtMs: 4, presetId: null, scenario: work(4) }, full)).toEqual({
      ok: true,
    });
    expect(listReplacedWork(small).map((e) => e.savedAtMs)).toEqual([4, 3]);
  });
});

describe('isEditedWork', () => {
  it('counts a lesson as shipped, or the incoming scenario itself, as nothing to keep', () => {
    const lesson = presetScenario('metastable');
    expect(isEditedWork(lesson, 'metastable', presetScenario('retry-storm'))).toBe(false);
    expect(isEditedWork(work(1), 'metastable', work(1))).toBe(false);
    expect(isEditedWork(work(1), 'metastable', presetScenario('retry-storm'))).toBe(true);
    expect(isEditedWork(lesson, null, presetScenario('retry-storm'))).toBe(true);
    expect(isEditedWork(lesson, 'no-such-lesson', presetScenario('retry-storm'))).toBe(true);
  });

  it("counts a lesson's own try variants as nothing to keep, but an edit on top of one as work", () => {
    const preset = getPreset('metastable');
    const step = preset?.lesson.try[0];
    if (!step) throw new Error('the metastable lesson has no try step');
    const variant = applyTryStep(presetScenario('metastable'), step);
    if (!variant.ok) throw new Error(variant.error);
    const next = presetScenario('retry-storm');
    expect(isEditedWork(variant.scenario, 'metastable', next)).toBe(false);
    expect(isEditedWork({ ...variant.scenario, seed: 99 }, 'metastable', next)).toBe(true);
  });
});

describe('takeReplacedWork', () => {
  it('gives back the kept scenario exactly, and keeps the work on screen in its place', () => {
    const storage = memoryStorage();
    const mine = { ...presetScenario('retry-storm'), seed: 7, durationMs: 45_000 };
    keepReplacedWork({ savedAtMs: 10, presetId: 'retry-storm', scenario: mine }, storage);
    keepReplacedWork({ savedAtMs: 20, presetId: null, scenario: work(2) }, storage);
    const onScreen = { scenario: work(3), presetId: 'metastable' };
    const taken = takeReplacedWork(1, onScreen, 30, storage);
    expect(taken).toEqual({
      ok: true,
      kept: true,
      restored: { savedAtMs: 10, presetId: 'retry-storm', scenario: mine },
    });
    expect(listReplacedWork(storage)).toEqual([
      { savedAtMs: 30, presetId: 'metastable', scenario: work(3) },
      { savedAtMs: 20, presetId: null, scenario: work(2) },
    ]);
  });

  it('does not keep an unedited lesson, and refuses an entry that is gone', () => {
    const storage = memoryStorage();
    keepReplacedWork({ savedAtMs: 10, presetId: null, scenario: work(1) }, storage);
    const lesson = { scenario: presetScenario('metastable'), presetId: 'metastable' };
    expect(takeReplacedWork(0, lesson, 30, storage)).toMatchObject({ ok: true, kept: false });
    expect(listReplacedWork(storage)).toEqual([]);
    expect(takeReplacedWork(0, lesson, 31, storage)).toMatchObject({ ok: false });
  });

  it('restores nothing when the work on screen cannot be kept', () => {
    const storage = memoryStorage();
    keepReplacedWork({ savedAtMs: 10, presetId: null, scenario: work(1) }, storage);
    const readOnly: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const onScreen = { scenario: work(2), presetId: null };
    expect(takeReplacedWork(0, onScreen, 30, readOnly)).toMatchObject({ ok: false });
    expect(listReplacedWork(storage).map((e) => e.savedAtMs)).toEqual([10]);
  });
});
