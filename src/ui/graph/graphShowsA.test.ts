// "Graph shows A" draws A's structure, not B's with A's numbers: when B has
// a call A does not (or lacks one A has), the graph of A has exactly A's nodes and edges.
import { describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { createAppStore } from '../../store/appStore';
import { selectGraphScenario } from '../../store/selectors';
import { toFlowElements } from './toFlowElements';

const ids = (scenario: ReturnType<typeof selectGraphScenario>) => {
  const { nodes, edges } = toFlowElements({ scenario });
  return [...nodes.map((n) => n.id), ...edges.map((e) => e.id)].sort();
};

describe('the graph of A or B', () => {
  it('draws the pinned baseline’s own topology when it shows A, and B’s otherwise', () => {
    const a = presetScenario('retry-storm');
    const store = createAppStore({ send: vi.fn(), recover: vi.fn() }, a);
    store.getState().pinBaseline();
    // B: the leaf is gone; orders answers on its own.
    const b = {
      ...a,
      services: a.services
        .filter((s) => s.name !== 'stock')
        .map((s) =>
          s.name === 'orders'
            ? { ...s, policies: {}, routes: s.routes.map((r) => ({ ...r, plan: [] })) }
            : s,
        ),
      faultTimeline: [],
    };
    expect(store.getState().loadScenario(b)).toBe(true);
    const showsB = ids(selectGraphScenario(store.getState()));
    expect(showsB).not.toContain('service:stock');
    expect(showsB).not.toContain('orders->stock');

    store.getState().setGraphShows('A');
    const showsA = ids(selectGraphScenario(store.getState()));
    expect(showsA).toContain('service:stock');
    expect(showsA).toContain('orders->stock');
    expect(showsA).toEqual(ids(a));

    store.getState().clearBaseline();
    expect(ids(selectGraphScenario(store.getState()))).toEqual(showsB);
  });
});
