// Every way the page replaces the scenario wholesale (a link, a challenge, a lesson picked)
// goes through `replaceWork`, which keeps edited work first; `restoreReplacedWork` brings an
// entry back, keeping the work on screen in its place. The last replacement is remembered
// for the banner that names it.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { deepEqual } from '../../scenarios/compact';
import { getPreset } from '../../scenarios/presets';
import {
  isEditedWork,
  keepReplacedWork,
  listReplacedWork,
  takeReplacedWork,
  type ReplacedWork,
} from '../../scenarios/replacedWork';
import type { Scenario } from '../../sim/scenario';
import { settleAfterSwitch } from '../workbench/workbenchStore';
import { appStore } from '../../store/appStore';
import { currentLanguage, i18n } from '../i18n/i18n';
import { inLanguage } from '../i18n/lessons';
import { showFileNotice } from './fileNotice';

/**
 * The edited work the last link or lesson replaced, until dismissed or restored.
 * @internal exported for tests
 */
export const replacedNoticeStore = createStore<{ replaced: ReplacedWork | null }>()(() => ({
  replaced: null,
}));
export const useReplacedNotice = () => useStore(replacedNoticeStore, (s) => s.replaced);
export const setReplacedNotice = (replaced: ReplacedWork | null) =>
  replacedNoticeStore.setState({ replaced });

/** What the list and the banner call an entry: its lesson's title, or "your own scenario". */
export function replacedWorkName(entry: Pick<ReplacedWork, 'presetId'>): string {
  const preset = entry.presetId === null ? undefined : getPreset(entry.presetId);
  return preset
    ? i18n.t('replaced.editedLesson', { title: inLanguage(preset, currentLanguage()).lesson.title })
    : i18n.t('replaced.yours');
}

/** When it was replaced, in the page's language; entries moved from the old slot have none. */
export function replacedWorkTime(entry: Pick<ReplacedWork, 'savedAtMs'>): string {
  if (entry.savedAtMs === 0) return i18n.t('replaced.earlier');
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(entry.savedAtMs);
}

/** `loaded` is false when the store refused `next` (it says why in its scenario issues). */
export type ReplaceResult =
  { ok: true; replaced: ReplacedWork | null; loaded: boolean } | { ok: false; error: string };

/**
 * Opens `next` in place of the work on screen. Edited work is kept first; if it cannot be
 * kept (storage full or blocked), nothing is replaced and the error says why.
 */
export function replaceWork(next: Scenario, nextPresetId: string | null): ReplaceResult {
  const app = appStore.getState();
  const edited = isEditedWork(app.scenario, app.presetId, next);
  const replaced = edited
    ? { savedAtMs: Date.now(), presetId: app.presetId, scenario: app.scenario }
    : null;
  if (replaced) {
    const kept = keepReplacedWork(replaced);
    if (!kept.ok) return kept;
  }
  const loaded = app.loadScenario(next, nextPresetId);
  if (loaded) {
    setReplacedNotice(replaced);
    settleAfterSwitch();
  }
  return { ok: true, replaced, loaded };
}

/** Brings back entry `index` of the list; the work on screen takes its place there. */
export function restoreReplacedWork(index: number): void {
  const app = appStore.getState();
  const taken = takeReplacedWork(
    index,
    { scenario: app.scenario, presetId: app.presetId },
    Date.now(),
  );
  if (!taken.ok) {
    showFileNotice({ kind: 'error', title: i18n.t('replaced.notRestored'), detail: taken.error });
    return;
  }
  if (app.loadScenario(taken.restored.scenario, taken.restored.presetId)) settleAfterSwitch();
  setReplacedNotice(null);
  showFileNotice({
    kind: 'info',
    title: i18n.t('replaced.restored', { name: replacedWorkName(taken.restored) }),
    detail: taken.kept ? i18n.t('replaced.swapped') : '',
  });
}

/** Restores `entry` wherever it now is in the list (the banner's entry may have moved). */
export function restoreReplacedEntry(entry: ReplacedWork): void {
  const index = listReplacedWork().findIndex((e) => deepEqual(e.scenario, entry.scenario));
  restoreReplacedWork(index);
}

/** A refused replacement, said in the link banner's words. */
export function notReplacedDetail(error: string): string {
  return i18n.t('replaced.notKept', { error });
}
