import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playgroundPage';

interface PlaygroundHandle {
  store: {
    getState(): {
      scenario: { clients: { name: string; arrival: { rps: number } }[] };
      loadScenario(input: unknown): boolean;
      setClientRps(client: string, rps: number): boolean;
    };
  };
}

test('a failing simulation is shown with its reason, and the page recovers', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  // 900,000 requests a second for the whole run: over the engine's request budget.
  const client = await page.evaluate(() => {
    const { store } = (globalThis as unknown as { __playground: PlaygroundHandle }).__playground;
    const { scenario, loadScenario } = store.getState();
    const [first, ...rest] = scenario.clients;
    if (!first) throw new Error('the scenario has no client');
    loadScenario({
      ...scenario,
      clients: [{ ...first, arrival: { ...first.arrival, rps: 900_000 } }, ...rest],
    });
    return first.name;
  });
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('lower the request rates');
  await expect(app.status).toHaveText('Error');
  await app.screenshot('error-banner');

  // The scenario is kept; fix it and restart the simulation.
  await page.evaluate((name) => {
    const { store } = (globalThis as unknown as { __playground: PlaygroundHandle }).__playground;
    store.getState().setClientRps(name, 50);
  }, client);
  await banner.getByRole('button', { name: 'Restart the simulation' }).click();
  await expect(banner).toBeHidden();
  await expect(app.status).toHaveText('Paused');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds()).toBeGreaterThan(0.5);
});
