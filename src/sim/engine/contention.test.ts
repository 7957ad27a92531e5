// The AWS 2015 contention experiment ("Exponential Backoff And Jitter", Brooker): writers
// racing to write one record under optimistic concurrency. Its published orderings, not
// this engine's own numbers: without jitter, exponential backoff does far more work and
// takes far longer; full jitter does (about) the least work; equal jitter takes longer
// than full jitter. And the histogram of write times: clusters without jitter, spread with it.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario';
import type { JitterKind } from '../machines/retry';
import { RECORD_WRITES_BIN_MS } from './metrics';
import { createSimulation } from './simulation';
import { contention } from '../../scenarios/presets/contention';

interface Race {
  writes: number;
  conflicts: number;
  succeeded: number;
  /** When the last writer got its answer: every writer started at 0. */
  completionMs: number;
  writesPerBin: number[];
}

function race(jitter: JitterKind, clients: number, seed: number): Race {
  const parsed = parseScenario(contention(jitter, { clients, seed }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const sim = createSimulation(parsed.scenario);
  let completionMs = 0;
  const writers = sim.clients.get('writers')!;
  const record = writers.counters.recordLatency.bind(writers.counters);
  writers.counters.recordLatency = (ms) => {
    completionMs = Math.max(completionMs, sim.nowMs);
    record(ms);
  };
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  const r = report.services.record!.record!;
  return {
    writes: r.writes,
    conflicts: r.conflicts,
    succeeded: report.clients.writers!.succeeded,
    completionMs,
    writesPerBin: r.writesPerBin,
  };
}

const SEEDS = [1, 2, 3];
const JITTERS: JitterKind[] = ['none', 'full', 'equal', 'decorrelated'];

/** Mean writes and completion time over SEEDS (AWS averaged 100 runs). */
function averages(clients: number) {
  const out = {} as Record<JitterKind, { writes: number; completionMs: number }>;
  for (const jitter of JITTERS) {
    const runs = SEEDS.map((seed) => race(jitter, clients, seed));
    for (const run of runs) expect(run.succeeded).toBe(clients);
    const mean = (f: (r: Race) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
    out[jitter] = { writes: mean((r) => r.writes), completionMs: mean((r) => r.completionMs) };
  }
  return out;
}

/**
 * Until the backoff outgrows the spread of an attempt's four trips (40 ms), even full
 * jitter's first waits (0–10, 0–20 ms) cannot spread a round: the histogram is read after it.
 */
const FIRST_ROUNDS_MS = 150;

/**
 * Clustering of the writes per bin after the first rounds: half the mean squared
 * change from one bin to the next, over the mean. A Poisson stream gives 1 whatever its slow
 * trend (the rate falls as writers finish); clusters of k writers in one bin give about k.
 */
function clustering(bins: number[]): number {
  const after = bins.slice(FIRST_ROUNDS_MS / RECORD_WRITES_BIN_MS);
  const mean = after.reduce((a, b) => a + b, 0) / after.length;
  let squares = 0;
  for (let i = 1; i < after.length; i++) squares += (after[i]! - after[i - 1]!) ** 2;
  return squares / (after.length - 1) / 2 / mean;
}

describe('AWS 2015 contention: backoff and jitter on one OCC record', () => {
  it('every writer writes exactly once: writes − conflicts = writers', () => {
    for (const jitter of JITTERS) {
      const run = race(jitter, 20, 1);
      expect(run.writes - run.conflicts).toBe(20);
    }
  });

  it('at 100 writers, exponential without jitter does far more work and takes far longer than any jitter', () => {
    const a = averages(100);
    // The post's own figures: 1,859 writes without jitter against 796 (full), 813 (equal)
    // and 1,001 (decorrelated); 63.7 s against 4.9, 6.7 and 4.6 s.
    for (const jitter of ['full', 'equal', 'decorrelated'] as const) {
      expect(a.none.writes).toBeGreaterThan(
        (jitter === 'decorrelated' ? 1.5 : 2) * a[jitter].writes,
      );
      expect(a.none.completionMs).toBeGreaterThan(5 * a[jitter].completionMs);
    }
    // Full jitter: the least work (AWS's plot has equal jitter a hair above; within 2 % here)
    // and fewer calls than decorrelated; equal jitter takes longer than full.
    expect(a.full.writes).toBeLessThan(a.decorrelated.writes);
    expect(a.full.writes).toBeLessThanOrEqual(
      1.02 * Math.min(a.equal.writes, a.decorrelated.writes),
    );
    expect(a.equal.completionMs).toBeGreaterThan(a.full.completionMs);
  });

  it('the gap grows with the writers: none ÷ full work rises from 10 to 50 to 100 writers', () => {
    const ratio = (clients: number) => {
      const a = averages(clients);
      return a.none.writes / a.full.writes;
    };
    const r10 = ratio(10);
    const r50 = ratio(50);
    const r100 = ratio(100);
    expect(r50).toBeGreaterThan(r10);
    expect(r100).toBeGreaterThan(r50);
  });

  it('the histogram of write times: clusters without jitter, a spread with full jitter', () => {
    const none = race('none', 100, 1);
    const full = race('full', 100, 1);
    // Clusters: many writers in one 10 ms bin, then silence; a spread is near Poisson (≈ 1).
    expect(clustering(none.writesPerBin)).toBeGreaterThan(4);
    expect(clustering(full.writesPerBin)).toBeLessThan(3);
    expect(clustering(none.writesPerBin)).toBeGreaterThan(3 * clustering(full.writesPerBin));
    expect(RECORD_WRITES_BIN_MS * none.writesPerBin.length).toBeGreaterThanOrEqual(
      none.completionMs - RECORD_WRITES_BIN_MS,
    );
  });
});
