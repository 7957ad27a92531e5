// The whole engine, run twice: once with every protection sending every event to its
// machine, once on the fast path (skips asked of the machines' own guards, direct steps).
// Every lesson and the peer workloads' kinds of traffic must give the same run, to the bit.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../scenarios/presets';
import { parseScenario } from '../scenario';
import { machineSends } from '../machines/machineSends';
import { createSimulation } from './simulation';
import type { SecondFrame } from './types';
import type { CallEventCounts } from '../machines/breaker';
import { LAYER_PROTECTION_SCENARIOS } from './testing/layerProtectionScenarios';
import { liveActionsOf, MACHINES, type Run } from './testing/guardBatteries';

const DURATION_MS = 60_000;

function run(id: string, referenceMachines: boolean) {
  const preset = PRESETS.find((p) => p.id === id)!;
  const parsed = parseScenario(preset.scenario);
  if (!parsed.ok) throw new Error(`preset ${id} is invalid`);
  const frames: SecondFrame[] = [];
  const sends = machineSends.count;
  const sim = createSimulation(parsed.scenario, {
    durationMs: Math.min(DURATION_MS, parsed.scenario.durationMs),
    referenceMachines,
    onSecond: (f) => frames.push(f),
  });
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return { report, frames, sends: machineSends.count - sends };
}

describe('the engine on the fast path equals the engine that sends everything', () => {
  for (const preset of PRESETS) {
    it(`${preset.id}: same report, same frames, fewer sends`, () => {
      const reference = run(preset.id, true);
      const fast = run(preset.id, false);
      expect(fast.report).toEqual(reference.report);
      expect(fast.frames).toEqual(reference.frames);
      expect(fast.sends).toBeLessThanOrEqual(reference.sends);
      // With protections on every call, the skips are most of the sends (bench: 752,776 → 5).
      if (reference.sends > 1000) expect(fast.sends).toBeLessThan(reference.sends / 100);
      // The bench preset's reference run sends 750 k events: about 10 s on a quiet machine,
      // 48 s when the machine was shared five ways. A ceiling costs nothing when it passes.
    }, 180_000);
  }
});

describe('the same for the layer protections and retry budget kinds', () => {
  for (const [name, build] of Object.entries(LAYER_PROTECTION_SCENARIOS)) {
    it(`${name}: same report, same frames, no more sends`, () => {
      const runOn = (referenceMachines: boolean) => {
        const frames: SecondFrame[] = [];
        const sends = machineSends.count;
        const sim = createSimulation(build(), {
          referenceMachines,
          onSecond: (f) => frames.push(f),
        });
        sim.runToEnd();
        const report = sim.report();
        sim.dispose();
        return { report, frames, sends: machineSends.count - sends };
      };
      const reference = runOn(true);
      const fast = runOn(false);
      expect(fast.report).toEqual(reference.report);
      expect(fast.frames).toEqual(reference.frames);
      expect(fast.sends).toBeLessThanOrEqual(reference.sends);
      // Their machines are single-state: the fast path steps them without a send.
      if (reference.sends > 1000) expect(fast.sends).toBeLessThan(reference.sends / 100);
    }, 60_000);
  }
});

describe('the same for every scenario of the every-guard-matters battery', () => {
  // The layer scenarios above are in the battery too: each is run once.
  const layer = new Set<Run>(Object.values(LAYER_PROTECTION_SCENARIOS));
  const runs = new Map<string, Run>();
  for (const { exportName, battery } of MACHINES)
    for (const [name, build] of Object.entries(battery))
      if (!layer.has(build)) runs.set(`${exportName} ${name}`, build);
  // The counted runs must count something: successes and refusals, over the battery.
  let countedEvents = 0;
  for (const [name, build] of runs) {
    it(`${name}: same report, same frames, same breaker events, one by one or counted`, () => {
      // `counted`: the breakers count their per-call events (the page's log) instead.
      const runOn = (referenceMachines: boolean, counted = false) => {
        const scenario = build();
        const frames: SecondFrame[] = [];
        const events: unknown[] = [];
        const counts = new Map<string, CallEventCounts>();
        const sim = createSimulation(scenario, {
          referenceMachines,
          onSecond: (f) => frames.push(f),
          onBreakerEvent: (e) => events.push(e),
          ...(counted && {
            breakerCallEventCounts: (breaker: string) => {
              const zero = { SUCCESS: 0, ERROR: 0, IGNORED_ERROR: 0, NOT_PERMITTED: 0 };
              if (!counts.has(breaker)) counts.set(breaker, zero);
              return counts.get(breaker)!;
            },
          }),
        });
        for (const { atMs, act } of liveActionsOf(build)) {
          sim.advanceTo(atMs);
          act(sim, scenario);
        }
        sim.runToEnd();
        const report = sim.report();
        sim.dispose();
        return { report, frames, events, counts };
      };
      expect(runOn(false)).toEqual(runOn(true));
      const counted = runOn(false, true);
      expect(counted).toEqual(runOn(true, true));
      for (const c of counted.counts.values()) countedEvents += c.SUCCESS + c.NOT_PERMITTED;
    }, 60_000);
  }
  it('counted per-call events in those runs (the comparison above was not of empty counts)', () => {
    expect(countedEvents).toBeGreaterThan(1000);
  });
});
