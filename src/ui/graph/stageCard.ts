// Pure: the presenter card's size. On the stage each card keeps what the back row reads (the
// name, the health's colour and icon, the lesson's one or two figures), each on a row of its
// own, so a card is as wide as its name or its figures, not as the full card's 248 units: a
// chain of six fits 1366 px at 18 px in one reading direction. Sizes are estimated from the
// widest text each row can hold (badgeSize.ts's advance widths, never short), in English and
// Korean alike, so the layout does not move with this second's numbers or the language.
import type { Scenario } from '../../sim/scenario';
import type { StageFigure } from '../../scenarios/presets';
import { graphEn } from '../i18n/catalog/graph.en';
import { graphKo } from '../i18n/catalog/graph.ko';
import { LANGUAGES } from '../i18n/languages';
import { textWidth, widestLine } from './badgeSize';
import {
  chooseDirection,
  directionZoom,
  linkBadgeSize,
  NODE_SIZE,
  WORLD_ROWS_HEIGHT,
  type GraphSizes,
  type Direction,
  type Size,
} from './graphLayout';
import { HEALTH_ICON } from './health';
import { showsWorld } from './replicaChips';
import { scenarioCauses } from './scenarioCauses';
import { figuresShownFor, STAGE_FIGURES } from './stageFigures';

/** The presenter card's CSS (graph.css, `.stage-card`), declared here and set from here. */
export const STAGE_CARD_CSS = {
  fontPx: 16,
  /** Fixed, so a card is exactly as tall as its rows. */
  linePx: 20,
  borderPx: 2,
  /** The health's colour runs down the left side. */
  borderLeftPx: 6,
  padXPx: 5,
  padYPx: 2,
  /** Between the health icon and the name, the meter and its number. */
  gapPx: 4,
  /** Between two figures on a row. */
  figureGapPx: 10,
  meterPx: 14,
} as const;

const css = STAGE_CARD_CSS;

/**
 * The same numbers as the card's style (the node components set it inline; graph.css reads
 * the padding from its custom properties for the cause chip that spans the card).
 */
export const STAGE_CARD_STYLE = {
  fontSize: `${css.fontPx}px`,
  lineHeight: `${css.linePx}px`,
  borderWidth: `${css.borderPx}px`,
  borderLeftWidth: `${css.borderLeftPx}px`,
  padding: `${css.padYPx}px ${css.padXPx}px`,
  '--stage-pad-x': `${css.padXPx}px`,
  '--stage-pad-y': `${css.padYPx}px`,
  '--stage-gap': `${css.gapPx}px`,
  '--stage-figure-gap': `${css.figureGapPx}px`,
  '--stage-meter': `${css.meterPx}px`,
} as const;
const CHROME_X = css.borderLeftPx + css.borderPx + 2 * css.padXPx;
const CHROME_Y = 2 * css.borderPx + 2 * css.padYPx;

/** The icon a cause row starts with (the full card's too). */
export const CAUSE_ICON = '⚡';
/** The longest a cause has lasted in a run's words ("999 s"). */
const WIDEST_SECONDS = '999 s';

const bothLanguages = <T>(en: T, ko: T) => [en, ko] as const;
const STAGE_TEXT = bothLanguages(graphEn.graph.stage, graphKo.graph.stage);
const CAUSE_WORD = bothLanguages(graphEn.graph.cause, graphKo.graph.cause);

/** One figure's widest text in this scenario, its meter included. */
function figureWidth(scenario: Scenario, figure: StageFigure): number {
  const look = STAGE_FIGURES[figure];
  const templates = STAGE_TEXT.map((text) => text[figure]);
  const text = Math.max(...look.widest(scenario).map((value) => widestLine(templates, { value })));
  return text + (look.meter ? css.meterPx + css.gapPx : 0);
}

/** Figures side by side (the wide card's row). */
function figuresSideBySide(widths: readonly number[]): number {
  return widths.reduce((a, b) => a + b, 0) + css.figureGapPx * Math.max(0, widths.length - 1);
}

const healthIconWidth = Math.max(
  ...Object.values(HEALTH_ICON).map((icon) => textWidth(icon, css.fontPx)),
);
/** "● gateway": the health's icon, the name in bold (the estimate's face is bold). */
const nameWidth = (name: string) => healthIconWidth + css.gapPx + textWidth(name, css.fontPx);

/** "⚡ CAUSE", in either language. */
const causeWordWidth = Math.max(
  ...CAUSE_WORD.map((word) => textWidth(`${CAUSE_ICON} ${word.toUpperCase()}`, css.fontPx)),
);
const secondsWidth = textWidth(WIDEST_SECONDS, css.fontPx);

/** The trigger's words ("failing 100 %") of each trigger on the service, in either language. */
function causeWordsWidth(scenario: Scenario, service: string): number | undefined {
  const causes = scenarioCauses(scenario).filter((c) => c.service === service);
  if (causes.length === 0) return undefined;
  return Math.max(
    ...causes.flatMap((c) => LANGUAGES.map((lng) => textWidth(c.words(lng), css.fontPx))),
  );
}

/**
 * The rows of a service's card and the widest of them. Tall: the name, each figure, and for
 * a service a trigger hits, "⚡ CAUSE" with how long over the trigger's words. Wide: the name
 * with the figures, and the cause on one row below.
 */
function serviceRows(
  scenario: Scenario,
  name: string,
  figureWidths: readonly number[],
  shape: CardShape,
): { rows: number; width: number } {
  const cause = causeWordsWidth(scenario, name);
  if (shape === 'tall') {
    const causeRows = cause === undefined ? [] : [causeWordWidth + css.gapPx + secondsWidth, cause];
    return {
      rows: 1 + figureWidths.length + causeRows.length,
      width: Math.max(nameWidth(name), ...figureWidths, ...causeRows),
    };
  }
  const head = nameWidth(name) + css.figureGapPx + figuresSideBySide(figureWidths);
  const causeRow =
    cause === undefined ? 0 : causeWordWidth + css.gapPx + cause + css.gapPx + secondsWidth;
  return { rows: cause === undefined ? 1 : 2, width: Math.max(head, causeRow) };
}

const rowsHeight = (rows: number) => CHROME_Y + rows * css.linePx;

/** A client's card: its name, then its answered and failed this second, a row each. */
export const COUNT_MARKS = ['✓', '✗'] as const;
/** The widest count a client's row shows ("✓ 9999"). */
const CLIENT_COUNT = '9999';

/**
 * How a presenter card lays out its rows: tall (one thing a row: narrow cards, for a long
 * chain across the stage) or wide (the figures beside the name: short cards, for many services
 * stacked in one layer, as momently-cold-start's five agents).
 */
export type CardShape = 'tall' | 'wide';

/**
 * The cards' shape, and whether the call badges put their error share on the calls' line
 * (shorter badges, for a fan whose badges stack taller than its cards: bench's breakers).
 */
export interface StageShape {
  cards: CardShape;
  packedBadges: boolean;
}

/** Every shape the stage tries, the one it prefers on a tie first. */
export const STAGE_SHAPES: readonly StageShape[] = (['tall', 'wide'] as const).flatMap((cards) =>
  [false, true].map((packedBadges) => ({ cards, packedBadges })),
);

/**
 * The presenter cards' and badges' sizes for a scenario, the lesson's figures and a shape:
 * the layout places them, the fit zooms to them, the cards and badges draw at exactly them.
 */
export function stageSizes(
  scenario: Scenario,
  figures: readonly StageFigure[],
  shape: StageShape,
): GraphSizes {
  const widthOf = new Map(figures.map((f) => [f, figureWidth(scenario, f)]));
  const services = new Map<string, Size>();
  for (const service of scenario.services) {
    const figureWidths = figuresShownFor(service, figures).map((f) => widthOf.get(f)!);
    const { rows, width } = serviceRows(scenario, service.name, figureWidths, shape.cards);
    // Replica chips and the worker model keep the full card's width (ServiceWorldRows).
    const world = showsWorld(service);
    services.set(service.name, {
      width: Math.ceil(Math.max(width + CHROME_X, world ? NODE_SIZE.service.width : 0)),
      height: rowsHeight(rows) + (world ? WORLD_ROWS_HEIGHT : 0),
    });
  }
  // Clients stand in a layer of their own, seldom crowded: tall in every shape.
  const counts = COUNT_MARKS.map((mark) => textWidth(`${mark} ${CLIENT_COUNT}`, css.fontPx));
  const client = (name: string): Size => ({
    width: Math.ceil(Math.max(textWidth(name, css.fontPx), ...counts) + CHROME_X),
    height: rowsHeight(1 + COUNT_MARKS.length),
  });
  return {
    service: (name) => services.get(name) ?? { width: CHROME_X, height: rowsHeight(1) },
    client,
    badge: (link) => linkBadgeSize(scenario, link, shape.packedBadges),
    packedBadges: shape.packedBadges,
  };
}

export interface StageLayout {
  shape: StageShape;
  direction: Direction;
  sizes: GraphSizes;
  /** The fit's zoom for that direction and those sizes (×16 px: the cards' text on screen). */
  zoom: number;
}

/**
 * The presenter cards' shape and the graph's direction for a stage of this size: each shape
 * in its own best direction (chooseDirection), and the one whose text draws larger; on a tie
 * the first of STAGE_SHAPES (tall cards, each badge's lines as elsewhere).
 */
export function chooseStage(
  scenario: Scenario,
  figures: readonly StageFigure[],
  width: number,
  height: number,
): StageLayout {
  let best: StageLayout | undefined;
  for (const shape of STAGE_SHAPES) {
    const sizes = stageSizes(scenario, figures, shape);
    const direction = chooseDirection(scenario, width, height, sizes);
    const zoom = directionZoom(scenario, direction, width, height, sizes);
    if (!best || zoom > best.zoom) best = { shape, direction, sizes, zoom };
  }
  return best!;
}
