// The adaptive concurrency limit as a live line on a chart, beside the calls in
// flight under it.
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

test.describe('the adaptive concurrency limit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('turned on for a call, its chart draws the limit and the calls in flight', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('selection-picker').selectOption('edge:gateway->bff');
    const controls = page.getByTestId('edge-controls');
    await controls
      .getByRole('switch', { name: /^Adaptive concurrency limit/ })
      .check({ force: true });
    const lowest = controls.getByRole('spinbutton', { name: 'Lowest limit' });
    await lowest.fill('2');
    await lowest.press('Enter');
    const chart = page.getByTestId('limit-chart');
    await expect(chart).toBeVisible();
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect(app.status).toHaveText('Finished', { timeout: 60_000 });
    await expect(chart).toContainText('Concurrency limit gateway → bff');
    await expect(chart.locator('.series-legend')).toContainText('limit');
    await expect(chart.locator('.series-legend')).toContainText('calls in flight');
    // Two stepped lines, each a path with points across the run (not an empty series).
    const paths = chart.locator('path.recharts-line-curve');
    await expect(paths).toHaveCount(2);
    for (const d of await paths.evaluateAll((ps) => ps.map((p) => p.getAttribute('d') ?? ''))) {
      expect(d.split(/[LH]/).length).toBeGreaterThan(10);
    }
    await chart.scrollIntoViewIfNeeded();
    await app.screenshot('limit-chart');
    await chart.screenshot({ path: 'artifacts/limit-chart-card.png' });
    expect(app.consoleErrors).toEqual([]);
  });
});
