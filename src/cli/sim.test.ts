// The command line end to end: bundled and run as a user runs it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/sim.mjs', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('npm run sim', () => {
  it('prints one JSON object and nothing else, with the documented fields', () => {
    const r = run(
      '--preset',
      'availability-chain',
      '--seed',
      '3',
      '--duration-s',
      '20',
      '--format',
      'json',
    );
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.seed).toBe(3);
    expect(report.durationS).toBe(20);
    expect(Object.keys(report)).toEqual([
      'seed',
      'durationS',
      'events',
      'clients',
      'services',
      'edges',
      'transitions',
    ]);
    const client = Object.values(report.clients)[0] as Record<string, unknown>;
    expect(Object.keys(client)).toEqual([
      'offered',
      'succeeded',
      'failed',
      'availability',
      'latencyMs',
      'failuresByReason',
    ]);
  }, 60_000);

  it('gives the same numbers for the same seed, other numbers for another', () => {
    const a = run(
      '--preset',
      'retry-storm',
      '--seed',
      '5',
      '--duration-s',
      '40',
      '--format',
      'json',
    ).stdout;
    const b = run(
      '--preset',
      'retry-storm',
      '--seed',
      '5',
      '--duration-s',
      '40',
      '--format',
      'json',
    ).stdout;
    const c = run(
      '--preset',
      'retry-storm',
      '--seed',
      '6',
      '--duration-s',
      '40',
      '--format',
      'json',
    ).stdout;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  }, 60_000);

  it('--frames prints one JSON line per simulated second, which add up to the report', () => {
    const args = ['--preset', 'retry-storm', '--seed', '5', '--duration-s', '20'];
    const frames = run(...args, '--frames')
      .stdout.trimEnd()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { tMs: number; clients: Record<string, { offered: number }> },
      );
    expect(frames.map((f) => f.tMs)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 1000));
    const report = JSON.parse(run(...args, '--format', 'json').stdout);
    for (const [name, client] of Object.entries(
      report.clients as Record<string, { offered: number }>,
    ))
      expect(frames.reduce((sum, f) => sum + f.clients[name]!.offered, 0)).toBe(client.offered);
  }, 60_000);

  it('--events prints every breaker and retry event as a JSON line, the transitions among them', () => {
    const args = ['--preset', 'flapping-breaker', '--seed', '5', '--duration-s', '120'];
    const lines = run(...args, '--events')
      .stdout.trimEnd()
      .split('\n');
    const events = lines.map((line) => JSON.parse(line) as { source: string; type: string });
    const transitions = events.filter((e) => e.type === 'STATE_TRANSITION');
    const report = JSON.parse(run(...args, '--format', 'json').stdout);
    expect(transitions.length).toBe(report.transitions.length);
    expect(transitions.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.source))).toEqual(new Set(['circuitBreaker']));
  }, 60_000);

  it('the table shows the per-hop numbers of every service', () => {
    const r = run('--preset', 'retry-storm', '--seed', '5', '--duration-s', '20');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /service +entered +util +busy +queue +P\(wait\) +W mean +Wq mean +p50 +p95 +p99 +p99\.9/,
    );
  }, 60_000);

  it('answers a bad file with a readable message and exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ version: 1, durationMs: 1000, services: [], clients: [] }),
    );
    const r = run(file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('services');
  }, 60_000);

  it('stops a scenario that would explode with exit code 3 and names the limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'huge.json');
    const service = {
      name: 'a',
      workers: 1,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 1 } }],
    };
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        durationMs: 100_000,
        services: [service],
        clients: [{ name: 'c', service: 'a', arrival: { rps: 1_000_000 } }],
      }),
    );
    const r = run(file);
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('limit');
  }, 60_000);

  it('--assert prints the requirements table and exits 1 when one fails, 0 when all pass', () => {
    const args = ['--preset', 'retry-storm', '--seed', '5', '--duration-s', '40'];
    const failing = run(
      ...args,
      '--assert',
      'clients[shoppers].availability>=0.5',
      '--assert',
      'edges[orders->stock].amplification<=1.5',
    );
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(/metric +requirement +value +result/);
    expect(failing.stdout).toMatch(/clients\[shoppers\]\.availability +>= 0\.5 +[\d.]+ +pass/);
    expect(failing.stdout).toMatch(/edges\[orders->stock\]\.amplification +<= 1\.5 +[\d.]+ +FAIL/);
    expect(failing.stdout).toContain('1 of 2 requirements failed');
    const passing = run(...args, '--format', 'json', '--assert', 'availability>=0.5');
    expect(passing.status).toBe(0);
    // stdout stays one JSON object; the verdict goes to stderr.
    expect(JSON.parse(passing.stdout).seed).toBe(5);
    expect(passing.stderr).toContain('all 1 requirement met');
  }, 60_000);

  it('--assert with an unknown metric or operator exits 2 before running', () => {
    const r = run('--preset', 'retry-storm', '--assert', 'edges[api->db].amplification<=1.5');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('no edge "api->db"; known: shoppers->gateway');
    const op = run('--preset', 'retry-storm', '--assert', 'availability~0.9');
    expect(op.status).toBe(2);
    expect(op.stderr).toContain('write <metric><op><number>');
  }, 60_000);

  it('--traces writes the sampled requests as OTLP JSON, and the report is unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'traces.json');
    const args = [
      '--preset',
      'retry-storm',
      '--seed',
      '5',
      '--duration-s',
      '20',
      '--format',
      'json',
    ];
    const r = run(...args, '--traces', file, '--trace-every', '20');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(run(...args).stdout);
    const otlp = JSON.parse(readFileSync(file, 'utf8'));
    const spans = otlp.resourceSpans.flatMap(
      (rs: { scopeSpans: { spans: unknown[] }[] }) => rs.scopeSpans[0]!.spans,
    );
    expect(spans.length).toBeGreaterThan(0);
    expect(spans[0].traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(run(...args, '--trace-every', '20').stderr).toContain('--trace-every needs --traces');
  }, 60_000);
});
