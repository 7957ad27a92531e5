// The words both delta tables (A/B and the paired seeds) use for a row's group, its figure
// and its verdict: one set, so the two tables never name one figure two ways.
import type { ParseKeys } from 'i18next';
import type { DeltaGroup, DeltaMetricId } from '../../sim/analysis/deltaTable';

export const KIND_WORDS = {
  client: 'compare.kindClient',
  edge: 'compare.kindEdge',
  service: 'compare.kindService',
} as const satisfies Record<DeltaGroup['kind'], ParseKeys>;

/** A figure the sweep also measures is named by the sweep's word for it (sweepWords.fields). */
export const METRIC_WORDS = {
  goodput: 'compare.rows.goodput',
  availability: 'sweepWords.fields.availability',
  p50: 'compare.rows.p50',
  p99: 'compare.rows.p99',
  retries: 'sweepWords.fields.retries',
  rejectedByBreaker: 'sweepWords.fields.rejectedByBreaker',
  rejectedByBulkhead: 'sweepWords.fields.rejectedByBulkhead',
  timeOpen: 'sweepWords.fields.timeOpenMs',
  unneededOpens: 'compare.rows.unneededOpens',
  amplification: 'sweepWords.fields.amplification',
  wastedWork: 'compare.rows.wastedWork',
} as const satisfies Record<DeltaMetricId, ParseKeys>;

export const VERDICT_WORDS = {
  better: 'compare.better',
  worse: 'compare.worse',
} as const satisfies Record<'better' | 'worse', ParseKeys>;
