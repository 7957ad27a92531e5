// Pure: how healthy a service is in one simulated second, as a level with words, so that
// colour is never the only signal. Shared by the graph and the cascade heatmap.

export type HealthLevel = 'idle' | 'healthy' | 'strained' | 'saturated' | 'failing';

export interface Health {
  level: HealthLevel;
  /** Plain words for the level, shown next to the colour. */
  label: string;
  /** 0–1: how bad it is, for shading (0 healthy, 1 failing). */
  severity: number;
}

/** Saturation (busy workers ÷ workers) at which a service is strained. */
const STRAINED_SATURATION = 0.7;
/** All workers busy (allowing rounding): requests now queue. */
const SATURATED_SATURATION = 0.95;
/** Error rate (0–1) at which a service is strained. */
const STRAINED_ERROR_RATE = 0.05;
const SATURATED_ERROR_RATE = 0.2;
/** Error rate (0–1) at which most callers see it failing. */
const FAILING_ERROR_RATE = 0.5;
/** p99 ÷ the service's normal p99 at which it is strained (slow), and saturated (very slow). */
const STRAINED_LATENCY_RATIO = 3;
const SATURATED_LATENCY_RATIO = 10;

const LABELS: Record<HealthLevel, string> = {
  idle: 'idle',
  healthy: 'healthy',
  strained: 'strained',
  saturated: 'saturated',
  failing: 'failing',
};

/** Each level's icon on a card: a shape per level, so colour is never the only signal. */
export const HEALTH_ICON: Readonly<Record<HealthLevel, string>> = {
  idle: '○',
  healthy: '●',
  strained: '▲',
  saturated: '◆',
  failing: '✖',
};

export const HEALTH_LEVELS: readonly HealthLevel[] = [
  'idle',
  'healthy',
  'strained',
  'saturated',
  'failing',
];

export interface HealthInput {
  /** 0–1 */
  saturation: number;
  /** 0–1 */
  errorRate: number;
  /** Attempts that reached the service this second; 0 with nothing busy means idle. */
  received?: number;
  /** This second's p99 time in the service, and its normal p99 (0 or absent: unknown). */
  p99Ms?: number;
  normalP99Ms?: number;
}

/** How many times its normal p99 a service takes this second; 1 when either is unknown. */
function latencyRatio(p99Ms = 0, normalP99Ms = 0): number {
  return p99Ms > 0 && normalP99Ms > 0 ? p99Ms / normalP99Ms : 1;
}

/** Classifies one second of one service. */
export function healthOf(input: HealthInput): Health {
  const { saturation, errorRate, received } = input;
  const ratio = latencyRatio(input.p99Ms, input.normalP99Ms);
  const level = levelOf(saturation, errorRate, ratio, received);
  const slowness = (ratio - 1) / (SATURATED_LATENCY_RATIO - 1);
  const severity = Math.min(1, Math.max(saturation, errorRate / FAILING_ERROR_RATE, slowness));
  // A service slow but with free workers and no errors: say why it is not healthy.
  const slowOnly =
    ratio >= STRAINED_LATENCY_RATIO &&
    levelOf(saturation, errorRate, 1, received) !== level &&
    level !== 'failing';
  const label = slowOnly ? `slow ×${Math.round(ratio)}` : LABELS[level];
  return { level, label, severity: level === 'idle' ? 0 : severity };
}

function levelOf(
  saturation: number,
  errorRate: number,
  ratio: number,
  received?: number,
): HealthLevel {
  if (errorRate >= FAILING_ERROR_RATE) return 'failing';
  if (
    saturation >= SATURATED_SATURATION ||
    errorRate >= SATURATED_ERROR_RATE ||
    ratio >= SATURATED_LATENCY_RATIO
  )
    return 'saturated';
  if (
    saturation >= STRAINED_SATURATION ||
    errorRate >= STRAINED_ERROR_RATE ||
    ratio >= STRAINED_LATENCY_RATIO
  )
    return 'strained';
  if (received === 0 && saturation === 0) return 'idle';
  return 'healthy';
}

/**
 * A 0–1 fraction as a percentage's digits: whole from 10 % up, one decimal below, so a lesson
 * about a 0.5 % error share does not read "1 %". A share too small for a tenth reads "0.1":
 * a call that failed never reads 0, and the text is never wider than "100".
 */
export function percentDigits(fraction: number): string {
  const pct = fraction * 100;
  if (pct <= 0) return '0';
  if (pct >= 9.95) return String(Math.round(pct));
  return Math.max(0.1, pct).toFixed(1).replace(/\.0$/, '');
}

/** The widest text percentDigits gives: the card and badge sizes are made for it. */
export const WIDEST_PERCENT_DIGITS: readonly string[] = ['100'];

/** "42 %" or "0.4 %" for a 0–1 fraction. */
export function percent(fraction: number): string {
  return `${percentDigits(fraction)} %`;
}
