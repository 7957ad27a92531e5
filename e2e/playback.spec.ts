import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';
import { PRESETS } from '../src/scenarios/presets';

test.describe('playback', () => {
  // Opening the page alone took 20 s while other work loaded the machine: 30 s was too tight.
  test.setTimeout(90_000);
  // One page for what the clock does: each step leaves it at t = 0, paused, as it found it.
  test('the page loads with no console error; the step buttons, the keys and play drive the clock', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open();
    await test.step('the page loads', async () => {
      await expect(page.getByRole('heading', { name: 'Resilience Playground' })).toBeVisible();
      await expect(app.clock).toHaveText('t = 0.0 s');
    });

    await test.step('the step buttons advance the clock while paused', async () => {
      await page.getByRole('button', { name: '+1 s' }).click();
      await expect(app.clock).toHaveText('t = 1.0 s');
      await page.getByRole('button', { name: '+100 ms' }).click();
      await expect(app.clock).toHaveText('t = 1.1 s');
      await page.getByRole('button', { name: 'Step one event' }).click();
      await expect.poll(() => app.clockSeconds()).toBeGreaterThanOrEqual(1.1);
      await expect(app.status).toHaveText('Paused');
      await page.getByTestId('reset').click();
      await expect(app.clock).toHaveText('t = 0.0 s');
    });

    await test.step('keyboard: Space plays and pauses, → steps, R resets', async () => {
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('ArrowRight');
      await expect(app.clock).toHaveText('t = 0.1 s');
      await page.keyboard.press('Shift+ArrowRight');
      await expect(app.clock).toHaveText('t = 1.1 s');
      await page.keyboard.press(' ');
      await expect(app.status).toHaveText('Playing');
      await page.keyboard.press(' ');
      await expect(app.status).toHaveText('Paused');
      await page.keyboard.press('r');
      await expect(app.clock).toHaveText('t = 0.0 s');
    });

    await test.step('play runs the simulated clock, pause stops it', async () => {
      await page.getByTestId('speed-select').selectOption('10');
      await app.playPause.click();
      await expect(app.status).toHaveText('Playing');
      await expect.poll(() => app.clockSeconds()).toBeGreaterThan(2);
      await app.playPause.click();
      await expect(app.status).toHaveText('Paused');
      const pausedAt = await app.clockSeconds();
      await page.waitForTimeout(500);
      expect(await app.clockSeconds()).toBe(pausedAt);
    });
    // Every error since the page loaded, seconds after it: the load's own half-second wait
    // for a late error is covered by the steps' time.
    expect(app.consoleErrors).toEqual([]);
  });

  test('a screenshot of a run in progress is saved', async ({ page }) => {
    const app = new PlaygroundPage(page);
    // The first entry (what the page opens with) 30 simulated s in, by the link's t= at full
    // speed: playing there at 25× took seconds of a busy machine (playing is checked above).
    await app.openAt(`p=${PRESETS[0]!.id}`, 30);
    await app.fullPageScreenshot('playground-light');
    await page.getByTestId('theme-toggle').click();
    await app.fullPageScreenshot('playground-dark');
    await page.getByTestId('presenter-toggle').click();
    await app.fullPageScreenshot('playground-presenter');
    expect(app.consoleErrors).toEqual([]);
  });
});
