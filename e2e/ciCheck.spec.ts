// The scenario exported as a CI check: a requirement added, the exact command shown, the
// scenario downloaded and read back by the scenario schema, the script downloaded; and the
// dialog in Korean.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { parseScenario } from '../src/sim/scenario';
import { PlaygroundPage } from './playgroundPage';

test('a CI check: requirements, the command, the scenario and the script', async ({ page }) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  await page.getByTestId('speed-select').selectOption('25');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds(), { timeout: 30_000 }).toBeGreaterThan(5);
  await app.playPause.click();

  await page.getByTestId('files-menu').click();
  await page.getByTestId('export-ci-check').click();
  const dialog = page.getByTestId('ci-check-dialog');
  await expect(dialog).toBeVisible();
  // Prefilled from the run: the main client's availability, rounded down.
  const first = dialog.getByTestId('ci-check-requirement').first();
  await expect(first.getByTestId('ci-check-metric')).toHaveValue('clients[shoppers].availability');
  await expect(first.getByTestId('ci-check-threshold')).toHaveValue(/^(0\.\d{1,3}|1)$/);

  await dialog.getByTestId('ci-check-add').click();
  const second = dialog.getByTestId('ci-check-requirement').nth(1);
  await second.getByTestId('ci-check-metric').selectOption('edges[bff->recommend].amplification');
  await second.getByTestId('ci-check-operator').selectOption('<=');
  // A threshold the CLI cannot read is refused and the script cannot be downloaded.
  await second.getByTestId('ci-check-threshold').fill('lots');
  await expect(dialog.getByTestId('ci-check-error')).toContainText('amplification<=lots');
  await expect(dialog.getByTestId('ci-check-download-script')).toBeDisabled();
  await second.getByTestId('ci-check-threshold').fill('1.5');
  await expect(dialog.getByTestId('ci-check-error')).toHaveCount(0);

  const command = dialog.getByTestId('ci-check-command');
  await expect(command).toContainText(
    /^npm run -s sim -- [\w.-]+\.scenario\.json --assert 'clients\[shoppers\]\.availability>=[\d.]+' --assert 'edges\[bff->recommend\]\.amplification<=1\.5'$/,
  );
  await app.screenshot('ci-check-dialog', dialog);

  const [scenarioFile] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('ci-check-download-scenario').click(),
  ]);
  const commandText = (await command.textContent()) ?? '';
  expect(commandText).toContain(` ${scenarioFile.suggestedFilename()} `);
  const parsed = parseScenario(JSON.parse(await readFile((await scenarioFile.path())!, 'utf8')));
  expect(parsed.ok).toBe(true);

  const [script] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('ci-check-download-script').click(),
  ]);
  expect(script.suggestedFilename()).toBe('check.sh');
  expect(await readFile((await script.path())!, 'utf8')).toContain(`\n${commandText}\n`);
  expect(app.consoleErrors).toEqual([]);
});

test('in Korean the CI check dialog speaks Korean', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  await page.getByTestId('language-select').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByTestId('files-menu').click();
  await page.getByTestId('export-ci-check').click();
  const dialog = page.getByTestId('ci-check-dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('CI 검사로 내보내기');
  // Visible words outside code and the metric names (the scenario's own) are Korean.
  const texts = await dialog.evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('code, option, .sr-only')) continue;
      const text = n.textContent?.trim();
      if (text) out.push(text);
    }
    for (const select of Array.from(root.querySelectorAll('select')))
      out.push(select.selectedOptions[0]?.textContent?.trim() ?? '');
    return out;
  });
  const english = texts
    .map((t) => t.replace(/\b(shoppers|CI|JSON)\b/g, ''))
    .filter((t) => /[A-Za-z]{3,}/.test(t));
  expect(english).toEqual([]);
  await app.screenshot('ci-check-dialog-ko', dialog);
});
