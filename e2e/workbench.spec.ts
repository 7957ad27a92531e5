// The engineer's workbench at laptop and desktop widths, and on a phone: the totals and the
// picker's lesson titles whole (no column cut, nothing scrolled inside its panel), the graph
// in view while the settings scroll, every playback control reachable on a 390 px phone. One
// page, resized between the checks. Screenshots: artifacts/workbench/.
import { expect, test, type Page } from './fixtures';
import { cutPickerTitles } from './headerChecks';
import { PlaygroundPage } from './playgroundPage';

const SHOTS = 'artifacts/workbench';

/** Totals tables wider than their box, and cells running past the panel's edge. */
function cutTotals(page: Page): Promise<string[]> {
  return page.getByTestId('run-summary').evaluate((panel) => {
    const edge = panel.getBoundingClientRect();
    const scrolled = Array.from(panel.querySelectorAll<HTMLElement>('.summary-scroll'))
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `table scrolls: ${box.getAttribute('aria-label')}`);
    const cut = Array.from(panel.querySelectorAll('th, td'))
      .filter((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left < edge.left || r.right > edge.right || r.right > window.innerWidth;
      })
      .map((cell) => `cell past the edge: ${cell.textContent}`);
    return [...scrolled, ...cut];
  });
}

/** What of an element lies outside the viewport or under the sticky toolbar. */
async function outOfView(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    const toolbar = document.querySelector('.toolbar')!.getBoundingClientRect();
    if (r.top < toolbar.bottom - 0.5) return `top ${r.top} under the toolbar (${toolbar.bottom})`;
    if (r.bottom > window.innerHeight + 0.5) return `bottom ${r.bottom} > ${window.innerHeight}`;
    return null;
  }, selector);
}

test('the totals whole, the graph in view while the settings scroll, the phone’s controls in reach', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await app.open('?preset=retry-storm');
  for (let s = 0; s < 3; s++) await page.getByRole('button', { name: '+1 s' }).click();
  await expect(page.getByTestId('summary-service-stock')).toBeVisible();

  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('run-summary').scrollIntoViewIfNeeded();
    await page.getByTestId('run-summary').screenshot({ path: `${SHOTS}/totals-${width}.png` });
    expect(await cutTotals(page), `totals at ${width} px`).toEqual([]);
    expect(await cutPickerTitles(page), `lesson titles at ${width} px`).toEqual([]);
  }

  // The settings of a call with retries are screens long at 1440 × 900: the graph stays put
  // while the page scrolls down to the last of them.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Whole on the first screen, below the header, as it will be once stuck. The header's and
  // toolbar's heights reach the CSS a frame after a resize (ResizeObserver): poll, as a
  // reader's eye would wait that frame.
  await expect.poll(() => outOfView(page, '.graph-panel')).toBeNull();
  await page.getByTestId('edge-label-orders->stock').click();
  const controls = page.getByTestId('edge-controls');
  await expect(controls).toBeVisible();
  // The retry chain machine is wider than the side column: its whole chart opens on a click,
  // every state and label inside the screen, and Escape closes it.
  await page.getByTestId('retry-chart-whole').click();
  const whole = page.getByTestId('retry-statechart-whole');
  await expect(whole).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/retry-chart-whole-1440.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('retry-chart-dialog')).toBeHidden();
  const last = controls.locator('button, input, select').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect.poll(() => outOfView(page, '.graph-panel')).toBeNull();
  await page.screenshot({ path: `${SHOTS}/settings-end-1440.png` });
  // Past the settings the graph scrolls away with them instead of covering the totals.
  await page.getByTestId('run-summary').scrollIntoViewIfNeeded();
  const graph = await page.locator('.graph-panel').boundingBox();
  const totals = await page.getByTestId('run-summary').boundingBox();
  expect(graph!.y + graph!.height).toBeLessThanOrEqual(totals!.y);

  // A phone: one row (Play, the clock, More) without a sideways scroll; More unfolds the
  // rest in rows, every control inside the screen; Escape folds them back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const toolbar = page.getByRole('toolbar', { name: 'Playback' });
  const sideways = () => toolbar.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Restart with these settings' })).toBeHidden();
  const more = page.getByTestId('toolbar-more');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/phone-toolbar.png` });
  const controlsInToolbar = toolbar.locator('button, select, input');
  expect(await controlsInToolbar.count()).toBeGreaterThanOrEqual(10);
  for (const control of await controlsInToolbar.all()) {
    await expect(control).toBeVisible();
    const r = (await control.boundingBox())!;
    expect(r.x, await control.innerText()).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width, await control.innerText()).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'Run to end' }).focus();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  expect(app.consoleErrors).toEqual([]);
});
