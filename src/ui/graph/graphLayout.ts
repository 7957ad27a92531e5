// Pure: where each node sits. A layered layout (dagre) of clients and services, calls
// flowing left to right on a wide stage or top to bottom on a tall one; a service keeps the
// `position` its scenario gives, if any. Positions are the cards' top-left corners.
import dagre from '@dagrejs/dagre';
import type { CallPolicy, Scenario } from '../../sim/scenario';
import { callLinks, type CallLink } from './callGraph';
import { showsWorld } from './replicaChips';

export interface XY {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The cards' sizes in flow units, declared once: the node components take their width from
 * here, and the heights are the tallest a card grows (a cause row, a long name wrapping), so
 * laid-out cards never overlap.
 */
export const NODE_SIZE: Record<'service' | 'client', Size> = {
  service: { width: 248, height: 70 },
  client: { width: 184, height: 70 },
};
/** A service that a fault will hit grows a cause row while the fault runs: room for it. */
export const CAUSE_ROW_HEIGHT = 20;

/** Replica chips and the worker-model badge (replicaChips.ts): two rows. */
export const WORLD_ROWS_HEIGHT = 44;

/** The card size of each service: taller for those the scenario's faults will hit. */
export function serviceSize(scenario: Scenario, name: string): Size {
  const hit = scenario.faultTimeline.some((f) => f.service === name);
  const service = scenario.services.find((s) => s.name === name);
  const world = service && showsWorld(service) ? WORLD_ROWS_HEIGHT : 0;
  const { width, height } = NODE_SIZE.service;
  return { width, height: height + (hit ? CAUSE_ROW_HEIGHT : 0) + world };
}

/**
 * The most room a call's badge (CallEdge.tsx) takes, in flow units: a line for calls/s, one
 * for the attempts sent when it retries, one for the error share, one for the breaker's
 * state and one for the bulkhead's slots, each line as wide as its longest words at 16 px
 * ("◐ HALF_OPEN" is the widest). The layout keeps this much room between the layers, so a
 * badge never covers a card.
 */
export function badgeSize(policy: CallPolicy | undefined): Size {
  const breaker = policy?.breaker.enabled ?? false;
  const bulkhead = policy?.bulkhead.enabled ?? false;
  const retry = policy?.retry.enabled ?? false;
  const lines = 2 + Number(retry) + Number(breaker) + Number(bulkhead);
  const width = breaker ? BADGE_WIDE : bulkhead || retry ? BADGE_MEDIUM : BADGE_NARROW;
  return { width, height: lines * BADGE_LINE + BADGE_PADDING };
}
const BADGE_NARROW = 84;
const BADGE_MEDIUM = 96;
const BADGE_WIDE = 150;
const BADGE_LINE = 24;
const BADGE_PADDING = 12;

/** The policy on a link: the client's own, or the caller's for that callee. */
export function linkPolicy(scenario: Scenario, link: CallLink): CallPolicy | undefined {
  if (link.fromClient) return scenario.clients.find((c) => c.name === link.caller)?.policy;
  return scenario.services.find((s) => s.name === link.caller)?.policies[link.callee];
}

export type Direction = 'LR' | 'TB';
/** How the graph is drawn: its direction, and into how many rows a long chain is folded. */
export interface LayoutChoice {
  direction: Direction;
  rows: number;
}
/**
 * Between the rows of a folded layout, air on top of the tallest badge: the edge that
 * carries on to the next row has its badge halfway, between the rows.
 */
const ROW_GAP_AIR = 24;

/**
 * Gaps between cards. Along the calls (`rank`) a little air on top of the widest badge in
 * that gap (dagre adds each edge's label size, badgeSize); across them (`node`) a little air.
 */
export const SPACING: Record<Direction, { rank: number; node: number }> = {
  LR: { rank: 8, node: 16 },
  TB: { rank: 12, node: 16 },
};

export const serviceNodeId = (name: string): string => `service:${name}`;
export const clientNodeId = (name: string): string => `client:${name}`;

export interface GraphLayout {
  services: Map<string, XY>;
  clients: Map<string, XY>;
}

/**
 * (The cards keep every row on one line and are never taller than this, graph.css.)
 *
 * Lays out left to right (calls flow rightwards) or top to bottom (calls flow down). Left to
 * right with `rows` > 1 folds the layers into rows, like lines of text: a long chain then
 * fills a wide, short stage instead of a thin strip across it.
 */
export function layoutGraph(
  scenario: Scenario,
  direction: Direction = 'LR',
  rows = 1,
): GraphLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({
    rankdir: direction,
    ranksep: SPACING[direction].rank,
    nodesep: SPACING[direction].node,
    marginx: 0,
    marginy: 0,
  });
  g.setDefaultEdgeLabel(() => ({}));
  let tallestBadge = 0;
  // A copy per node: dagre writes each node's x and y into the object it is given.
  for (const client of scenario.clients)
    g.setNode(clientNodeId(client.name), { ...NODE_SIZE.client });
  for (const service of scenario.services)
    g.setNode(serviceNodeId(service.name), serviceSize(scenario, service.name));
  for (const link of callLinks(scenario)) {
    const from = link.fromClient ? clientNodeId(link.caller) : serviceNodeId(link.caller);
    const badge = badgeSize(linkPolicy(scenario, link));
    tallestBadge = Math.max(tallestBadge, badge.height);
    g.setEdge(from, serviceNodeId(link.callee), { ...badge, labelpos: 'c' });
  }
  dagre.layout(g);
  const centres: Centre[] = g.nodes().map((id) => g.node(id) as Centre);
  const shift =
    direction === 'LR' && rows > 1
      ? folding(centres, rows, tallestBadge + ROW_GAP_AIR)
      : () => ({ x: 0, y: 0 });
  const corner = (id: string, size: Size): XY => {
    const { x, y } = g.node(id);
    const d = shift(x);
    return { x: x - size.width / 2 + d.x, y: y - size.height / 2 + d.y };
  };
  const services = new Map<string, XY>();
  for (const service of scenario.services) {
    const placed = corner(serviceNodeId(service.name), serviceSize(scenario, service.name));
    services.set(service.name, service.position ?? placed);
  }
  const clients = new Map<string, XY>();
  for (const client of scenario.clients)
    clients.set(client.name, corner(clientNodeId(client.name), NODE_SIZE.client));
  return { services, clients };
}

/**
 * How far to move a card whose centre is at `x`: each layer (a distinct x) to its row. Column
 * j of every row is as wide as the widest of those layers, and the gap before it as wide as
 * the widest of those gaps (a breaker's badge in row 2 needs its room too).
 */
type Centre = XY & Size;
function folding(boxes: readonly Centre[], rows: number, rowGap: number): (centreX: number) => XY {
  const layerXs = [...new Set(boxes.map((b) => Math.round(b.x)))].sort((a, b) => a - b);
  const perRow = Math.ceil(layerXs.length / rows);
  const top = Math.min(...boxes.map((b) => b.y - b.height / 2));
  const height = Math.max(...boxes.map((b) => b.y + b.height / 2)) - top;
  const halfWidth = layerXs.map((x) =>
    Math.max(...boxes.filter((b) => Math.round(b.x) === x).map((b) => b.width / 2)),
  );
  const columnHalf: number[] = [];
  const gapBefore: number[] = [];
  layerXs.forEach((x, layer) => {
    const j = layer % perRow;
    columnHalf[j] = Math.max(columnHalf[j] ?? 0, halfWidth[layer]!);
    if (j > 0) {
      const gap = x - halfWidth[layer]! - (layerXs[layer - 1]! + halfWidth[layer - 1]!);
      gapBefore[j] = Math.max(gapBefore[j] ?? 0, gap);
    }
  });
  const columnX: number[] = [layerXs[0] ?? 0];
  for (let j = 1; j < perRow; j++)
    columnX[j] = columnX[j - 1]! + columnHalf[j - 1]! + (gapBefore[j] ?? 0) + columnHalf[j]!;
  return (centreX) => {
    const layer = Math.max(0, layerXs.indexOf(Math.round(centreX)));
    const row = Math.floor(layer / perRow);
    const column = columnX[layer % perRow] ?? 0;
    return { x: column - (layerXs[layer] ?? 0), y: row * (height + rowGap) };
  };
}

/** Every card's box, for fitting and for overlap checks. */
export function layoutBoxes(layout: GraphLayout, scenario?: Scenario): (XY & Size)[] {
  return [
    ...[...layout.services].map(([name, p]) => ({
      ...p,
      ...(scenario ? serviceSize(scenario, name) : NODE_SIZE.service),
    })),
    ...[...layout.clients.values()].map((p) => ({ ...p, ...NODE_SIZE.client })),
  ];
}

/** The zoom at which a layout fits a panel of this size. */
export function fitZoom(
  layout: GraphLayout,
  width: number,
  height: number,
  scenario?: Scenario,
): number {
  const boxes = layoutBoxes(layout, scenario);
  if (boxes.length === 0) return 1;
  const w = Math.max(...boxes.map((b) => b.x + b.width)) - Math.min(...boxes.map((b) => b.x));
  const h = Math.max(...boxes.map((b) => b.y + b.height)) - Math.min(...boxes.map((b) => b.y));
  return Math.min(width / w, height / h);
}

/** Folding is tried for up to this many rows. */
const MAX_ROWS = 3;

/**
 * The layout that draws the graph largest in a panel of this size: along the stage's long
 * side, unless the other direction draws it clearly larger; left to right, a long chain is
 * folded into rows when that draws it larger still.
 */
export function chooseLayout(scenario: Scenario, width: number, height: number): LayoutChoice {
  if (width <= 0 || height <= 0) return { direction: 'LR', rows: 1 };
  const zoom = (c: LayoutChoice) =>
    fitZoom(layoutGraph(scenario, c.direction, c.rows), width, height, scenario);
  const along: Direction = width >= height ? 'LR' : 'TB';
  const across: Direction = along === 'LR' ? 'TB' : 'LR';
  let best: LayoutChoice = { direction: along, rows: 1 };
  let bestZoom = zoom(best);
  // Another shape must win clearly: a graph that jumps between shapes is hard to follow.
  const consider = (c: LayoutChoice) => {
    const z = zoom(c);
    if (z > bestZoom * 1.15) [best, bestZoom] = [c, z];
  };
  for (let rows = 2; rows <= MAX_ROWS; rows++) consider({ direction: 'LR', rows });
  consider({ direction: across, rows: 1 });
  return best;
}

/** The direction alone (see chooseLayout). */
export function chooseDirection(scenario: Scenario, width: number, height: number): Direction {
  return chooseLayout(scenario, width, height).direction;
}
