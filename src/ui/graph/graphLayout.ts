// Pure: where each node sits. A layered layout (dagre) of clients and services, calls
// flowing left to right on a wide stage or top to bottom on a tall one; a service keeps the
// `position` its scenario gives, if any. Positions are the cards' top-left corners.
import dagre from '@dagrejs/dagre';
import type { CallPolicy, Scenario } from '../../sim/scenario';
import { callLinks, type CallLink } from './callGraph';
import { showsWorld } from './replicaChips';
import { badgeSize } from './badgeSize';

export { badgeSize } from './badgeSize';

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
  // Four rows: name, load (requests/s or users), p95, answered and failed.
  client: { width: 184, height: 90 },
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

/** The policy on a link: the client's own, or the caller's for that callee. */
export function linkPolicy(scenario: Scenario, link: CallLink): CallPolicy | undefined {
  if (link.fromClient) return scenario.clients.find((c) => c.name === link.caller)?.policy;
  return scenario.services.find((s) => s.name === link.caller)?.policies[link.callee];
}

/** A closed-loop client whose users keep their own protections: how many users (its badge counts them). */
export function perUserCount(scenario: Scenario, link: CallLink): number | undefined {
  if (!link.fromClient) return undefined;
  const loop = scenario.clients.find((c) => c.name === link.caller)?.closedLoop;
  return loop?.protections === 'perUser' ? loop.users : undefined;
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
 * The arrowhead's length in flow units (GraphView's marker: 48 user units, the arrow a quarter
 * of it), and a little air: top to bottom, the badge centred in its gap left only 6 units
 * below it, and a breaker's ⊘ OPEN badge sat on the arrowhead of its own call.
 * @internal exported for tests
 */
export const ARROW_LENGTH = 12;
const ARROW_ROOM = ARROW_LENGTH + 6;

/**
 * Gaps between cards. Along the calls (`rank`) a little air on top of the widest badge in
 * that gap (dagre adds each edge's label size, badgeSize); across them (`node`) a little air.
 * Top to bottom the badge is centred in its gap, so the gap keeps ARROW_ROOM on both sides
 * of it. Left to right, the badge's own padding is the air: every pixel of width is text size
 * on a projector (momently-cold-start's five agents just keep 18 px at 1366 px).
 */
export const SPACING: Record<Direction, { rank: number; node: number }> = {
  LR: { rank: 2, node: 16 },
  TB: { rank: 2 * ARROW_ROOM, node: 16 },
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
    const badge = badgeSize(linkPolicy(scenario, link), perUserCount(scenario, link));
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

/**
 * Every card's box, for fitting and for overlap checks.
 * @internal exported for tests
 */
export function layoutBoxes(layout: GraphLayout, scenario?: Scenario): (XY & Size)[] {
  return [
    ...[...layout.services].map(([name, p]) => ({
      ...p,
      ...(scenario ? serviceSize(scenario, name) : NODE_SIZE.service),
    })),
    ...[...layout.clients.values()].map((p) => ({ ...p, ...NODE_SIZE.client })),
  ];
}

/**
 * The zoom at which a layout fits a panel of this size.
 * @internal exported for tests
 */
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
 * A graph "fits" in one row when that draws its 16 px card text at the room's 18 px or more:
 * then it stays in one row, however much larger another shape would draw it.
 * @internal exported for tests
 */
export const FITS_ZOOM = 18 / 16;
/** React Flow's largest zoom (its `maxZoom` default), which the fit stops at. */
const MAX_FIT_ZOOM = 2;
/**
 * A chain of fewer layers is never folded: two or three cards lie on one row (folded, an edge
 * wraps around from the end of a row to the start of the next, for no gain in reading).
 */
const MIN_LAYERS_TO_FOLD = 4;

/**
 * The number of layers (distinct columns left to right) of the one-row layout.
 * @internal exported for tests
 */
export function layerCount(scenario: Scenario): number {
  const boxes = layoutBoxes(layoutGraph(scenario, 'LR', 1), scenario);
  return new Set(boxes.map((b) => Math.round(b.x + b.width / 2))).size;
}

/**
 * Whether a left-to-right graph is folded into `rows`: only when one row does not fit the
 * stage (FITS_ZOOM), only a chain of MIN_LAYERS_TO_FOLD or more, and into fewer rows than
 * it has layers.
 * @internal exported for tests
 */
export function mayFold(oneRowZoom: number, layers: number, rows: number): boolean {
  return oneRowZoom < FITS_ZOOM && layers >= MIN_LAYERS_TO_FOLD && rows < layers;
}

/**
 * The layout for a panel of this size: along the stage's long side in one row when that fits
 * (FITS_ZOOM); else the shape that draws the graph clearly larger: the other direction, or,
 * left to right, a long chain folded into rows (mayFold).
 */
export function chooseLayout(scenario: Scenario, width: number, height: number): LayoutChoice {
  if (width <= 0 || height <= 0) return { direction: 'LR', rows: 1 };
  // The fit never zooms past MAX_FIT_ZOOM: beyond it, no shape draws larger than another.
  const zoom = (c: LayoutChoice) =>
    Math.min(
      MAX_FIT_ZOOM,
      fitZoom(layoutGraph(scenario, c.direction, c.rows), width, height, scenario),
    );
  const along: Direction = width >= height ? 'LR' : 'TB';
  const across: Direction = along === 'LR' ? 'TB' : 'LR';
  let best: LayoutChoice = { direction: along, rows: 1 };
  let bestZoom = zoom(best);
  // A graph that fits along the stage in one row stays so: a short chain on one line.
  if (bestZoom >= FITS_ZOOM) return best;
  // Another shape must win clearly (a graph that jumps between shapes is hard to follow), or
  // reach the room's size where the best so far does not: one-bad-replica drew at 17.0 px left
  // to right at 1366 px rather than 18.6 px top to bottom, 9 % larger.
  const consider = (c: LayoutChoice) => {
    const z = zoom(c);
    const reachesRoom = bestZoom < FITS_ZOOM && z >= FITS_ZOOM;
    if (z > bestZoom * 1.15 || reachesRoom) [best, bestZoom] = [c, z];
  };
  const oneRowZoom = zoom({ direction: 'LR', rows: 1 });
  const layers = layerCount(scenario);
  for (let rows = 2; rows <= MAX_ROWS; rows++)
    if (mayFold(oneRowZoom, layers, rows)) consider({ direction: 'LR', rows });
  consider({ direction: across, rows: 1 });
  return best;
}

/**
 * The direction alone (see chooseLayout).
 * @internal exported for tests
 */
export function chooseDirection(scenario: Scenario, width: number, height: number): Direction {
  return chooseLayout(scenario, width, height).direction;
}
