// A link opened in a tab that is already open: browsers change only the hash, without a
// reload. A valid link replaces the scenario (the work it replaces is kept as a backup); a
// broken one is reported and changes nothing.
import { PREVIOUS_SCENARIO_KEY, loadSavedScenario, saveScenario } from '../../scenarios/storage';
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { appStore } from '../../store/appStore';
import { isAboutLink, linkNoticeFor } from './linkNotice';
import { setLinkNotice } from './linkNoticeStore';

/** At start: the store already opened the link or fell back; say why, in the link banner. */
export function announceStartingLink(hash: string): void {
  const notice = linkNoticeFor(hash);
  const instead = loadSavedScenario().ok
    ? 'Your saved scenario is open instead; it has not been changed.'
    : 'The first lesson is open instead.';
  setLinkNotice(notice && notice.kind === 'broken' ? { ...notice, instead } : notice);
  const { error, dismissError } = appStore.getState();
  if (notice && error && !error.fatal && isAboutLink(error.message, notice)) dismissError();
}

export function openLinkInPlace(hash: string): void {
  const result = decodeScenarioFromUrl(hash);
  if (!result.ok) {
    const notice = linkNoticeFor(hash);
    setLinkNotice(notice && { ...notice, instead: 'The scenario on screen has not been changed.' });
    return;
  }
  const app = appStore.getState();
  saveScenario(app.scenario, undefined, PREVIOUS_SCENARIO_KEY);
  app.loadScenario(result.scenario, result.presetId ?? null);
  setLinkNotice(linkNoticeFor(hash));
}
