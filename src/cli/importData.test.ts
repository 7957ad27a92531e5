// npm run import-data end to end: bundled and run as a user runs it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const FIXTURES = 'src/interop/latency/fixtures';
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/import-data.mjs', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run import-data', () => {
  it('puts the fitted latency onto a preset: the scenario on stdout, the fit report on stderr', () => {
    const r = run(
      `${FIXTURES}/search-heavy-tail.hgrm`,
      '--service',
      'stock',
      '--preset',
      'retry-storm',
    );
    expect(r.status).toBe(0);
    const scenario = JSON.parse(r.stdout);
    const stock = scenario.services.find((s: { name: string }) => s.name === 'stock');
    expect(stock.routes[0].processing.type).toBe('empirical');
    expect(r.stderr).toMatch(/p50 +p90 +p99 +p99\.9 +KS +close/);
    expect(r.stderr).toMatch(/empirical \* /);
  }, 60_000);

  it('exits 2 naming the problem for an unreadable file or an unknown service', () => {
    const missing = run(`${FIXTURES}/nope.csv`, '--service', 'a');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    const unknown = run(
      `${FIXTURES}/orders-lognormal.csv`,
      '--service',
      'x',
      '--preset',
      'retry-storm',
    );
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(
      'no service "x" in the scenario; known: gateway, bff, orders, stock',
    );
    expect(unknown.stdout).toBe('');
  }, 60_000);
});
