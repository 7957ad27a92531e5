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
export const STRAINED_SATURATION = 0.7;
/** All workers busy (allowing rounding): requests now queue. */
export const SATURATED_SATURATION = 0.95;
/** Error rate (0–1) at which a service is strained. */
export const STRAINED_ERROR_RATE = 0.05;
export const SATURATED_ERROR_RATE = 0.2;
/** Error rate (0–1) at which most callers see it failing. */
export const FAILING_ERROR_RATE = 0.5;

const LABELS: Record<HealthLevel, string> = {
  idle: 'idle',
  healthy: 'healthy',
  strained: 'strained',
  saturated: 'saturated',
  failing: 'failing',
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
}

/** Classifies one second of one service. */
export function healthOf({ saturation, errorRate, received }: HealthInput): Health {
  const level = levelOf(saturation, errorRate, received);
  const severity = Math.min(1, Math.max(saturation, errorRate / FAILING_ERROR_RATE));
  return { level, label: LABELS[level], severity: level === 'idle' ? 0 : severity };
}

function levelOf(saturation: number, errorRate: number, received?: number): HealthLevel {
  if (errorRate >= FAILING_ERROR_RATE) return 'failing';
  if (saturation >= SATURATED_SATURATION || errorRate >= SATURATED_ERROR_RATE) return 'saturated';
  if (saturation >= STRAINED_SATURATION || errorRate >= STRAINED_ERROR_RATE) return 'strained';
  if (received === 0 && saturation === 0) return 'idle';
  return 'healthy';
}

/** "42 %" for a 0–1 fraction. */
export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)} %`;
}
