// The sweep core without threads: axes, patching by path (and its refusals), metrics,
// and that a sweep split into parts and merged gives what one run gives.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenarios/presets';
import { PRESETS } from '../scenarios/presets';
import { cellValues, expandJobs, parseAxis } from './axes';
import { mergeResults, quantile, summarize } from './aggregate';
import { patchScenario } from './patchScenario';
import { parseMetric } from './sweepMetrics';
import { prepareSweep, runJob, type SweepInput } from './sweepRunner';
import { toCsv } from './sweepOutput';

const chain = PRESETS.find((p) => p.id === 'availability-chain')!.scenario;

describe('axes and jobs', () => {
  it('spaces values evenly, both ends included, rounding between integer ends', () => {
    expect(parseAxis('a=1:10:4').values).toEqual([1, 4, 7, 10]);
    expect(parseAxis('a=0.5:1:3').values).toEqual([0.5, 0.75, 1]);
    expect(parseAxis('a,b=5:5:1')).toMatchObject({ paths: ['a', 'b'], values: [5] });
    expect(parseAxis('a=3|1|2').values).toEqual([3, 1, 2]);
    expect(() => parseAxis('a=1:2')).toThrow(/<from>:<to>:<steps>/);
    expect(() => parseAxis('a=1:x:3')).toThrow(/to "x" is not a number/);
    expect(() => parseAxis('a=1:2:0')).toThrow(/steps must be an integer from 1/);
  });
  it('numbers cells row-major and seeds innermost, the baseline first', () => {
    const axes = [parseAxis('a=1:2:2'), parseAxis('b=10:30:3')];
    expect(cellValues(axes, 4)).toEqual([2, 20]);
    const jobs = expandJobs(axes, [7, 8], true);
    expect(jobs).toHaveLength(2 + 6 * 2);
    expect(jobs[0]).toEqual({ index: 0, cell: -1, values: [], seed: 7 });
    expect(jobs[2]).toEqual({ index: 2, cell: 0, values: [1, 10], seed: 7 });
    expect(jobs[13]).toEqual({ index: 13, cell: 5, values: [2, 30], seed: 8 });
  });
});

describe('patching a scenario by path', () => {
  const base = presetScenario('retry-storm');
  it('sets a value the schema accepts, and only that value', () => {
    const r = patchScenario(base, [parseAxis('services[0].workers=1:1:1')], [37]);
    expect(r.ok && r.scenario.services[0]!.workers).toBe(37);
    expect(r.ok && r.scenario.services[1]).toEqual(base.services[1]);
  });
  it('refuses a value out of the schema bounds, naming the field and the bound', () => {
    const r = patchScenario(base, [parseAxis('services[0].workers=1:1:1')], [0]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(
      /services\[0\]\.workers = 0 is not allowed:\nservices\.0\.workers: .*>=1/,
    );
  });
  it('refuses a misspelt field instead of running the same scenario at every value', () => {
    const r = patchScenario(base, [parseAxis('services[0].wrokers=1:1:1')], [5]);
    expect(!r.ok && r.error).toMatch(/wrokers is not a setting of this scenario/);
  });
  it('refuses an element that is not there, and a setting that is not a number', () => {
    expect(!patchScenario(base, [parseAxis('services[nope].workers=1:1:1')], [5]).ok).toBe(true);
    const r = patchScenario(base, [parseAxis('services[0].name=1:1:1')], [5]);
    expect(!r.ok && r.error).toMatch(/is a string, not a number/);
  });
  it('prepareSweep reports every bad axis and metric before running anything', () => {
    const r = prepareSweep({
      scenario: chain,
      vary: ['services[0].workers=0:5:2', 'bogus.path=1:2:2'],
      metrics: ['clients[nobody].availability'],
    });
    expect(r.ok).toBe(false);
    const errors = !r.ok ? r.errors.join('\n') : '';
    expect(errors).toMatch(/--vary services\[0\]\.workers=0:5:2: .*not allowed/);
    expect(errors).toMatch(/--vary bogus\.path=1:2:2: /);
    expect(errors).toMatch(/no client "nobody"; known: /);
  });
});

describe('metrics', () => {
  const s = presetScenario('metastable');
  it('accepts the counters of metrics.ts and the report fields, and says what exists otherwise', () => {
    expect(parseMetric('availability', s).name).toBe('clients[users].availability');
    expect(parseMetric('services[api].wasted', s).windowed).toBe(false);
    expect(parseMetric('clients[users].availability@75:', s).windowed).toBe(true);
    expect(() => parseMetric('services[api].availability', s)).toThrow(
      /known: received, completed/,
    );
    expect(() => parseMetric('services[api].utilisation@1:2', s)).toThrow(
      /not a windowed service metric/,
    );
  });
  it('a windowed availability reads the frames of that window only', () => {
    const m = parseMetric('availability@100:', s);
    const frame = (tMs: number, succeeded: number, failed: number) => ({
      tMs,
      clients: {
        users: {
          offered: 0,
          succeeded,
          failed,
          latencyMs: { mean: 0, p50: 0, p95: 0, p99: 0, p999: 0, max: 0 },
        },
      },
      services: {},
      edges: {},
    });
    const frames = [frame(100_000, 0, 10), frame(101_000, 3, 1), frame(102_000, 1, 0)];
    expect(m.read({} as never, frames)).toBe(4 / 5);
  });
});

describe('a sweep split into parts and merged', () => {
  const input: SweepInput = {
    scenario: chain,
    vary: ['clients[0].arrival.rps=20:60:2'],
    seeds: 2,
    durationS: 5,
    baseline: true,
    metrics: ['availability', 'services[gateway].received'],
  };
  it('gives the same summaries as one run, and refuses parts of another sweep', () => {
    const prepared = prepareSweep(input);
    if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
    const { sweep } = prepared;
    const results = sweep.jobs.map((j) => runJob(sweep, j));
    // Parts in any order, as from a batch runner.
    const merged = mergeResults(sweep, [...results].reverse());
    expect(toCsv(sweep, summarize(sweep, merged))).toBe(toCsv(sweep, summarize(sweep, results)));
    expect(() => mergeResults(sweep, results.slice(1))).toThrow(/1 of 6 jobs have no result: 0/);
    expect(() => mergeResults(sweep, [...results, results[0]!])).toThrow(/appears twice/);
    const other = prepareSweep({ ...input, seeds: 3 });
    if (!other.ok) throw new Error();
    expect(() => mergeResults(other.sweep, results)).toThrow(/belongs to another sweep/);
    // Three times the load reaches the entry three times as often (within Poisson noise).
    const cells = summarize(sweep, merged);
    const received = (c: number) => cells.find((x) => x.cell === c)!.metrics[1]!.mean;
    expect(received(1) / received(0)).toBeGreaterThan(2.5);
    expect(received(1) / received(0)).toBeLessThan(3.5);
    expect(cells[2]!.metrics[1]!.vsBaseline!.containsZero).toBe(false);
  });
});

it('quantile interpolates between order statistics', () => {
  expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  expect(quantile([10], 0.95)).toBe(10);
  expect(quantile([0, 10], 0.05)).toBeCloseTo(0.5, 12);
});
