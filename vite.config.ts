import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Workshop Wi-Fi (issue 11 §6): a service worker precaches every built asset, the
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
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest's 5 s default failed a prettier pass over docs/scenario.md on a loaded 2-core
    // machine: a test's budget is for a hang, not for another process holding the cores.
    testTimeout: 30_000,
    // Tests read theme.css as text (?raw): its root font sizes; other CSS stays out of tests.
    css: { include: [/theme\.css/] },
  },
});
