import { describe, expect, it } from 'vitest';
import { presetScenario, PRESET_IDS } from '../../scenarios/presets';
import { callLinks } from './callGraph';
import {
  badgeSize,
  fullSizes,
  layoutBoxes,
  linkPolicy,
  NODE_SIZE,
  perUserCount,
  serviceSize,
  SPACING,
} from './graphLayout';
import { detourPath, GUTTER_WIDTH, phoneLayout, wrapLayer } from './phoneLayout';
import { toFlowElements } from './toFlowElements';

/** A 390 px phone: the panel's 378 px less 12 px a side, at the phone's 0.75 zoom. */
const PHONE_WIDTH_UNITS = Math.floor((378 - 24) / 0.75);

type Box = ReturnType<typeof layoutBoxes>[number];
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('wrapLayer', () => {
  const card = (width: number) => ({ width });

  it('fills a row before starting the next, as lines of text', () => {
    const rows = wrapLayer([card(248), card(248), card(248), card(248)], 520, 16);
    // 248 + 16 + 248 = 512 fits in 520; a third would not.
    expect(rows.map((r) => r.length)).toEqual([2, 2]);
    expect(wrapLayer([card(248), card(248), card(248)], 511, 16).map((r) => r.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('keeps the order and loses no card; a card wider than the row gets a row of its own', () => {
    const cards = [card(100), card(600), card(100), card(100)];
    const rows = wrapLayer(cards, 250, 10);
    expect(rows).toEqual([[cards[0]], [cards[1]], [cards[2], cards[3]]]);
    expect(wrapLayer([], 100, 10)).toEqual([]);
  });
});

describe('phoneLayout (a 390 px phone)', () => {
  it('wraps pool-domino: three clients two a row, bff, its four callees one a row', () => {
    const scenario = presetScenario('pool-domino');
    const layout = phoneLayout(scenario, PHONE_WIDTH_UNITS);
    const ys = (names: string[], map: ReadonlyMap<string, { y: number }>) =>
      names.map((n) => map.get(n)!.y);
    const clientY = ys(['shoppers', 'logins', 'healthcheck'], layout.clients);
    // 2 × 184 + 16 = 384 units fit in 472; three (568) do not.
    expect(new Set(clientY).size).toBe(2);
    const callees = ['auth', 'recommend', 'stock', 'product'];
    const calleeY = ys(callees, layout.services);
    // 2 × 248 + 16 = 512 units do not fit: one service a row, in dagre's order, below bff.
    expect(new Set(calleeY).size).toBe(4);
    expect(Math.min(...calleeY)).toBeGreaterThan(layout.services.get('bff')!.y);
    expect(Math.max(...clientY)).toBeLessThan(layout.services.get('bff')!.y);
    // Calls from bff into all but the first callee row, and from the clients of the first
    // client row, go round the rows; the rest go straight to the next row.
    const firstCalleeRow = Math.min(...calleeY);
    const firstClientRow = Math.min(...clientY);
    expect([...layout.detours.keys()].sort()).toEqual(
      [
        ...callees
          .filter((c) => layout.services.get(c)!.y > firstCalleeRow)
          .map((c) => `bff->${c}`),
        ...['shoppers', 'logins', 'healthcheck']
          .filter((c) => layout.clients.get(c)!.y === firstClientRow)
          .map((c) => `${c}->bff`),
      ].sort(),
    );
    expect(layout.detours.size).toBe(3 + 2);
    expect(layout.width).toBeLessThanOrEqual(PHONE_WIDTH_UNITS);
  });

  it('leaves a chain as dagre lays it: no detour, no gutter', () => {
    const scenario = presetScenario('availability-chain');
    const layout = phoneLayout(scenario, PHONE_WIDTH_UNITS);
    expect(layout.detours.size).toBe(0);
    expect(layout.width).toBe(NODE_SIZE.service.width);
    const names = ['gateway', 'bff', 'orders', 'stock', 'price'];
    const ys = names.map((n) => layout.services.get(n)!.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  // Panels of a 320 px phone, a 390 px one and the widest that still counts as a phone.
  const widths = [308, 378, 599].map((px) => Math.floor((px - 24) / 0.75));
  describe.each(PRESET_IDS.flatMap((id) => widths.map((w) => [id, w] as const)))(
    '%s in %i units',
    (id, width) => {
      const scenario = presetScenario(id);
      const layout = phoneLayout(scenario, width);
      const boxes = layoutBoxes(layout, fullSizes(scenario));

      it('fits the phone: every card within the width, none over another', () => {
        for (const b of boxes) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(width);
          expect(b.x + b.width).toBeLessThanOrEqual(layout.width);
          expect(b.y + b.height).toBeLessThanOrEqual(layout.height);
        }
        let pairs = 0;
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlaps(a, b) && pairs++));
        expect(pairs).toBe(0);
      });

      it('keeps a badge-high gap under every card, and routes every call clear of the cards', () => {
        const tallestBadge = Math.max(
          ...callLinks(scenario).map(
            (l) => badgeSize(linkPolicy(scenario, l), perUserCount(scenario, l)).height,
          ),
        );
        // Between two cards one above the other, room for a badge and air: a badge between them
        // (the middle of the gap) never touches either.
        for (const a of boxes)
          for (const b of boxes)
            if (b.y > a.y && a.x < b.x + b.width && b.x < a.x + a.width)
              expect(b.y - (a.y + a.height)).toBeGreaterThanOrEqual(
                SPACING.TB.rank + tallestBadge - 1e-9,
              );
        const size = (name: string, client: boolean) =>
          client ? NODE_SIZE.client : serviceSize(scenario, name);
        for (const link of callLinks(scenario)) {
          const from = (link.fromClient ? layout.clients : layout.services).get(link.caller)!;
          const to = layout.services.get(link.callee)!;
          const fromSize = size(link.caller, link.fromClient);
          const source = { x: from.x + fromSize.width / 2, y: from.y + fromSize.height };
          const target = { x: to.x + NODE_SIZE.service.width / 2, y: to.y };
          const detour = layout.detours.get(link.key);
          // A straight call crosses no row: no card lies between its two ends.
          if (!detour) {
            const between = boxes.filter((b) => b.y >= source.y && b.y + b.height <= target.y);
            expect(between, link.key).toEqual([]);
            continue;
          }
          // A detour's runs: its vertical run left of every card, its level runs in gaps.
          expect(detour.gutterX).toBeLessThan(Math.min(...boxes.map((b) => b.x)));
          expect(GUTTER_WIDTH).toBeGreaterThan(0);
          for (const y of [detour.belowSourceY, detour.aboveTargetY])
            for (const b of boxes)
              expect(y < b.y || y > b.y + b.height, `${link.key} at y=${y}`).toBe(true);
          const route = detourPath(detour, source, target);
          expect(route.path.startsWith(`M ${source.x},${source.y}`)).toBe(true);
          expect(route.path.endsWith(`V ${target.y}`)).toBe(true);
        }
      });
    },
  );
});

describe('toFlowElements on a phone', () => {
  it('draws top to bottom at the phone layout, the detours in the calls that need them', () => {
    const scenario = presetScenario('pool-domino');
    // Asked for left to right: a phone's layout is top to bottom whatever the stage's shape.
    const { nodes, edges } = toFlowElements({
      scenario,
      direction: 'LR',
      phoneWidth: PHONE_WIDTH_UNITS,
    });
    const layout = phoneLayout(scenario, PHONE_WIDTH_UNITS);
    expect(nodes.every((n) => n.sourcePosition === 'bottom' && n.targetPosition === 'top')).toBe(
      true,
    );
    expect(nodes.find((n) => n.id === 'service:bff')!.position).toEqual(layout.services.get('bff'));
    const routed = edges.filter((e) => e.data!.detour).map((e) => e.id);
    expect(routed.sort()).toEqual([...layout.detours.keys()].sort());
    expect(routed.length).toBeGreaterThan(0);
    // Without a phone width, no detour: the wide layouts are as they were.
    expect(toFlowElements({ scenario }).edges.some((e) => e.data!.detour)).toBe(false);
  });
});
