// The works that links and lessons replaced, newest first, so a student who opens the
// teacher's link over their own edits can bring them back. A short list, not one slot:
// the second link of a lesson must not overwrite the work the first one replaced.
// Read defensively: an entry that does not parse is dropped, never thrown.
import { z } from 'zod';
import type { Scenario } from '../sim/scenario';
import { compactScenario, deepEqual } from './compact';
import { parseJsonSafely } from './jsonSafety';
import { applyTryStep } from './lessonSteps';
import { loadScenarioDocument } from './loadDocument';
import { getPreset, presetScenario } from './presets';
import type { KeyValueStorage, SaveResult } from './storage';

/**
 * Versioned: a later format gets a new key instead of misreading this one.
 * @internal exported for tests
 */
export const REPLACED_WORK_KEY = 'resilience-playground/replaced-work/v1';
/**
 * How many replaced works are kept; the oldest goes first.
 * @internal exported for tests
 */
export const REPLACED_WORK_LIMIT = 5;

export interface ReplacedWork {
  /** When it was replaced (epoch ms), for the list to show. */
  savedAtMs: number;
  /** The lesson the work was built from, if any, for its name. */
  presetId: string | null;
  scenario: Scenario;
}

// The scenario is checked by the scenario's own loader (with its migrations), not here.
const entrySchema = z.object({
  savedAtMs: z.number().int().nonnegative(),
  presetId: z.string().nullable(),
  scenario: z.unknown(),
});

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // Reading `localStorage` itself throws when storage is disabled.
  }
}

/** The kept works, newest first; damaged storage reads as fewer entries, never an error. */
export function listReplacedWork(
  storage: KeyValueStorage | undefined = defaultStorage(),
): ReplacedWork[] {
  let text: string | null;
  try {
    text = storage?.getItem(REPLACED_WORK_KEY) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  const json = parseJsonSafely(text);
  if (!json.ok || !Array.isArray(json.value)) return [];
  return json.value.flatMap((raw: unknown) => {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) return [];
    const loaded = loadScenarioDocument(entry.data.scenario);
    if (!loaded.ok) return [];
    return [
      { savedAtMs: entry.data.savedAtMs, presetId: entry.data.presetId, scenario: loaded.scenario },
    ];
  });
}

function writeList(list: ReplacedWork[], storage: KeyValueStorage | undefined): SaveResult {
  if (!storage) return { ok: false, error: 'this browser does not let the page save anything' };
  // When storage is full, keep as many of the newest works as fit rather than none.
  for (let n = list.length; n >= 1; n--) {
    const stored = list.slice(0, n).map((e) => ({ ...e, scenario: compactScenario(e.scenario) }));
    try {
      storage.setItem(REPLACED_WORK_KEY, JSON.stringify(stored));
      return { ok: true };
    } catch (error) {
      if (n === 1)
        return { ok: false, error: `could not keep the replaced work: ${String(error)}` };
    }
  }
  try {
    storage.removeItem(REPLACED_WORK_KEY);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `could not keep the replaced work: ${String(error)}` };
  }
}

/** Keeps `work` as the newest entry (dropping the oldest past the limit). Never throws. */
export function keepReplacedWork(
  work: ReplacedWork,
  storage: KeyValueStorage | undefined = defaultStorage(),
): SaveResult {
  // The same work replaced twice (a link opened twice) is one entry, moved to the front.
  const others = listReplacedWork(storage).filter((e) => !deepEqual(e.scenario, work.scenario));
  return writeList([work, ...others].slice(0, REPLACED_WORK_LIMIT), storage);
}

/**
 * Whether replacing `current` by `next` would cost the user something: it is not `next`
 * itself, and it is not a lesson as it ships, nor one of its "try" variants (each can be
 * opened again with a click, and keeping them would push real work out of the list).
 */
export function isEditedWork(current: Scenario, presetId: string | null, next: Scenario): boolean {
  if (deepEqual(current, next)) return false;
  const preset = presetId === null ? undefined : getPreset(presetId);
  if (!preset || !presetId) return true;
  const shipped = presetScenario(presetId);
  if (deepEqual(current, shipped)) return false;
  return !preset.lesson.try.some((step) => {
    const variant = applyTryStep(shipped, step);
    return variant.ok && deepEqual(current, variant.scenario);
  });
}

export type RestoreReplacedResult =
  { ok: true; restored: ReplacedWork; kept: boolean } | { ok: false; error: string };

/**
 * Takes entry `index` out of the list to be restored, keeping the current work in its place
 * first (when it is edited), so restoring never loses anything either.
 */
export function takeReplacedWork(
  index: number,
  current: { scenario: Scenario; presetId: string | null },
  nowMs: number,
  storage: KeyValueStorage | undefined = defaultStorage(),
): RestoreReplacedResult {
  const list = listReplacedWork(storage);
  const restored = list[index];
  if (!restored) return { ok: false, error: 'that replaced work is no longer kept' };
  const rest = list.filter((_, i) => i !== index);
  const kept = isEditedWork(current.scenario, current.presetId, restored.scenario);
  const next = kept ? [{ savedAtMs: nowMs, ...current }, ...rest] : rest;
  const written = writeList(next.slice(0, REPLACED_WORK_LIMIT), storage);
  // If the current work cannot be kept, it is not replaced either.
  if (!written.ok && kept) return written;
  return { ok: true, restored, kept };
}
