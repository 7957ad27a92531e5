// Pure: toFlowElements' output split in two. The structure (ids, positions, handles,
// selection) is what React Flow lays out; it changes with the scenario, the selection or the
// layout direction. The live part (each node's and edge's numbers and words) changes ten
// times a second while playing; the node and edge components read it by id (LiveGraphContext).
// Handing React Flow new arrays on every tick made it re-adopt and re-measure every node and
// re-route every edge, which cost more than drawing the numbers.
import { i18n } from '../i18n/i18n';
import type {
  CallEdgeData,
  CallFlowEdge,
  ClientNodeData,
  FlowNode,
  ServiceNodeData,
} from './toFlowElements';

interface LiveEntry<D> {
  data: D;
  /** The sentence a screen reader hears after the element's name. */
  description: string;
}

export interface LiveGraph {
  services: ReadonlyMap<string, LiveEntry<ServiceNodeData>>;
  clients: ReadonlyMap<string, LiveEntry<ClientNodeData>>;
  edges: ReadonlyMap<string, LiveEntry<CallEdgeData>>;
}

export const EMPTY_LIVE_GRAPH: LiveGraph = {
  services: new Map(),
  clients: new Map(),
  edges: new Map(),
};

/** The id of the hidden element holding a node's or an edge's live description. */
export function liveDescriptionId(elementId: string): string {
  return `rp-live-${elementId}`;
}

export function liveGraphOf(nodes: readonly FlowNode[], edges: readonly CallFlowEdge[]): LiveGraph {
  const services = new Map<string, LiveEntry<ServiceNodeData>>();
  const clients = new Map<string, LiveEntry<ClientNodeData>>();
  for (const node of nodes) {
    const description = node.ariaLabel ?? '';
    if (node.type === 'service') services.set(node.id, { data: node.data, description });
    else clients.set(node.id, { data: node.data, description });
  }
  const live = new Map<string, LiveEntry<CallEdgeData>>();
  for (const edge of edges) {
    if (edge.data) live.set(edge.id, { data: edge.data, description: edge.ariaLabel ?? '' });
  }
  return { services, clients, edges: live };
}

/**
 * The structure for React Flow: each element named by kind and name only ("service api",
 * "call api to db"), described by its live sentence (liveDescriptionId), so the label does
 * not change on every tick while a screen reader still hears the numbers.
 */
export function structureOf(
  nodes: readonly FlowNode[],
  edges: readonly CallFlowEdge[],
): { nodes: FlowNode[]; edges: CallFlowEdge[] } {
  return {
    nodes: nodes.map(
      (node) =>
        ({
          ...node,
          ariaLabel: i18n.t(
            node.type === 'service' ? 'graph.ariaServiceName' : 'graph.ariaClientName',
            {
              name: node.data.name,
            },
          ),
          domAttributes: { 'aria-describedby': liveDescriptionId(node.id) },
        }) as FlowNode,
    ),
    edges: edges.map((edge) => ({
      ...edge,
      ariaLabel: edge.data
        ? i18n.t('graph.ariaCall', { caller: edge.data.caller, callee: edge.data.callee })
        : edge.ariaLabel,
      domAttributes: { 'aria-describedby': liveDescriptionId(edge.id) },
    })),
  };
}
