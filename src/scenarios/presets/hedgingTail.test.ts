// The hedging lesson's numbers, derived from the index's service-time distribution rather
// than read off a run. T is exponential (mean 10 ms) with probability 98 %, 1 s otherwise:
//   S(t) = P(T > t) = 0.98·e^(−t/10) + 0.02·[t < 1000].
// The index has 100 workers for about 6 busy, so nothing queues and the attempts of a
// call are independent draws. A call hedged after d (cap not reached) ends at
// min(T₁, d + T₂): P(call > t) = S(t)·S(t − d) for t ≥ d — both attempts must be slow.
import { describe, expect, it } from 'vitest';
import { createSimulation, type RunReport } from '../../sim/engine';
import { applyTryStep } from '../lessonSteps';
import { FAST_MEAN_MS, HEDGE_RPS, SLOW_MS, SLOW_SHARE, hedgingTail } from './hedgingTail';

const survival = (t: number) =>
  t < 0 ? 1 : (1 - SLOW_SHARE) * Math.exp(-t / FAST_MEAN_MS) + (t < SLOW_MS ? SLOW_SHARE : 0);

/** The smallest t with p(t) ≤ target, p decreasing, by bisection on [0, SLOW_MS]. */
function solve(p: (t: number) => number, target: number): number {
  let [lo, hi] = [0, SLOW_MS];
  if (p(hi - 1e-9) > target) return SLOW_MS;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (p(mid) > target) lo = mid;
    else hi = mid;
  }
  return hi;
}

const hedgedSurvival = (delayMs: number) => (t: number) =>
  t < delayMs ? survival(t) : survival(t) * survival(t - delayMs);

/** The lesson's scenario with a try step's patch applied (none for the baseline). */
function runVariant(id: string): RunReport {
  const patch = hedgingTail.lesson.try.find((t) => t.id === id)?.patch ?? [];
  const loaded = applyTryStep(hedgingTail.scenario, { id, label: id, why: '', expect: '', patch });
  if (!loaded.ok) throw new Error(loaded.error);
  const sim = createSimulation(loaded.scenario);
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return report;
}

const callsOf = (r: RunReport) => r.edges['search->index']!;
const loadOf = (r: RunReport) => r.services.index!.received / callsOf(r).calls;

describe('hedging lesson against the service-time distribution', () => {
  const calls = (HEDGE_RPS * hedgingTail.scenario.durationMs) / 1000;
  /** Binomial standard error of a share p measured over the run's calls. */
  const shareError = (p: number) => Math.sqrt((p * (1 - p)) / calls);

  it('without hedging: median 10·ln(0.98/0.48) ≈ 7.1 ms, p99 the slow second (S ≥ 2 % below 1 s)', () => {
    const r = runVariant('baseline');
    const { p50, p99 } = callsOf(r).callMs;
    expect(solve(survival, 0.5)).toBeCloseTo(7.14, 2);
    // The median's standard error: √(0.25/n) over the density S'(7.1) = 0.048/ms, ≈ 0.1 ms.
    expect(Math.abs(p50 - solve(survival, 0.5))).toBeLessThan(0.5);
    expect(p99).toBeGreaterThanOrEqual(SLOW_MS * 0.99);
  });

  it('hedged after the p95 (d = 10·ln(0.98/0.03) ≈ 34.9 ms): 5 % more load, p99 from S(t)·S(t − d) = 1 %', () => {
    const r = runVariant('hedge-p95');
    const d = solve(survival, 0.05);
    expect(d).toBeCloseTo(34.87, 1);
    // Hedged share = P(T₁ > d) = 5 %, with two independent errors of one size: which calls
    // happened to be slow (binomial), and the delay, itself an empirical p95 over as many
    // answers (its error, in share terms, is the same binomial one): 4 × √2 of them.
    expect(Math.abs(loadOf(r) - 1.05)).toBeLessThan(4 * Math.SQRT2 * shareError(0.05));
    const expected = solve(hedgedSurvival(d), 0.01);
    expect(expected).toBeGreaterThan(40);
    expect(expected).toBeLessThan(50);
    // The p99's standard error is √(0.0099/n) / density ≈ 0.7 ms, plus the delay's own
    // (≈ 0.7 ms, moving the p99 one for one): 5 ms is four of both together.
    expect(Math.abs(callsOf(r).callMs.p99 - expected)).toBeLessThan(5);
  });

  it('a fixed 1 ms delay with no cap: load 1 + S(1) = 1.907, p99 from S(t)·S(t − 1) = 1 %', () => {
    const r = runVariant('hedge-1ms');
    const hedged = survival(1);
    expect(hedged).toBeCloseTo(0.9067, 3);
    expect(Math.abs(loadOf(r) - (1 + hedged))).toBeLessThan(4 * shareError(hedged));
    const expected = solve(hedgedSurvival(1), 0.01);
    expect(Math.abs(callsOf(r).callMs.p99 - expected)).toBeLessThan(3);
  });

  it('capped at 5 %, 1 ms hedges reach a slow call with chance 0.05/0.907: 1.9 % of calls stay slow, p99 = 1 s', () => {
    const r = runVariant('hedge-1ms-capped');
    // The cap grants a hedge to 5 % of calls, nearly all of which ask at 1 ms.
    const stillSlow = SLOW_SHARE * (1 - 0.05 / survival(1));
    expect(stillSlow).toBeGreaterThan(0.01);
    expect(loadOf(r)).toBeLessThanOrEqual(1.05);
    expect(loadOf(r)).toBeGreaterThan(1.05 - 2 / calls);
    expect(callsOf(r).callMs.p99).toBeGreaterThanOrEqual(SLOW_MS * 0.99);
  });
});
