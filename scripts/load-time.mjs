#!/usr/bin/env node
// Time to a playable page on a throttled line, through Chrome's own network
// emulation (CDP), against a built page (`vite build && vite preview`), cache empty:
//   node scripts/load-time.mjs http://127.0.0.1:4173/
// "Playable" = the simulation is loaded and the Play button works (status "Paused").
// Then goes offline and reloads: the service worker must serve the whole page.
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const LINES = {
  // Chrome DevTools' "Slow 3G": 400 kbit/s down and up, 2 s round trip.
  'slow 3G': { downloadThroughput: 50_000, uploadThroughput: 50_000, latency: 2_000 },
  // The workshop Wi-Fi: 1.6 Mbit/s, 100 ms round trip.
  'workshop Wi-Fi 1.6 Mbit/s': {
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
    latency: 100,
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const [name, line] of Object.entries(LINES)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...line });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('play-pause').waitFor({ timeout: 120_000 });
  const firstScreenMs = Date.now() - start;
  await page.getByTestId('run-status').filter({ hasText: 'Paused' }).waitFor({ timeout: 180_000 });
  const playableMs = Date.now() - start;
  console.log(
    `${name}: first screen ${(firstScreenMs / 1000).toFixed(1)} s, playable ${(playableMs / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} kB transferred by then`,
  );
  if (name === 'slow 3G') {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.reload();
    await page.getByTestId('run-status').filter({ hasText: 'Paused' }).waitFor({ timeout: 60_000 });
    console.log('offline reload: the page loads and is playable from the service worker');
  }
  await context.close();
}
await browser.close();
