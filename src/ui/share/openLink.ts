// A link opened in a tab that is already open: browsers change only the hash, without a
// reload. A valid link replaces the scenario (the work it replaces is kept as a backup); a
// broken one (or one that would cost edited work that cannot be kept) is reported and
// changes nothing.
import { loadSavedScenario } from '../../scenarios/storage';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { appStore } from '../../store/appStore';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { i18n } from '../i18n/i18n';
import { applyLinkLanguage } from '../i18n/startLanguage';
import { isAboutLink, linkNoticeFor, type LinkNotice } from './linkNotice';
import { setLinkNotice } from './linkNoticeStore';

/** A link asking for a language this page does not have: said, not silently ignored. */
const languageNotice = (note: string | null): LinkNotice | null =>
  note === null ? null : { kind: 'warning', title: i18n.t('language.unknownTitle'), detail: note };

/**
 * At start: the store already opened the link or fell back; say why, in the link banner.
 * `languageNote` is what the link's language asked for, when the page cannot show it.
 */
export function announceStartingLink(hash: string, languageNote: string | null = null): void {
  const notice = linkNoticeFor(hash);
  const instead = loadSavedScenario().ok
    ? i18n.t('link.savedInstead')
    : i18n.t('link.firstLessonInstead');
  setLinkNotice(
    notice && notice.kind === 'broken'
      ? { ...notice, instead }
      : (notice ?? languageNotice(languageNote)),
  );
  const { error, dismissError } = appStore.getState();
  if (notice && error && !error.fatal && isAboutLink(error.message, notice)) dismissError();
}

/**
 * The link a hash change went to. Not `location.hash`: the URL sync's debounced write of the
 * last edit (history.replaceState) may land between the change and its event, and reading the
 * address then would open the old scenario again instead of the pasted link.
 */
export const linkOfHashChange = (event: Pick<HashChangeEvent, 'newURL'>): string =>
  new URL(event.newURL).hash;

export function openLinkInPlace(hash: string): void {
  const result = decodeScenarioFromUrl(hash);
  if (!result.ok) {
    const notice = linkNoticeFor(hash);
    setLinkNotice(notice && { ...notice, instead: i18n.t('link.unchanged') });
    return;
  }
  const languageNote = applyLinkLanguage(hash, null);
  const replaced = replaceWork(result.scenario, result.presetId ?? null);
  if (!replaced.ok) {
    const title = i18n.t('replaced.linkNotOpened');
    setLinkNotice({ kind: 'broken', title, detail: notReplacedDetail(replaced.error) });
    return;
  }
  setLinkNotice(linkNoticeFor(hash) ?? languageNotice(languageNote));
}
