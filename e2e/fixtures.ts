// The specs' `test`: Playwright's, with one browser context per worker instead of one per test.
// A fresh context starts with an empty HTTP and code cache, so every test paid for fetching
// and compiling the whole build again (about a second of a 2-core machine per test, 128
// tests). Each test still gets its own page (tab), and starts with the site's storage cleared,
// so nothing a test saves reaches the next one; a test that needs a context of its own
// (another browser, a service worker, offline) asks `browser.newContext()` for it.
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** The project's context options that a context shared by a worker's tests can take. */
function sharedOptions(use: BrowserContextOptions): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } =
    use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers };
}

export const test = base.extend<object, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(sharedOptions(workerInfo.project.use));
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmContext, viewport, baseURL }, provide) => {
    const page = await warmContext.newPage();
    // The cache stays; local storage, IndexedDB and cache storage of the site go.
    const cdp = await warmContext.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL ?? '').origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,websql,file_systems',
    });
    await cdp.detach();
    // A describe's `test.use({ viewport })` still gives its tests that viewport.
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    await page.close();
  },
});
