import { describe, expect, it } from 'vitest';
import { chainFrame, chainScenario, chainSnapshot } from './testing/graphFixtures';
import { liveDescriptionId, liveGraphOf, structureOf } from './liveGraph';
import { toFlowElements } from './toFlowElements';

const scenario = chainScenario();
const live = (s: number) =>
  toFlowElements({ scenario, snapshot: chainSnapshot(s * 1000), frame: chainFrame(s) });

describe('structureOf', () => {
  it('names each element by kind and name, described by its live sentence', () => {
    const { nodes, edges } = live(5);
    const structure = structureOf(nodes, edges);
    const gateway = structure.nodes.find((n) => n.id === 'service:gateway')!;
    expect(gateway.ariaLabel).toBe('service gateway');
    expect(gateway.domAttributes).toEqual({
      'aria-describedby': liveDescriptionId('service:gateway'),
    });
    expect(structure.nodes.find((n) => n.id === 'client:web')!.ariaLabel).toBe('client web');
    const call = structure.edges.find((e) => e.id === 'gateway->orders')!;
    expect(call.ariaLabel).toBe('call gateway to orders');
    expect(call.domAttributes).toEqual({ 'aria-describedby': 'rp-live-gateway->orders' });
  });

  it('does not change with the live numbers: what React Flow sees is the same every tick', () => {
    const strip = (s: number) => {
      const { nodes, edges } = live(s);
      const structure = structureOf(nodes, edges);
      return {
        nodes: structure.nodes.map(({ id, type, position, ariaLabel, selected }) => ({
          id,
          type,
          position,
          ariaLabel,
          selected,
        })),
        edges: structure.edges.map(({ id, source, target, ariaLabel, selected }) => ({
          id,
          source,
          target,
          ariaLabel,
          selected,
        })),
      };
    };
    expect(strip(40)).toEqual(strip(5));
  });
});

describe('liveGraphOf', () => {
  it('keys every node and edge by id with its numbers and its spoken sentence', () => {
    const { nodes, edges } = live(40);
    const graph = liveGraphOf(nodes, edges);
    expect([...graph.services.keys()].sort()).toEqual(
      ['service:gateway', 'service:orders', 'service:payments', 'service:stock'].sort(),
    );
    expect([...graph.clients.keys()]).toEqual(['client:web']);
    expect(graph.edges.size).toBe(edges.length);
    const orders = nodes.find((n) => n.id === 'service:orders')!;
    expect(graph.services.get('service:orders')).toEqual({
      data: orders.data,
      description: orders.ariaLabel,
    });
    const call = edges.find((e) => e.id === 'orders->payments')!;
    expect(graph.edges.get('orders->payments')).toEqual({
      data: call.data,
      description: call.ariaLabel,
    });
    // The sentence carries the numbers the label used to.
    expect(graph.services.get('service:orders')!.description).toMatch(/workers busy/);
  });
});
