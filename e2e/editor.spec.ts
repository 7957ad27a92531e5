// The graph editor: add a service, draw a call to it, and the run changes; a call that
// would close a loop is refused and shown where it is; undo takes an edit back.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

type Frame = { services: Record<string, { received: number }> };
type WithStore = {
  __playground: {
    store: {
      getState(): { latestFrame: Frame | null; scenario: { services: { name: string }[] } };
    };
  };
};

const serviceNames = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as WithStore).__playground.store
      .getState()
      .scenario.services.map((s) => s.name),
  );

/** Drags from one service's right handle onto another's left handle. */
async function drawCall(page: Page, from: string, to: string) {
  const source = page.getByTestId(`edit-node-${from}`).locator('.react-flow__handle-right');
  const target = page.getByTestId(`edit-node-${to}`).locator('.react-flow__handle-left');
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('handle not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('graph editor', () => {
  // The first load alone took over 30 s while other suites ran (load average above 20).
  test.setTimeout(120_000);
  test('adding a service and a call to it changes the run; undo takes it back', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('edit-toggle').click();
    await expect(page.getByTestId('editor-graph')).toBeVisible();

    await page.getByTestId('new-service-name').fill('cache');
    await page.getByTestId('add-service').click();
    await expect(page.getByTestId('edit-node-cache')).toBeVisible();

    await drawCall(page, 'orders', 'cache');
    const form = page.getByTestId('new-call-form');
    await expect(form).toContainText('orders → cache');
    await page.getByTestId('add-call').click();
    await expect(form).toHaveCount(0);
    await page.getByTestId('edit-node-orders').click();
    await expect(page.getByTestId('call-row-orders-cache')).toBeVisible();
    await app.screenshot('editor-added-call');

    await page.getByTestId('edit-toggle').click();
    await expect(page.getByTestId('service-node-cache')).toBeVisible();
    await page.getByTestId('speed-select').selectOption('10');
    await app.playPause.click();
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (globalThis as unknown as WithStore).__playground.store.getState().latestFrame
                ?.services.cache?.received ?? 0,
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await app.playPause.click();

    await page.getByTestId('edit-toggle').click();
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    expect(await serviceNames(page)).not.toContain('cache');
    await page.getByTestId('redo').click();
    expect(await serviceNames(page)).toContain('cache');
    await page.keyboard.press('Control+z');
    expect(await serviceNames(page)).not.toContain('cache');
    expect(app.consoleErrors).toEqual([]);
  });

  test('a call that would close a loop is refused and marked on the graph', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('edit-toggle').click();
    await drawCall(page, 'stock', 'gateway');
    await page.getByTestId('add-call').click();
    const problems = page.getByTestId('editor-problems');
    await expect(problems).toContainText('call cycle');
    await expect(page.getByTestId('edit-node-gateway')).toHaveClass(/has-problem/);
    await expect(page.locator('.edit-edge.is-refused')).toHaveCount(1);
    await app.screenshot('editor-refused-cycle');
    await problems.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('edit-node-gateway')).not.toHaveClass(/has-problem/);
  });

  test('a call can be added with the keyboard alone: focus a service, C, pick, Enter', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('edit-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-graph')).toBeVisible();
    await page.getByTestId('new-service-name').focus();
    await page.keyboard.type('cache');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-node-cache')).toBeVisible();

    // Tab to the orders node, as a keyboard user would.
    const focusedId = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-id') ?? '');
    await page.getByTestId('edit-toggle').focus();
    for (let i = 0; i < 60 && (await focusedId()) !== 'service:orders'; i++)
      await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('service:orders');
    await page.keyboard.press('c');
    const form = page.getByTestId('new-call-form');
    const callee = page.getByTestId('new-call-callee');
    await expect(callee).toBeFocused();
    // Loops are listed last and marked; stock is already called; cache is new.
    await expect(callee.locator('option')).toHaveText([
      'stock (called already)',
      'cache',
      'gateway (would close a loop)',
      'bff (would close a loop)',
    ]);
    await page.keyboard.press('ArrowDown');
    await expect(callee).toHaveValue('cache');
    await expect(form).toContainText('orders → cache');
    await app.screenshot('editor-keyboard-add-call');
    await page.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('rf__edge-orders->cache')).toBeVisible();
    await expect(page.getByTestId('call-row-orders-cache')).toBeVisible();

    // The same undo as a drawn call.
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('rf__edge-orders->cache')).toHaveCount(0);
    expect(app.consoleErrors).toEqual([]);
  });

  test('renaming a service renames the calls to it', async ({ page }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    await page.getByTestId('edit-toggle').click();
    await page.getByTestId('edit-node-stock').click();
    await page.getByTestId('service-name').fill('inventory');
    await page.getByTestId('service-name').press('Enter');
    await expect(page.getByTestId('edit-node-inventory')).toBeVisible();
    await page.getByTestId('edit-node-orders').click();
    await expect(page.getByTestId('call-row-orders-inventory')).toBeVisible();
  });
});
