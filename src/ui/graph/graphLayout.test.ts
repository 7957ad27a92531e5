import { describe, expect, it } from 'vitest';
import { scenarioSchema } from '../../sim/scenario';
import { presetScenario, PRESET_IDS } from '../../scenarios/presets';
import { chainScenario } from './testing/graphFixtures';
import { callLinks } from './callGraph';
import {
  ARROW_LENGTH,
  badgeSize,
  chooseDirection,
  layoutBoxes,
  layoutGraph,
  chooseLayout,
  fitZoom,
  FITS_ZOOM,
  layerCount,
  linkPolicy,
  mayFold,
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
      expect(overlappingPairs(layoutBoxes(layout))).toBe(0);
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

  it('folds a long chain into rows on a wide stage, drawing it larger than one strip', () => {
    // Client → gateway → bff → orders → stock → price: six layers.
    const chain = presetScenario('availability-chain');
    const choice = chooseLayout(chain, 1000, 600);
    expect(choice).toEqual({ direction: 'LR', rows: 3 });
    const folded = fitZoom(layoutGraph(chain, 'LR', 3), 1000, 600, chain);
    const strip = fitZoom(layoutGraph(chain, 'LR', 1), 1000, 600, chain);
    expect(folded).toBeGreaterThan(strip * 2);
    // Folded, no two cards overlap, and the rows share their columns (two layers a row).
    const boxes = layoutBoxes(layoutGraph(chain, 'LR', 3), chain);
    expect(overlappingPairs(boxes)).toBe(0);
    expect(new Set(boxes.map((b) => b.x + b.width / 2)).size).toBe(2);
  });

  it('keeps a short graph in one strip along the long side', () => {
    // (Wide: the breakers' badges now take room between the layers.)
    expect(chooseLayout(chainScenario(), 2400, 600)).toEqual({ direction: 'LR', rows: 1 });
  });
});

describe('folding only when needed (a short chain on one row)', () => {
  it('folds only a chain of four or more layers that does not fit one row', () => {
    expect(mayFold(0.6, 6, 3)).toBe(true);
    expect(mayFold(0.6, 4, 2)).toBe(true);
    // Fits: drawn at 18 px or more in one row.
    expect(mayFold(FITS_ZOOM, 6, 2)).toBe(false);
    // Two or three cards never fold, however small.
    expect(mayFold(0.3, 3, 2)).toBe(false);
    expect(mayFold(0.3, 2, 2)).toBe(false);
  });

  // The graph stage at 1366 × 768 in presenter mode, in px.
  const STAGE = { width: 1039, height: 596 };

  it.each(['backoff-and-jitter', 'cache-stampede'])(
    'lays %s out on one row at 1366 px presenter, and never folds it',
    (id) => {
      const scenario = presetScenario(id);
      expect(layerCount(scenario)).toBeLessThan(4);
      expect(chooseLayout(scenario, STAGE.width, STAGE.height)).toEqual({
        direction: 'LR',
        rows: 1,
      });
      for (const width of [500, 700, 900, 1400])
        expect(chooseLayout(scenario, width, 600).rows).toBe(1);
    },
  );

  // Every lesson (the bench preset measures the engine; it is not shown to a room).
  const LESSON_IDS = PRESET_IDS.filter((id) => id !== 'bench');

  it.each(LESSON_IDS)('draws %s at 18 px or more on the 1366 px presenter stage', (id) => {
    const scenario = presetScenario(id);
    const { direction, rows } = chooseLayout(scenario, STAGE.width, STAGE.height);
    const zoom = fitZoom(
      layoutGraph(scenario, direction, rows),
      STAGE.width,
      STAGE.height,
      scenario,
    );
    expect(zoom).toBeGreaterThanOrEqual(FITS_ZOOM);
  });

  it('keeps a long chain on one row when it fits, folds it when it does not', () => {
    const chain = presetScenario('availability-chain');
    expect(chooseLayout(chain, 4000, 600)).toEqual({ direction: 'LR', rows: 1 });
    expect(chooseLayout(chain, STAGE.width, STAGE.height).rows).toBeGreaterThan(1);
  });
});

describe('the arrowhead clear of the badge, top to bottom', () => {
  // The badge is centred in its gap: what is left below it must hold the callee's arrowhead
  // (a breaker's ⊘ OPEN badge once sat on it).
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
