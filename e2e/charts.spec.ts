import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

/** The part of the store these tests read (exposed by main.tsx as `__playground`). */
interface StoreView {
  scenario: {
    clients: { arrival: { rps: number } }[];
    services: {
      name: string;
      policies: Record<string, { breaker: { failureThreshold: number } }>;
    }[];
  };
  latestFrame: { clients: Record<string, { offered: number }> } | null;
  cursorMs: number | null;
}
type WithStore = { __playground: { store: { getState(): StoreView } } };

const state = (page: Page) =>
  page.evaluate(() => {
    const s = (globalThis as unknown as WithStore).__playground.store.getState();
    const planner = s.scenario.services.find((x) => x.name === 'planner');
    return {
      rps: s.scenario.clients[0]?.arrival.rps ?? 0,
      offered: s.latestFrame?.clients.users?.offered ?? 0,
      cursorMs: s.cursorMs,
      failureThreshold: planner?.policies.sub_agent?.breaker.failureThreshold,
    };
  });

test.describe('charts and controls', () => {
  // The threshold's edit and the rate's are independent: one page, the edit first (at t = 0).
  test('a typed value out of range shows an error and is not applied; moving a slider changes the run', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=flapping-breaker');
    await test.step('a typed value out of range', async () => {
      await page.getByTestId('selection-picker').selectOption('edge:planner->sub_agent');
      const field = page.getByRole('spinbutton', { name: 'Failures in a row to open' });
      const before = (await state(page)).failureThreshold;
      await field.fill('5000');
      await field.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'At most 1 000' })).toBeVisible();
      expect((await state(page)).failureThreshold).toBe(before);
      await field.fill('7');
      await field.press('Enter');
      await expect.poll(async () => (await state(page)).failureThreshold).toBe(7);
    });
    await test.step('a slider', async () => {
      const rate = page.getByTestId('client-rates').getByRole('slider').first();
      await rate.focus();
      await page.keyboard.press('End');
      await expect.poll(async () => (await state(page)).rps).toBeGreaterThan(500);
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+1 s' }).click();
      await expect(app.clock).toHaveText('t = 3.0 s');
      // Five requests a second before; hundreds now.
      await expect.poll(async () => (await state(page)).offered).toBeGreaterThan(100);
      await expect(page.getByTestId('client-chart').first()).toBeVisible();
    });
    expect(app.consoleErrors).toEqual([]);
  });

  test('clicking an event in the log moves the charts’ cursor to it', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=flapping-breaker');
    await page.getByTestId('speed-select').selectOption('25');
    await app.playPause.click();
    const first = page.getByTestId('event-log').getByRole('button').last();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await app.playPause.click();
    await first.click();
    await expect.poll(async () => (await state(page)).cursorMs).not.toBeNull();
    const cursorS = ((await state(page)).cursorMs ?? 0) / 1000;
    await expect(page.getByRole('button', { name: /Clear cursor/ })).toContainText(`${cursorS} s`);
    await expect(page.getByTestId('breaker-chart')).toBeVisible();
    // Charts redraw in turn, within a second: the picture waits until each has drawn the last
    // frame. The whole page: the sticky toolbar would cover the top of a shot of the panel.
    await app.fullPageScreenshot('charts-cursor');
  });

  test('the log shows the breaker’s refused calls per second when asked', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=flapping-breaker');
    await page.getByTestId('speed-select').selectOption('25');
    // Counted per-call events are off by default: a busy edge would flood the log.
    const refusals = page.getByRole('button', { name: 'Breaker calls /s' });
    await expect(refusals).toHaveAttribute('aria-pressed', 'false');
    await refusals.click();
    await expect(refusals).toHaveAttribute('aria-pressed', 'true');
    await app.playPause.click();
    const log = page.getByTestId('event-log');
    await expect(log).toContainText(/breaker NOT_PERMITTED × \d+/, { timeout: 20_000 });
    await app.playPause.click();
    await expect(log).toContainText('calls refused (CallNotPermittedException)');
    expect(app.consoleErrors).toEqual([]);
  });

  test('as the page opens, the charts mount one task at a time, each drawn in the task that mounts it', async ({
    page,
  }) => {
    // Each batch of DOM changes the page makes (one per commit) gets a number; per chart, the
    // batch that added its recharts container and the one that added its drawing.
    await page.addInitScript(() => {
      const seen: { batch: number; chart: string; part: string }[] = [];
      (globalThis as unknown as { chartMounts: typeof seen }).chartMounts = seen;
      let batch = 0;
      const parts = '.recharts-responsive-container, .recharts-surface';
      new MutationObserver((records) => {
        batch++;
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            const found = [
              ...(node.matches(parts) ? [node] : []),
              ...Array.from(node.querySelectorAll(parts)),
            ];
            for (const el of found) {
              if (!el.closest('.charts-panel')) continue;
              const chart = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '?';
              const part = el.classList.contains('recharts-surface') ? 'drawing' : 'container';
              seen.push({ batch, chart, part });
            }
          }
      }).observe(document, { childList: true, subtree: true });
    });
    const app = new PlaygroundPage(page);
    await app.open('?preset=breaker-cascade');
    await app.opened();
    const mounts = await page.evaluate(
      () =>
        (globalThis as unknown as { chartMounts: { batch: number; chart: string; part: string }[] })
          .chartMounts,
    );
    const first = (chart: string, part: string) =>
      mounts.find((m) => m.chart === chart && m.part === part)?.batch;
    const charts = [...new Set(mounts.map((m) => m.chart))];
    expect(charts.length).toBeGreaterThanOrEqual(5);
    // One at a time: no two charts mount in one commit (together they were a task of 100 ms).
    const containers = charts.map((chart) => first(chart, 'container'));
    expect(new Set(containers).size).toBe(charts.length);
    // Drawn as it mounts, not drawn again once its container has measured itself.
    for (const chart of charts)
      expect(first(chart, 'drawing'), chart).toBe(first(chart, 'container'));
  });
});
