// One sampled request of retry-storm during its outage, followed down the chain: the
// waterfall lists failed requests first, and the chosen one shows each call, its retries as
// sibling attempts, and why they failed.
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

test('a failed request of retry-storm is followed through its calls and retries', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.openAt('p=retry-storm', 40);

  await page.getByTestId('files-menu').click();
  await page.getByTestId('open-waterfall').click();
  const dialog = page.getByTestId('waterfall-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('up to 40.0 s', { timeout: 60_000 });

  // Failed requests come first; the outage fails every request at the leaf.
  const requests = dialog.getByTestId('waterfall-request');
  await expect(requests.first()).toHaveAttribute('data-failed', 'true');
  await requests.first().click();
  await expect(requests.first()).toHaveAttribute('aria-pressed', 'true');

  const rows = dialog.getByTestId('waterfall-row');
  const calls = dialog.locator('[data-testid="waterfall-row"][data-kind="call"]');
  await expect(calls.nth(0)).toContainText('shoppers → gateway');
  await expect(calls.nth(1)).toContainText('gateway → bff');
  await expect(calls.nth(2)).toContainText('bff → orders');
  await expect(calls.nth(3)).toContainText('orders → stock');
  // The leaf's attempts failed on the outage's 500 and were retried until none were left.
  await expect(rows.filter({ hasText: 'attempt 3' }).first()).toContainText('failed: HTTP 500');
  await expect(calls.nth(3)).toContainText(/retry after \d+ ms/);
  await expect(calls.nth(3)).toContainText('gave up: no attempts left');

  // Readable: the row text is at least 14 px.
  const fontPx = await rows
    .first()
    .locator('.waterfall__notes')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx).toBeGreaterThanOrEqual(14);

  await page.screenshot({ path: 'artifacts/waterfall.png' });

  // Keyboard: Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // From a selected call: only requests through it, its rows marked.
  await page.getByTestId('selection-picker').selectOption('edge:orders->stock');
  await page.getByTestId('follow-call').click();
  await expect(dialog).toContainText('Only requests that went through orders → stock', {
    timeout: 60_000,
  });
  await expect(dialog.locator('.waterfall__row--chosen').first()).toContainText('orders → stock');
  await dialog.getByTestId('waterfall-close').click();
  await expect(dialog).toBeHidden();
  expect(app.consoleErrors).toEqual([]);
});

test('in Korean the waterfall reads in Korean, the services keeping their names', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.openAt('p=retry-storm', 40);
  await page.getByTestId('language-select').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  await page.getByTestId('files-menu').click();
  await page.getByTestId('open-waterfall').click();
  const dialog = page.getByTestId('waterfall-dialog');
  await expect(dialog).toContainText('40.0초까지', { timeout: 60_000 });
  await expect(
    dialog.getByTestId('waterfall-row').filter({ hasText: '시도 3' }).first(),
  ).toContainText('실패: HTTP 500');
  // Left in Latin letters: the scenario's names, HTTP and ms; any other word is a leak.
  const text = await dialog.innerText();
  const rest = text.replace(/\b(shoppers|gateway|bff|orders|stock|HTTP|ms)\b/g, '');
  expect(rest.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
  await page.screenshot({ path: 'artifacts/waterfall-ko.png' });
});
