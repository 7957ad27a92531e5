// A lesson slows itself to 1× when its fault starts, says so, and gives the speed back.
import { expect, test } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

test('a lesson slows to 1× as its fault starts, says so, and the button restores the speed', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  // breaker-cascade: payments slows down at 20 s. The link opens the lesson at 15 s (the
  // option is on by default in a lesson), so the fault is five simulated seconds away.
  await app.openAt('p=breaker-cascade', 15);
  await expect(page.getByTestId('slow-at-fault')).toBeChecked();
  await page.getByTestId('speed-select').selectOption('25');
  await app.playPause.click();
  const notice = page.getByTestId('slow-down-notice');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('speed-select')).toHaveValue('1');
  await expect(notice).toContainText('1×');
  // The notice leaves by itself after a few seconds of wall time: its button first.
  await notice.getByRole('button').click();
  await expect(page.getByTestId('speed-select')).toHaveValue('25');
  await expect(notice).toBeHidden();
  expect(await app.clockSeconds()).toBeGreaterThanOrEqual(20);
  // At 25× again the run goes on, and on a busy machine may already have reached its end.
  await expect(app.status).toHaveText(/Playing|Finished/);
});

test('with the option off, the run keeps its speed through the fault', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open('?preset=breaker-cascade');
  await expect(page.getByTestId('slow-at-fault')).not.toBeChecked();
  await page.getByTestId('speed-select').selectOption('25');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds(), { timeout: 30_000 }).toBeGreaterThan(25);
  await expect(page.getByTestId('speed-select')).toHaveValue('25');
  await expect(page.getByTestId('slow-down-notice')).toHaveCount(0);
});
