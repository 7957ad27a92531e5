// Starts the URL and localStorage sync for the page's lifetime, and writes what is pending
// when the page is hidden or unloads (a reload right after an edit keeps it). Announces the
// link the page opened with, and opens a link pasted into the address bar later.
import { useEffect, useState } from 'react';
import { appStore } from '../../store/appStore';
import { announceStartingLink, linkOfHashChange, openLinkInPlace } from './openLink';
import { keptRoomSuffix } from './roomLink';
import { roomStore } from './roomStore';
import { startScenarioSync } from './urlSync';
import { currentLanguage, i18n } from '../i18n/i18n';

const pageLanguage = {
  get: currentLanguage,
  subscribe(onChange: () => void) {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  },
};

/** The last save error (private mode, full storage), or null when saving works. */
export function useScenarioSync(languageNote: string | null = null): string | null {
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    announceStartingLink(window.location.hash, languageNote);
    const onHashChange = (event: HashChangeEvent) => openLinkInPlace(linkOfHashChange(event));
    window.addEventListener('hashchange', onHashChange);
    const sync = startScenarioSync({
      store: appStore,
      where: window.location,
      history: window.history,
      roomSuffix: () => keptRoomSuffix(roomStore.getState()),
      language: pageLanguage,
      onSaved: (result) => setSaveError(result.ok ? null : result.error),
    });
    const flush = () => sync.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('hashchange', onHashChange);
      sync.stop();
    };
    // The note is read once, at start, like the link it is about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return saveError;
}
