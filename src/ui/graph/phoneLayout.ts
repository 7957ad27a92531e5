// Pure: the graph on a phone. Top to bottom, dagre does the layering (graphLayout.ts), and a
// layer too wide for the phone is wrapped into several rows, like lines of text, so the graph
// keeps a readable zoom inside the phone's width and grows downwards (the page scrolls).
// A call that would pass a row between its two ends (bff → the third of its four callees) is
// routed round the rows' left side instead of behind the cards it would cross.
import type { Scenario } from '../../sim/scenario';
import { callLinks } from './callGraph';
import {
  NODE_SIZE,
  SPACING,
  badgeSize,
  clientNodeId,
  layoutGraph,
  linkPolicy,
  perUserCount,
  serviceNodeId,
  serviceSize,
  type GraphLayout,
  type Size,
  type XY,
} from './graphLayout';

/**
 * The route of a call round the rows (CallEdge draws it): down from the caller into the gap
 * below its row, left to the gutter, down the gutter to the gap above the callee's row, right
 * to the callee and down into it. The y's are the middles of those gaps, in flow units.
 */
export interface Detour {
  gutterX: number;
  belowSourceY: number;
  aboveTargetY: number;
}

export interface PhoneLayout extends GraphLayout {
  /** By call key ("a->b"): the calls routed round the rows. */
  detours: ReadonlyMap<string, Detour>;
  /** The laid-out graph's extent, from (0, 0), in flow units. */
  width: number;
  height: number;
}

/**
 * Room on the left for the detours' vertical run: the widest stroke (14) and some air.
 * @internal exported for tests
 */
export const GUTTER_WIDTH = 24;

interface Card extends Size {
  id: string;
  kind: 'service' | 'client';
  name: string;
  /** Dagre's centre, which orders the layers (y) and the cards in a layer (x). */
  cx: number;
  cy: number;
}

/**
 * Splits one layer (its cards left to right) into rows no wider than `maxWidth`, filling
 * each row before starting the next; a card wider than `maxWidth` gets a row of its own.
 * @internal exported for tests
 */
export function wrapLayer<T extends { width: number }>(
  cards: readonly T[],
  maxWidth: number,
  gap: number,
): T[][] {
  const rows: T[][] = [];
  let row: T[] = [];
  let used = 0;
  for (const card of cards) {
    const needed = row.length === 0 ? card.width : used + gap + card.width;
    if (row.length > 0 && needed > maxWidth) {
      rows.push(row);
      row = [card];
      used = card.width;
    } else {
      row.push(card);
      used = needed;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

function cardsOf(scenario: Scenario): Card[] {
  const tb = layoutGraph(scenario, 'TB');
  const card = (kind: Card['kind'], name: string, at: XY, size: Size): Card => ({
    id: kind === 'service' ? serviceNodeId(name) : clientNodeId(name),
    kind,
    name,
    ...size,
    cx: at.x + size.width / 2,
    cy: at.y + size.height / 2,
  });
  return [
    ...scenario.clients.map((c) =>
      card('client', c.name, tb.clients.get(c.name)!, NODE_SIZE.client),
    ),
    ...scenario.services.map((s) =>
      card('service', s.name, tb.services.get(s.name)!, serviceSize(scenario, s.name)),
    ),
  ];
}

/**
 * Lays the graph out top to bottom within `maxWidth` flow units: dagre's layers in order,
 * each wrapped (wrapLayer) and centred; between any two rows the gap dagre keeps between its
 * layers (the tallest badge and some air), so a badge always sits between rows.
 */
export function phoneLayout(scenario: Scenario, maxWidth: number): PhoneLayout {
  // Asked again at every redraw while playing, with the same scenario and width.
  let byWidth = phoneLayouts.get(scenario);
  if (!byWidth) phoneLayouts.set(scenario, (byWidth = new Map()));
  let layout = byWidth.get(maxWidth);
  if (!layout) byWidth.set(maxWidth, (layout = wrappedLayout(scenario, maxWidth)));
  return layout;
}

/** Phone layouts already made, by scenario (never changed in place) and width. */
const phoneLayouts = new WeakMap<Scenario, Map<number, PhoneLayout>>();

function wrappedLayout(scenario: Scenario, maxWidth: number): PhoneLayout {
  const links = callLinks(scenario);
  const tallestBadge = Math.max(
    0,
    ...links.map((l) => badgeSize(linkPolicy(scenario, l), perUserCount(scenario, l)).height),
  );
  const rowGap = SPACING.TB.rank + tallestBadge;
  const nodeGap = SPACING.TB.node;
  const layers = new Map<number, Card[]>();
  for (const c of cardsOf(scenario)) {
    const key = Math.round(c.cy);
    layers.set(key, [...(layers.get(key) ?? []), c]);
  }
  const ordered = [...layers.entries()].sort(([a], [b]) => a - b).map(([, cards]) => cards);
  // First without a gutter: a graph whose rows need no detour keeps the whole width.
  const wrapAll = (width: number) =>
    ordered.flatMap((layer) =>
      wrapLayer(
        [...layer].sort((a, b) => a.cx - b.cx),
        width,
        nodeGap,
      ),
    );
  let rows = wrapAll(maxWidth);
  const rowOf = (rs: Card[][]) => new Map(rs.flatMap((r, i) => r.map((c) => [c.id, i] as const)));
  const idOf = (l: (typeof links)[number]) => [
    l.fromClient ? clientNodeId(l.caller) : serviceNodeId(l.caller),
    serviceNodeId(l.callee),
  ];
  const needsDetour = (rowIndex: Map<string, number>) =>
    links.some((l) => {
      const [from, to] = idOf(l).map((id) => rowIndex.get(id)!);
      return to !== from! + 1;
    });
  const gutter = needsDetour(rowOf(rows)) ? GUTTER_WIDTH : 0;
  if (gutter > 0) rows = wrapAll(Math.max(0, maxWidth - gutter));
  const rowWidth = (r: Card[]) => r.reduce((s, c) => s + c.width, 0) + nodeGap * (r.length - 1);
  const contentWidth = Math.max(0, ...rows.map(rowWidth));
  const services = new Map<string, XY>();
  const clients = new Map<string, XY>();
  const rowTop: number[] = [];
  const rowBottom: number[] = [];
  let y = 0;
  rows.forEach((row, i) => {
    const height = Math.max(...row.map((c) => c.height));
    let x = gutter + (contentWidth - rowWidth(row)) / 2;
    for (const c of row) {
      // Centred in its row, as dagre centres a card in its layer.
      const at = { x, y: y + (height - c.height) / 2 };
      (c.kind === 'service' ? services : clients).set(c.name, at);
      x += c.width + nodeGap;
    }
    rowTop[i] = y;
    rowBottom[i] = y + height;
    y += height + rowGap;
  });
  const rowIndex = rowOf(rows);
  const detours = new Map<string, Detour>();
  for (const l of links) {
    const [from, to] = idOf(l).map((id) => rowIndex.get(id)!);
    if (to === from! + 1) continue;
    detours.set(l.key, {
      gutterX: gutter / 2,
      belowSourceY: rowBottom[from!]! + rowGap / 2,
      aboveTargetY: rowTop[to!]! - rowGap / 2,
    });
  }
  return {
    services,
    clients,
    detours,
    width: gutter + contentWidth,
    height: rows.length > 0 ? y - rowGap : 0,
  };
}

/** The detour as an SVG path from the caller's bottom handle to the callee's top one. */
export function detourPath(
  d: Detour,
  source: XY,
  target: XY,
): { path: string; source: XY; target: XY } {
  const path = [
    `M ${source.x},${source.y}`,
    `V ${d.belowSourceY}`,
    `H ${d.gutterX}`,
    `V ${d.aboveTargetY}`,
    `H ${target.x}`,
    `V ${target.y}`,
  ].join(' ');
  return {
    path,
    // Where the badges go: on the line, in the gap below the caller or above the callee.
    source: { x: source.x, y: d.belowSourceY },
    target: { x: target.x, y: d.aboveTargetY },
  };
}
