import { expect, test } from './fixtures';
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
  // A flood into a service that never finishes: valid, within the request budget, but the
  // requests in flight pass the engine's limit about two simulated seconds in.
  await page.evaluate(() => {
    const { store } = (globalThis as unknown as { __playground: PlaygroundHandle }).__playground;
    const accepted = store.getState().loadScenario({
      version: 1,
      name: 'overload',
      durationMs: 10_000,
      // Each service holds at most 10,000 workers + 100,000 queued: two of them pass 200,000.
      services: ['stuck-a', 'stuck-b'].map((name) => ({
        name,
        workers: 10_000,
        queueCapacity: 100_000,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 60_000 } }],
      })),
      clients: ['a', 'b'].map((x) => ({
        name: `flood-${x}`,
        service: `stuck-${x}`,
        arrival: { type: 'constant', rps: 100_000 },
      })),
    });
    if (!accepted) throw new Error('the overload scenario was refused');
  });
  await expect(app.status).toHaveText('Paused');
  await app.playPause.click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('requests in flight', { timeout: 30_000 });
  await expect(app.status).toHaveText('Error');
  await app.screenshot('error-banner');

  // The scenario is kept; fix it and restart the simulation.
  await page.evaluate(() => {
    const { store } = (globalThis as unknown as { __playground: PlaygroundHandle }).__playground;
    store.getState().setClientRps('flood-a', 50);
    store.getState().setClientRps('flood-b', 50);
  });
  await banner.getByRole('button', { name: 'Restart the simulation' }).click();
  await expect(banner).toBeHidden();
  await expect(app.status).toHaveText('Paused');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds()).toBeGreaterThan(0.5);
});

test('an absurd request rate is refused with the limit named, and the run goes on', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const refusal = await page.evaluate(() => {
    const { store } = (globalThis as unknown as { __playground: PlaygroundHandle }).__playground;
    const state = store.getState();
    const name = state.scenario.clients[0]?.name ?? '';
    const before = state.scenario.clients[0]?.arrival.rps;
    const accepted = state.setClientRps(name, 900_000);
    const after = store.getState();
    return {
      accepted,
      kept: after.scenario.clients[0]?.arrival.rps === before,
      issue: (after as unknown as { scenarioIssues: { message: string }[] }).scenarioIssues[0]
        ?.message,
    };
  });
  expect(refusal.accepted).toBe(false);
  expect(refusal.kept).toBe(true);
  expect(refusal.issue).toContain('more than the limit');
  await app.playPause.click();
  await expect.poll(() => app.clockSeconds()).toBeGreaterThan(0.5);
  expect(app.consoleErrors).toEqual([]);
});
