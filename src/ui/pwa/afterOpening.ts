// When the page has opened: a while after its load event, at the browser's next idle moment.
//
// The service worker's first install precaches every built file, and Chromium compiles each
// script it stores (its code cache): 300–400 ms of CPU on a thread of its own. Registered at
// the load event, that work ran while the page mounted its views, and on a two-core machine
// (the page, the simulation worker, the service worker) it stretched the page's own tasks
// past 50 ms (`npm run bench:ui -- --open`). Offline use needs the worker installed at some
// point in a session, not in its first second.
import { useEffect, useState } from 'react';

/** How long after the load event the page counts as opened, ms. */
export const OPENED_AFTER_LOAD_MS = 4_000;
/** The longest wait for an idle moment after that, ms. */
const IDLE_TIMEOUT_MS = 2_000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(resolve, 0);
  });
}

/** Resolves once the page has opened (see above). */
export async function afterOpening(): Promise<void> {
  await loaded();
  await new Promise((resolve) => setTimeout(resolve, OPENED_AFTER_LOAD_MS));
  await idle();
}

/** False until the page has opened. */
export function useAfterOpening(): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterOpening().then(() => mounted && setOpened(true));
    return () => {
      mounted = false;
    };
  }, []);
  return opened;
}
