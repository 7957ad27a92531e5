import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_ROOTS = ['src', 'scripts'];
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) need a module graph of their own;
 * the rest share one per worker thread, which spares re-importing xstate, zod and the engine
 * for each of two hundred files (a fresh `npm test` ran the unit suite in 219 s isolated,
 * 56 s shared). Found by reading the files, so a new mock needs no list kept by hand.
 */
function testFilesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (isTestFile(entry.name) && /\bvi\.(do)?mock\(/.test(readFileSync(path, 'utf8')))
        found.push(path);
    }
  };
  TEST_ROOTS.forEach(walk);
  return found;
}

/**
 * Workshop Wi-Fi: a service worker precaches every built asset, the
 * simulation worker and the lazy chunks included, so the page works offline once loaded;
 * a new build waits until the person chooses to reload (UpdateNotice), never mid-lesson.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: null,
  manifest: {
    name: 'Resilience Playground',
    short_name: 'Resilience',
    description: 'Circuit breakers, bulkheads and retries, simulated in the browser.',
    theme_color: '#111827',
    background_color: '#ffffff',
    display: 'standalone',
    icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The first install controls the page at once, so a first visit already works offline.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: 'index.html',
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  worker: { format: 'es' },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    // Two threads on this two-core machine (Vitest would take one less than the cores).
    pool: 'threads',
    maxWorkers: 2,
    environment: 'node',
    // Vitest's 5 s default failed a prettier pass over docs/scenario.md on a loaded 2-core
    // machine: a test's budget is for a hang, not for another process holding the cores.
    testTimeout: 30_000,
    // Tests read theme.css as text (?raw): its root font sizes; other CSS stays out of tests.
    css: { include: [/theme\.css/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: testFilesThatMock(),
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: testFilesThatMock(), isolate: true } },
    ],
  },
});
