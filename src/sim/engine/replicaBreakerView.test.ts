import { describe, expect, it } from 'vitest';
import { oneBadReplica } from './testing/replicaScenarios';
import { createSimulation } from './simulation';
import { edgeStateOfReplicaBreakers } from './replicaBreakerState';

describe('an edge with a breaker per replica, as the page sees it', () => {
  it('shows each replica breaker, and the edge as its most permissive one', () => {
    const sim = createSimulation(oneBadReplica('replica'));
    sim.advanceTo(20_000);
    const edge = sim.snapshot().edges['a->api']!;
    sim.dispose();
    expect(edge.replicaBreakers).toHaveLength(3);
    expect(edge.replicaBreakers![0]).toBe('CLOSED');
    expect(edge.replicaBreakers![1]).toMatch(/^(OPEN|HALF_OPEN)$/);
    expect(edge.replicaBreakers![2]).toBe('CLOSED');
    // Two healthy replicas still take calls: the edge is not open.
    expect(edge.breakerState).toBe('CLOSED');
  });

  it('a forced state shows on the edge as it is', () => {
    const sim = createSimulation(oneBadReplica('replica'));
    sim.forceBreaker('a->api', 'FORCED_OPEN');
    sim.advanceTo(2_000);
    const live = sim.snapshot().edges['a->api']!;
    sim.dispose();
    expect(live.breakerState).toBe('FORCED_OPEN');
  });

  it('a service-wide breaker has no replica breakers', () => {
    const sim = createSimulation(oneBadReplica('service'));
    sim.advanceTo(1_000);
    expect(sim.snapshot().edges['a->api']!.replicaBreakers).toBeUndefined();
    sim.dispose();
  });

  it('forcing every replica breaker open fails every call fast', () => {
    const sim = createSimulation(oneBadReplica('replica'));
    sim.forceBreaker('a->api', 'FORCED_OPEN');
    sim.runToEnd();
    const r = sim.report();
    sim.dispose();
    expect(r.services.api!.received).toBe(0);
    expect(r.edges['a->api']!.rejectedByBreaker).toBe(r.edges['a->api']!.calls);
  });

  it('forcing only the bad replica open leaves the two good ones: nothing fails', () => {
    const sim = createSimulation(oneBadReplica('replica'));
    sim.forceBreaker('a->api', 'FORCED_OPEN', 1);
    sim.runToEnd();
    const r = sim.report();
    sim.dispose();
    expect(r.clients.u!.offered).toBeGreaterThan(5_000);
    expect(r.clients.u!.failed).toBe(0);
    expect(r.transitions.filter((t) => t.to === 'OPEN')).toEqual([]);
  });

  it('refuses a replica the callee does not have', () => {
    const sim = createSimulation(oneBadReplica('replica'));
    expect(() => sim.forceBreaker('a->api', 'OPEN', 3)).toThrow(/no replica 3/);
    sim.dispose();
  });
});

describe('the edge state of per-replica breakers', () => {
  it('is the most permissive: one replica letting calls through keeps the edge usable', () => {
    expect(edgeStateOfReplicaBreakers(['OPEN', 'HALF_OPEN', 'OPEN'])).toBe('HALF_OPEN');
    expect(edgeStateOfReplicaBreakers(['OPEN', 'CLOSED'])).toBe('CLOSED');
    expect(edgeStateOfReplicaBreakers(['OPEN', 'OPEN'])).toBe('OPEN');
    expect(edgeStateOfReplicaBreakers(['FORCED_OPEN', 'OPEN'])).toBe('OPEN');
    expect(edgeStateOfReplicaBreakers([])).toBe('CLOSED');
  });
});

describe('outlier ejection in the run report', () => {
  it('counts the ejections of the bad replica (30 s, then 60 s: two in 60 s)', () => {
    const sim = createSimulation(
      oneBadReplica('service', {
        outlierEjection: { consecutive5xx: 5, maxEjectionPercent: 34 },
      }),
    );
    // The breaker would hide the replica from ejection: force it off, keep the edge.
    sim.forceBreaker('a->api', 'DISABLED');
    sim.runToEnd();
    const r = sim.report();
    sim.dispose();
    expect(r.services.api!.outlier).toEqual({ ejectionsTotal: 2, ejectedNow: 1, streaksBroken: 0 });
    expect(r.clients.u!.failed).toBe(10);
  });

  it('is absent for a service without ejection', () => {
    const sim = createSimulation(oneBadReplica('service'));
    sim.advanceTo(1_000);
    expect(sim.report().services.api!.outlier).toBeUndefined();
    sim.dispose();
  });
});
