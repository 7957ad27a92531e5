import { describe, expect, it } from 'vitest';
import { erlangB } from '../sim/engine/queueingTheory';
import { summarize } from './aggregate';
import { parseRequirement, suggestFromSweep } from './suggest';
import { prepareSweep, runJob } from './sweepRunner';

describe('a suggestion that is measured', () => {
  it('finds the smallest bulkhead that keeps availability ≥ 95 %: Erlang B says 8 slots at 4 erlangs', () => {
    // 80 calls/s × 50 ms = 4 erlangs on a bulkhead that never waits: B(7, 4) = 6.3 %, B(8, 4) = 3.0 %.
    expect(erlangB(7, 4)).toBeGreaterThan(0.05);
    expect(erlangB(8, 4)).toBeLessThan(0.05);
    const prepared = prepareSweep({
      scenario: {
        version: 1,
        seed: 9,
        durationMs: 60_000,
        services: [
          {
            name: 'db',
            workers: 1_000,
            routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
          },
        ],
        clients: [
          {
            name: 'app',
            service: 'db',
            arrival: { rps: 80 },
            policy: { bulkhead: { enabled: true, maxConcurrentCalls: 10 } },
          },
        ],
      },
      vary: ['clients[app].policy.bulkhead.maxConcurrentCalls=6:9:4'],
      seeds: 4,
      metrics: ['availability'],
    });
    if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
    const { sweep } = prepared;
    const cells = summarize(
      sweep,
      sweep.jobs.map((j) => runJob(sweep, j)),
    );
    const s = suggestFromSweep(sweep, cells, parseRequirement('availability>=0.95'));
    expect(s.value).toBe(8);
    expect(s.evidence.map((e) => e.value)).toEqual([7, 8]);
    expect(s.words).toMatch(
      /^the smallest clients\[app\]\.policy\.bulkhead\.maxConcurrentCalls that keeps clients\[app\]\.availability ≥ 95\.00 %: 8, measured 9\d\.\d\d % over 4 seeds/,
    );
    const none = suggestFromSweep(sweep, cells, parseRequirement('availability>=0.9999'));
    expect(none.value).toBeUndefined();
    expect(none.words).toMatch(/^no clients\[app\].* from 6 to 9 keeps/);
  }, 60_000);

  it('reads a requirement, and refuses one it cannot read', () => {
    expect(parseRequirement('clients[u].availability >= 0.99')).toEqual({
      metric: 'clients[u].availability',
      atLeast: 0.99,
    });
    expect(() => parseRequirement('availability>0.99')).toThrow(/write <metric>>=<value>/);
  });
});
