// The link and the saved copy follow the scenario: a debounced write of the URL hash
// (history.replaceState: one history entry, not one per slider step) and of localStorage.
// Nothing is written at start: a broken link stays in the address bar with its message,
// and saved work is only replaced by an edit.
import type { StoreApi } from 'zustand/vanilla';
import type { Scenario } from '../../sim/scenario';
import {
  saveScenario,
  savePresetId,
  type KeyValueStorage,
  type SaveResult,
} from '../../scenarios/storage';
import { baselineHashPart } from '../../scenarios/abLink';
import { encodeScenarioToHash, linkFits } from '../../scenarios/urlCodec';
import type { AppState } from '../../store/types';
import { withLanguage, type Language } from '../i18n/languages';

const SYNC_DEBOUNCE_MS = 500;
/** Query parameters that pick the starting scenario: once edited, the hash must win. */
const START_PARAMS = ['preset', 'seed'];

type Where = Pick<Location, 'pathname' | 'search'>;

/** The link for a scenario: the preset form when it came from one, else the full form. */
export function scenarioHash(
  scenario: Scenario,
  presetId: string | null,
  language?: Language,
): string {
  const hash = encodeScenarioToHash(scenario, presetId ? { presetId } : {});
  return language ? withLanguage(hash, language) : hash;
}

/** The page's path and query (without the start parameters), then `hash`. */
export function urlWithHash(where: Where, hash: string): string {
  const params = new URLSearchParams(where.search);
  for (const name of START_PARAMS) params.delete(name);
  const query = params.toString();
  return `${where.pathname}${query ? `?${query}` : ''}${hash}`;
}

export interface SyncDeps {
  store: Pick<StoreApi<AppState>, 'getState' | 'subscribe'>;
  where: Where;
  history: Pick<History, 'replaceState'>;
  storage?: KeyValueStorage;
  debounceMs?: number;
  /** The classroom part kept after the scenario (`&c=…&lock=…`), if any. */
  roomSuffix?(): string;
  /** The page's language, carried in the link; `subscribe` returns its unsubscribe. */
  language?: { get(): Language; subscribe(onChange: () => void): () => void };
  /** Told when saving fails (private mode, quota), or succeeds again. */
  onSaved?(result: SaveResult): void;
}

export interface ScenarioSync {
  /** Writes now what is pending (before the page unloads). */
  flush(): void;
  stop(): void;
}

export function startScenarioSync(deps: SyncDeps): ScenarioSync {
  const { store, where, history, storage, debounceMs = SYNC_DEBOUNCE_MS } = deps;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const { scenario, presetId, baseline } = store.getState();
    // With a pinned baseline the link carries the pair (A, B), so the A/B comparison reopens.
    const hash =
      scenarioHash(scenario, presetId, deps.language?.get()) +
      (baseline ? baselineHashPart(baseline) : '');
    // Too long for a link: the address keeps no scenario; the file export carries it.
    const room = deps.roomSuffix?.() ?? '';
    history.replaceState(null, '', urlWithHash(where, linkFits(hash) ? hash + room : ''));
    const saved = saveScenario(scenario, storage);
    savePresetId(presetId, storage);
    deps.onSaved?.(saved);
  };
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(write, debounceMs);
  };
  const unsubscribeStore = store.subscribe((state, previous) => {
    if (
      state.scenario === previous.scenario &&
      state.presetId === previous.presetId &&
      state.baseline === previous.baseline
    )
      return;
    schedule();
  });
  const unsubscribeLanguage = deps.language?.subscribe(schedule);
  const unsubscribe = () => {
    unsubscribeStore();
    unsubscribeLanguage?.();
  };
  return {
    flush: () => {
      if (timer === null) return;
      clearTimeout(timer);
      write();
    },
    stop: () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
