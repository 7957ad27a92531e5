import { describe, expect, it } from 'vitest';
import { scenarioSchema } from '../../sim/scenario';
import { presetScenario, PRESET_IDS } from '../../scenarios/presets';
import { chainScenario } from './testing/graphFixtures';
import { callLinks } from './callGraph';
import { chooseStage } from './stageCard';
import { stageFiguresOf } from './stageFigures';
import {
  ARROW_LENGTH,
  badgeBoxes,
  badgeSize,
  chooseDirection,
  fullSizes,
  layoutBoxes,
  layoutExtent,
  layoutGraph,
  linkPolicy,
  NODE_SIZE,
  perUserCount,
  serviceSize,
  SPACING,
  type Direction,
} from './graphLayout';

type Box = ReturnType<typeof layoutBoxes>[number];
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function overlappingPairs(boxes: Box[]): number {
  let count = 0;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]!, boxes[j]!)) count++;
  return count;
}

describe('layoutGraph (dagre)', () => {
  it('lays calls out left to right: each callee right of its caller, the client leftmost', () => {
    const layout = layoutGraph(chainScenario(), 'LR');
    const x = (name: string) => layout.services.get(name)!.x;
    // One layer further along per call, with room for the call's badge between the layers:
    // gateway → orders has a breaker, whose badge is the widest.
    const scenario = chainScenario();
    const policy = scenario.services.find((s) => s.name === 'gateway')!.policies.orders;
    expect(policy?.breaker.enabled).toBe(true);
    expect(x('orders') - x('gateway')).toBe(
      NODE_SIZE.service.width + SPACING.LR.rank + badgeSize(policy).width,
    );
    expect(badgeSize(policy).width).toBeGreaterThan(badgeSize(undefined).width);
    expect(x('payments')).toBe(x('stock'));
    expect(layout.clients.get('web')!.x).toBeLessThan(x('gateway'));
    expect(layout.services.get('payments')!.y).not.toBe(layout.services.get('stock')!.y);
  });

  it('lays calls out top to bottom on a tall stage: depth goes down, the client on top', () => {
    const layout = layoutGraph(chainScenario(), 'TB');
    const y = (name: string) => layout.services.get(name)!.y;
    // Centred in their layer (payments, hit by a fault, is the taller card).
    const centre = (name: string) => y(name) + serviceSize(chainScenario(), name).height / 2;
    expect(y('orders')).toBeGreaterThan(y('gateway'));
    expect(centre('payments')).toBe(centre('stock'));
    expect(layout.services.get('payments')!.x).not.toBe(layout.services.get('stock')!.x);
    expect(layout.clients.get('web')!.y).toBeLessThan(y('gateway'));
  });

  it('keeps a position the scenario gives', () => {
    const scenario = chainScenario();
    scenario.services[2]!.position = { x: 999, y: -42 };
    expect(layoutGraph(scenario).services.get('payments')).toEqual({ x: 999, y: -42 });
  });

  it.each(PRESET_IDS.flatMap((id) => (['LR', 'TB'] as Direction[]).map((d) => [id, d])))(
    'never overlaps two cards: %s %s',
    (id, direction) => {
      const layout = layoutGraph(presetScenario(id!), direction as Direction);
      expect(overlappingPairs(layoutBoxes(layout, fullSizes(presetScenario(id!))))).toBe(0);
    },
  );

  it('stacks two clients of the same service instead of overlapping them', () => {
    const input = { ...chainScenario() };
    input.clients = [...input.clients, { ...input.clients[0]!, name: 'mobile' }];
    const layout = layoutGraph(scenarioSchema.parse(input));
    const gap = Math.abs(layout.clients.get('web')!.y - layout.clients.get('mobile')!.y);
    expect(gap).toBeGreaterThanOrEqual(NODE_SIZE.client.height);
  });
});

describe('chooseDirection', () => {
  it('lies along the long side of the stage', () => {
    const chain = chainScenario();
    expect(chooseDirection(chain, 1600, 600)).toBe('LR');
    expect(chooseDirection(chain, 400, 1200)).toBe('TB');
    expect(chooseDirection(chain, 0, 0)).toBe('LR');
  });

  it('keeps a short graph along the long side', () => {
    expect(chooseDirection(chainScenario(), 2400, 600)).toBe('LR');
  });
});

describe('one reading direction on the presenter stage', () => {
  // The graph's canvas at 1366 × 768 in presenter mode, inside the fit's padding, in px: the
  // whole width, above the lesson's caption band (stage.css; e2e/stage.spec.ts measures it).
  const STAGE = { width: 1324, height: 398 };

  it.each(PRESET_IDS)('draws %s with 18 px card text or more, badges in view', (id) => {
    const scenario = presetScenario(id);
    const stage = chooseStage(scenario, stageFiguresOf(id), STAGE.width, STAGE.height);
    // The zoom is the fit of everything drawn (cards and badges) into the stage.
    const layout = layoutGraph(scenario, stage.direction, stage.sizes);
    const extent = layoutExtent(scenario, layout, stage.direction, stage.sizes);
    expect(stage.zoom).toBeCloseTo(
      Math.min(2, Math.min(STAGE.width / extent.width, STAGE.height / extent.height)),
      9,
    );
    expect(16 * stage.zoom).toBeGreaterThanOrEqual(18);
  });

  it.each(PRESET_IDS)('%s on the stage: every call one layer further along, none back', (id) => {
    const scenario = presetScenario(id);
    const stage = chooseStage(scenario, stageFiguresOf(id), STAGE.width, STAGE.height);
    const layout = layoutGraph(scenario, stage.direction, stage.sizes);
    const along = (p: { x: number; y: number }) => (stage.direction === 'LR' ? p.x : p.y);
    for (const link of callLinks(scenario)) {
      const from = link.fromClient
        ? layout.clients.get(link.caller)!
        : layout.services.get(link.caller)!;
      expect(along(layout.services.get(link.callee)!)).toBeGreaterThan(along(from));
    }
  });

  it.each(PRESET_IDS)('%s on the stage: no card over a card, no badge over a card', (id) => {
    const scenario = presetScenario(id);
    const stage = chooseStage(scenario, stageFiguresOf(id), STAGE.width, STAGE.height);
    const layout = layoutGraph(scenario, stage.direction, stage.sizes);
    const cards = layoutBoxes(layout, stage.sizes);
    expect(overlappingPairs(cards)).toBe(0);
    const badges = badgeBoxes(scenario, layout, stage.direction, stage.sizes);
    for (const badge of badges) for (const card of cards) expect(overlaps(badge, card)).toBe(false);
  });

  it.each(PRESET_IDS.flatMap((id) => (['LR', 'TB'] as Direction[]).map((d) => [id, d])))(
    '%s %s: every call goes one layer further along the direction, none back across',
    (id, direction) => {
      const scenario = presetScenario(id!);
      const layout = layoutGraph(scenario, direction as Direction);
      const along = (p: { x: number; y: number }) => (direction === 'LR' ? p.x : p.y);
      for (const link of callLinks(scenario)) {
        const from = link.fromClient
          ? layout.clients.get(link.caller)!
          : layout.services.get(link.caller)!;
        expect(along(layout.services.get(link.callee)!)).toBeGreaterThan(along(from));
      }
    },
  );
});

describe('badgeBoxes: where CallEdge draws each badge', () => {
  it('half-way between the handles, level with the callee in a fan out of one caller', () => {
    const scenario = chainScenario();
    const sizes = fullSizes(scenario);
    const layout = layoutGraph(scenario, 'LR', sizes);
    const boxes = badgeBoxes(scenario, layout, 'LR', sizes);
    const links = callLinks(scenario);
    // orders fans out to payments and stock: each badge level with its callee's middle.
    for (const callee of ['payments', 'stock']) {
      const i = links.findIndex((l) => l.caller === 'orders' && l.callee === callee);
      const to = { ...layout.services.get(callee)!, ...sizes.service(callee) };
      const from = { ...layout.services.get('orders')!, ...sizes.service('orders') };
      const box = boxes[i]!;
      expect(box.y + box.height / 2).toBeCloseTo(to.y + to.height / 2, 6);
      expect(box.x + box.width / 2).toBeCloseTo((from.x + from.width + to.x) / 2, 6);
    }
  });
});

describe('the arrowhead clear of the badge, top to bottom', () => {
  // The badge is centred in its gap: what is left below it must hold the callee's arrowhead
  // (a breaker’s ⊘ OPEN badge sat on it).
  it.each(PRESET_IDS)('%s', (id) => {
    const scenario = presetScenario(id);
    const layout = layoutGraph(scenario, 'TB');
    for (const link of callLinks(scenario)) {
      const from = link.fromClient
        ? { ...layout.clients.get(link.caller)!, ...NODE_SIZE.client }
        : { ...layout.services.get(link.caller)!, ...serviceSize(scenario, link.caller) };
      const to = layout.services.get(link.callee)!;
      const badge = badgeSize(linkPolicy(scenario, link), perUserCount(scenario, link));
      const below = (to.y - (from.y + from.height) - badge.height) / 2;
      expect(below).toBeGreaterThanOrEqual(ARROW_LENGTH);
    }
  });
});

describe('room for the badges (badgeSize) between the layers', () => {
  // Each call's callee starts at least a badge past its caller's end, along the flow: the
  // badge, drawn in that gap, never covers a card (on the projector left to right, on the
  // phone top to bottom).
  it.each(PRESET_IDS.flatMap((id) => (['LR', 'TB'] as Direction[]).map((d) => [id, d])))(
    '%s %s',
    (id, direction) => {
      const scenario = presetScenario(id!);
      const layout = layoutGraph(scenario, direction as Direction);
      const box = (name: string, client: boolean) =>
        client
          ? { ...layout.clients.get(name)!, ...NODE_SIZE.client }
          : { ...layout.services.get(name)!, ...serviceSize(scenario, name) };
      for (const link of callLinks(scenario)) {
        const from = box(link.caller, link.fromClient);
        const to = box(link.callee, false);
        const badge = badgeSize(linkPolicy(scenario, link));
        if (direction === 'LR')
          expect(to.x - (from.x + from.width)).toBeGreaterThanOrEqual(badge.width);
        else expect(to.y - (from.y + from.height)).toBeGreaterThanOrEqual(badge.height);
      }
    },
  );
});
