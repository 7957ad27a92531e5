// The scenario being edited survives a reload: the caller saves it (debounced) and the app
// restores it at start. A link wins over saved work only when it opens; a broken link
// shows its message and leaves the saved work alone. Storage that throws (private mode,
// quota, disabled) is reported, never thrown.
import type { Scenario } from '../sim/scenario';
import { compactScenario } from './compact';
import { parseJsonSafely } from './jsonSafety';
import { loadScenarioDocument } from './loadDocument';
import { isEditedWork, keepReplacedWork, type ReplacedWork } from './replacedWork';
import { decodeScenarioFromUrl } from './urlCodec';

/** @internal exported for tests */
export const SAVED_SCENARIO_KEY = 'resilience-playground/scenario';
/**
 * The single slot older versions kept the work a link replaced in; read once and moved into
 * the replaced-work list (src/scenarios/replacedWork.ts), which is where it lives now.
 * @internal exported for tests
 */
export const PREVIOUS_SCENARIO_KEY = 'resilience-playground/scenario-before-link';

/** The preset the saved work came from, so its lesson comes back with it. */
const SAVED_PRESET_KEY = 'resilience-playground/preset-id';

/** The part of `Storage` used here, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SaveResult = { ok: true } | { ok: false; error: string };

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // Reading `localStorage` itself throws when storage is disabled.
  }
}

export function saveScenario(
  scenario: Scenario,
  storage: KeyValueStorage | undefined = defaultStorage(),
  key: string = SAVED_SCENARIO_KEY,
): SaveResult {
  if (!storage) return { ok: false, error: 'this browser does not let the page save anything' };
  try {
    storage.setItem(key, JSON.stringify(compactScenario(scenario)));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `could not save the scenario: ${String(error)}` };
  }
}

/** Remembers (or forgets, with null) the preset the saved work came from. Never throws. */
export function savePresetId(
  presetId: string | null,
  storage: KeyValueStorage | undefined = defaultStorage(),
): void {
  try {
    if (presetId === null) storage?.removeItem(SAVED_PRESET_KEY);
    else storage?.setItem(SAVED_PRESET_KEY, presetId);
  } catch {
    // Saving the scenario itself reports storage failures; the preset id is a nicety.
  }
}

function loadSavedPresetId(storage: KeyValueStorage | undefined): string | undefined {
  try {
    return storage?.getItem(SAVED_PRESET_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export type RestoreResult =
  | { ok: true; scenario: Scenario; migratedFrom?: number }
  | { ok: false; error: string; empty?: boolean };

export function loadSavedScenario(
  storage: KeyValueStorage | undefined = defaultStorage(),
  key: string = SAVED_SCENARIO_KEY,
): RestoreResult {
  let text: string | null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch (error) {
    return { ok: false, error: `could not read the saved scenario: ${String(error)}` };
  }
  if (text === null) return { ok: false, empty: true, error: 'nothing saved yet' };
  const json = parseJsonSafely(text);
  if (!json.ok) return { ok: false, error: `the saved scenario is damaged: ${json.error}` };
  const loaded = loadScenarioDocument(json.value);
  return loaded.ok
    ? loaded
    : { ok: false, error: `the saved scenario is not valid:\n${loaded.error}` };
}

export interface StartingScenario {
  scenario: Scenario;
  source: 'link' | 'saved' | 'default';
  /** For the page to show: why the link did not open, or a warning about it. */
  message?: string;
  presetId?: string;
  /** The edited work the link replaced (kept in the replaced-work list), for the page to name. */
  replaced?: ReplacedWork;
}

/** Moves the old single backup slot into the replaced-work list, once. Never throws. */
function adoptLegacyBackup(storage: KeyValueStorage | undefined): void {
  const legacy = loadSavedScenario(storage, PREVIOUS_SCENARIO_KEY);
  if (legacy.ok) {
    const kept = keepReplacedWork(
      { savedAtMs: 0, presetId: null, scenario: legacy.scenario },
      storage,
    );
    if (!kept.ok) return; // Left where it is, to be tried again next time.
  }
  try {
    storage?.removeItem(PREVIOUS_SCENARIO_KEY);
  } catch {
    // Nothing is lost: the entry stays in the old slot.
  }
}

/**
 * What the app opens with: the link's scenario if it opens, else the saved work, else
 * `fallback`. When a valid link replaces edited saved work, that work is kept in the
 * replaced-work list (the only write this function makes, with the legacy slot's move).
 */
export function chooseStartingScenario(
  hash: string,
  fallback: () => Scenario,
  storage: KeyValueStorage | undefined = defaultStorage(),
  nowMs: number = Date.now(),
): StartingScenario {
  adoptLegacyBackup(storage);
  const link = decodeScenarioFromUrl(hash);
  const saved = loadSavedScenario(storage);
  if (link.ok) {
    // On a reload the hash (which follows edits) and the saved work are the same, and a
    // lesson as shipped can be opened again: neither is kept, or the list fills with noise.
    const savedPresetId = saved.ok ? (loadSavedPresetId(storage) ?? null) : null;
    const replaced: ReplacedWork | undefined =
      saved.ok && isEditedWork(saved.scenario, savedPresetId, link.scenario)
        ? { savedAtMs: nowMs, presetId: savedPresetId, scenario: saved.scenario }
        : undefined;
    const kept = replaced ? keepReplacedWork(replaced, storage).ok : false;
    return {
      scenario: link.scenario,
      source: 'link',
      ...(link.warning ? { message: link.warning } : {}),
      ...(link.presetId ? { presetId: link.presetId } : {}),
      ...(replaced && kept ? { replaced } : {}),
    };
  }
  const notes = [
    ...(link.empty ? [] : [`This link could not be opened: ${link.error}`]),
    ...(saved.ok || saved.empty
      ? []
      : [`Your saved scenario could not be restored: ${saved.error}`]),
  ];
  const message = notes.length > 0 ? notes.join('\n') : undefined;
  const savedPresetId = saved.ok ? loadSavedPresetId(storage) : undefined;
  const base = saved.ok
    ? {
        scenario: saved.scenario,
        source: 'saved' as const,
        ...(savedPresetId ? { presetId: savedPresetId } : {}),
      }
    : { scenario: fallback(), source: 'default' as const };
  return { ...base, ...(message ? { message } : {}) };
}
