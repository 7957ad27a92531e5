// Starts the URL and localStorage sync for the page's lifetime, and writes what is pending
// when the page is hidden or unloads (a reload right after an edit keeps it). Announces the
// link the page opened with, and opens a link pasted into the address bar later.
import { useEffect, useState } from 'react';
import { appStore } from '../../store/appStore';
import { announceStartingLink, openLinkInPlace } from './openLink';
import { keptRoomSuffix } from './roomLink';
import { roomStore } from './roomStore';
import { startScenarioSync } from './urlSync';

/** The last save error (private mode, full storage), or null when saving works. */
export function useScenarioSync(): string | null {
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    announceStartingLink(window.location.hash);
    const onHashChange = () => openLinkInPlace(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    const sync = startScenarioSync({
      store: appStore,
      where: window.location,
      history: window.history,
      roomSuffix: () => keptRoomSuffix(roomStore.getState()),
      onSaved: (result) => setSaveError(result.ok ? null : result.error),
    });
    const flush = () => sync.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('hashchange', onHashChange);
      sync.stop();
    };
  }, []);
  return saveError;
}
