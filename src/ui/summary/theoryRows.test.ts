// The theory panel's rows for what is selected: on the availability chain (seed 004) the
// client's availability agrees with 0.999⁵; on the metastable lesson, Erlang C is refused
// with its reason (the users retry); Little's law holds for any service with enough traffic.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { runScenario } from '../../sim/engine';
import { theoryRows } from './theoryRows';

describe('theory beside the totals', () => {
  it("availability chain, nothing selected: the client's availability agrees with 1 − p^N", () => {
    const s = presetScenario('availability-chain');
    const rows = theoryRows(s, runScenario(s), null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ theory: 'availability 1 − p^N', agrees: true });
    expect(rows[0]!.words).toMatch(/0\.995 in theory.*agrees within/);
  });

  it("metastable lesson, api selected: Erlang C does not apply (a spike in the schedule), Little's law does", () => {
    const s = presetScenario('metastable');
    const rows = theoryRows(s, runScenario(s, { durationMs: 50_000 }), {
      kind: 'service',
      id: 'api',
    });
    const erlang = rows.find((r) => r.theory.startsWith('M/M/c'))!;
    expect(erlang.agrees).toBeNull();
    expect(erlang.words).toMatch(/does not apply here, because users's rate changes over time/);
    expect(rows.find((r) => r.theory === "Little's law")!.agrees).toBe(true);
  });

  it("an edge selected: its bulkhead's Erlang B, and a name the scenario lost is skipped", () => {
    const s = presetScenario('availability-chain');
    const report = runScenario(s, { durationMs: 10_000 });
    const rows = theoryRows(s, report, { kind: 'edge', id: 'gateway->bff' });
    expect(rows.map((r) => r.theory)).toEqual(['Erlang B']);
    expect(rows[0]!.words).toMatch(/gateway->bff has no bulkhead/);
    expect(theoryRows(s, report, { kind: 'service', id: 'gone' }).length).toBeLessThan(3);
  });
});
