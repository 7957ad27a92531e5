import { describe, expect, it } from 'vitest';
import { parseScenario, type Balancer, type ScenarioInput } from '../scenario';
import { batchMeans } from './testing/measure';
import { ekm1Wait, mm1 } from './queueingTheory';
import { oneBadReplica, type ReplicaBreaker } from './testing/replicaScenarios';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation, runScenario } from './simulation';

/** N single-worker replicas of exponential 10 ms service behind a balancer, Poisson λ. */
function replicated(balancer: Balancer, replicas: number, rps: number, durationMs: number) {
  return scenario({
    seed: 41,
    durationMs,
    services: [
      {
        name: 'api',
        workers: 1,
        replicas,
        balancer,
        queueCapacity: 100_000,
        routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 10 } }],
      },
    ],
    clients: [{ name: 'u', service: 'api', arrival: { type: 'poisson', rps } }],
  });
}

/** Each request's wait for a worker (any replica), in the order they start, after 5 %. */
function waits(balancer: Balancer, replicas: number, rps: number, requests: number) {
  const durationMs = (requests / rps) * 1000;
  const sim = createSimulation(replicated(balancer, replicas, rps, durationMs));
  const out: number[] = [];
  const hist = sim.services.get('api')!.stats.queueWait;
  const record = hist.record.bind(hist);
  hist.record = (ms: number) => {
    if (sim.nowMs >= durationMs * 0.05) out.push(ms);
    record(ms);
  };
  sim.runToEnd();
  sim.dispose();
  return out;
}

describe('replicas behind a balancer, against queueing theory', () => {
  // Three replicas, λ = 210/s in all, 70/s each: ρ = 0.7 on each replica.
  it('random: each replica is an M/M/1 of λ/N (Wq = ρ/(μ − λ/N) = 23.3 ms)', () => {
    const theory = mm1(0.07, 0.1).wq;
    const wq = batchMeans(waits('random', 3, 210, 150_000));
    expect(wq.halfWidth / theory).toBeLessThan(0.2);
    expect(Math.abs(wq.mean - theory)).toBeLessThanOrEqual(wq.halfWidth);
  }, 30_000);

  it('round robin: each replica sees every 3rd arrival, an E_3/M/1 (Wq = 13.6 ms)', () => {
    const theory = ekm1Wait(3, 0.07, 0.1);
    expect(theory).toBeCloseTo(13.577, 2);
    const wq = batchMeans(waits('roundRobin', 3, 210, 300_000));
    expect(wq.halfWidth / theory).toBeLessThan(0.1);
    expect(Math.abs(wq.mean - theory)).toBeLessThanOrEqual(wq.halfWidth);
    // Random's 23.3 ms is far outside: the order of arrivals alone cuts the wait by 40 %.
    expect(mm1(0.07, 0.1).wq - wq.mean).toBeGreaterThan(5 * wq.halfWidth);
  }, 30_000);

  it('tail latency orders random > round robin > power of two > least outstanding', () => {
    // Ten replicas at ρ = 0.9 (Mitzenmacher 2001; the join-shortest-queue limit is best).
    const p99 = (b: Balancer) => runScenario(replicated(b, 10, 900, 200_000)).clients.u!.latencyMs;
    const [random, roundRobin, two, least] = (
      ['random', 'roundRobin', 'powerOfTwoChoices', 'leastOutstanding'] as const
    ).map(p99);
    expect(random!.p99).toBeGreaterThan(1.3 * roundRobin!.p99);
    expect(roundRobin!.p99).toBeGreaterThan(1.3 * two!.p99);
    expect(two!.p99).toBeGreaterThan(1.1 * least!.p99);
  }, 60_000);
});

describe('one bad replica (Brooker 2022: a client-side breaker over a sharded dependency)', () => {
  const success = (breaker: ReplicaBreaker) => {
    const r = runScenario(oneBadReplica(breaker));
    return { share: r.clients.u!.succeeded / r.clients.u!.offered, report: r };
  };

  it('without a breaker, a third of the calls fail', () => {
    expect(success('none').share).toBeCloseTo(2 / 3, 1);
  });

  it('a breaker per service sees 33 % failures, opens, and takes the whole service out', () => {
    const { share, report } = success('service');
    expect(share).toBeLessThan(0.1);
    expect(report.transitions.some((t) => t.edge === 'a->api' && t.to === 'OPEN')).toBe(true);
  });

  it('a breaker per replica opens for the bad one only and keeps the service up', () => {
    const { share, report } = success('replica');
    expect(share).toBeGreaterThan(0.98);
    const opened = new Set(report.transitions.filter((t) => t.to === 'OPEN').map((t) => t.edge));
    expect([...opened]).toEqual(['a->api#1']);
  });

  it('per-replica breakers decide in their machines: the reference path gives the same run', () => {
    const fast = runScenario(oneBadReplica('replica'));
    const reference = runScenario(oneBadReplica('replica'), { referenceMachines: true });
    expect(reference).toEqual(fast);
  });
});

describe('outlier ejection (Envoy) over replicas', () => {
  const ejecting = { outlierEjection: { consecutive5xx: 5, maxEjectionPercent: 34 } };

  it('takes the bad replica out after 5 failures in a row, for 30 s, then 60 s', () => {
    const sim = createSimulation(oneBadReplica('none', ejecting));
    sim.runToEnd();
    const r = sim.report();
    const metrics = sim.services.get('api')!.outlier!.getMetrics();
    sim.dispose();
    // Ejected near 0 s; back at 30 s, ejected again at once for 60 s: 2 ejections, 10 failures.
    expect(metrics.ejectionsTotal).toBe(2);
    expect(r.clients.u!.failed).toBe(10);
  });

  it('decides in its machine: the reference path gives the same run', () => {
    const fast = runScenario(oneBadReplica('none', ejecting));
    const reference = runScenario(oneBadReplica('none', ejecting), { referenceMachines: true });
    expect(reference).toEqual(fast);
  });
});

describe('faults on one replica', () => {
  it('a timeline fault names a replica: only its share of the calls fails', () => {
    const input = replicated('roundRobin', 3, 300, 20_000);
    const sim = createSimulation({
      ...input,
      faultTimeline: [{ service: 'api', replica: 2, kind: 'down', atMs: 5_000, untilMs: 15_000 }],
    });
    sim.runToEnd();
    const r = sim.report();
    sim.dispose();
    // 10 s × 300 req/s, every third to replica 2: about 1,000 refused.
    expect(r.clients.u!.failed).toBeGreaterThan(900);
    expect(r.clients.u!.failed).toBeLessThan(1_100);
  });

  it('refuses a replica index the service does not have, saying how many it has', () => {
    const base = replicated('random', 3, 10, 1_000) as ScenarioInput;
    const bad = parseScenario({
      ...base,
      faultTimeline: [{ service: 'api', replica: 3, kind: 'down', atMs: 0 }],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((i) => i.message).join()).toContain('which has 3 (0 to 2)');
    const badStanding = parseScenario({
      ...base,
      services: [{ ...base.services[0]!, replicaFaults: [{ replica: 5, faults: {} }] }],
    });
    expect(badStanding.ok).toBe(false);
  });
});
