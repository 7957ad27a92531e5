// The engine is as deterministic in the browser as in Node: the totals the page shows for a
// preset and seed at a simulated time equal what `npm run sim` prints for the same run.
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

interface CliClient {
  offered: number;
  succeeded: number;
  failed: number;
  availability: number;
  latencyMs: { p99: number };
}

function cliReport(preset: string, seed: number, durationS: number) {
  const run = spawnSync(
    process.execPath,
    [
      'scripts/sim.mjs',
      '--preset',
      preset,
      '--seed',
      String(seed),
      '--duration-s',
      String(durationS),
      '--format',
      'json',
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as {
    clients: Record<string, CliClient>;
    services: Record<string, { received: number }>;
  };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;
const ms = (x: number) => `${x < 10 ? x.toFixed(1) : Math.round(x)} ms`;

async function pageClient(page: Page, name: string) {
  const row = page.getByTestId(`summary-client-${name}`);
  const field = (f: string) => row.locator(`[data-field="${f}"]`).textContent();
  return {
    offered: await field('offered'),
    succeeded: await field('succeeded'),
    failed: await field('failed'),
    availability: await field('availability'),
    p99: await field('p99'),
  };
}

test('the page and the command line give the same totals at the same simulated time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=retry-storm&seed=5');

  // 35 simulated seconds, one second at a time: the stock outage starts at 30 s.
  const plusOneSecond = page.getByRole('button', { name: '+1 s' });
  for (let s = 0; s < 35; s++) await plusOneSecond.click();
  await expect.poll(() => app.clockSeconds()).toBe(35);
  await expect(page.getByTestId('summary-client-shoppers')).toBeVisible();

  const cli = cliReport('retry-storm', 5, 35);
  const expected = cli.clients.shoppers!;
  await expect
    .poll(() => pageClient(page, 'shoppers'))
    .toEqual({
      offered: String(expected.offered),
      succeeded: String(expected.succeeded),
      failed: String(expected.failed),
      availability: pct(expected.availability),
      p99: ms(expected.latencyMs.p99),
    });
  const stock = page.getByTestId('summary-service-stock').locator('[data-field="received"]');
  await expect(stock).toHaveText(String(cli.services.stock!.received));
  expect(app.consoleErrors).toEqual([]);
});
