// The theory lines drawn on the charts, against textbook values, then against the engine;
// and where they must not be drawn.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import { scenario } from '../engine/testing/scenarioBuilders';
import type { ScenarioInput } from '../scenario';
import { theoryLines } from './theoryLines';
import { presetScenario } from '../../scenarios/presets';

type ServiceInput = ScenarioInput['services'][number];
const queue = (extra: Partial<ServiceInput> = {}): ServiceInput => ({
  name: 'q',
  workers: 1,
  queueCapacity: 10_000,
  routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
  ...extra,
});
const withQueue = (service: ServiceInput, rps = 10, durationMs = 60_000) =>
  scenario({
    seed: 11,
    durationMs,
    services: [service],
    clients: [{ name: 'u', service: 'q', arrival: { rps } }],
  });

describe('theory lines', () => {
  it('M/M/1 at λ = 10/s, 50 ms: 0.5 busy, response time Exp(μ − λ = 10/s): p50 = ln 2 / 10 s, p99 = ln 100 / 10 s', () => {
    const t = theoryLines(withQueue(queue()), 'q');
    if (!t.applies) throw new Error(t.because);
    expect(t.busyWorkers).toBeCloseTo(0.5, 12);
    expect(t.busyTheory).toBe("Little's law");
    expect(t.clients).toEqual(['u']);
    expect(t.latencyMs!.p50).toBeCloseTo(Math.LN2 * 100, 6); // 69.3 ms
    expect(t.latencyMs!.p99).toBeCloseTo(Math.log(100) * 100, 6); // 460.5 ms
  });

  it('Erlang B with no queue: c = 2, a = 1 → B = (1/2) / (1 + 1 + 1/2) = 0.2, so 0.8 busy', () => {
    const t = theoryLines(withQueue(queue({ workers: 2, queueCapacity: 0 }), 20), 'q');
    if (!t.applies) throw new Error(t.because);
    expect(t.busyTheory).toBe('Erlang B');
    expect(t.busyWorkers).toBeCloseTo(0.8, 12);
    expect(t.latencyMs).toBeNull();
  });

  it('agrees with the engine: M/M/4 at a = 2 erlangs, mean busy and p50/p99 within 10 %', () => {
    const s = withQueue(queue({ workers: 4 }), 40, 400_000);
    const t = theoryLines(s, 'q');
    if (!t.applies) throw new Error(t.because);
    const report = runScenario(s);
    expect(report.services.q!.meanBusyWorkers / t.busyWorkers).toBeGreaterThan(0.9);
    expect(report.services.q!.meanBusyWorkers / t.busyWorkers).toBeLessThan(1.1);
    const measured = report.clients.u!.latencyMs;
    expect(measured.p50 / t.latencyMs!.p50).toBeGreaterThan(0.9);
    expect(measured.p50 / t.latencyMs!.p50).toBeLessThan(1.1);
    expect(measured.p99 / t.latencyMs!.p99).toBeGreaterThan(0.9);
    expect(measured.p99 / t.latencyMs!.p99).toBeLessThan(1.1);
  });

  it('keeps the busy line for any service law (Little), the quantiles for exponential only', () => {
    const t = theoryLines(
      withQueue(queue({ routes: [{ name: 'default', processing: { type: 'constant', ms: 50 } }] })),
      'q',
    );
    expect(t.applies && t.busyWorkers).toBeCloseTo(0.5, 12);
    expect(t.applies && t.latencyMs).toBeNull();
  });

  it('says why there is no line: overload, a small queue, a caller that is a service', () => {
    const over = theoryLines(withQueue(queue(), 25), 'q');
    expect(!over.applies && over.because).toMatch(/at or above 1 workers/);
    // ρ = 0.5, K = 3: C(1, 0.5) · 0.5³ = 0.5 · 0.125 = 6.25 % full.
    const small = theoryLines(withQueue(queue({ queueCapacity: 3 })), 'q');
    expect(!small.applies && small.because).toMatch(/full 6.3 % of the time/);
    const chain = presetScenario('retry-storm');
    const stock = theoryLines(chain, 'stock');
    expect(!stock.applies && stock.because).toMatch(/called by orders/);
  });
});
