// Browser tests in Chromium only: Playwright's own Chromium when it is installed, else the
// system's /usr/bin/chromium (Debian's package; `scripts/ensure-deps.mjs --browser` installs it).
import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function bundledChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const executablePath = bundledChromium() ? undefined : SYSTEM_CHROMIUM;
/** E2E_PORT lets two checkouts (or two people) run the specs side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Tests, not files, go to the two workers: the stage checks alone are a third of the run.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous ceilings cost nothing when a test passes, and keep a run green while another
  // process holds one of the machine's two cores (each wait still says what it waits for).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 960 },
    // A trace snapshots the page at every action: a quarter of the run's time. E2E_TRACE=1
    // records one for each failing test (npx playwright show-trace test-results/…/trace.zip).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Each test's fresh context would install the service worker and precache the whole build
    // again; offline.spec.ts, the one about it, allows it.
    serviceWorkers: 'block',
    launchOptions: executablePath ? { executablePath, args: CHROMIUM_FLAGS } : {},
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The build is skipped when dist/ is already built from these sources (build-if-stale.mjs).
    command: `node scripts/build-if-stale.mjs && node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    // A build on a busy 2-core machine takes over a minute.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
