// The service graph, live: nodes and edges come from the pure toFlowElements adapter.
// Clicking (or Enter on) a node or an edge selects it in the store.
import { useTranslation } from 'react-i18next';
import { useCallback, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  type EdgeMouseHandler,
  type NodeMouseHandler,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import '../views.css';
import './graph.css';
import './edges.css';
import './stageCard.css';
import { useAppStore } from '../../store/useAppStore';
import {
  selectGraphScenario,
  selectLiveNumbers,
  selectPresenter,
  selectSelection,
} from '../../store/selectors';
import { appStore } from '../../store/appStore';
import { edgeKey } from '../../sim/engine/types';
import { toFlowElements, type CallFlowEdge, type FlowNode } from './toFlowElements';
import { ServiceNode } from './ServiceNode';
import { ClientNode } from './ClientNode';
import { CallEdge } from './CallEdge';
import { GraphLegend } from './GraphLegend';
import { useFlowAriaLabels } from './flowAriaLabels';
import { FitOnResize, type FitPadding } from './FitOnResize';
import { usePanelSize } from './usePanelSize';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { GRAPH_REDRAW_MS } from '../redraw/redrawSlots';
import { chooseDirection, type Direction } from './graphLayout';
import { phoneLayout } from './phoneLayout';
import { useNormalLatencies } from './useNormalLatencies';
import { liveGraphOf, structureOf } from './liveGraph';
import { LiveGraphContext } from './LiveGraphContext';
import { FIT_PADDING_PX, PRESENTER_FIT_PADDING_PX } from './fitPadding';
import { useStage } from './useStage';

const nodeTypes = { service: ServiceNode, client: ClientNode };
const edgeTypes = { call: CallEdge };
// In user space (the arrow is a quarter of the marker's box, about 12 px): in stroke units a
// busy (thick) edge drew a huge arrowhead.
const defaultEdgeOptions = {
  markerEnd: { type: MarkerType.ArrowClosed, width: 48, height: 48, markerUnits: 'userSpaceOnUse' },
};
const asFitPadding = (p: typeof FIT_PADDING_PX): FitPadding => ({
  x: `${p.x}px`,
  y: `${p.y}px`,
  right: `${p.right}px`,
});
const FIT_PADDING = asFitPadding(FIT_PADDING_PX);
const PRESENTER_FIT_PADDING = asFitPadding(PRESENTER_FIT_PADDING_PX);
/** A panel narrower than this is a phone's: the fit keeps card text at 16 px × 0.75 = 12 px. */
const PHONE_WIDTH = 600;
const PHONE_MIN_ZOOM = 0.75;
/**
 * The zoom a phone's panel is made tall enough for when the width allows it: card text at
 * 14 px, easier than the 12 px floor; the page scrolls to the rest of the graph.
 */
const PHONE_READ_ZOOM = 14 / 16;
/** A phone has no zoom buttons: the same small room on every side. */
const PHONE_FIT_PADDING_PX = 12;
const PHONE_FIT_PADDING = asFitPadding({
  x: PHONE_FIT_PADDING_PX,
  y: PHONE_FIT_PADDING_PX,
  right: PHONE_FIT_PADDING_PX,
});
const PHONE_DIRECTION: Direction = 'TB';
const PHONE_GESTURES = {
  panOnDrag: false,
  zoomOnPinch: false,
  zoomOnScroll: false,
  zoomOnDoubleClick: false,
  preventScrolling: false,
} as const;

/** A node id ("service:x" / "client:y") or an edge id ("a->b") → the store's selection. */
function selectById(id: string, nodes: readonly FlowNode[]): void {
  const node = nodes.find((n) => n.id === id);
  const { select } = appStore.getState();
  if (!node) select({ kind: 'edge', id });
  else if (node.type === 'service') select({ kind: 'service', id: node.data.name });
  else select({ kind: 'edge', id: edgeKey(node.data.name, node.data.target) });
}

export function GraphView() {
  const { t, i18n } = useTranslation();
  const ariaLabelConfig = useFlowAriaLabels();
  const scenario = useAppStore(selectGraphScenario);
  // Playing, the graph redraws ten times a second at most: live to the eye, light on the
  // main thread. Paused (a step, a seek), it shows the store's numbers at once.
  const { snapshot, frame, summary } = useLiveStoreValue(selectLiveNumbers, GRAPH_REDRAW_MS, 0);
  const selection = useAppStore(selectSelection);
  const presenter = useAppStore(selectPresenter);
  // The flow's own box (the panel less the legend's strip): measuring the whole panel chose
  // the layout for 36 px more height than the fit had (TB text under its estimate).
  const canvas = useRef<HTMLDivElement>(null);
  const { width, height } = usePanelSize(canvas);
  // The layout is chosen for the room the fit leaves inside its padding: choosing it for the
  // whole panel drew a 1920 px stage's text at 17.9 px where the choice expected 18.
  const inside = presenter ? PRESENTER_FIT_PADDING_PX : FIT_PADDING_PX;
  // A phone: top to bottom, too-wide layers wrapped to the phone's width at a readable zoom,
  // and the panel as tall as that needs, so the page scrolls (phoneLayout.ts).
  const phone = width > 0 && width < PHONE_WIDTH;
  const innerWidth = width - inside.x - inside.right;
  const innerHeight = height - 2 * inside.y;
  // On the stage the cards are presenter cards, in the shape and direction that draw them
  // largest, fitted with their badges; a phone keeps its own layout.
  const { stage, extentFit } = useStage(
    scenario,
    presenter && !phone && width > 0,
    innerWidth,
    innerHeight,
  );
  const direction = useMemo(
    () =>
      phone
        ? PHONE_DIRECTION
        : (stage?.direction ?? chooseDirection(scenario, innerWidth, innerHeight)),
    [phone, stage, scenario, innerWidth, innerHeight],
  );
  const padding = phone ? PHONE_FIT_PADDING : presenter ? PRESENTER_FIT_PADDING : FIT_PADDING;
  const fitViewOptions = useMemo(() => ({ padding }), [padding]);
  const phoneWidth = phone
    ? Math.floor((width - 2 * PHONE_FIT_PADDING_PX) / PHONE_MIN_ZOOM)
    : undefined;
  const phoneHeightPx = useMemo(() => {
    if (phoneWidth === undefined) return undefined;
    const layout = phoneLayout(scenario, phoneWidth);
    const widthZoom = (width - 2 * PHONE_FIT_PADDING_PX) / Math.max(1, layout.width);
    const zoom = Math.max(PHONE_MIN_ZOOM, Math.min(PHONE_READ_ZOOM, widthZoom));
    return layout.height * zoom + 2 * PHONE_FIT_PADDING_PX;
  }, [scenario, phoneWidth, width]);
  const normals = useNormalLatencies();
  // React Flow gets arrays that change only with the structure; the numbers reach the node
  // and edge components through LiveGraphContext (liveGraph.ts says why).
  const { nodes, edges } = useMemo(() => {
    const structure = toFlowElements({ scenario, selection, direction, phoneWidth, stage });
    return structureOf(structure.nodes, structure.edges);
    // The elements' names are in the page's language: a switch must redo them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scenario, selection, direction, phoneWidth, stage, i18n.language]);
  const live = useMemo(() => {
    const elements = toFlowElements({
      scenario,
      snapshot: snapshot ?? undefined,
      frame: frame ?? undefined,
      totals: summary ?? undefined,
      direction,
      normals,
      phoneWidth,
      stage,
    });
    return liveGraphOf(elements.nodes, elements.edges);
    // The live words (a cause's "×20 slow", the descriptions) are in the page's language:
    // a switch while paused must redo them, not wait for the next frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scenario, snapshot, frame, summary, direction, normals, phoneWidth, stage, i18n.language]);
  const onNodeClick = useCallback<NodeMouseHandler<FlowNode>>(
    (_, node) => selectById(node.id, nodes),
    [nodes],
  );
  const onEdgeClick = useCallback<EdgeMouseHandler<CallFlowEdge>>(
    (_, edge) => selectById(edge.id, nodes),
    [nodes],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      // Enter selects; Space is the page's play/pause, wherever focus is.
      if (event.key !== 'Enter') return;
      const target = (event.target as Element).closest('.react-flow__node, .react-flow__edge');
      const id = target?.getAttribute('data-id');
      if (!id) return;
      event.preventDefault();
      selectById(id, nodes);
    },
    [nodes],
  );
  // A new topology (another preset) gets a fresh view, fitted to it; an edit keeps the view.
  const topology = useMemo(
    () =>
      [...scenario.services.map((s) => s.name), '|', ...scenario.clients.map((c) => c.name)].join(
        ',',
      ),
    [scenario.services, scenario.clients],
  );
  const onPaneClick = useCallback(() => appStore.getState().select(null), []);
  return (
    <section
      className="panel graph-panel"
      aria-label={t('graph.label')}
      onKeyDown={onKeyDown}
      data-direction={direction}
      data-layout={phone ? 'phone' : undefined}
      data-stage-cards={stage?.shape.cards}
      data-stage-badges={stage?.shape.packedBadges ? 'packed' : undefined}
      style={
        phoneHeightPx === undefined
          ? undefined
          : ({
              '--graph-fit-h': `calc(${Math.ceil(phoneHeightPx)}px + var(--legend-h, 2.5rem))`,
            } as CSSProperties)
      }
    >
      <div className="graph-canvas" ref={canvas}>
        <LiveGraphContext.Provider value={live}>
          <ReactFlow
            // A new shape of card (presenter mode on or off) is a new fit too.
            key={
              phoneWidth
                ? `${topology}:phone:${phoneWidth}`
                : `${topology}:${direction}:${stage ? `${stage.shape.cards}:${stage.shape.packedBadges}` : 'full'}`
            }
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            defaultEdgeOptions={defaultEdgeOptions}
            onNodeClick={onNodeClick}
            onEdgeClick={onEdgeClick}
            onPaneClick={onPaneClick}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable
            fitView={!extentFit}
            fitViewOptions={fitViewOptions}
            minZoom={0.2}
            panActivationKeyCode={null}
            // A phone's graph is all in view: a swipe scrolls the page, as everywhere else.
            {...(phone ? PHONE_GESTURES : {})}
            ariaLabelConfig={ariaLabelConfig}
          >
            <Background gap={28} />
            {!phone && <Controls showInteractive={false} position="top-right" />}
            <FitOnResize
              padding={padding}
              minZoom={width > 0 && width < PHONE_WIDTH ? PHONE_MIN_ZOOM : undefined}
              extent={extentFit}
            />
          </ReactFlow>
        </LiveGraphContext.Provider>
      </div>
      <GraphLegend />
    </section>
  );
}
