// Links that replay the same run: a link copied at t = 30 s opens in a fresh browser with
// the same read-outs at t = 30 s; a broken link says what was wrong and leaves saved work.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

const SAVED_KEY = 'resilience-playground/scenario';

/**
 * Steps the paused clock one simulated second at a time (Shift+→, the page's own shortcut),
 * to exactly `seconds`. One page action: with tracing on, 30 key presses cost 30 snapshots.
 */
async function stepTo(page: Page, seconds: number) {
  const app = new PlaygroundPage(page);
  await page.evaluate((count) => {
    for (let i = 0; i < count; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true }));
    }
  }, seconds);
  await expect(app.clock).toHaveText(`t = ${seconds.toFixed(1)} s`, { timeout: 20_000 });
}

/** What a person reads: every service and client node's text and the totals rows, by name. */
async function readOuts(page: Page): Promise<Record<string, string>> {
  const nodes = page.locator(
    '[data-testid^="service-node-"], [data-testid^="client-node-"], [data-testid^="summary-client-"]',
  );
  await expect(nodes.first()).toBeVisible();
  const out: Record<string, string> = {};
  for (const node of await nodes.all()) {
    out[(await node.getAttribute('data-testid')) ?? '?'] = (await node.innerText()).trim();
  }
  return out;
}

/**
 * The read-outs once the page has drawn the last step: the graph redraws on its own
 * throttled beat, so two equal reads a little apart mean it has caught up with the clock.
 */
async function settledReadOuts(page: Page): Promise<Record<string, string>> {
  let previous = await readOuts(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const next = await readOuts(page);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('the read-outs never settled');
}

test.describe('sharing', () => {
  test('a copied link replays the same run in a fresh browser', async ({ browser }) => {
    test.setTimeout(120_000);
    const first = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await first.newPage();
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    // An edit, so the link carries more than the preset's name: shoppers at 14 req/s.
    await page.getByTestId('client-rates').locator('input[type="number"]').first().fill('14');
    await page.getByTestId('client-rates').locator('input[type="number"]').first().press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              globalThis as unknown as {
                __playground: {
                  store: { getState(): { scenario: { clients: { arrival: { rps: number } }[] } } };
                };
              }
            ).__playground.store.getState().scenario.clients[0]?.arrival.rps,
        ),
      )
      .toBe(14);
    await page.getByTestId('reset').click();
    await stepTo(page, 30);
    const here = await settledReadOuts(page);

    await page.getByTestId('copy-link').click();
    await expect(page.getByTestId('copy-link')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#(p|s)=/);
    expect(link).not.toContain('preset=');
    await app.screenshot('sharing-copied');

    const second = await browser.newContext();
    const other = await second.newPage();
    const there = new PlaygroundPage(other);
    await other.goto(link);
    await expect(there.status).toHaveText('Paused');
    await expect(other.getByTestId('link-banner')).toHaveCount(0);
    await stepTo(other, 30);
    await expect.poll(() => readOuts(other), { timeout: 10_000 }).toEqual(here);
    expect(there.consoleErrors).toEqual([]);
    await first.close();
    await second.close();
  });

  test('the URL follows edits without piling up history entries', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    const historyLength = await page.evaluate(() => history.length);
    const input = page.getByTestId('client-rates').locator('input[type="number"]').first();
    for (const rps of ['11', '12', '13']) {
      await input.fill(rps);
      await input.press('Enter');
    }
    await expect.poll(() => page.url(), { timeout: 5_000 }).toMatch(/#p=retry-storm.*&d=/);
    // On a slow machine an earlier edit's address can land first: wait until the address has
    // held still for longer than the sync's debounce, so the last edit's is the one reloaded.
    await expect
      .poll(
        async () => {
          const before = page.url();
          await page.waitForTimeout(700);
          return page.url() === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(page.url()).not.toContain('?preset=');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // And the edit is saved: it is back after a reload.
    await page.reload();
    await expect(app.status).toHaveText('Paused');
    await expect(input).toHaveValue('13');
  });

  test('a broken link says what was wrong, keeps the saved work, and the app works', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=pool-domino');
    const input = page.getByTestId('client-rates').locator('input[type="number"]').first();
    await input.fill('7');
    await input.press('Enter');
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), SAVED_KEY))
      .toContain('7');
    const saved = await page.evaluate((k) => localStorage.getItem(k), SAVED_KEY);

    // A link pasted into a tab that is already open: only the hash changes.
    await page.goto('/#s=1.this-is-not-a-scenario');
    const banner = page.getByTestId('link-banner');
    await expect(banner).toContainText('This link could not be opened');
    await expect(banner).toContainText('has not been changed');
    await expect(input).toHaveValue('7');
    // The same link opened afresh: the saved work opens instead.
    await page.reload();
    await expect(app.status).toHaveText('Paused');
    await expect(banner).toContainText('This link could not be opened');
    await expect(banner).toContainText('saved scenario is open instead');
    await expect(page.getByTestId('error-banner')).toHaveCount(0);
    await app.screenshot('sharing-broken-link');
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVED_KEY)).toBe(saved);
    await expect(input).toHaveValue('7');

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await app.playPause.click();
    await expect.poll(() => app.clockSeconds(), { timeout: 10_000 }).toBeGreaterThan(0.5);
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVED_KEY)).toBe(saved);
    expect(app.consoleErrors).toEqual([]);
  });

  test('a lesson steps through its story and a try replays the run', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    const lesson = page.getByTestId('lesson-panel');
    await expect(lesson).toContainText('Retry storm');
    await expect(page.getByTestId('lesson-run')).toContainText('preset as it is');
    while ((await page.getByTestId('lesson-try').count()) === 0) {
      await page.getByTestId('lesson-next').click();
    }
    await page.getByTestId('lesson-try').click();
    await expect(app.status).toHaveText('Playing');
    await expect(page.getByTestId('lesson-run')).toContainText('Running with');
    await expect(page.getByTestId('lesson-try')).toContainText('Run it again');
    await app.screenshot('lesson-try', lesson);
  });
});

test.describe('files', () => {
  test('a scenario file goes out and back in; a bad file is refused with a reason', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('files-menu').click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-scenario').click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/\.scenario\.json$/);
    const jsonPath = await json.path();

    await page.getByTestId('import-file-input').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ "version": 1, "services": [ }'),
    });
    const banner = page.getByTestId('file-banner');
    await expect(banner).toContainText('“broken.json” was not opened');
    await expect(banner).toContainText('not valid JSON');
    await banner.getByRole('button', { name: 'Dismiss' }).click();

    await page.getByTestId('import-file-input').setInputFiles(jsonPath);
    await expect(page.getByTestId('file-banner')).toHaveCount(0);
    await expect(app.status).toHaveText('Paused');
  });

  test('the run’s metrics export as CSV and a chart as PNG', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.evaluate(() => {
      for (let i = 0; i < 5; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true }));
      }
    });
    await expect(app.clock).toHaveText('t = 5.0 s');
    await page.getByTestId('files-menu').click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^t_s,/);
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(6);

    // The menu lists the charts on the page when it opens; they mount one at a time after the
    // page opens, as a person sees them arrive.
    await expect(
      page.getByTestId('amplification-chart').locator('.recharts-surface'),
    ).toBeVisible();
    await page.getByTestId('files-menu').click();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-png').first().click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readFile(await png.path());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(app.consoleErrors).toEqual([]);
  });
});
