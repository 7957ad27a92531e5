// The sweep command line: its arguments, and end to end as a user runs it (bundled, on
// worker threads): one go, and the same sweep split by --emit-jobs and put back by --merge.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSweepArgs } from './sweepArgs';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/sweep.mjs', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('sweep arguments', () => {
  it('reads repeated --vary and --metric, and the split steps', () => {
    const r = parseSweepArgs([
      'x.json',
      '--vary',
      'a=1:2:2',
      '--vary',
      'b=1:3:3',
      '--metric',
      'availability',
      '--seeds',
      '3',
      '--jobs',
      '2',
      '--job',
      '4-7',
    ]);
    expect(r.ok && r.args).toMatchObject({
      scenario: 'x.json',
      vary: ['a=1:2:2', 'b=1:3:3'],
      metrics: ['availability'],
      seeds: 3,
      jobs: 2,
      jobRange: [4, 7],
    });
    const m = parseSweepArgs([
      'x',
      '--vary',
      'a=1:1:1',
      '--merge',
      'p1.jsonl',
      'p2.jsonl',
      '--format',
      'json',
    ]);
    expect(m.ok && m.args.merge).toEqual(['p1.jsonl', 'p2.jsonl']);
    expect(parseSweepArgs(['x', '--vary', 'a=1:1:1', '--stability', '60:75:30']).ok).toBe(true);
  });
  it('says what is wrong', () => {
    const err = (...a: string[]) => {
      const r = parseSweepArgs(a);
      return r.ok ? '' : r.error;
    };
    expect(err('x')).toMatch(/at least one --vary/);
    expect(err('x', '--vary', 'a=1:1:1', '--seeds', '0')).toMatch(
      /--seeds must be an integer from 1/,
    );
    expect(err('x', '--vary', 'a=1:1:1', '--job', '5-2')).toMatch(/ends before it starts/);
    expect(err('x', '--vary', 'a=1:1:1', '--emit-jobs', '--job', '1')).toMatch(/separate steps/);
    expect(err('x', '--vary', 'a=1:1:1', '--stability', '60')).toMatch(/--stability is/);
    expect(err('x', '--vary', 'a=1:1:1', '--bogus')).toMatch(/unknown option --bogus/);
  });
});

describe('npm run sweep', () => {
  const base = [
    'availability-chain',
    '--vary',
    'clients[users].arrival.rps=50:100:2',
    '--seeds',
    '2',
    '--duration-s',
    '3',
    '--baseline',
    '--metric',
    'availability',
    '--metric',
    'services[gateway].received',
    '--quiet',
  ];

  it('split into jobs and merged, gives the same CSV as one run on two threads', () => {
    const whole = run(...base, '--jobs', '2');
    expect(whole.stderr).toBe('');
    expect(whole.status).toBe(0);
    const lines = whole.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'cell,clients[users].arrival.rps,metric,n,mean,ci95_low,ci95_high,median,p5,p95,vs_baseline,vs_baseline_low,vs_baseline_high,vs_baseline_words',
    );
    expect(lines).toHaveLength(1 + 3 * 2);

    const emitted = run(...base, '--emit-jobs', '--chunk', '4');
    const commands = emitted.stdout.trim().split('\n');
    expect(commands).toEqual([
      expect.stringMatching(
        /^npm run -s sweep -- availability-chain --vary 'clients\[users\]\.arrival\.rps=50:100:2' .* --job 0-3 --quiet > sweep-part-0\.jsonl$/,
      ),
      expect.stringMatching(/--job 4-5 --quiet > sweep-part-4\.jsonl$/),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    const parts = ['0-3', '4-5'].map((range, i) => {
      const part = run(...base, '--job', range);
      expect(part.status).toBe(0);
      const file = join(dir, `part-${i}.jsonl`);
      writeFileSync(file, part.stdout);
      return file;
    });
    const merged = run(...base, '--merge', ...parts.reverse());
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(whole.stdout);
    const short = run(...base, '--merge', parts[0]!);
    expect(short.status).toBe(2);
    expect(short.stderr).toMatch(/jobs have no result/);
  }, 120_000);

  it('refuses a bad path or an out-of-bounds value before running, with exit code 2', () => {
    const r = run(
      'availability-chain',
      '--vary',
      'services[gateway].workers=0:10:2',
      '--vary',
      'clients[users].arival.rps=1:2:2',
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /--vary services\[gateway\]\.workers=0:10:2: services\[gateway\]\.workers = 0 is not allowed/,
    );
    expect(r.stderr).toMatch(/clients\[users\]\.arival\.rps is not a setting of this scenario/);
    expect(r.stdout).toBe('');
  }, 60_000);
});
