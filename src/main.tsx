// The page's entry: pick the starting scenario, start the worker bridge, render the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore } from './store/appStore';
import { startingScenario } from './store/startingScenario';
import { startWorkerBridge } from './store/workerBridge';
import { App } from './ui/App';
import { setReplacedNotice } from './ui/files/replacedWorkActions';
import { startLanguage } from './ui/i18n/startLanguage';
import { preloadDeferredViews } from './ui/lazyViews';

// Before the first render, so the page never flashes in the wrong language.
const languageNote = startLanguage(location.hash);
const start = startingScenario(location.search, location.hash);
appStore.setState({ scenario: start.scenario, presetId: start.presetId });
if (start.message) appStore.getState().receiveError({ message: start.message, fatal: false });
if (start.replaced) setReplacedNotice(start.replaced);
startWorkerBridge();

// A read-only handle for the e2e tests and `npm run bench:ui`.
(globalThis as { __playground?: unknown }).__playground = { store: appStore };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render as a transition: React renders it in slices of a few milliseconds,
// yielding between them, instead of one task of half a second that freezes the page.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App languageNote={languageNote} />
    </StrictMode>,
  );
});
preloadDeferredViews();
