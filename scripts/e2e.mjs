#!/usr/bin/env node
// Runs the Playwright specs in e2e/ (Chromium). Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Screenshots go to artifacts/: Playwright empties its own outputDir at every run.
mkdirSync(join(root, 'artifacts'), { recursive: true });

const result = spawnSync(
  join(root, 'node_modules', '.bin', 'playwright'),
  ['test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (result.error) {
  console.error(`Could not run Playwright: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
