// Pure: the scenario as editable React Flow nodes and edges, with refused-edit problems
// marked on the node or edge they are about. Positions come from the live graph's layout.
import { MarkerType, type Edge } from '@xyflow/react';
import type { Scenario } from '../../sim/scenario';
import { callLinks } from '../graph/callGraph';
import { i18n } from '../i18n/i18n';
import { clientNodeId, layoutGraph, serviceNodeId } from '../graph/graphLayout';
import type { ClientFlowNode } from '../graph/toFlowElements';
import type { EditServiceNodeType } from './EditServiceNode';
import type { LocatedProblem } from './editorProblems';
import { problemLabel, problemText } from './problemWords';

export type EditEdge = Edge<{ problem?: string }>;
export type EditNode = EditServiceNodeType | ClientFlowNode;

/**
 * The live layout as it is: its slots (NODE_SIZE plus the gaps in graphLayout.ts) are already
 * tight, and an edit node is nearly as wide as a live card. Drawn closer together, a node
 * covered its neighbour's handle and a new call could not be dragged from it.
 */
const X_SCALE = 1;
const Y_SCALE = 1;
const compact = (p: { x: number; y: number } | undefined) =>
  p ? { x: p.x * X_SCALE, y: p.y * Y_SCALE } : { x: 0, y: 0 };

function firstLabel(
  problems: readonly LocatedProblem[],
  match: (p: LocatedProblem) => boolean,
): string | undefined {
  const problem = problems.find(match);
  return problem && problemLabel(i18n.t, problem);
}

export function editorElements(
  scenario: Scenario,
  problems: readonly LocatedProblem[],
  selected: { kind: 'service' | 'edge'; id: string } | null,
): { nodes: EditNode[]; edges: EditEdge[] } {
  const layout = layoutGraph(scenario);
  const services: EditServiceNodeType[] = scenario.services.map((svc) => {
    const problem = firstLabel(problems, (p) => p.nodes.includes(svc.name));
    return {
      id: serviceNodeId(svc.name),
      type: 'editService',
      position: compact(layout.services.get(svc.name)),
      selected: selected?.kind === 'service' && selected.id === svc.name,
      data: {
        name: svc.name,
        routes: svc.routes.map((r) => r.name),
        workers: svc.workers,
        ...(problem ? { problem } : {}),
      },
    };
  });
  const clients: ClientFlowNode[] = scenario.clients.map((c) => ({
    id: clientNodeId(c.name),
    type: 'client',
    position: compact(layout.clients.get(c.name)),
    connectable: false,
    data: { name: c.name, target: c.service, offered: 0, succeeded: 0, failed: 0, p95Ms: 0 },
  }));
  const links = callLinks(scenario);
  const edges: EditEdge[] = links.map((link) => {
    const problem = firstLabel(problems, (p) => p.edges.includes(link.key));
    return {
      id: link.key,
      source: link.fromClient ? clientNodeId(link.caller) : serviceNodeId(link.caller),
      target: serviceNodeId(link.callee),
      selected: selected?.kind === 'edge' && selected.id === link.key,
      // React Flow's default ("Edge from client:users to service:gateway") is English.
      ariaLabel: i18n.t('graph.ariaCall', { caller: link.caller, callee: link.callee }),
      className: problem ? 'edit-edge has-problem' : 'edit-edge',
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
      data: problem ? { problem } : {},
      ...(problem ? { animated: true } : {}),
    };
  });
  // A refused edge (a call that would close a cycle) is not in the scenario: draw it dashed.
  for (const problem of problems) {
    for (const key of problem.edges) {
      if (links.some((l) => l.key === key)) continue;
      const [caller = '', callee = ''] = key.split('->');
      edges.push({
        id: `refused:${key}`,
        source: serviceNodeId(caller),
        target: serviceNodeId(callee),
        className: 'edit-edge has-problem is-refused',
        label: i18n.t('editor.refusedEdge'),
        ariaLabel: i18n.t('editor.refusedEdgeAria', { caller, callee }),
        animated: true,
        data: { problem: problemText(i18n.t, problem) },
      });
    }
  }
  return { nodes: [...clients, ...services], edges };
}
