// Paired replications on the page: pin A, change a setting to make B, run a
// few short seeds of both on the worker pool; each delta gets its 95 % interval, and the
// words when it cannot be told from noise; the charts can draw the runs' band.
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

test('run N paired seeds of A and B: intervals in the table, bands on the charts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=retry-storm');
  await page.getByRole('button', { name: 'Pin as baseline (A)' }).click();
  await page.getByTestId('selection-picker').selectOption('edge:gateway->bff');
  const attempts = page.getByRole('spinbutton', { name: 'Attempts, first included' });
  await attempts.fill('1');
  await attempts.press('Enter');

  const section = page.getByTestId('replications');
  await page.getByTestId('replication-seeds').fill('4');
  await page.getByTestId('replication-seconds').fill('40');
  await section.getByRole('button', { name: 'Run 4 seeds of A and B' }).click();
  await expect(page.getByTestId('replication-progress')).toBeVisible();
  await expect(section).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  await expect(page.getByTestId('replication-progress')).toContainText('4 of 4 seeds');

  const table = page.getByTestId('paired-table');
  await expect(table).toContainText('Mean of 4 seeds, 40 s each');
  // One retry layer less: fewer retries on that call, beyond any doubt…
  const retries = page.getByTestId('paired-edge-gateway->bff').locator('[data-metric="retries"]');
  await expect(retries).toHaveAttribute('data-verdict', 'changed');
  await expect(retries.locator('[data-field="interval"]')).toContainText(
    'beyond the noise of 4 seeds',
  );
  // …and a breaker that is not there opened on no seed, in A or in B.
  const opens = page.getByTestId('paired-edge-gateway->bff').locator('[data-metric="time OPEN"]');
  await expect(opens).toContainText('identical on every seed');

  const chart = page.getByTestId('client-chart').first();
  await expect(chart.locator('.band')).toHaveCount(0);
  await page.getByTestId('replication-bands').check();
  await expect(chart.locator('.band').first()).toBeAttached();
  await expect(chart).toContainText('median of 4 runs; 5–95 % shaded');

  // An edit after the run makes the results stale, and the panel says so.
  await attempts.fill('2');
  await attempts.press('Enter');
  await expect(section).toContainText('A or B changed since these seeds ran');
  expect(app.consoleErrors).toEqual([]);
});
