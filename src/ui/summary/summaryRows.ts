// Pure: the run's totals as the rows the summary table shows. The same figures, formatted
// the same way, as `npm run sim` prints: the e2e test compares the two.
import type { RunSummary } from '../../sim/engine/types';

export interface ClientRow {
  name: string;
  offered: string;
  succeeded: string;
  failed: string;
  availability: string;
  p50: string;
  p95: string;
  p99: string;
  mean: string;
  max: string;
}

export interface ServiceRow {
  name: string;
  received: string;
  rejected: string;
  wasted: string;
  amplification: string;
  /** Time in the service, arrival to answer. */
  mean: string;
  max: string;
}

/** An edge with a cache in front of its callee. */
export interface CacheRow {
  edge: string;
  hitRatio: string;
}

const formatCount = (n: number): string => String(n);
const formatPercent = (ratio: number): string => `${(ratio * 100).toFixed(2)} %`;
/** NaN: a percentile the frames cannot give (totals over part of the run). */
const formatMs = (ms: number): string =>
  Number.isNaN(ms) ? '—' : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
const formatTimes = (x: number): string => `${x.toFixed(2)}×`;

export function clientRows(summary: RunSummary): ClientRow[] {
  return Object.entries(summary.clients).map(([name, c]) => ({
    name,
    offered: formatCount(c.offered),
    succeeded: formatCount(c.succeeded),
    failed: formatCount(c.failed),
    availability: formatPercent(c.availability),
    p50: formatMs(c.latencyMs.p50),
    p95: formatMs(c.latencyMs.p95),
    p99: formatMs(c.latencyMs.p99),
    mean: formatMs(c.latencyMs.mean),
    max: formatMs(c.latencyMs.max),
  }));
}

export function serviceRows(summary: RunSummary): ServiceRow[] {
  return Object.entries(summary.services).map(([name, s]) => ({
    name,
    received: formatCount(s.received),
    rejected: formatCount(s.rejected),
    wasted: formatCount(s.wasted),
    amplification: formatTimes(s.amplification),
    mean: formatMs(s.timeInServiceMs.mean),
    max: formatMs(s.timeInServiceMs.max),
  }));
}

export function cacheRows(summary: RunSummary): CacheRow[] {
  return Object.entries(summary.edges).flatMap(([edge, e]) =>
    e.cacheHitRatio === undefined ? [] : [{ edge, hitRatio: formatPercent(e.cacheHitRatio) }],
  );
}
