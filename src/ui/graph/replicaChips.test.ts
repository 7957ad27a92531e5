import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim/engine/simulation';
import { parseScenario, type Scenario } from '../../sim/scenario';
import { oneBadReplica } from '../../scenarios/presets/oneBadReplica';
import { serviceSize, NODE_SIZE, WORLD_ROWS_HEIGHT } from './graphLayout';
import { serviceWorld, showsWorld } from './replicaChips';

const parsed = (input: unknown): Scenario => {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
};
const lesson = parsed(oneBadReplica.scenario);
const inventory = (s: Scenario) => s.services.find((x) => x.name === 'inventory')!;

/** The lesson's scenario with checkout's breaker per replica. */
function perReplica(): Scenario {
  const input = structuredClone(oneBadReplica.scenario) as {
    services: { policies?: Record<string, { breaker?: object }> }[];
  };
  const policy = input.services[0]!.policies!.inventory!;
  policy.breaker = { ...policy.breaker, scope: 'replica' };
  return parsed(input);
}

describe('replica chips on the service card', () => {
  it('appear only on a service that is not the classic one, with room for them', () => {
    expect(showsWorld(inventory(lesson))).toBe(true);
    expect(showsWorld(lesson.services.find((s) => s.name === 'checkout')!)).toBe(false);
    const extra = serviceSize(lesson, 'inventory').height - NODE_SIZE.service.height;
    expect(extra).toBeGreaterThanOrEqual(WORLD_ROWS_HEIGHT);
  });

  it('before the run: one fine chip per replica, the worker model and queue order', () => {
    const world = serviceWorld(inventory(lesson), undefined)!;
    expect(world).toEqual({
      replicas: ['ok', 'ok', 'ok'],
      execution: 'threadPerRequest',
      queueDiscipline: 'fifo',
    });
  });

  it('mark the bad replica once its fault starts, and its open breaker over the fault', () => {
    const sim = createSimulation(lesson);
    sim.advanceTo(25_000);
    expect(serviceWorld(inventory(lesson), sim.snapshot())!.replicas).toEqual([
      'ok',
      'faulty',
      'ok',
    ]);
    sim.dispose();
    const scenario = perReplica();
    const withBreakers = createSimulation(scenario);
    withBreakers.forceBreaker('checkout->inventory', 'FORCED_OPEN', 1);
    withBreakers.advanceTo(25_000);
    expect(serviceWorld(inventory(scenario), withBreakers.snapshot())!.replicas[1]).toBe('open');
    withBreakers.dispose();
  });
});
