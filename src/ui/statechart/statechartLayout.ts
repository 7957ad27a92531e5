// Pure: a breaker statechart walked from its XState definition (`machine.config`) and laid
// out for an SVG: states as boxes, automatic transitions as labelled curves. Transitions
// taken by hand (events `breaker.*`, allowed from any state) are listed, not drawn.
import type { BreakerPolicy } from '../../sim/scenario';
import {
  arrowLabel,
  englishTransitions,
  triggerPhrase,
  type Phrase,
  type Trigger,
  type TransitionWords,
} from './transitionLabels';

type TransitionConfig = { target?: string; guard?: unknown } | string;
interface StateConfig {
  on?: Record<string, TransitionConfig | TransitionConfig[] | undefined>;
  after?: Record<string, TransitionConfig | TransitionConfig[] | undefined>;
}
/** The part of an XState machine config this view reads. */
export interface MachineConfigLike {
  initial?: unknown;
  states?: Record<string, StateConfig>;
}

interface StateBox {
  id: string;
  /** The engine's name for it: CLOSED, OPEN, HALF_OPEN… */
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Reached only by hand: drawn small, in the bottom row. */
  manual: boolean;
}
interface Arrow {
  id: string;
  from: string;
  to: string;
  label: string;
  /** SVG path (a quadratic curve between the boxes' edges). */
  d: string;
  /** The label wrapped in lines, and where its block sits (beside the curve, never across it). */
  lines: string[];
  labelX: number;
  /** Baseline of the first line. */
  labelY: number;
  anchor: 'start' | 'middle' | 'end';
}
export interface StatechartLayout {
  width: number;
  height: number;
  states: StateBox[];
  arrows: Arrow[];
}

const WIDTH = 480;
const HEIGHT = 470;
export const LINE_HEIGHT = 18;
const LINE_CHARS = 18;
const MAIN = { width: 150, height: 52 };
const SMALL = { width: 146, height: 32 };
/** Where the seed's three-state diagram puts them; other states go in the bottom row. */
const PLACES: Record<string, { x: number; y: number }> = {
  closed: { x: 105, y: 150 },
  open: { x: 375, y: 150 },
  halfOpen: { x: 240, y: 360 },
};
const BEND = 34;
const MARGIN = 8;
/** Gap between a curve and its label. */
const LABEL_GAP = 10;
const MANUAL_PREFIX = 'breaker.';

/** closed → CLOSED, halfOpen → HALF_OPEN. */
export const engineStateName = (id: string): string =>
  id.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

interface RawTransition {
  from: string;
  to: string;
  triggers: Trigger[];
}

/**
 * Every guarded or delayed transition, as (from, to, triggers).
 * @internal exported for tests
 */
export function walkTransitions(config: MachineConfigLike): RawTransition[] {
  const raw: RawTransition[] = [];
  for (const [from, state] of Object.entries(config.states ?? {})) {
    const add = (kind: 'event' | 'delay', name: string, t: TransitionConfig) => {
      const target = typeof t === 'string' ? t : t.target;
      if (!target || (kind === 'event' && name.startsWith(MANUAL_PREFIX))) return;
      const guard = typeof t === 'object' && typeof t.guard === 'string' ? t.guard : undefined;
      const triggers: Trigger[] = [{ kind, name }];
      if (guard) triggers.unshift({ kind: 'guard', name: guard });
      raw.push({ from, to: target.replace(/^\./, ''), triggers });
    };
    for (const [event, t] of Object.entries(state.on ?? {})) {
      for (const one of [t ?? []].flat()) add('event', event, one);
    }
    for (const [delay, t] of Object.entries(state.after ?? {})) {
      for (const one of [t ?? []].flat()) add('delay', delay, one);
    }
  }
  return raw;
}

export function layoutStatechart(
  config: MachineConfigLike,
  policy: BreakerPolicy,
  words: TransitionWords = englishTransitions,
): StatechartLayout {
  const ids = Object.keys(config.states ?? {});
  const manualIds = ids.filter((id) => !(id in PLACES));
  const states: StateBox[] = ids.map((id) => {
    const manualIndex = manualIds.indexOf(id);
    const manual = manualIndex >= 0;
    const size = manual ? SMALL : MAIN;
    const place = PLACES[id] ?? {
      x: MARGIN + ((manualIndex + 0.5) * (WIDTH - 2 * MARGIN)) / manualIds.length,
      y: HEIGHT - SMALL.height / 2 - 8,
    };
    return { id, label: engineStateName(id), ...place, ...size, manual };
  });
  const byId = new Map(states.map((s) => [s.id, s]));
  const grouped = new Map<string, { from: string; to: string; phrases: Phrase[] }>();
  for (const t of walkTransitions(config)) {
    if (t.from === t.to) continue;
    // A trigger that cannot fire with this configuration hides the whole alternative.
    const phrases = t.triggers.map((trigger) => triggerPhrase(trigger, policy, words));
    if (phrases.some((p) => p === null)) continue;
    const described = t.triggers.findIndex((trigger) => trigger.kind !== 'event');
    const shown = phrases[described === -1 ? 0 : described];
    if (!shown) continue;
    const key = `${t.from}->${t.to}`;
    const entry = grouped.get(key) ?? { from: t.from, to: t.to, phrases: [] };
    entry.phrases.push(shown);
    grouped.set(key, entry);
  }
  const arrows: Arrow[] = [];
  for (const [id, g] of grouped) {
    const a = byId.get(g.from);
    const b = byId.get(g.to);
    if (!a || !b) continue;
    const label = arrowLabel(g.from, g.phrases, policy, words);
    arrows.push({ id, from: g.from, to: g.to, label, ...curve(a, b, wrap(label)) });
  }
  return { width: WIDTH, height: HEIGHT, states, arrows };
}

/**
 * A curve bending to the left of its direction, so A→B and B→A do not overlap, with its label
 * block placed on the outer side of the bend.
 */
function curve(a: StateBox, b: StateBox, lines: string[]) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const nx = dy / length;
  const ny = -dx / length;
  const mx = (a.x + b.x) / 2 + nx * BEND;
  const my = (a.y + b.y) / 2 + ny * BEND;
  const start = edgePoint(a, mx, my);
  const end = edgePoint(b, mx, my);
  // The curve's midpoint is halfway to the control point.
  const midX = (start.x + end.x) / 4 + mx / 2;
  const midY = (start.y + end.y) / 4 + my / 2;
  const x = midX + nx * LABEL_GAP;
  const y = midY + ny * LABEL_GAP;
  const blockHeight = lines.length * LINE_HEIGHT;
  // Beside a mostly vertical curve the block is centred on it; above or below, it grows away.
  const vertical = Math.abs(ny) >= Math.abs(nx);
  const top = !vertical ? y - blockHeight / 2 : ny < 0 ? y - blockHeight : y;
  const anchor: 'start' | 'middle' | 'end' = nx > 0.3 ? 'start' : nx < -0.3 ? 'end' : 'middle';
  return {
    d: `M ${start.x} ${start.y} Q ${round(mx)} ${round(my)} ${end.x} ${end.y}`,
    lines,
    labelX: round(x),
    labelY: round(top + LINE_HEIGHT * 0.8),
    anchor,
  };
}

/** A unit after its number ("50 %", "30 s"), maybe with the punctuation that follows it. */
const UNIT = /^(%|ms|s)[,.;)]*$/;

/**
 * Splits a label into lines of about LINE_CHARS characters at spaces, never between a number
 * and its unit ("failure rate ≥ 50" over "% or slow" read as two rules).
 */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  const words: string[] = [];
  for (const word of text.split(' ')) {
    if (UNIT.test(word) && words.length > 0) words[words.length - 1] += ` ${word}`;
    else words.push(word);
  }
  for (const word of words) {
    if (line && line.length + word.length + 1 > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where the line from a box's centre towards (tx, ty) leaves the box. */
function edgePoint(box: StateBox, tx: number, ty: number): { x: number; y: number } {
  const dx = tx - box.x;
  const dy = ty - box.y;
  const scale = 1 / Math.max(Math.abs(dx) / (box.width / 2), Math.abs(dy) / (box.height / 2), 1e-9);
  return { x: round(box.x + dx * scale), y: round(box.y + dy * scale) };
}

const round = (n: number) => Math.round(n * 10) / 10;
