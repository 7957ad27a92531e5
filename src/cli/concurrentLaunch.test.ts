// Overlapping launches of the command line: each bundles the engine and runs it, so they
// once shared one bundle file that one launch could read while another was writing it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const LAUNCHES = 8;
const bundleDir = mkdtempSync(join(tmpdir(), 'bundles-'));
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

interface Launch {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `npm run sim` as a user does, building into `bundleDir` (empty: every launch builds). */
function launch(args: string[]): Promise<Launch> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/sim.mjs', ...args], {
      env: { ...process.env, RUN_BUNDLED_DIR: bundleDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('npm run sim, launched many times at once', () => {
  it('gives every launch its whole report from one complete bundle', async () => {
    const args = [
      '--preset',
      'retry-storm',
      '--seed',
      '2',
      '--duration-s',
      '5',
      '--format',
      'json',
    ];
    const launches = await Promise.all(Array.from({ length: LAUNCHES }, () => launch(args)));
    for (const r of launches) {
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ seed: 2, durationS: 5 });
    }
    expect(new Set(launches.map((r) => r.stdout)).size).toBe(1);
    // One source state, one bundle, and no temporary file left behind.
    expect(readdirSync(bundleDir)).toEqual([
      expect.stringMatching(/^sim\.[0-9a-f]{16}\.bundle\.mjs$/),
    ]);
  }, 120_000);
});
