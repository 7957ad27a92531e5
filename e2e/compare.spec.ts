// A/B on common random numbers: pin a baseline, change a setting while the
// run plays, see A's ghost on the charts, the change marked in time, and the delta table;
// the A/B link replays the same pair, with the same deltas, in a fresh browser.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

const LABEL = 'retry maxAttempts 3 → 1';

/** Steps the paused clock to `seconds` with the page's own shortcut (Shift+→, one second). */
async function stepTo(page: Page, seconds: number) {
  const app = new PlaygroundPage(page);
  const now = await app.clockSeconds();
  await page.evaluate(
    (count) => {
      for (let i = 0; i < count; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true }));
      }
    },
    Math.round(seconds - now),
  );
  await expect(app.clock).toHaveText(`t = ${seconds.toFixed(1)} s`, { timeout: 30_000 });
}

/** The delta table's rows, once two reads half a second apart agree (it redraws twice a second). */
async function settledDeltas(page: Page): Promise<string> {
  const table = page.getByTestId('delta-table');
  await expect(table).toBeVisible();
  let previous = '';
  for (let i = 0; i < 20; i++) {
    const text = await table.innerText();
    if (text === previous) return text;
    previous = text;
    await page.waitForTimeout(500);
  }
  return previous;
}

test('pin a baseline, change a setting: ghost, marker and deltas; the A/B link replays them', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=retry-storm');
  await page.getByRole('button', { name: 'Pin as baseline (A)' }).click();
  await page.getByTestId('selection-picker').selectOption('edge:gateway->bff');
  await stepTo(page, 35);
  const attempts = page.getByRole('spinbutton', { name: 'Attempts, first included' });
  await attempts.fill('1');
  await attempts.press('Enter');
  await stepTo(page, 50);

  const what = page.getByTestId('what-changed');
  await expect(what).toContainText(`gateway → bff: ${LABEL}`);
  await expect(page.getByTestId('client-chart').first()).toHaveAttribute('data-ghost', 'A');
  await expect(page.getByTestId('client-chart').first().getByText(LABEL)).toBeVisible();
  await expect(page.getByTestId('cascade-heatmap').getByText(LABEL)).toBeAttached();
  await expect(page.getByTestId('event-log')).toContainText(LABEL);
  const retries = page.getByTestId('delta-edge-gateway->bff').locator('[data-metric="retries"]');
  // Fewer retries is a change, not a verdict: retries have no good direction of their own.
  await expect(retries).toHaveAttribute('data-verdict', 'changed');
  await expect(retries.locator('[data-field="delta"]')).toContainText('−');
  await expect(retries.locator('[data-field="delta"]')).not.toContainText(/better|worse/);
  const deltas = await settledDeltas(page);
  expect(deltas).toContain('at t = 50 s, both runs');
  await page.getByTestId('compare-panel').screenshot({ path: 'artifacts/compare-ab.png' });

  await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('&a=');
  const link = page.url();
  const fresh = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const other = await fresh.newPage();
  const otherApp = new PlaygroundPage(other);
  await other.goto(link);
  await expect(otherApp.status).toHaveText('Paused');
  await expect(other.getByTestId('what-changed')).toContainText(`gateway → bff: ${LABEL}`);
  await stepTo(other, 50);
  expect(await settledDeltas(other)).toBe(deltas);
  await expect(other.getByTestId('event-log')).toContainText(LABEL);

  // A broken baseline in a link: B opens, and the page says what was wrong with A.
  const broken = link.replace(/&a=([^&]{20})[^&]*/, '&a=$1');
  const third = await fresh.newPage();
  await third.goto(broken);
  await expect(new PlaygroundPage(third).status).toHaveText('Paused');
  await expect(third.getByTestId('baseline-link-error')).toContainText('B is open');
  await expect(third.getByRole('button', { name: 'Pin as baseline (A)' })).toBeVisible();
  await fresh.close();
});
