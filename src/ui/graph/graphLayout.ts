// Pure: where each node sits. A layered layout (dagre) of clients and services, calls
// flowing left to right on a wide stage or top to bottom on a tall one, in one reading
// direction: every call goes one layer further along it, never back across the stage (a
// chain folded into rows needed long diagonals from each row's end to the next row's start,
// which a room could not follow). A service keeps the `position` its scenario gives, if any.
// Positions are the cards' top-left corners.
import dagre from '@dagrejs/dagre';
import type { CallPolicy, Scenario } from '../../sim/scenario';
import { callLinks, type CallLink } from './callGraph';
import { showsWorld } from './replicaChips';
import { badgeSize } from './badgeSize';
import { causedServices } from './scenarioCauses';
import { labelAnchors } from './edgeLook';

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
/** A service that a trigger will hit grows a cause row while it runs: room for it. */
export const CAUSE_ROW_HEIGHT = 20;

/** Replica chips and the worker-model badge (replicaChips.ts): two rows. */
export const WORLD_ROWS_HEIGHT = 44;

/** The card size of each service: taller for those the scenario's triggers will hit. */
export function serviceSize(scenario: Scenario, name: string): Size {
  const hit = causedServices(scenario).has(name);
  const service = scenario.services.find((s) => s.name === name);
  const world = service && showsWorld(service) ? WORLD_ROWS_HEIGHT : 0;
  const { width, height } = NODE_SIZE.service;
  return { width, height: height + (hit ? CAUSE_ROW_HEIGHT : 0) + world };
}

/**
 * Each card's and each call badge's size: the full cards' (fullSizes), or the presenter's
 * narrower ones (stageCard.ts). The layout, the fit and the cards themselves read the same.
 */
export interface GraphSizes {
  service(name: string): Size;
  client(name: string): Size;
  badge(link: CallLink): Size;
  /** The badges put their error share on the calls' line (badgeSize's `packed`). */
  packedBadges: boolean;
}

/** The badge of a call at its largest, packed or not. */
export function linkBadgeSize(scenario: Scenario, link: CallLink, packed = false): Size {
  return badgeSize(linkPolicy(scenario, link), perUserCount(scenario, link), packed);
}

export function fullSizes(scenario: Scenario): GraphSizes {
  return {
    service: (name) => serviceSize(scenario, name),
    client: () => NODE_SIZE.client,
    badge: (link) => linkBadgeSize(scenario, link),
    packedBadges: false,
  };
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

/**
 * The arrowhead's length in flow units (GraphView's marker: 48 user units, the arrow a quarter
 * of it), and a little air: top to bottom, the badge centred in its gap left only 6 units
 * below it, and a breaker's ⊘ OPEN badge sat on the arrowhead of its own call.
 */
export const ARROW_LENGTH = 12;
export const ARROW_ROOM = ARROW_LENGTH + 6;

/**
 * Gaps between cards. Along the calls (`rank`) a little air on top of the widest badge in
 * that gap (dagre adds each edge's label size, badgeSize); across them (`node`) a little air.
 * Top to bottom the badge is centred in its gap, so the gap keeps ARROW_ROOM on both sides
 * of it. Left to right, the badge's own padding is the air: every pixel of width is text size
 * on a projector. Between the badges of a fan (`edge`), stacked left to right, 8 units: at 2
 * bench's three badges out of api touched and read as one column; at 10 momently-cold-start's
 * five agents' badges once stood taller than the stage (17 px at 1366 px).
 */
export const SPACING: Record<Direction, { rank: number; node: number; edge: number }> = {
  LR: { rank: 2, node: 16, edge: 8 },
  TB: { rank: 2 * ARROW_ROOM, node: 16, edge: 10 },
};

export const serviceNodeId = (name: string): string => `service:${name}`;
export const clientNodeId = (name: string): string => `client:${name}`;

export interface GraphLayout {
  services: ReadonlyMap<string, XY>;
  clients: ReadonlyMap<string, XY>;
}

/** The key for layouts with the default card sizes (fullSizes). */
const FULL_SIZES: object = {};
/**
 * Layouts already made, by scenario, card sizes and direction. The live graph asks again on
 * every redraw (ten a second while playing) with the same three: dagre each time was a fifth
 * of the main thread's work. A scenario is never changed in place (an edit makes a new one).
 */
const layouts = new WeakMap<Scenario, WeakMap<object, Partial<Record<Direction, GraphLayout>>>>();

/**
 * (The cards keep every row on one line and are never taller than this, graph.css.)
 *
 * Lays out left to right (calls flow rightwards) or top to bottom (calls flow down).
 */
export function layoutGraph(
  scenario: Scenario,
  direction: Direction = 'LR',
  cards?: GraphSizes,
): GraphLayout {
  let bySizes = layouts.get(scenario);
  if (!bySizes) layouts.set(scenario, (bySizes = new WeakMap()));
  const key = cards ?? FULL_SIZES;
  let byDirection = bySizes.get(key);
  if (!byDirection) bySizes.set(key, (byDirection = {}));
  return (byDirection[direction] ??= dagreLayout(
    scenario,
    direction,
    cards ?? fullSizes(scenario),
  ));
}

function dagreLayout(scenario: Scenario, direction: Direction, cards: GraphSizes): GraphLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({
    rankdir: direction,
    ranksep: SPACING[direction].rank,
    nodesep: SPACING[direction].node,
    edgesep: SPACING[direction].edge,
    marginx: 0,
    marginy: 0,
  });
  g.setDefaultEdgeLabel(() => ({}));
  // A copy per node: dagre writes each node's x and y into the object it is given.
  for (const client of scenario.clients)
    g.setNode(clientNodeId(client.name), { ...cards.client(client.name) });
  for (const service of scenario.services)
    g.setNode(serviceNodeId(service.name), { ...cards.service(service.name) });
  for (const link of callLinks(scenario)) {
    const from = link.fromClient ? clientNodeId(link.caller) : serviceNodeId(link.caller);
    const badge = cards.badge(link);
    g.setEdge(from, serviceNodeId(link.callee), { ...badge, labelpos: 'c' });
  }
  dagre.layout(g);
  const corner = (id: string, size: Size): XY => {
    const { x, y } = g.node(id);
    return { x: x - size.width / 2, y: y - size.height / 2 };
  };
  const services = new Map<string, XY>();
  for (const service of scenario.services) {
    const placed = corner(serviceNodeId(service.name), cards.service(service.name));
    services.set(service.name, service.position ?? placed);
  }
  const clients = new Map<string, XY>();
  for (const client of scenario.clients)
    clients.set(client.name, corner(clientNodeId(client.name), cards.client(client.name)));
  return { services, clients };
}

/** Every card's box, for fitting and for overlap checks. */
export function layoutBoxes(layout: GraphLayout, cards: GraphSizes): (XY & Size)[] {
  return [
    ...[...layout.services].map(([name, p]) => ({ ...p, ...cards.service(name) })),
    ...[...layout.clients].map(([name, p]) => ({ ...p, ...cards.client(name) })),
  ];
}

/**
 * Where each call's badge draws, at the largest it can grow (badgeSize): as CallEdge places
 * it, half-way between the caller's handle and the callee's, level with the end its fan
 * differs at (edgeLook.ts). A fan's badge can stand out past the cards (bench's three breakers
 * and bulkheads out of api are taller than the cards they sit level with).
 */
export function badgeBoxes(
  scenario: Scenario,
  layout: GraphLayout,
  direction: Direction,
  cards: GraphSizes,
): (XY & Size)[] {
  const links = callLinks(scenario);
  const anchors = labelAnchors(links);
  const box = (name: string, client: boolean): XY & Size => {
    const at = (client ? layout.clients : layout.services).get(name) ?? { x: 0, y: 0 };
    return { ...at, ...(client ? cards.client(name) : cards.service(name)) };
  };
  return links.map((link) => {
    const from = box(link.caller, link.fromClient);
    const to = box(link.callee, false);
    const lr = direction === 'LR';
    const s = lr
      ? { x: from.x + from.width, y: from.y + from.height / 2 }
      : { x: from.x + from.width / 2, y: from.y + from.height };
    const t = lr ? { x: to.x, y: to.y + to.height / 2 } : { x: to.x + to.width / 2, y: to.y };
    const anchor = anchors.get(link.key) ?? 'middle';
    const end = anchor === 'source' ? s : t;
    const centre = {
      x: anchor === 'middle' || lr ? (s.x + t.x) / 2 : end.x,
      y: anchor === 'middle' || !lr ? (s.y + t.y) / 2 : end.y,
    };
    const size = cards.badge(link);
    return { x: centre.x - size.width / 2, y: centre.y - size.height / 2, ...size };
  });
}

/** What a fit must show of a layout: every card and every badge, as one box. */
export function layoutExtent(
  scenario: Scenario,
  layout: GraphLayout,
  direction: Direction,
  cards: GraphSizes,
): XY & Size {
  const boxes = [...layoutBoxes(layout, cards), ...badgeBoxes(scenario, layout, direction, cards)];
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const width = Math.max(...boxes.map((b) => b.x + b.width)) - x;
  const height = Math.max(...boxes.map((b) => b.y + b.height)) - y;
  return { x, y, width, height };
}

/** The zoom at which an extent fits a panel of this size. */
export function fitZoom(extent: Size, width: number, height: number): number {
  if (extent.width <= 0 || extent.height <= 0) return 1;
  return Math.min(width / extent.width, height / extent.height);
}

/**
 * The zoom at which the graph's 16 px card text reads at the room's 18 px: a graph that
 * reaches it along the stage's long side stays so, however much larger the other direction
 * would draw it.
 */
export const FITS_ZOOM = 18 / 16;
/** React Flow's largest zoom (its `maxZoom` default), which the fit stops at. */
export const MAX_FIT_ZOOM = 2;

/** The zoom a direction's layout fits a panel at, never past MAX_FIT_ZOOM. */
export function directionZoom(
  scenario: Scenario,
  direction: Direction,
  width: number,
  height: number,
  cards: GraphSizes = fullSizes(scenario),
): number {
  const layout = layoutGraph(scenario, direction, cards);
  return Math.min(
    MAX_FIT_ZOOM,
    fitZoom(layoutExtent(scenario, layout, direction, cards), width, height),
  );
}

/**
 * The direction for a panel of this size: along the stage's long side when that fits
 * (FITS_ZOOM); else across it when that draws the graph clearly larger (a graph that jumps
 * between directions is hard to follow) or reaches the room's size where along does not:
 * one-bad-replica drew at 17.0 px left to right at 1366 px rather than 18.6 px top to
 * bottom, 9 % larger.
 */
export function chooseDirection(
  scenario: Scenario,
  width: number,
  height: number,
  cards: GraphSizes = fullSizes(scenario),
): Direction {
  if (width <= 0 || height <= 0) return 'LR';
  const along: Direction = width >= height ? 'LR' : 'TB';
  const across: Direction = along === 'LR' ? 'TB' : 'LR';
  const alongZoom = directionZoom(scenario, along, width, height, cards);
  if (alongZoom >= FITS_ZOOM) return along;
  const acrossZoom = directionZoom(scenario, across, width, height, cards);
  return acrossZoom > alongZoom * 1.15 || acrossZoom >= FITS_ZOOM ? across : along;
}
