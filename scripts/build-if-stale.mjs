#!/usr/bin/env node
// Builds dist/ for the browser tests only when the sources changed since the last build: a
// `vite build` costs a minute on a busy 2-core machine, and most e2e runs (one spec, then
// the whole suite) see the same sources. The stamp is a hash of every file the build reads,
// so an edit, a pulled commit or a new lock file builds again; `--force` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(root, 'dist', '.sources-hash');
/** What `vite build` reads: the app's sources and assets, its config and the locked deps. */
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
];
/** Unit tests never reach the bundle: editing one needs no build. */
const UNIT_TEST = /\.test\.tsx?$/;

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return UNIT_TEST.test(entry.name) ? [] : [path];
  });
}

function sourcesHash() {
  const files = [
    ...INPUT_DIRS.flatMap((d) => filesUnder(join(root, d))),
    ...INPUT_FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const wanted = sourcesHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('dist/ is built from the current sources: no build.');
  process.exit(0);
}
const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.error(`vite build failed (exit ${result.status ?? result.error?.message}).`);
  process.exit(1);
}
writeFileSync(STAMP, `${wanted}\n`);
