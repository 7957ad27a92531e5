import { describe, expect, it } from 'vitest';
import { presetScenario, PRESET_IDS, PRESETS } from '../../scenarios/presets';
import { graphEn } from '../i18n/catalog/graph.en';
import { graphKo } from '../i18n/catalog/graph.ko';
import { textWidth } from './badgeSize';
import { callLinks } from './callGraph';
import { chooseDirection, directionZoom, linkBadgeSize, NODE_SIZE } from './graphLayout';
import { chooseStage, STAGE_CARD_CSS, STAGE_SHAPES, stageSizes } from './stageCard';
import { DEFAULT_STAGE_FIGURES, STAGE_FIGURES, stageFiguresOf } from './stageFigures';

const css = STAGE_CARD_CSS;
const CHROME_X = css.borderLeftPx + css.borderPx + 2 * css.padXPx;
const CHROME_Y = 2 * css.borderPx + 2 * css.padYPx;
const TALL = { cards: 'tall', packedBadges: false } as const;
const WIDE = { cards: 'wide', packedBadges: false } as const;

describe('stageFiguresOf', () => {
  it('gives a lesson the figures its watch list names, one or two, and the default otherwise', () => {
    expect(stageFiguresOf('retry-storm')).toEqual(['received']);
    expect(stageFiguresOf('availability-chain')).toEqual(['errorsSoFar']);
    expect(stageFiguresOf(null)).toBe(DEFAULT_STAGE_FIGURES);
    expect(stageFiguresOf('no-such-preset')).toBe(DEFAULT_STAGE_FIGURES);
    for (const preset of PRESETS) expect(stageFiguresOf(preset.id).length).toBeLessThanOrEqual(2);
  });
});

describe('stageSizes: the presenter card holds its widest text', () => {
  it('a tall card: as wide as its name or its widest figure, a row each', () => {
    const scenario = presetScenario('availability-chain');
    const sizes = stageSizes(scenario, ['errors'], TALL);
    const gateway = sizes.service('gateway');
    // "✗ 100 %", in either language, and "● gateway".
    const errors = Math.max(
      ...[graphEn, graphKo].map((c) =>
        textWidth(c.graph.stage.errors.replace('{{value}}', '100'), css.fontPx),
      ),
    );
    const name = textWidth('●', css.fontPx) + css.gapPx + textWidth('gateway', css.fontPx);
    expect(gateway.width).toBe(Math.ceil(Math.max(errors, name) + CHROME_X));
    expect(gateway.height).toBe(CHROME_Y + 2 * css.linePx);
    // Far narrower than the full card: the chain of six fits across the stage.
    expect(gateway.width).toBeLessThan(NODE_SIZE.service.width / 2);
  });

  it('counts the Korean words where they are wider (수신, 큐)', () => {
    const scenario = presetScenario('metastable');
    const sizes = stageSizes(scenario, ['received'], TALL);
    const korean = textWidth(graphKo.graph.stage.received.replace('{{value}}', '9999'), 16);
    expect(sizes.service('api').width).toBeGreaterThanOrEqual(korean + CHROME_X);
  });

  it('a service a trigger hits has two more rows: "⚡ CAUSE" and its words', () => {
    const scenario = presetScenario('retry-storm');
    const sizes = stageSizes(scenario, ['received'], TALL);
    expect(sizes.service('stock').height - sizes.service('orders').height).toBe(2 * css.linePx);
  });

  it('a wide card is one row (two with its cause) and as wide as its name and figures', () => {
    const scenario = presetScenario('momently-cold-start');
    const figures = ['workers', 'errors'] as const;
    const wide = stageSizes(scenario, figures, WIDE);
    const tall = stageSizes(scenario, figures, TALL);
    expect(wide.service('orchestrator').height).toBe(CHROME_Y + css.linePx);
    expect(wide.service('style').height).toBe(CHROME_Y + 2 * css.linePx);
    expect(tall.service('style').height).toBe(CHROME_Y + 5 * css.linePx);
    expect(wide.service('orchestrator').width).toBeGreaterThan(tall.service('orchestrator').width);
  });

  it('the workers figure is as wide as the most workers of any service, all replicas', () => {
    const scenario = presetScenario('one-bad-replica');
    const widest = STAGE_FIGURES.workers.widest(scenario);
    const most = Math.max(...scenario.services.map((s) => s.workers * s.replicas));
    expect(widest).toEqual([`${most}/${most}`]);
  });

  it('packed badges: the error share on the calls’ line, one line shorter', () => {
    const scenario = presetScenario('bench');
    const link = callLinks(scenario)[0]!;
    const packed = stageSizes(scenario, DEFAULT_STAGE_FIGURES, { ...TALL, packedBadges: true });
    expect(packed.badge(link).height).toBe(linkBadgeSize(scenario, link).height - 20);
    expect(packed.badge(link)).toEqual(linkBadgeSize(scenario, link, true));
  });
});

describe('chooseStage', () => {
  it.each(PRESET_IDS)('%s: the shape whose text draws largest, in its own direction', (id) => {
    const scenario = presetScenario(id);
    const figures = stageFiguresOf(id);
    const chosen = chooseStage(scenario, figures, 1324, 398);
    // No other shape, in the direction it would take, draws the text larger.
    for (const shape of STAGE_SHAPES) {
      const sizes = stageSizes(scenario, figures, shape);
      const direction = chooseDirection(scenario, 1324, 398, sizes);
      expect(chosen.zoom).toBeGreaterThanOrEqual(
        directionZoom(scenario, direction, 1324, 398, sizes),
      );
    }
  });
});
