// Bundles a TypeScript entry with esbuild and runs it in a fresh Node process.
// Why not tsx: its per-module transform and keepNames wrappers make the engine several
// times slower than the code the browser runs; a bundle measures (and runs) the real thing.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles `entry` (relative to the project root) and runs it with `nodeArgs` and `args`. */
export async function runBundled(entry, args, nodeArgs = []) {
  const outfile = await bundle(entry);
  const result = spawnSync(process.execPath, [...nodeArgs, outfile, ...args], { stdio: 'inherit' });
  return result.status ?? 1;
}

/** Bundles `entry` (relative to the project root); returns the bundle's path. */
export async function bundle(entry) {
  const outDir = `${root}node_modules/.tmp`;
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}/${basename(entry).replace(/\.ts$/, '')}.bundle.mjs`;
  await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
