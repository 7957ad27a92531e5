// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Every number the engine reports, declared once. The run counters (a total per run; a
// second's figure is the difference of two totals), the gauges read at each second's end,
// and the ratios derived from counters. The counters' classes, the frame types, the frame
// builder, the worker's frame codec, the report, the report rebuilt from frames, the CLI's
// tables and the CSV all take their fields from here: a new counter is one line below, or one
// line in its protection's descriptor (src/sim/protections).

import {
  PROTECTION_COUNTERS,
  PROTECTION_GAUGES,
  type ProtectionCounterName,
  type ProtectionGaugeName,
} from '../protections/derived';

/** A metric's key and the short label the CLI's tables print above its column. */
type Declaration = Readonly<Record<string, string>>;

export const CLIENT_COUNTERS = {
  offered: 'offered',
  succeeded: 'succeeded',
  failed: 'failed',
} as const satisfies Declaration;

export const SERVICE_COUNTERS = {
  /** Attempts that reached the service (accepted or not). */
  received: 'received',
  completed: 'completed',
  /** Answered 503 at once: accept queue full, or queue timeout. */
  rejected: 'rejected',
  /** Of `rejected`, those refused because the accept queue was full. */
  queueFull: 'queue full',
  /** Responses that were errors (the service's own or propagated). */
  errors: 'errors',
  /** Finished work whose caller had already given up. */
  wasted: 'wasted',
} as const satisfies Declaration;

/** The edge's own counters; each protection of the registry adds its own (see below). */
const CORE_EDGE_COUNTERS = {
  calls: 'calls',
  attempts: 'attempts',
  retries: 'retries',
  /** Attempts that hit the per-attempt timeout. */
  timeouts: 'timeouts',
  /** Logical calls ended by their overall deadline. */
  deadlines: 'deadlines',
  failures: 'failures',
  rejectedByBreaker: 'cb rejects',
  rejectedByBulkhead: 'bh rejects',
  fallbacks: 'fallbacks',
  /** costPerAttempt × attempts sent on the wire (hedges included). */
  cost: 'cost',
} as const satisfies Declaration;

/** Every edge counter: the edge's own, then the registry's protections' (src/sim/protections). */
export const EDGE_COUNTERS: Readonly<
  Record<keyof typeof CORE_EDGE_COUNTERS | ProtectionCounterName, string>
> = { ...CORE_EDGE_COUNTERS, ...PROTECTION_COUNTERS };

/** A service's optimistic record (AWS 2015's contention experiment). */
export const RECORD_COUNTERS = {
  /** Writes that reached the record (committed or refused). */
  writes: 'writes',
  /** Of `writes`, those refused because another write landed since the read. */
  conflicts: 'conflicts',
} as const satisfies Declaration;

/**
 * The histogram of call times: writes reaching the record per bin of simulated time, the
 * figure AWS 2015 plots (clusters without jitter, a flat rate with it). 10 ms is half the
 * experiment's read-to-write time, fine enough to tell a cluster from a spread.
 */
export const RECORD_WRITES_BIN_MS = 10;

/** Read at the end of each second. */
export const SERVICE_GAUGES = {
  busyWorkers: 'busy',
  maxBusyWorkers: 'max busy',
  queueLength: 'queue',
  /** busyWorkers / workers, 0–1. */
  saturation: 'saturation',
  /** (errors + rejected) / received, 0–1 (0 when nothing arrived). */
  errorRate: 'error rate',
  /** received ÷ client requests offered in the same interval. */
  amplification: 'amplification',
  /** 99th percentile of the time in the service (arrival to leaving), of requests that left it this second; 0 when none did. */
  p99Ms: 'p99 ms',
  /** Mean time in the service of requests that left it this second; 0 when none did. */
  meanMs: 'mean ms',
  /** Longest time in the service of requests that left it this second; 0 when none did. */
  maxMs: 'max ms',
} as const satisfies Declaration;

/**
 * The figures of a distribution of times, in ms, and the labels the tables print: a
 * client's time to its final answer, a service's time in it, an edge's call and attempt
 * times, in the report and (for clients) in each second's frame. Mean and max are exact;
 * the percentiles are the histogram's (within 0.4 %). A second with no call gives 0.
 */
export const LATENCY_FIGURES = {
  mean: 'mean',
  p50: 'p50',
  p95: 'p95',
  p99: 'p99',
  /** The 99.9th percentile. */
  p999: 'p99.9',
  max: 'max',
} as const satisfies Declaration;

const CORE_EDGE_GAUGES = {
  /** Percent, -1 below the minimum number of calls. */
  failureRate: 'failure %',
  slowCallRate: 'slow %',
  bulkheadInUse: 'bulkhead in use',
  budgetTokens: 'budget tokens',
  /** Share of this second's cache lookups answered from the cache, 0–1; -1 without a cache. */
  cacheHitRatio: 'hit ratio',
} as const satisfies Declaration;

/** Every edge gauge: the edge's own, then the registry's protections' (0 on an edge without one). */
export const EDGE_GAUGES: Readonly<
  Record<keyof typeof CORE_EDGE_GAUGES | ProtectionGaugeName, string>
> = { ...CORE_EDGE_GAUGES, ...PROTECTION_GAUGES };

export type ClientCounterName = keyof typeof CLIENT_COUNTERS;
export type ServiceCounterName = keyof typeof SERVICE_COUNTERS;
export type EdgeCounterName = keyof typeof EDGE_COUNTERS;
export type ServiceGaugeName = keyof typeof SERVICE_GAUGES;
export type EdgeGaugeName = keyof typeof EDGE_GAUGES;
export type RecordCounterName = keyof typeof RECORD_COUNTERS;
export type LatencyFigureName = keyof typeof LATENCY_FIGURES;

/** The keys of a declaration, in declaration order. */
export function namesOf<D extends Declaration>(declaration: D): (keyof D & string)[] {
  return Object.keys(declaration);
}

export const CLIENT_COUNTER_NAMES = namesOf(CLIENT_COUNTERS);
export const SERVICE_COUNTER_NAMES = namesOf(SERVICE_COUNTERS);
export const EDGE_COUNTER_NAMES = namesOf(EDGE_COUNTERS);
export const SERVICE_GAUGE_NAMES = namesOf(SERVICE_GAUGES);
export const EDGE_GAUGE_NAMES = namesOf(EDGE_GAUGES);
/** The gauges the registry's protections add (0 on an edge without them). */
export const PROTECTION_GAUGE_NAMES = namesOf(PROTECTION_GAUGES);
export const RECORD_COUNTER_NAMES = namesOf(RECORD_COUNTERS);
export const LATENCY_FIGURE_NAMES = namesOf(LATENCY_FIGURES);

export type Counts<K extends string> = Record<K, number>;

/** A fresh set of counters at zero; always built in the same order, so one hidden class. */
export function zeroCounts<K extends string>(names: readonly K[]): Counts<K> {
  const counts = {} as Counts<K>;
  for (const name of names) counts[name] = 0;
  return counts;
}

/** Share of finished requests that succeeded (1 when none finished). */
export function availability(succeeded: number, failed: number): number {
  const finished = succeeded + failed;
  return finished > 0 ? succeeded / finished : 1;
}

/** Attempts a service received per client request offered (0 when none was offered). */
export function amplification(received: number, offered: number): number {
  return offered > 0 ? received / offered : 0;
}

/** Share of a cache's lookups answered from the cache, fresh or stale, 0–1 (0 when none). */
export function cacheHitRatio(hits: number, stale: number, misses: number): number {
  const lookups = hits + stale + misses;
  return lookups > 0 ? (hits + stale) / lookups : 0;
}

/** Share of received attempts answered with an error or rejected, 0–1. */
export function errorRate(errors: number, rejected: number, received: number): number {
  return received > 0 ? Math.min(1, (errors + rejected) / received) : 0;
}
