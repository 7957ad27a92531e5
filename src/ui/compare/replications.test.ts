// Paired replications: the pairing of per-seed tables and their intervals
// against hand-computed t intervals, and real paired runs against seed 004's figures.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import type { SecondFrame } from '../../sim/engine/types';
import { setAt } from '../../sim/scenario';
import { deltaRow, type DeltaGroup } from '../../sim/analysis/deltaTable';
import { pairReplications } from '../../sim/analysis/pairedDeltas';
import { pairedVerdict } from './PairedTable';
import {
  prepareReplications,
  runReplication,
  type ReplicationResult,
} from '../../jobs/replicationJob';

const result = (job: number, groups: DeltaGroup[], error?: string): ReplicationResult => ({
  job,
  seed: 100 + job,
  groups,
  framesA: [],
  framesB: [],
  ...(error ? { error } : {}),
});
const client = (a: number, b: number): DeltaGroup => ({
  kind: 'client',
  name: 'web',
  rows: [deltaRow('p99', a, b)],
});
const edge = (a: number, b: number): DeltaGroup => ({
  kind: 'edge',
  name: 'api->db',
  rows: [deltaRow('retries', a, b)],
});

describe('pairReplications', () => {
  it('gives the paired t interval of the per-seed differences', () => {
    // Differences 1, 2, 3: mean 2, sd 1, t(0.975, 2) = 4.302653 → ± 4.302653 / √3 = 2.484138.
    const [g] = pairReplications([
      result(0, [client(10, 11)]),
      result(1, [client(20, 22)]),
      result(2, [client(30, 33)]),
    ]);
    const row = g!.rows[0]!;
    expect(row.a).toBe(20);
    expect(row.b).toBe(22);
    expect(row.delta).toBeCloseTo(2, 12);
    expect(row.relative).toBeCloseTo(0.1, 12);
    expect(row.interval.low).toBeCloseTo(2 - 2.484138, 5);
    expect(row.interval.high).toBeCloseTo(2 + 2.484138, 5);
    expect(pairedVerdict(row)).toBe('noise');
  });

  it('calls a difference beyond the interval better or worse by the metric’s direction', () => {
    // Differences −3, −2, −4, −3: mean −3, sd 0.8165, t(0.975, 3) = 3.182446 → ± 1.29923.
    const rows = pairReplications(
      [
        [10, 7],
        [12, 10],
        [15, 11],
        [9, 6],
      ].map(([a, b], i) => result(i, [client(a!, b!)])),
    )[0]!.rows;
    expect(rows[0]!.interval.high).toBeCloseTo(-3 + 1.29923, 4);
    expect(pairedVerdict(rows[0]!)).toBe('better'); // a lower p99 is better
  });

  it('calls a difference beyond the interval of a figure with no good direction only changed', () => {
    const rows = pairReplications(
      [
        [10, 7],
        [12, 10],
        [15, 11],
        [9, 6],
      ].map(([a, b], i) => result(i, [edge(a!, b!)])),
    )[0]!.rows;
    expect(rows[0]!.interval.containsZero).toBe(false);
    expect(pairedVerdict(rows[0]!)).toBe('changed'); // fewer retries: neither better nor worse
  });

  it('pairs by seed, not by the order results arrive in, and counts a missing call as zero', () => {
    // The edge group is left out of seed 1's table (nothing retried in either run there).
    const groups = pairReplications([
      result(1, [client(5, 5)]),
      result(0, [client(5, 5), edge(4, 8)]),
      result(2, [client(5, 5), edge(2, 6)]),
    ]);
    const retries = groups.find((g) => g.kind === 'edge')!.rows[0]!;
    expect(retries.interval.n).toBe(3);
    expect(retries.a).toBeCloseTo(2, 12); // (4 + 0 + 2) / 3
    expect(retries.b).toBeCloseTo(14 / 3, 12);
    expect(pairedVerdict(groups[0]!.rows[0]!)).toBe('same');
  });

  it('leaves out seeds that stopped at a limit', () => {
    const [g] = pairReplications([
      result(0, [client(1, 2)]),
      result(1, [], 'too many requests in flight'),
      result(2, [client(1, 4)]),
    ]);
    expect(g!.rows[0]!.interval.n).toBe(2);
    expect(g!.rows[0]!.delta).toBe(2);
  });
});

describe('paired runs of A and B', () => {
  it('are identical seed by seed when B is A: both draw the same random streams', () => {
    const a = presetScenario('breaker-cascade');
    const p = prepareReplications({ a, b: a, seeds: 3, firstSeed: 7, durationMs: 10_000 });
    if (!p.ok) throw new Error(p.errors.join());
    const results = [0, 1, 2].map((j) => runReplication(p.prepared, j));
    const groups = pairReplications(results);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) expect(pairedVerdict(row), row.metric).toBe('same');
    // …while the seeds themselves differ: the runs are not all one run.
    const goodput = groups[0]!.rows[0]!;
    const perSeed = results.map((r) => r.groups[0]!.rows[0]!.a);
    expect(new Set(perSeed).size).toBeGreaterThan(1);
    expect(goodput.interval.sdDiff).toBe(0);
  });

  it('measure seed 004’s retry amplification: 27 attempts at the leaf for A, 9 with one retry layer gone', () => {
    // stock fails from 30 s. Once the outage is under way, each request at the top reaches
    // stock 3 × 3 × 3 = 27 times in A and 1 × 3 × 3 = 9 times in B (gateway → bff retries off).
    const a = { ...presetScenario('retry-storm'), durationMs: 60_000 };
    const b = setAt(a, ['services', 'gateway', 'policies', 'bff', 'retry', 'maxAttempts'], 1);
    const p = prepareReplications({ a, b, seeds: 3, firstSeed: 4, durationMs: 60_000 });
    if (!p.ok) throw new Error(p.errors.join());
    const results = [0, 1, 2].map((j) => runReplication(p.prepared, j));
    const perRequest = (frames: SecondFrame[]) => {
      const during = frames.filter((f) => f.tMs > 35_000 && f.tMs <= 55_000);
      const sum = (k: (f: SecondFrame) => number) => during.reduce((s, f) => s + k(f), 0);
      return sum((f) => f.services.stock!.received) / sum((f) => f.clients.shoppers!.offered);
    };
    for (const r of results) {
      expect(perRequest(r.framesA)).toBeGreaterThan(27 * 0.9);
      expect(perRequest(r.framesA)).toBeLessThan(27 * 1.1);
      expect(perRequest(r.framesB)).toBeGreaterThan(9 * 0.9);
      expect(perRequest(r.framesB)).toBeLessThan(9 * 1.1);
    }
    const stock = pairReplications(results).find(
      (g) => g.kind === 'service' && g.name === 'stock',
    )!;
    const amplification = stock.rows[0]!;
    expect(amplification.interval.high).toBeLessThan(0);
    expect(pairedVerdict(amplification)).toBe('better');
  });

  it('refuses too few seeds or an invalid side with the reason', () => {
    const a = presetScenario('retry-storm');
    const one = prepareReplications({ a, b: a, seeds: 1, firstSeed: 1, durationMs: 10_000 });
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.errors.join()).toMatch(/from 2 to 100, got 1/);
    const bad = prepareReplications({
      a,
      b: { nope: 1 },
      seeds: 3,
      firstSeed: 1,
      durationMs: 10_000,
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join()).toMatch(/^B: /);
  });
});
