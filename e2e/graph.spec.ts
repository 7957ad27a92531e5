import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

// flapping-breaker: the sub-agent starts failing at 30 s and the breaker planner → sub_agent
// opens after 3 failures in a row. pool-domino: recommend slows at 60 s and bff's pool drains.
const BREAKER_EDGE = 'planner->sub_agent';

type WithStore = { __playground: { store: { getState(): { nowMs: number } } } };

test.describe('graph', () => {
  test('in a failing preset a breaker opens: the edge badge and the event log say OPEN', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=flapping-breaker');
    const label = page.getByTestId(`edge-label-${BREAKER_EDGE}`);
    await expect(label.getByTestId('breaker-badge')).toHaveText(/CLOSED/);
    await page.getByTestId('speed-select').selectOption('25');
    await app.playPause.click();
    await expect(label.getByTestId('breaker-badge')).toHaveText(/OPEN/, { timeout: 20_000 });
    await app.playPause.click();
    const log = page.getByTestId('event-log');
    await expect(log).toContainText('planner → sub_agent');
    await expect(
      log
        .getByTestId('breaker-badge')
        .filter({ hasText: /^\W*OPEN$/ })
        .first(),
    ).toBeVisible();
    await expect(log).toContainText('failures in a row');
    await app.screenshot('graph-breaker-open');
    expect(app.consoleErrors).toEqual([]);
  });

  test('the failure climbs the graph: the entry service goes bad after the slow leaf', async ({
    page,
  }) => {
    // Two loads, a seek to 75 s and a walk of the heatmap.
    test.setTimeout(120_000);
    const app = new PlaygroundPage(page);
    await app.open('?preset=pool-domino');
    const bff = page.getByTestId('service-node-bff');
    await expect(bff).toHaveAttribute('data-health', /idle|healthy/);
    // recommend is slow from 60 s to 120 s; bff's workers are all taken a few seconds in.
    // The link's t= lands on 75 s exactly, whatever the machine's load (played at 10× to
    // "past 70 s", the pause landed wherever a busy machine's click did).
    await app.openAt('p=pool-domino', 75);
    await expect(bff).toHaveAttribute('data-health', /saturated|failing/);
    await expect(bff).toContainText(/saturated|failing/);
    await expect(page.getByTestId('cascade-heatmap')).toContainText('bff at');
    await app.screenshot('graph-cascade');

    // The heatmap is one tab stop: the arrows move the charts' cursor over time, and a
    // screen reader hears each service's health in that second. The arrow is not a step.
    const nowMs = () =>
      page.evaluate(() => (globalThis as unknown as WithStore).__playground.store.getState().nowMs);
    const before = await nowMs();
    const slider = page.getByTestId('cascade-slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('button', { name: /Clear cursor/ })).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuetext', /^t = \d+ s: .*bff /);
    const first = Number(await slider.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await expect(slider).not.toHaveAttribute('aria-valuenow', String(first));
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
    expect(await nowMs()).toBe(before);
  });

  // Two independent reads of the same page at t = 0: one page.
  test('a node can be selected from the keyboard; clicking a node or an edge selects it and brings its settings forward', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=flapping-breaker');
    await test.step('from the keyboard', async () => {
      const node = page.getByTestId('rf__node-service:planner');
      // Named by kind and name; its live numbers are its description.
      await expect(node).toHaveAccessibleName('service planner');
      await expect(node).toHaveAccessibleDescription(/workers busy/);
      await node.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('service-controls')).toContainText('planner');
      await expect(app.status).toHaveText('Paused');
    });
    await test.step('by a click', async () => {
      await page.getByTestId('service-node-sub_agent').click();
      await expect(page.getByTestId('service-controls')).toContainText('sub_agent');
      await page.getByTestId(`edge-label-${BREAKER_EDGE}`).click();
      await expect(page.getByTestId('edge-controls')).toContainText('planner → sub_agent');
      await expect(page.getByTestId('statechart')).toHaveAttribute('data-current', 'CLOSED');
    });
  });
});
