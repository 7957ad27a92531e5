// The stage: presenter mode on a projector at 1366 × 768, driven by a clicker. Every entry's
// graph and every step's text are walked in room.spec.ts (one shared page per viewport, at
// 1920 × 1080 too); here: the Predict step from the clicker, and the room link's clamps and
// locks; the presenter cards of the longest chains, at 1920 × 1080 too. Screenshots for the
// room: artifacts/stage/.
import { expect, test, type Page } from './fixtures';
import { expectStageGraph, openAtFault, stepPosition } from './stageChecks';

{
  const [width, height] = [1366, 768];
  test.describe(`stage ${width}×${height}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 400_000 });
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }, info) => {
      info.setTimeout(90_000);
      page = await browser.newPage({
        serviceWorkers: 'block',
        viewport: { width, height },
        baseURL,
      });
      await page.goto('/?preset=breaker-cascade');
      await expect(page.getByTestId('run-status')).toHaveText('Paused');
      await page.keyboard.press('f');
      await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    });
    test.afterAll(() => page.close());

    test('presenter cards at the fault of the longest chains and the bench, for the room', async () => {
      for (const id of ['retry-storm', 'availability-chain', 'breaker-cascade', 'bench']) {
        await openAtFault(page, id);
        const px = await expectStageGraph(page, id);
        await page.screenshot({ path: `artifacts/stage/${id}-cards.png` });
        test.info().annotations.push({ type: 'stage', description: `${id}: ${px.toFixed(1)} px` });
      }
    });

    test('three lessons at their fault and at their Predict step, for the room', async () => {
      for (const id of ['retry-storm', 'pool-domino', 'hedging-tail']) {
        await openAtFault(page, id);
        await page.locator('.lesson__dot').nth(2).click();
        await page.screenshot({ path: `artifacts/stage/${id}-fault.png` });
        await page.locator('.lesson__dot').nth(1).click();
        await page.locator('body').focus();
        await expect(page.getByTestId('predict')).toBeVisible();
        // Every choice on the first page with the question (a long one's foot may need the
        // clicker's first page: the steps test checks paging); a digit picks, the clicker reveals.
        for (const choice of await page.locator('.predict__choice').all())
          await expect(choice).toBeInViewport({ ratio: 0.5 });
        await page.keyboard.press('2');
        await expect(page.locator('.predict__choice').nth(1)).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await page.screenshot({ path: `artifacts/stage/${id}-predict.png` });
        // The clicker pages to the Reveal button, then reveals, still on this step.
        for (let press = 0; (await page.getByTestId('predict-reveal').count()) > 0; press++) {
          expect(press, `${id}: presses to reveal`).toBeLessThan(6);
          await page.keyboard.press('PageDown');
        }
        await expect(
          page.getByTestId('predict-answer').or(page.locator('.predict__wait')),
        ).toBeVisible();
        expect(await stepPosition(page)).toBe(2);
      }
    });

    test('an out-of-range t is clamped with one note; a lock covers traffic and the breaker’s buttons', async () => {
      const banner = page.getByTestId('link-banner');
      await page.evaluate(() => (window.location.hash = '#p=retry-storm&t=1e308'));
      await expect(banner).toContainText(
        't = 1e308 s is outside this run (0 to 120 s): opened at t = 120 s',
      );
      await expect(page.getByTestId('sim-clock')).toContainText('t = 120.0 s', {
        timeout: 60_000,
      });
      await page.evaluate(() => (window.location.hash = '#p=breaker-cascade&t=500&lock=all'));
      await expect(banner).toHaveCount(1);
      await expect(banner).toContainText('t = 500 s is outside this run');
      await expect(banner).not.toContainText('1e308');
      await expect(page.getByTestId('error-banner')).toHaveCount(0);
      await expect(page.getByTestId('client-rates').locator('input').first()).toBeDisabled();
      // A call with a breaker: its manual buttons are locked too.
      await page.getByTestId('breaker-badge').first().click();
      const byHand = page.getByRole('group', { name: 'Breaker by hand' });
      await expect(byHand.getByRole('button')).toHaveCount(3);
      for (const button of await byHand.getByRole('button').all())
        await expect(button).toBeDisabled();
    });
  });
}

test.describe('stage 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('a lesson of many agents on a large projector', async ({ page }) => {
    const id = 'momently-cold-start';
    await page.goto(`/?preset=${id}`);
    await expect(page.getByTestId('run-status')).toHaveText('Paused');
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    await openAtFault(page, id);
    const px = await expectStageGraph(page, id);
    await page.screenshot({ path: `artifacts/stage/${id}-cards-1920.png` });
    test.info().annotations.push({ type: 'stage', description: `${id}: ${px.toFixed(1)} px` });
  });
});
