// Workshop Wi-Fi: once loaded, the page works offline. The service worker
// precaches every built file, so a reload with the network gone brings back the page, its
// simulation worker (Play runs) and a chunk loaded only on demand (the QR dialog).
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

test('offline, a reload brings the page back from the service worker, and it plays', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A context of its own: the one the other tests share blocks service workers.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const app = new PlaygroundPage(page);
  await app.open();
  // Ready: the worker is active and has precached the build (its install step).
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

  await context.setOffline(true);
  // Proof that the network is gone for the page: a file the build does not have fails.
  const fetched = await page.evaluate(() =>
    fetch(`/not-precached-${Date.now()}.txt`).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(fetched).toBe('failed');

  await page.reload();
  await expect(app.status).toHaveText('Paused', { timeout: 30_000 });
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds(), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await app.playPause.click();
  // A chunk the first screen does not load comes from the precache too.
  await page.getByTestId('qr-button').click();
  await expect(page.getByTestId('qr-dialog')).toBeVisible();
  await context.setOffline(false);
  await context.close();
});
