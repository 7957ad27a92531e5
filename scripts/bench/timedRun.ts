// One timed run of a scenario, stepped in 100 ms simulated chunks as the worker and the
// peer's harness step it, with the machine sends counted over the same interval.
import { createSimulation } from '../../src/sim/engine';
import { machineSends } from '../../src/sim/machines/machineSends';
import type { Scenario } from '../../src/sim/scenario';

/** The worker (and the peer's harness) advance the clock in slices of this much. */
export const CHUNK_SIM_MS = 100;

export interface TimedRun {
  simS: number;
  wallMs: number;
  /** CPU time of the process over the same interval (user + system), ms. */
  cpuMs: number;
  events: number;
  requests: number;
  sends: number;
  /** Machine steps run directly, without a send (fastPath/machineRunner.ts). */
  directSteps: number;
}

export function timedRun(scenario: Scenario, durationMs = scenario.durationMs): TimedRun {
  const sim = createSimulation(scenario, { durationMs });
  const sendsBefore = machineSends.count;
  const directBefore = machineSends.direct;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let t = CHUNK_SIM_MS; t < durationMs + CHUNK_SIM_MS; t += CHUNK_SIM_MS) {
    sim.advanceTo(Math.min(t, durationMs));
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const sends = machineSends.count - sendsBefore;
  const directSteps = machineSends.direct - directBefore;
  const report = sim.report();
  sim.dispose();
  const requests = Object.values(report.clients).reduce((sum, c) => sum + c.offered, 0);
  return {
    simS: durationMs / 1000,
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    events: report.events,
    requests,
    sends,
    directSteps,
  };
}

/** `times` timed runs after one warm-up run. */
export function timedRuns(scenario: Scenario, times: number): TimedRun[] {
  timedRun(scenario);
  return Array.from({ length: times }, () => timedRun(scenario));
}

/** The run with the median wall time of `times` runs (after one warm-up run). */
export function medianRun(scenario: Scenario, times: number): TimedRun {
  const runs = timedRuns(scenario, times).sort((a, b) => a.wallMs - b.wallMs);
  return runs[Math.floor(runs.length / 2)]!;
}

export const perWallS = (count: number, run: TimedRun) => count / (run.wallMs / 1000);
