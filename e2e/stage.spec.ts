// The stage: presenter mode on a projector at 1366 × 768. Every entry's graph and every step's
// text, the presenter cards of the longest chains (at 1920 × 1080 too) and the Predict step
// from the clicker are checked in room.spec.ts, which opens each entry once at its fault;
// here: the room link's clamps and locks, and the picker's lesson titles whole. Screenshots for the room: artifacts/stage/.
import { expect, test } from './fixtures';
import { graphDrawing } from './graphChecks';
import { cutPickerTitles } from './headerChecks';

type WithStore = {
  __playground: {
    store: {
      getState(): {
        presetId: string | null;
        nowMs: number;
        playback: { getSnapshot(): { value: unknown } };
      };
    };
  };
};

test.describe('stage 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an out-of-range t is clamped with one note; a lock covers traffic and the breaker’s buttons', async ({
    page,
  }) => {
    await page.goto('/?preset=breaker-cascade');
    await expect(page.getByTestId('run-status')).toHaveText('Paused', { timeout: 60_000 });
    // The keys go to the page (a tab of the worker's shared browser may not have focus yet).
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    // The one-line header names every lesson whole, in both languages.
    expect(await cutPickerTitles(page)).toEqual([]);
    await page.getByTestId('language-select').selectOption('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await cutPickerTitles(page)).toEqual([]);
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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
    // A call with a breaker: its manual buttons are locked too. Clicked once the link's run
    // has landed at its end and the graph has refitted to its cards (a badge that moves under
    // the pointer lets the click through to the pane, which clears the selection).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const s = (globalThis as unknown as WithStore).__playground.store.getState();
          return `${s.presetId} ${String(s.playback.getSnapshot().value)} ${s.nowMs}`;
        }),
      )
      .toBe('breaker-cascade finished 120000');
    await expect.poll(() => graphDrawing(page)).not.toBe('moving');
    await page.getByTestId('breaker-badge').first().click();
    const byHand = page.getByRole('group', { name: 'Breaker by hand' });
    await expect(byHand.getByRole('button')).toHaveCount(3);
    for (const button of await byHand.getByRole('button').all())
      await expect(button).toBeDisabled();
  });
});
