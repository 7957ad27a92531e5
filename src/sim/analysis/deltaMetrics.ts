// Pure: the figures an A/B comparison reports, declared once: the word the CLI prints, the
// unit, and the direction that is good for the system, where one is known. A figure with no
// known good direction (retries, a breaker's rejections, its time OPEN) is a means, not an
// end: the same rise can be the protection working or the failure spreading, so its change
// is reported as a plain signed change and never called better or worse.
import { EDGE_COUNTERS, SERVICE_COUNTERS, SERVICE_GAUGES } from '../engine/metrics';

/** The unit a row's figures are in, for the table that prints them. */
export type DeltaFormat = 'count' | 'rate' | 'percent' | 'ms' | 's' | 'times';

/** Which way is good for the system: up, down, or no known direction. */
export type GoodDirection = 'up' | 'down' | 'none';

export interface DeltaMetric {
  /** The CLI's word for the figure (the engine's counter names where it has one). */
  label: string;
  format: DeltaFormat;
  good: GoodDirection;
}

export const DELTA_METRICS = {
  goodput: { label: 'goodput /s', format: 'rate', good: 'up' },
  availability: { label: 'availability', format: 'percent', good: 'up' },
  p50: { label: 'p50', format: 'ms', good: 'down' },
  p99: { label: 'p99', format: 'ms', good: 'down' },
  retries: { label: EDGE_COUNTERS.retries, format: 'count', good: 'none' },
  rejectedByBreaker: { label: EDGE_COUNTERS.rejectedByBreaker, format: 'count', good: 'none' },
  rejectedByBulkhead: { label: EDGE_COUNTERS.rejectedByBulkhead, format: 'count', good: 'none' },
  timeOpen: { label: 'time OPEN', format: 's', good: 'none' },
  /** Opens while nothing below the callee failed: false alarms. */
  unneededOpens: { label: 'unneeded opens', format: 'count', good: 'down' },
  /** Attempts reaching a service per request at the top: load the failure adds. */
  amplification: { label: SERVICE_GAUGES.amplification, format: 'times', good: 'down' },
  /** Work finished for callers that had already given up. */
  wastedWork: { label: `${SERVICE_COUNTERS.wasted} work`, format: 'count', good: 'down' },
} as const satisfies Record<string, DeltaMetric>;

export type DeltaMetricId = keyof typeof DELTA_METRICS;
