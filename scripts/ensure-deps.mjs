#!/usr/bin/env node
// Makes a fresh clone runnable: `npm ci` when node_modules is missing or does not match
// package-lock.json; with --browser, makes sure a Chromium exists for the browser tests
// (Playwright's own, else /usr/bin/chromium, installed with apt-get when we are root).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `ensure-deps: "${command} ${args.join(' ')}" failed (exit ${result.status ?? result.error?.message}).`,
    );
    process.exit(1);
  }
}

/** Why node_modules needs `npm ci`, or null when it matches the lock file. */
function staleReason() {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  if (!existsSync(join(modules, '.package-lock.json')))
    return 'node_modules was not installed by npm';
  const lock = readJson(join(root, 'package-lock.json'));
  const pkg = readJson(join(root, 'package.json'));
  const direct = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  for (const name of direct) {
    const locked = lock.packages?.[`node_modules/${name}`]?.version;
    const manifest = join(modules, name, 'package.json');
    if (!existsSync(manifest)) return `${name} is not installed`;
    const installed = readJson(manifest).version;
    if (locked && installed !== locked)
      return `${name} is ${installed}, the lock file says ${locked}`;
  }
  return null;
}

async function bundledChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

async function ensureChromium() {
  const bundled = await bundledChromium();
  if (bundled) return console.log(`ensure-deps: Chromium: ${bundled}`);
  if (existsSync(SYSTEM_CHROMIUM)) return console.log(`ensure-deps: Chromium: ${SYSTEM_CHROMIUM}`);
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("ensure-deps: no Chromium found; installing Debian's chromium (about 40 s)…");
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (existsSync(SYSTEM_CHROMIUM)) return;
  }
  console.error(
    [
      'ensure-deps: the browser tests need Chromium, and none was found.',
      `  Install it as root: apt-get update && apt-get install -y chromium   (gives ${SYSTEM_CHROMIUM})`,
      '  or, where downloads work: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}

const reason = staleReason();
if (reason) {
  console.log(`ensure-deps: ${reason}; running npm ci`);
  run('npm', ['ci']);
}
if (process.argv.includes('--browser')) await ensureChromium();
