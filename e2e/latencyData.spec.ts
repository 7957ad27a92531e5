// A service's measured latencies pasted into the page: a malformed paste names its line and
// changes nothing; the fixture's fit is previewed (table, KS distance), put on the service,
// and the service's latency setting and the link follow.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

const CSV = readFileSync(
  new URL('../src/interop/latency/fixtures/orders-lognormal.csv', import.meta.url),
  'utf8',
);

test('measured latencies are fitted, previewed and put on a service; a malformed paste changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  const scenarioJson = () =>
    page.evaluate(() =>
      JSON.stringify(
        (
          globalThis as unknown as {
            __playground: { store: { getState(): { scenario: unknown } } };
          }
        ).__playground.store.getState().scenario,
      ),
    );
  await page.getByTestId('selection-picker').selectOption('service:recommend');
  const controls = page.getByTestId('service-controls');
  const typical = controls.getByRole('spinbutton', { name: /Typical latency/ });
  await expect(typical).toHaveValue('50');
  const before = await scenarioJson();
  await controls.getByTestId('use-measured-latencies').click();
  const dialog = page.getByTestId('latency-data-dialog');
  await expect(dialog.getByTestId('latency-service')).toHaveValue('recommend');

  // A malformed paste: the reader's message names the line; nothing can be applied.
  await dialog.getByTestId('latency-text').fill('latency_ms\n12.5\nfast\n');
  await dialog.getByTestId('latency-read').click();
  await expect(dialog.getByTestId('latency-error')).toContainText(
    'line 3: "fast" is not a duration',
  );
  await expect(dialog.getByTestId('latency-apply')).toBeDisabled();
  expect(await scenarioJson()).toBe(before);

  // The fixture: 2,000 durations drawn from a log-normal (p50 40 ms, p99 250 ms).
  await dialog.getByTestId('latency-text').fill(CSV);
  await dialog.getByTestId('latency-read').click();
  await expect(dialog.getByTestId('latency-recognised')).toContainText('2000 requests');
  const table = dialog.getByTestId('latency-table');
  await expect(table.locator('thead')).toContainText('log-normal (chosen)');
  await expect(table.locator('tbody tr').first()).toContainText('p50');
  await expect(dialog.getByTestId('latency-ks-row')).toContainText(/KS distance\s*0\.0\d{3}/);
  await expect(dialog.getByTestId('latency-cdf-chart').locator('.recharts-line')).toHaveCount(2);
  expect(await scenarioJson()).toBe(before);
  await app.screenshot('latency-data-preview', dialog);

  const urlBefore = page.url();
  await dialog.getByTestId('latency-apply').click();
  await expect(dialog).toBeHidden();
  // The fitted median (about 39 ms) replaces the preset's 50 ms, and the link carries it.
  await expect.poll(async () => Number(await typical.inputValue())).toBeGreaterThan(37);
  expect(Number(await typical.inputValue())).toBeLessThan(42);
  const after = JSON.parse(await scenarioJson()) as {
    services: { name: string; routes: { processing: { type: string } }[] }[];
  };
  const recommend = after.services.find((s) => s.name === 'recommend')!;
  expect(recommend.routes.every((r) => r.processing.type === 'lognormal')).toBe(true);
  await expect.poll(() => page.url()).not.toBe(urlBefore);
  expect(app.consoleErrors).toEqual([]);
});
