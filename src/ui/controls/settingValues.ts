// Pure: reading and writing one setting on its owner (immutably), converting to the units
// shown, checking what a person typed, and mapping a (log) slider position to a value.
import type { NumberSetting, Setting } from './settingTypes';
import { settingAt } from './settingTypes';

export function readSetting(owner: unknown, setting: Setting): unknown {
  return settingAt(owner, setting.path);
}

/** A copy of `owner` with the setting's path set to `value` (`undefined` removes it). */
export function writeSetting<T>(owner: T, setting: Setting, value: unknown): T {
  const clear = value === undefined && setting.kind === 'number' ? setting.clearPath : undefined;
  return setPath(owner, clear ?? setting.path, value) as T;
}

function setPath(target: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = target && typeof target === 'object' ? (target as Record<string, unknown>) : {};
  const next = setPath(object[head], rest, value);
  const copy = { ...object };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

const factor = (s: NumberSetting) => s.displayFactor ?? 1;

/** Rounds away floating-point dust (0.07 × 100 = 7.000000000000001). */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

export const toDisplay = (s: NumberSetting, stored: number): number => tidy(stored * factor(s));
export const fromDisplay = (s: NumberSetting, shown: number): number => tidy(shown / factor(s));

/** Why a typed value was refused, for the page to say in its language. */
type InputReason = 'empty' | 'notNumber' | 'moreThan' | 'atLeast' | 'lessThan' | 'atMost' | 'whole';
export type ParsedInput =
  | { ok: true; value: number | undefined }
  | { ok: false; error: string; reason: InputReason; bound?: number };

/** Checks what a person typed (in display units); empty means "none" for optional settings. */
export function parseNumberInput(s: NumberSetting, text: string): ParsedInput {
  const trimmed = text.trim();
  if (trimmed === '') {
    return s.optional
      ? { ok: true, value: undefined }
      : { ok: false, error: 'Enter a number', reason: 'empty' };
  }
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, error: 'Not a number', reason: 'notNumber' };
  if (s.minExclusive ? value <= s.min : value < s.min) {
    const words = s.minExclusive ? 'More than' : 'At least';
    const reason = s.minExclusive ? 'moreThan' : 'atLeast';
    return { ok: false, error: `${words} ${formatNumber(s.min)} ${s.unit}`, reason, bound: s.min };
  }
  if (s.maxExclusive ? value >= s.max : value > s.max) {
    const words = s.maxExclusive ? 'Less than' : 'At most';
    const reason = s.maxExclusive ? 'lessThan' : 'atMost';
    return { ok: false, error: `${words} ${formatNumber(s.max)} ${s.unit}`, reason, bound: s.max };
  }
  if (s.integer && !Number.isInteger(value))
    return { ok: false, error: 'A whole number', reason: 'whole' };
  return { ok: true, value };
}

const SLIDER_STEPS = 1000;

// An exclusive bound is kept one step inside, so the slider never lands on a refused value.
const sliderBounds = (s: NumberSetting) => ({
  lo: Math.max(s.minExclusive ? s.min + s.step : s.min, s.sliderMin ?? Number.NEGATIVE_INFINITY),
  hi: Math.min(s.maxExclusive ? s.max - s.step : s.max, s.sliderMax ?? Number.POSITIVE_INFINITY),
});

/** Slider position (0–SLIDER_STEPS for log sliders, else the value itself) for a shown value. */
export function toSliderPosition(s: NumberSetting, shown: number): number {
  const { lo, hi } = sliderBounds(s);
  const clamped = Math.min(hi, Math.max(lo, shown));
  if (!s.log) return clamped;
  const span = Math.log1p(hi - lo);
  return Math.round((Math.log1p(clamped - lo) / span) * SLIDER_STEPS);
}

/** The shown value for a slider position, rounded to the setting's step. */
export function fromSliderPosition(s: NumberSetting, position: number): number {
  const { lo, hi } = sliderBounds(s);
  const raw = s.log ? lo + Math.expm1((position / SLIDER_STEPS) * Math.log1p(hi - lo)) : position;
  const stepped = roundToStep(raw, s.log ? logStep(raw, s.step) : s.step);
  return Math.min(hi, Math.max(lo, tidy(stepped)));
}

/** On a log slider, round to about two significant digits so values read cleanly. */
function logStep(value: number, minStep: number): number {
  if (value < 10) return minStep;
  const magnitude = 10 ** Math.floor(Math.log10(value) - 1);
  return Math.max(minStep, magnitude);
}

const roundToStep = (value: number, step: number) => Math.round(value / step) * step;

export function sliderRange(s: NumberSetting): { min: number; max: number; step: number } {
  if (s.log) return { min: 0, max: SLIDER_STEPS, step: 1 };
  const { lo, hi } = sliderBounds(s);
  return { min: lo, max: hi, step: s.step };
}

const MS_PER_S = 1000;

/** One formatter for every setting: `toLocaleString` with options builds a new one per call. */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 30000 → "30 000", 0.25 → "0.25". */
export function formatNumber(n: number): string {
  return NUMBER_FORMAT.format(n).replace(/,/g, ' ');
}

/** A human reading of a value, for ms settings past a second ("= 30 s"). */
export function readable(s: NumberSetting, shown: number | undefined): string {
  if (shown === undefined) return 'none';
  if (s.unit === 'ms' && shown >= MS_PER_S) return `${formatNumber(shown / MS_PER_S)} s`;
  return `${formatNumber(shown)} ${s.unit}`;
}
