import { describe, expect, it } from 'vitest';
import { createSimulation, SimulationLimitError } from './index';
import { caller, constantClient, leaf, scenario } from './testing/scenarioBuilders';

const base = () =>
  scenario({
    durationMs: 20_000,
    services: [caller('a', [{ service: 'b' }]), leaf('b', 5)],
    clients: [constantClient('a', 10)],
  });

describe('changing the scenario during a run', () => {
  it('applies a new rate from the current simulated time on, keeping the past', () => {
    const sim = createSimulation(base());
    sim.advanceTo(10_000);
    const before = sim.report().clients.users!.offered;
    const s = sim.currentScenario;
    sim.updateScenario({
      ...s,
      clients: s.clients.map((c) => ({ ...c, arrival: { ...c.arrival, rps: 50 } })),
    });
    sim.runToEnd();
    const after = sim.report().clients.users!.offered - before;
    sim.dispose();
    expect(before).toBe(100);
    expect(after).toBeGreaterThanOrEqual(499);
    expect(after).toBeLessThanOrEqual(500);
  });

  it('takes a service and a call added mid-run', () => {
    const sim = createSimulation(base());
    sim.advanceTo(5_000);
    const s = sim.currentScenario;
    const withC = scenario({
      ...s,
      services: [caller('a', [{ service: 'b' }, { service: 'c' }]), leaf('b', 5), leaf('c', 5)],
    });
    sim.updateScenario(withC);
    sim.runToEnd();
    const report = sim.report();
    sim.dispose();
    expect(report.services.c!.received).toBeGreaterThan(140);
    expect(report.edges['a->c']!.calls).toBe(report.services.c!.received);
  });

  it('stops a removed client and keeps its totals', () => {
    const sim = createSimulation(base());
    sim.advanceTo(5_000);
    const s = sim.currentScenario;
    sim.updateScenario({ ...s, clients: [{ ...s.clients[0]!, name: 'others' }] });
    sim.runToEnd();
    const report = sim.report();
    sim.dispose();
    expect(report.clients.users!.offered).toBe(50);
    expect(report.clients.others!.offered).toBeGreaterThan(140);
  });

  it('refuses a rate that would explode, with the limit in the message, and keeps running', () => {
    const sim = createSimulation(base());
    sim.advanceTo(5_000);
    const s = sim.currentScenario;
    const absurd = {
      ...s,
      clients: s.clients.map((c) => ({ ...c, arrival: { ...c.arrival, rps: 1_000_000 } })),
    };
    expect(() => sim.updateScenario(absurd)).toThrow(SimulationLimitError);
    sim.runToEnd();
    expect(sim.report().clients.users!.offered).toBe(200);
    sim.dispose();
  });
});
