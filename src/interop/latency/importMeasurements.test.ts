import { describe, expect, it } from 'vitest';
import bimodalProm from './fixtures/catalog-bimodal.prom?raw';
import lognormalCsv from './fixtures/orders-lognormal.csv?raw';
import heavyTailHdr from './fixtures/search-heavy-tail.hgrm?raw';
import { applyPatch } from '../../scenarios/patch';
import { parseScenario } from '../../sim/scenario';
import { distributionQuantile } from './distributionMath';
import {
  importMeasurements,
  measurementsPatchOps,
  readMeasurements,
  scenarioFromMeasurements,
} from './importMeasurements';
import { dataQuantile, noteText } from './latencyData';

describe('the latency fixtures fit as expected', () => {
  it('orders-lognormal.csv (durations, log-normal p50 40 ms, p99 250 ms) fits a log-normal', () => {
    const { patch, report } = importMeasurements(lognormalCsv, 'orders-lognormal.csv', 'orders');
    expect(report.format).toBe('durations');
    expect(report.fit.count).toBe(2000);
    expect(report.notes).toContainEqual({ code: 'columnMs', facts: { column: 'latency_ms' } });
    expect(report.fit.chosen.kind).toBe('lognormal');
    const d = patch.processing;
    if (d.type !== 'lognormal') throw new Error(d.type);
    // 2,000 draws pin the median to ±3 % and p99 to about ±8 %.
    expect(d.p50Ms / 40).toBeCloseTo(1, 1);
    expect(Math.abs(d.p99Ms / 250 - 1)).toBeLessThan(0.08);
    expect(report.fit.chosen.ks).toBeLessThan(0.02);
    expect(patch.rps).toBeUndefined();
  });

  it('catalog-bimodal.prom (a cache: 80 % at 5 ms, 20 % at 120 ms; two scrapes 60 s apart) fits a mixture, its rate and 5xx share', () => {
    const { patch, report } = importMeasurements(bimodalProm, 'catalog-bimodal.prom', 'catalog');
    expect(report.format).toBe('prometheus');
    // The window between the scrapes: 12,000 requests in 60 s.
    expect(report.fit.count).toBe(12_000);
    expect(patch.rps).toBeCloseTo(200, 6);
    // 1 % of the requests answered 503 (the 404s are not errors of the service).
    expect(patch.http5xx!).toBeGreaterThan(0.008);
    expect(patch.http5xx!).toBeLessThan(0.012);
    expect(report.fit.chosen.kind).toBe('mixture');
    const d = patch.processing;
    if (d.type !== 'mixture') throw new Error(d.type);
    const [fast, slow] = [...d.components].sort((a, b) => a.weight - b.weight).reverse();
    expect(fast!.weight).toBeCloseTo(0.8, 1);
    expect(distributionQuantile(fast!.distribution, 0.5)).toBeCloseTo(5, 0);
    expect(distributionQuantile(slow!.distribution, 0.5) / 120).toBeCloseTo(1, 1);
    expect(report.fit.chosen.ks).toBeLessThan(0.03);
    const single = report.fit.candidates.find((c) => c.kind === 'lognormal')!;
    expect(single.ks).toBeGreaterThan(0.2);
  });

  it('search-heavy-tail.hgrm (HdrHistogram; a Pareto tail) keeps its own percentiles as an empirical distribution', () => {
    const { patch, report } = importMeasurements(heavyTailHdr, 'search-heavy-tail.hgrm', 'search');
    expect(report.format).toBe('hdr');
    expect(report.fit.count).toBe(10_000);
    expect(report.fit.chosen.kind).toBe('empirical');
    expect(report.fit.candidates.filter((c) => c.close).map((c) => c.kind)).toEqual(['empirical']);
    const mixture = report.fit.candidates.find((c) => c.kind === 'mixture')!;
    // The closest closed form misses p99.9 by far: 309 ms against the data's 520 ms.
    expect(mixture.percentilesMs[3]! / report.fit.dataPercentilesMs[3]!).toBeLessThan(0.7);
    expect(patch.processing.type).toBe('empirical');
    expect(distributionQuantile(patch.processing, 0.999)).toBeCloseTo(
      report.fit.dataPercentilesMs[3]!,
      0,
    );
  });
});

describe('reading measurement files', () => {
  it('reads JSON durations, with seconds converted by the key name', () => {
    const m = readMeasurements('{"latency_seconds":[0.01,0.02,0.03]}', 'x.json');
    expect(m.latency).toEqual({ kind: 'samples', sortedMs: [10, 20, 30] });
    expect(readMeasurements('[3,1,2]', 'x.json').latency).toEqual({
      kind: 'samples',
      sortedMs: [1, 2, 3],
    });
  });

  it('names the line of a value that is not a duration', () => {
    expect(() => readMeasurements('latency_ms\n12\n-3\n', 'x.csv')).toThrow(
      'line 3: "-3" is not a duration',
    );
    expect(() => readMeasurements('[1, "fast"]', 'x.json')).toThrow('the array[1] is "fast"');
    expect(() => readMeasurements('', 'x.csv')).toThrow('x.csv is empty');
  });

  it("reads a Prometheus histogram's buckets as a CDF, milliseconds from the family's unit", () => {
    const text = [
      '# TYPE rpc_duration_milliseconds histogram',
      'rpc_duration_milliseconds_bucket{code="200",le="10"} 50',
      'rpc_duration_milliseconds_bucket{code="200",le="100"} 90',
      'rpc_duration_milliseconds_bucket{code="200",le="+Inf"} 95',
      'rpc_duration_milliseconds_bucket{code="500",le="10"} 0',
      'rpc_duration_milliseconds_bucket{code="500",le="100"} 5',
      'rpc_duration_milliseconds_bucket{code="500",le="+Inf"} 5',
      'rpc_duration_milliseconds_count{code="200"} 95',
      'rpc_duration_milliseconds_count{code="500"} 5',
    ].join('\n');
    const m = readMeasurements(text, 'm.prom');
    expect(m.latency).toEqual({
      kind: 'cdf',
      points: [
        { ms: 0, p: 0 },
        { ms: 10, p: 0.5 },
        { ms: 100, p: 0.95 },
        { ms: 100, p: 1 },
      ],
      count: 100,
    });
    // histogram_quantile's reading: linear within a bucket.
    expect(dataQuantile(m.latency, 0.25)).toBe(5);
    expect(m.traffic).toEqual({ requests: 100, errors: 5 });
    const noted = m.notes.map(noteText).join('\n');
    expect(noted).toMatch(/5 requests above the last bound \(100 ms\)/);
    expect(noted).toMatch(/request rate needs two scrapes/);
  });

  it('refuses an exposition whose buckets are not cumulative, or a line it cannot read', () => {
    const bad =
      'x_seconds_bucket{le="0.1"} 10\nx_seconds_bucket{le="0.2"} 4\nx_seconds_bucket{le="+Inf"} 10';
    expect(() => readMeasurements(bad, 'm.prom')).toThrow(/not cumulative/);
    expect(() => readMeasurements('x_seconds_bucket{le="0.1"} 10\nwhat is this', 'm.prom')).toThrow(
      'line 2: cannot read "what is this" as a sample',
    );
  });
});

describe('putting measurements on a scenario', () => {
  it("sets every route of the service, its 5xx share, and its callers' rate", () => {
    const { patch } = importMeasurements(bimodalProm, 'catalog-bimodal.prom', 'catalog');
    const base = scenarioFromMeasurements({ ...patch, service: 'catalog' });
    const parsed = parseScenario(base);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const ops = measurementsPatchOps(parsed.scenario, { ...patch, rps: 50 });
    expect(ops.map((o) => o.path)).toEqual([
      'services[catalog].routes[default].processing',
      'services[catalog].faults.errorRates.http5xx',
      'clients[clients].arrival.rps',
    ]);
    const applied = applyPatch(base, ops);
    expect(applied.ok && parseScenario(applied.value).ok).toBe(true);
    expect(() => measurementsPatchOps(parsed.scenario, { ...patch, service: 'nope' })).toThrow(
      'no service "nope" in the scenario; known: catalog',
    );
  });
});
