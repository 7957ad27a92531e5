import { describe, expect, it } from 'vitest';
import { EDGE_COUNTER_NAMES, PROTECTION_GAUGE_NAMES, zeroCounts } from '../sim/engine/metrics';
import type { SecondFrame } from '../sim/engine/types';
import {
  csvCell,
  exportScenarioJson,
  framesToCsv,
  importScenarioJson,
  scenarioFileName,
} from './files';
import { PRESETS, presetScenario } from './presets';

describe('scenario files', () => {
  it('export and import to the same scenario, compact or full', () => {
    for (const preset of PRESETS) {
      const scenario = presetScenario(preset.id);
      expect(importScenarioJson(exportScenarioJson(scenario))).toEqual({ ok: true, scenario });
      expect(importScenarioJson(exportScenarioJson(scenario, { full: true }))).toEqual({
        ok: true,
        scenario,
      });
    }
  });

  it('names the file after the scenario', () => {
    expect(scenarioFileName({ ...presetScenario('bench'), name: 'My system / v2' })).toBe(
      'My-system-v2.scenario.json',
    );
  });

  it('points at the line and column of a JSON syntax error', () => {
    const result = importScenarioJson('{\n  "version": 1,\n  "durationMs": 10,,\n}');
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not valid JSON.*line 3/),
    });
  });

  it('lists the bad fields of an invalid scenario', () => {
    const scenario = presetScenario('metastable');
    const broken = JSON.parse(exportScenarioJson(scenario));
    broken.services[0].workers = -1;
    broken.clients[0].service = 'ghost';
    const result = importScenarioJson(JSON.stringify(broken));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/services\.0\.workers/);
    expect(result.error).toMatch(/clients\.0\.service: targets a missing service "ghost"/);
  });

  it('refuses something that is not a scenario file at all', () => {
    expect(importScenarioJson('[1,2,3]')).toMatchObject({
      ok: false,
      error: expect.stringContaining('object'),
    });
    expect(importScenarioJson('x'.repeat(3_000_000))).toMatchObject({
      ok: false,
      error: expect.stringContaining('kB'),
    });
  });
});

const frame = (tMs: number, withEdge: boolean): SecondFrame => ({
  tMs,
  clients: {
    users: { offered: 10, succeeded: 9, failed: 1, latencyMs: { p50: 5, p95: 9, p99: 12 } },
  },
  services: {},
  edges: withEdge
    ? {
        'api->db': {
          // Every counter the engine declares, zero unless set below (metrics.ts).
          ...zeroCounts(EDGE_COUNTER_NAMES),
          calls: 3,
          attempts: 4,
          retries: 1,
          failures: 1,
          breakerState: 'CLOSED',
          failureRate: -1,
          slowCallRate: -1,
          bulkheadInUse: 2,
          budgetTokens: 0,
          // The protections' gauges, zero (metrics.ts, from the registry).
          ...zeroCounts(PROTECTION_GAUGE_NAMES),
        },
      }
    : {},
});

describe('framesToCsv', () => {
  it('writes one row per second and one column per metric', () => {
    const csv = framesToCsv([frame(1000, false), frame(2000, true)]);
    const [header, first, second] = csv.trim().split('\n');
    const columns = header?.split(',') ?? [];
    expect(columns[0]).toBe('t_s');
    expect(columns).toContain('client.users.latencyMs.p99');
    expect(columns).toContain('edge.api->db.breakerState');
    const at = (row: string | undefined, column: string) =>
      row?.split(',')[columns.indexOf(column)];
    expect(at(first, 't_s')).toBe('1');
    expect(at(first, 'client.users.succeeded')).toBe('9');
    expect(at(first, 'edge.api->db.attempts')).toBe('');
    expect(at(second, 'edge.api->db.attempts')).toBe('4');
  });

  it('quotes and defuses cells a spreadsheet would misread', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=CMD()')).toBe("'=CMD()");
    expect(csvCell(Number.NaN)).toBe('');
  });
});
