// Pure: where each node sits. Services use their scenario `position` when they have one,
// otherwise a layered layout by call depth; clients are entry nodes in a column at the left
// (left to right), or in a row at the top when the panel is tall and narrow (top to bottom).
import type { Scenario } from '../../sim/scenario';
import { callDepths, callLinks } from './callGraph';

export interface XY {
  x: number;
  y: number;
}

export const COLUMN_WIDTH = 400;
export const ROW_HEIGHT = 170;
/** Vertical distance between stacked clients: a client card is 100–135 px tall (a long name wraps its "client" tag onto a line of its own). */
export const CLIENT_STEP = 150;

export type Direction = 'LR' | 'TB';

/** Spacing along the call depth (`layer`) and across it (`row`, `client`). */
const SPACING: Record<Direction, { layer: number; row: number; client: number }> = {
  LR: { layer: COLUMN_WIDTH, row: ROW_HEIGHT, client: CLIENT_STEP },
  // Top to bottom: cards are wider than tall, so rows need more room than layers.
  TB: { layer: 220, row: 280, client: 230 },
};

export const serviceNodeId = (name: string): string => `service:${name}`;
export const clientNodeId = (name: string): string => `client:${name}`;

export interface GraphLayout {
  services: Map<string, XY>;
  clients: Map<string, XY>;
}

/** Lays out left to right (calls flow rightwards) or top to bottom (calls flow down). */
export function layoutGraph(scenario: Scenario, direction: Direction = 'LR'): GraphLayout {
  const space = SPACING[direction];
  const depths = callDepths(scenario);
  const layers: string[][] = [];
  for (const service of scenario.services) {
    const depth = depths.get(service.name) ?? 0;
    (layers[depth] ??= []).push(service.name);
  }
  // Computed with the call depth along x; turned at the end for top to bottom.
  const auto = new Map<string, XY>();
  const callersOf = callerIndex(scenario);
  layers.forEach((layer, depth) => {
    // One barycentre pass: sit each service near the callers already placed.
    const ordered = depth === 0 ? layer : sortByBarycentre(layer, callersOf, auto);
    ordered.forEach((name, row) => {
      auto.set(name, { x: (depth + 1) * space.layer, y: centred(row, ordered.length, space.row) });
    });
  });
  const services = new Map<string, XY>();
  for (const service of scenario.services) {
    services.set(service.name, service.position ?? auto.get(service.name) ?? { x: 0, y: 0 });
  }
  const clients = layoutClients(scenario, services, space.layer, space.client);
  if (direction === 'LR') return { services, clients };
  return { services: turned(services), clients: turned(clients) };
}

const swap = (p: XY): XY => ({ x: p.y, y: p.x });
const turned = (m: Map<string, XY>) => new Map([...m].map(([k, p]) => [k, swap(p)]));

function callerIndex(scenario: Scenario): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const link of callLinks(scenario)) {
    if (!link.fromClient) index.set(link.callee, [...(index.get(link.callee) ?? []), link.caller]);
  }
  return index;
}

function sortByBarycentre(
  layer: string[],
  callersOf: Map<string, string[]>,
  placed: Map<string, XY>,
): string[] {
  const centre = (name: string) => {
    const ys = (callersOf.get(name) ?? []).flatMap((c) => placed.get(c)?.y ?? []);
    return ys.length === 0 ? 0 : ys.reduce((a, b) => a + b, 0) / ys.length;
  };
  return layer
    .map((name, index) => ({ name, index, y: centre(name) }))
    .sort((a, b) => a.y - b.y || a.index - b.index)
    .map((entry) => entry.name);
}

const centred = (row: number, count: number, step: number): number =>
  (row - (count - 1) / 2) * step;

function layoutClients(
  scenario: Scenario,
  services: Map<string, XY>,
  layerStep: number,
  clientStep: number,
): Map<string, XY> {
  const xs = [...services.values()].map((p) => p.x);
  const x = (xs.length === 0 ? 0 : Math.min(...xs)) - layerStep;
  // Clients of one service stack centred on it; then push apart any that still collide.
  const byService = new Map<string, string[]>();
  for (const client of scenario.clients) {
    byService.set(client.service, [...(byService.get(client.service) ?? []), client.name]);
  }
  const wanted: { name: string; y: number }[] = [];
  for (const [service, names] of byService) {
    const centre = services.get(service)?.y ?? 0;
    names.forEach((name, i) =>
      wanted.push({ name, y: centre + (i - (names.length - 1) / 2) * clientStep }),
    );
  }
  wanted.sort((a, b) => a.y - b.y);
  const clients = new Map<string, XY>();
  let previous = -Infinity;
  for (const { name, y } of wanted) {
    const placed = Math.max(y, previous + clientStep);
    clients.set(name, { x, y: placed });
    previous = placed;
  }
  return clients;
}

/** About the size of a node card, for fitting. */
const NODE_BOX = { width: 232, height: 110 };

/** The zoom at which a layout fits a panel of this size. */
export function fitZoom(layout: GraphLayout, width: number, height: number): number {
  const points = [...layout.services.values(), ...layout.clients.values()];
  if (points.length === 0) return 1;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const w = Math.max(...xs) - Math.min(...xs) + NODE_BOX.width;
  const h = Math.max(...ys) - Math.min(...ys) + NODE_BOX.height;
  return Math.min(width / w, height / h);
}

/** The direction that draws the graph largest in a panel of this size (left to right on a tie). */
export function chooseDirection(scenario: Scenario, width: number, height: number): Direction {
  if (width <= 0 || height <= 0) return 'LR';
  const lr = fitZoom(layoutGraph(scenario, 'LR'), width, height);
  const tb = fitZoom(layoutGraph(scenario, 'TB'), width, height);
  // Left to right reads best (clients at the left): switch only for a clear gain.
  return tb > lr * 1.15 ? 'TB' : 'LR';
}
