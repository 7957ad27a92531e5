import { describe, expect, it } from 'vitest';
import { chainFrame, chainScenario, chainSnapshot } from './testing/graphFixtures';
import { labelAnchor, strokeWidthFor, trafficLevel } from './edgeLook';
import { causeOf } from './causeAt';
import { toFlowElements, type CallFlowEdge, type ServiceFlowNode } from './toFlowElements';
import { callDepths, callLinks } from './callGraph';
import { healthOf } from './health';
import { presetScenario } from '../../scenarios/presets';
import { createSimulation, runScenario } from '../../sim/engine/simulation';
import { STAGE_FIGURES } from './stageFigures';
import { stageSizes } from './stageCard';
import { percentDigits } from './health';

const serviceNode = (nodes: ReturnType<typeof toFlowElements>['nodes'], name: string) =>
  nodes.find((n) => n.id === `service:${name}`) as ServiceFlowNode;
const edgeOf = (edges: CallFlowEdge[], key: string) => edges.find((e) => e.id === key)!;

describe('callLinks and callDepths', () => {
  it('lists client entries and every distinct call once', () => {
    const keys = callLinks(chainScenario()).map((l) => l.key);
    expect(keys).toEqual(['web->gateway', 'gateway->orders', 'orders->payments', 'orders->stock']);
  });

  it('puts a service one level deeper than its deepest caller', () => {
    const depths = callDepths(chainScenario());
    expect(Object.fromEntries(depths)).toEqual({ gateway: 0, orders: 1, payments: 2, stock: 2 });
  });
});

describe('toFlowElements', () => {
  it('shows the live workers and queue and colours health from the latest second', () => {
    const { nodes } = toFlowElements({
      scenario: chainScenario(),
      snapshot: chainSnapshot(45_000),
      frame: chainFrame(45),
    });
    const gateway = serviceNode(nodes, 'gateway');
    expect(gateway.data.busyWorkers).toBe(20);
    expect(gateway.data.queueLength).toBe(37);
    expect(gateway.data.health.level).toBe('failing');
    expect(serviceNode(nodes, 'stock').data.health.level).toBe('healthy');
  });

  it('shows the failure climbing: the leaf is saturated before its callers', () => {
    const levelAt = (s: number, name: string) =>
      serviceNode(toFlowElements({ scenario: chainScenario(), frame: chainFrame(s) }).nodes, name)
        .data.health.level;
    expect(levelAt(32, 'payments')).toBe('saturated');
    expect(levelAt(32, 'gateway')).toBe('healthy');
    expect(levelAt(38, 'gateway')).toBe('failing');
  });

  it('carries the breaker state and bulkhead slots onto the edge', () => {
    const { edges } = toFlowElements({
      scenario: chainScenario(),
      snapshot: chainSnapshot(45_000),
      frame: chainFrame(45),
    });
    const edge = edgeOf(edges, 'gateway->orders');
    expect(edge.source).toBe('service:gateway');
    expect(edge.target).toBe('service:orders');
    expect(edge.data?.breakerState).toBe('OPEN');
    expect(edge.data?.bulkheadInUse).toBe(7);
    expect(edge.data?.bulkheadMax).toBe(10);
  });

  it('describes nodes and edges in words for screen readers', () => {
    const { nodes, edges } = toFlowElements({
      scenario: chainScenario(),
      snapshot: chainSnapshot(45_000),
      frame: chainFrame(45),
    });
    expect(serviceNode(nodes, 'gateway').ariaLabel).toBe(
      'service gateway: failing, p99 20 ms, 20 of 20 workers busy, queue 37, 80 % errors',
    );
    expect(edgeOf(edges, 'gateway->orders').ariaLabel).toBe(
      'call gateway to orders, breaker OPEN, bulkhead 7 of 10, 50 calls per second, 60 % failed',
    );
  });

  it('draws a client edge from the client node with its failed share', () => {
    const { edges } = toFlowElements({ scenario: chainScenario(), frame: chainFrame(40) });
    const edge = edgeOf(edges, 'web->gateway');
    expect(edge.source).toBe('client:web');
    expect(edge.data?.errorShare).toBeCloseTo(0.8);
    expect(edge.data?.traffic).toBe('failing');
  });

  it('works before the first frame, from the scenario alone', () => {
    const { nodes, edges } = toFlowElements({ scenario: chainScenario() });
    expect(serviceNode(nodes, 'orders').data.workers).toBe(10);
    expect(serviceNode(nodes, 'orders').data.health.level).toBe('healthy');
    expect(edgeOf(edges, 'orders->stock').data?.traffic).toBe('idle');
  });

  it('puts the handles where the calls flow', () => {
    const lr = toFlowElements({ scenario: chainScenario() }).nodes[0];
    const tb = toFlowElements({ scenario: chainScenario(), direction: 'TB' }).nodes[0];
    expect([lr?.sourcePosition, lr?.targetPosition]).toEqual(['right', 'left']);
    expect([tb?.sourcePosition, tb?.targetPosition]).toEqual(['bottom', 'top']);
  });

  it('marks the selected node or edge', () => {
    const byNode = toFlowElements({
      scenario: chainScenario(),
      selection: { kind: 'service', id: 'orders' },
    });
    expect(byNode.nodes.filter((n) => n.selected).map((n) => n.id)).toEqual(['service:orders']);
    const byEdge = toFlowElements({
      scenario: chainScenario(),
      selection: { kind: 'edge', id: 'orders->stock' },
    });
    expect(byEdge.edges.filter((e) => e.selected).map((e) => e.id)).toEqual(['orders->stock']);
  });

  it('marks the service under a running fault as the cause, with its kind and how long', () => {
    const { nodes } = toFlowElements({
      scenario: chainScenario(),
      snapshot: chainSnapshot(31_000),
    });
    expect(serviceNode(nodes, 'payments').data.cause).toEqual({
      kind: 'slow ×20',
      sinceMs: 30_000,
      forMs: 1_000,
    });
    expect(serviceNode(nodes, 'payments').ariaLabel).toMatch(/^cause: slow ×20 for 1 s; /);
    expect(serviceNode(nodes, 'orders').data.cause).toBeUndefined();
  });

  it('shows each service’s p99 and calls a service slow against its normal', () => {
    const scenario = chainScenario();
    const frame = chainFrame(20);
    frame.services.payments = { ...frame.services.payments!, p99Ms: 600, errorRate: 0 };
    frame.services.payments.saturation = 0.1;
    const normals = new Map([['payments', 50]]);
    const { nodes } = toFlowElements({ scenario, frame, normals });
    const payments = serviceNode(nodes, 'payments').data;
    expect(payments.p99Ms).toBe(600);
    // 600 ms against a normal 50 ms is 12 × its normal: past the 10 × of "saturated".
    expect(payments.health.level).toBe('saturated');
    expect(payments.health.label).toBe('slow ×12');
    // Without a normal, the same second is healthy: latency alone cannot be judged.
    const plain = toFlowElements({ scenario, frame });
    expect(serviceNode(plain.nodes, 'payments').data.health.level).toBe('healthy');
  });
});

describe('edge and fault helpers', () => {
  it('widens the stroke with traffic, within bounds', () => {
    expect(strokeWidthFor(0)).toBe(2);
    expect(strokeWidthFor(100)).toBeGreaterThan(strokeWidthFor(10));
    expect(strokeWidthFor(1e12)).toBe(14);
  });

  it('grades traffic by its failed share', () => {
    expect(trafficLevel(0, 0)).toBe('idle');
    expect(trafficLevel(10, 0.01)).toBe('ok');
    expect(trafficLevel(10, 0.1)).toBe('degraded');
    expect(trafficLevel(10, 0.5)).toBe('failing');
  });

  it('ignores causes that have ended or not started', () => {
    const f = { service: 'a', atMs: 10, untilMs: 20, words: () => 'down' };
    expect(causeOf([f], 'a', 5)).toBeUndefined();
    expect(causeOf([f], 'a', 15)).toEqual({ kind: 'down', sinceMs: 10, forMs: 5 });
    expect(causeOf([f], 'b', 15)).toBeUndefined();
    expect(causeOf([f], 'a', 20)).toBeUndefined();
  });
});

describe('healthOf', () => {
  it('grades saturation and error rate, worst wins', () => {
    expect(healthOf({ saturation: 0.5, errorRate: 0 }).level).toBe('healthy');
    expect(healthOf({ saturation: 0.8, errorRate: 0 }).level).toBe('strained');
    expect(healthOf({ saturation: 1, errorRate: 0 }).level).toBe('saturated');
    expect(healthOf({ saturation: 0.1, errorRate: 0.6 }).level).toBe('failing');
    expect(healthOf({ saturation: 0, errorRate: 0, received: 0 }).level).toBe('idle');
  });
});

describe('a cache on a call', () => {
  it('shows the share of the second’s lookups answered from the cache, fresh or stale', () => {
    const frame = chainFrame(10);
    const cached = {
      ...frame.edges['orders->stock']!,
      cacheHits: 85,
      cacheStale: 5,
      cacheMisses: 10,
    };
    const { edges } = toFlowElements({
      scenario: chainScenario(),
      frame: { ...frame, edges: { ...frame.edges, 'orders->stock': cached } },
    });
    const stock = edgeOf(edges, 'orders->stock');
    expect(stock.data!.cacheHitRatio).toBeCloseTo(0.9, 10);
    expect(stock.ariaLabel).toContain('cache hit ratio 90 %');
    // A call with no lookups this second shows no ratio.
    expect(edgeOf(edges, 'orders->payments').data!.cacheHitRatio).toBe(-1);
  });
});

describe('where a call’s badge sits', () => {
  it('level with the caller in a fan-in, with the callee in a fan-out, mid-curve otherwise', () => {
    expect(labelAnchor(3, 1)).toBe('source');
    expect(labelAnchor(1, 4)).toBe('target');
    expect(labelAnchor(1, 1)).toBe('middle');
    // A call that is both: the wider fan decides.
    expect(labelAnchor(2, 4)).toBe('target');
    expect(labelAnchor(4, 2)).toBe('source');
  });

  it('spreads pool-domino’s badges: three clients into bff, bff out to its four services', () => {
    const { edges } = toFlowElements({ scenario: presetScenario('pool-domino') });
    const anchors = new Map(edges.map((e) => [e.id, e.data!.labelAnchor]));
    for (const client of ['shoppers', 'logins', 'healthcheck'])
      expect(anchors.get(`${client}->bff`), client).toBe('source');
    for (const callee of ['auth', 'recommend', 'stock', 'product'])
      expect(anchors.get(`bff->${callee}`), callee).toBe('target');
  });
});

describe('a client’s load', () => {
  it('is its users for a closed loop (not a rate it does not set), absent for a rate', () => {
    const closed = toFlowElements({ scenario: presetScenario('backoff-and-jitter') });
    const writers = closed.nodes.find((n) => n.id === 'client:writers')!;
    expect(writers.type === 'client' && writers.data.users).toBe(100);
    const open = toFlowElements({ scenario: chainScenario() });
    const web = open.nodes.find((n) => n.id === 'client:web')!;
    expect(web.type === 'client' && web.data.users).toBeUndefined();
  });
});

describe('the stage’s connection pool', () => {
  it('shows the shared pool on the card of the service that has one, drained at the fault', () => {
    // pool-domino: bff's 20 connections, recommend slow from t = 60 s.
    const scenario = presetScenario('pool-domino');
    const sim = createSimulation(scenario);
    sim.advanceTo(70_000);
    const snapshot = sim.snapshot();
    sim.dispose();
    const shape = { cards: 'tall', packedBadges: false } as const;
    const figures = ['pool', 'workers'] as const;
    const stage = { shape, figures, sizes: stageSizes(scenario, figures, shape) };
    const { nodes } = toFlowElements({ scenario, snapshot, stage });
    const bff = serviceNode(nodes, 'bff').data;
    expect(STAGE_FIGURES.pool.value(bff)).toBe('20/20');
    expect(bff.stage!.figures).toEqual(['pool', 'workers']);
    // A service without a pool shows the lesson's other figures only, on a card no taller.
    const stock = serviceNode(nodes, 'stock').data;
    expect(stock.pool).toBeUndefined();
    expect(stock.stage!.figures).toEqual(['workers']);
    const workersOnly = stageSizes(scenario, ['workers'], shape);
    expect(stage.sizes.service('stock')).toEqual(workersOnly.service('stock'));
    expect(stage.sizes.service('bff').height).toBeGreaterThan(workersOnly.service('bff').height);
  });
});

describe('the stage’s error share since the start', () => {
  it('reads the chain’s stacked failures, 0.1 % a hop, where one second cannot', () => {
    // availability-chain: five hops, each failing 0.1 % on its own; a hop answers with an error
    // when it or anything below it fails, so the k-th hop from the bottom fails 1 − 0.999^k.
    const scenario = presetScenario('availability-chain');
    const totals = runScenario(scenario);
    const { nodes } = toFlowElements({ scenario, totals });
    const chain = ['price', 'stock', 'orders', 'bff', 'gateway'];
    chain.forEach((name, i) => {
      const expected = 1 - 0.999 ** (i + 1);
      const share = serviceNode(nodes, name).data.errorRateSoFar;
      // 30,000 requests: a standard error under 0.05 percentage points.
      expect(Math.abs(share - expected)).toBeLessThan(0.0015);
      expect(STAGE_FIGURES.errorsSoFar.value(serviceNode(nodes, name).data)).toBe(
        percentDigits(share),
      );
    });
  });

  it('on a stage that reads errors since the start, the calls read theirs the same way', () => {
    const scenario = presetScenario('availability-chain');
    const totals = runScenario(scenario);
    const shape = { cards: 'wide', packedBadges: false } as const;
    const stage = {
      shape,
      figures: ['errorsSoFar'] as const,
      sizes: stageSizes(scenario, ['errorsSoFar'], shape),
    };
    const { edges } = toFlowElements({ scenario, totals, stage });
    const call = totals.edges['gateway->bff']!;
    expect(edgeOf(edges, 'gateway->bff').data!.errorShare).toBeCloseTo(
      call.failures / call.calls,
      12,
    );
    const users = totals.clients.users!;
    expect(edgeOf(edges, 'users->gateway').data!.errorShare).toBeCloseTo(
      users.failed / users.offered,
      12,
    );
    // Off the stage (or with per-second figures), a call reads the latest second.
    const plain = toFlowElements({ scenario, totals }).edges;
    expect(edgeOf(plain, 'gateway->bff').data!.errorShare).toBe(0);
  });
});
