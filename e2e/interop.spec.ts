// A Resilience4j config pasted into the page, its instances put on calls, the run played,
// and the call's policies exported as Polly and Envoy configs.
import { expect, test } from './fixtures';
import { parseAllDocuments } from 'yaml';
import { PlaygroundPage } from './playgroundPage';

const CONFIG = `resilience4j:
  circuitbreaker:
    instances:
      recommendService:
        slidingWindowSize: 20
        failureRateThreshold: 40
        waitDurationInOpenState: 5s
        registerHealthIndicator: true
  retry:
    instances:
      legacyBackend:
        maxAttempts: 2
        waitDuration: 100ms
`;

test('a Resilience4j config is pasted, mapped, played and exported as Polly and Envoy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  await page.getByTestId('files-menu').click();
  await page.getByTestId('import-config').click();
  const dialog = page.getByTestId('import-config-dialog');

  // A malformed config names its line and key; nothing is applied.
  await dialog
    .getByTestId('import-config-text')
    .fill('resilience4j.retry:\n  instances:\n    a:\n      waitDuration: soon\n');
  await dialog.getByTestId('import-config-read').click();
  await expect(dialog.getByTestId('import-config-error')).toContainText(
    'line 4: resilience4j.retry.instances.a.waitDuration',
  );
  await expect(dialog.getByTestId('import-config-apply')).toBeDisabled();

  await dialog.getByTestId('import-config-text').fill(CONFIG);
  await dialog.getByTestId('import-config-read').click();
  // The guess from the name is preselected; the other instance is placed by hand.
  await expect(dialog.getByTestId('import-config-map-recommendService')).toHaveValue(
    'bff->recommend',
  );
  await expect(dialog.getByTestId('import-config-map-legacyBackend')).toHaveValue('');
  await dialog.getByTestId('import-config-map-legacyBackend').selectOption('bff->stock');
  const preview = dialog.getByTestId('import-config-preview');
  await expect(preview).toContainText('registerHealthIndicator');
  await expect(preview).not.toContainText('no call chosen');
  await app.screenshot('import-preview', dialog);
  await dialog.getByTestId('import-config-apply').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('speed-select').selectOption('25');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds(), { timeout: 30_000 }).toBeGreaterThan(5);
  await app.playPause.click();

  await page.getByTestId('edge-label-bff->recommend').click();
  const controls = page.getByTestId('edge-controls');
  await controls.getByTestId('export-call-menu').locator('summary').click();
  await controls.getByTestId('export-call-polly').click();
  const text = controls.getByTestId('export-call-text');
  await expect(text).toContainText('.AddCircuitBreaker(new CircuitBreakerStrategyOptions');
  await expect(text).toContainText('FailureRatio = 0.4');
  await expect(text).toContainText('simulated: the last 20 calls; Polly samples by time');
  await controls.getByTestId('export-call-envoy').click();
  await expect(text).toContainText('name: recommend');
  const envoy = (await text.textContent()) ?? '';
  expect(parseAllDocuments(envoy).every((d) => d.errors.length === 0)).toBe(true);
  expect(app.consoleErrors).toEqual([]);
});
