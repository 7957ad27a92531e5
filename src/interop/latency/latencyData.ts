// Pure: measured latencies as the fitter reads them, whatever file they came from: either the
// durations themselves, or a cumulative distribution (a histogram's buckets, an HdrHistogram's
// percentile table). Both answer the duration at a probability, and how far a CDF lies from them.
import { mean, quantileSorted } from 'simple-statistics';
import { empiricalQuantile, empiricalTable } from '../../sim/engine/empiricalQuantile';

/** Every duration, in ms, sorted. */
export interface LatencySamples {
  kind: 'samples';
  sortedMs: number[];
}

/** A cumulative distribution: p rising from 0 to 1 with ms never falling; `count` requests behind it. */
export interface LatencyCdf {
  kind: 'cdf';
  points: { ms: number; p: number }[];
  count: number;
  /** The mean and the slowest duration, when the file states them (the buckets cannot). */
  meanMs?: number;
  maxMs?: number;
}

export type LatencyData = LatencySamples | LatencyCdf;

/** Request counters read beside the latencies (a Prometheus exposition's). */
export interface TrafficCounters {
  requests: number;
  /** Of `requests`, those that failed (5xx), when the counters say so. */
  errors?: number;
  /** Requests per second, when two scrapes or a start time give the window. */
  rps?: number;
}

/** What a file held: the latencies, the counters if any, and what the reader could not take. */
export interface Measurements {
  format: 'durations' | 'prometheus' | 'hdr';
  latency: LatencyData;
  traffic?: TrafficCounters;
  notes: MeasurementNote[];
}

/**
 * What the reader assumed or did not take: a code and its facts, which the page words in its
 * language (latencyData.note.<code>) and the CLI in English (noteText).
 */
export type MeasurementNote =
  | { code: 'columnMs'; facts: { column: string } }
  | { code: 'columnScaled'; facts: { column: string; scale: number } }
  | { code: 'noUnit'; facts: { family: string } }
  | { code: 'otherFamilies'; facts: { family: string; others: string } }
  | { code: 'aboveLastBound'; facts: { count: number; boundMs: number } }
  | { code: 'errorShareFrom'; facts: { counter: string } }
  | { code: 'noStatus'; facts: Record<string, never> }
  | { code: 'oneScrape'; facts: Record<string, never> };

/** A note in English, for the CLI's report. */
export function noteText({ code, facts }: MeasurementNote): string {
  switch (code) {
    case 'columnMs':
      return `read column “${facts.column}” as ms`;
    case 'columnScaled':
      return `read column “${facts.column}” (× ${facts.scale} to ms)`;
    case 'noUnit':
      return `${facts.family} names no unit: read as seconds, Prometheus’s base unit`;
    case 'otherFamilies':
      return `read ${facts.family}, the histogram with the most requests; not read: ${facts.others}`;
    case 'aboveLastBound':
      return `${facts.count} requests above the last bound (${facts.boundMs} ms): placed at it, as histogram_quantile does`;
    case 'errorShareFrom':
      return `error share from ${facts.counter}`;
    case 'noStatus':
      return 'no status label on any series: the error share is unknown';
    case 'oneScrape':
      return 'one scrape without timestamps: the request rate needs two scrapes (or a start time)';
  }
}

/** A file the reader cannot take; the message names the line (1-based) when there is one. */
export class MeasurementsError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'MeasurementsError';
  }
}

export const countOf = (data: LatencyData) =>
  data.kind === 'samples' ? data.sortedMs.length : data.count;

/** The mean duration: the samples' own, or the file's; undefined when the file gave none. */
export const dataMeanMs = (data: LatencyData): number | undefined =>
  data.kind === 'samples' ? mean(data.sortedMs) : data.meanMs;

/** The slowest duration: the samples' last, or the file's; undefined when the file gave none. */
export const dataMaxMs = (data: LatencyData): number | undefined =>
  data.kind === 'samples' ? data.sortedMs[data.sortedMs.length - 1] : data.maxMs;

/** The duration at probability p (0–1): the sample quantile, or the CDF interpolated linearly. */
export function dataQuantile(data: LatencyData, p: number): number {
  if (data.kind === 'samples') return quantileSorted(data.sortedMs, p);
  return empiricalQuantile(empiricalTable(data.points), p);
}

/**
 * Points that stand for the data when a fit needs draws: the durations themselves, or the
 * CDF's quantiles at n evenly spread probabilities (a histogram's buckets, filled linearly).
 */
export function representativeMs(data: LatencyData, n = 10_000): number[] {
  if (data.kind === 'samples') return data.sortedMs;
  const table = empiricalTable(data.points);
  return Array.from({ length: n }, (_, i) => empiricalQuantile(table, (i + 0.5) / n));
}

/**
 * Kolmogorov–Smirnov distance between the data and a CDF: the largest gap between the
 * share of data at or below x and cdf(x). For a CDF read from buckets, only at the bucket
 * bounds: between them the data say nothing.
 */
export function ksDistance(data: LatencyData, cdf: (ms: number) => number): number {
  let worst = 0;
  if (data.kind === 'samples') {
    const xs = data.sortedMs;
    const n = xs.length;
    for (let i = 0; i < n; i++) {
      const f = cdf(xs[i]!);
      worst = Math.max(worst, Math.abs(f - i / n), Math.abs((i + 1) / n - f));
    }
    return worst;
  }
  for (const pt of data.points) worst = Math.max(worst, Math.abs(cdf(pt.ms) - pt.p));
  return worst;
}
