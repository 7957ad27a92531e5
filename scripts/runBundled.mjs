// Bundles a TypeScript entry with esbuild and runs it in a fresh Node process.
// Why not tsx: its per-module transform and keepNames wrappers make the engine several
// times slower than the code the browser runs; a bundle measures (and runs) the real thing.
//
// Many launches may overlap (two terminals, a script running `npm run sim` in parallel, the
// sweep's worker threads loading the bundle again). So a bundle is never rewritten in place:
// it is named by the hash of its own content and appears by an atomic rename, and a launch
// only ever reads a complete file that no other launch will change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where bundles live; a test points it at an empty folder to make every launch build. */
const outDir = process.env.RUN_BUNDLED_DIR ?? `${root}node_modules/.tmp`;
/** A bundle of another source state unused this long is removed; a younger one may still be running. */
const STALE_BUNDLE_AGE_MS = 60 * 60 * 1000;

/** Builds `entry` in memory and returns the path of its content-addressed bundle. */
export async function bundle(entry) {
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outdir: outDir,
    logLevel: 'warning',
    // A CommonJS dependency (yaml's Node build) may require Node's built-ins; an ES module
    // bundle has no `require` of its own, so it gets Node's.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const stem = basename(entry).replace(/\.ts$/, '');
  const outfile = `${outDir}/${stem}.${hash}.bundle.mjs`;
  try {
    statSync(outfile);
  } catch {
    // Same content under the same name: whichever launch renames last, the file is whole.
    const temp = `${outfile}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, outfile);
  }
  // Its age is the time since its last launch, so pruning never takes a bundle in use.
  const now = new Date();
  utimesSync(outfile, now, now);
  removeStaleBundles(stem, outfile);
  return outfile;
}

function removeStaleBundles(stem, keep) {
  const now = Date.now();
  for (const name of readdirSync(outDir)) {
    const path = `${outDir}/${name}`;
    if (path === keep || !name.startsWith(`${stem}.`)) continue;
    try {
      if (now - statSync(path).mtimeMs > STALE_BUNDLE_AGE_MS) rmSync(path, { force: true });
    } catch {
      // Another launch removed it first.
    }
  }
}

/** Bundles `entry` (relative to the project root) and runs it with `nodeArgs` and `args`. */
export async function runBundled(entry, args, nodeArgs = []) {
  const outfile = await bundle(entry);
  const result = spawnSync(process.execPath, [...nodeArgs, outfile, ...args], { stdio: 'inherit' });
  if (result.error) {
    process.stderr.write(`${basename(entry)}: cannot start node: ${result.error.message}\n`);
    return 1;
  }
  // A child killed by a signal has no status: that is a failure, never a silent 0.
  return result.status ?? 1;
}
