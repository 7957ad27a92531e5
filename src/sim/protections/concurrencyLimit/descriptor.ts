// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Netflix concurrency-limits on one edge: a limit on calls in flight that adapts to latency.
import { z } from 'zod';
import { concurrencyLimitLayer } from '../../engine/layers/concurrencyLimitLayer';
import { ConcurrencyLimit } from '../../machines/concurrencyLimit';
import { defineProtection, type SettingSpec } from '../descriptor';
import { HOUR_MS, MS } from '../units';

const count = z.number().int();

export const concurrencyLimitPolicySchema = z.object({
  enabled: z.boolean().default(false),
  algorithm: z.enum(['aimd', 'gradient2']).default('aimd'),
  initialLimit: count.min(1).max(10_000).default(20),
  minLimit: count.min(1).max(10_000).default(20),
  maxLimit: count.min(1).max(10_000).default(200),
  /** AIMD: the limit is multiplied by this on a drop (Netflix: at least 0.5, below 1). */
  backoffRatio: z.number().min(0.5).lt(1).default(0.9),
  /** AIMD: a call slower than this counts as a drop. */
  timeoutMs: z.number().positive().max(HOUR_MS).default(5_000),
  /** Gradient2: weight of a new limit against the old one. */
  smoothing: z.number().gt(0).max(1).default(0.2),
  /** Gradient2: the short-term RTT may exceed the long-term one by this factor before the limit falls. */
  rttTolerance: z.number().min(1).max(10).default(1.5),
  /** Gradient2: samples in the long-term RTT average. */
  longWindow: count.min(1).max(100_000).default(600),
  /** Gradient2: headroom added to the limit (Netflix's default queue size: 4). */
  queueSize: count.min(0).max(10_000).default(4),
});
export type ConcurrencyLimitPolicy = z.infer<typeof concurrencyLimitPolicySchema>;

const ALGORITHM = ['concurrencyLimit', 'algorithm'];
const aimd = { path: ALGORITHM, value: 'aimd', absentIs: 'aimd' };
const gradient2 = { path: ALGORITHM, value: 'gradient2', absentIs: 'aimd' };

const limit = (key: string, label: string, help: string): SettingSpec => ({
  kind: 'number',
  path: ['concurrencyLimit', key],
  name: key,
  label,
  unit: 'calls',
  step: 1,
  sliderMax: 1_000,
  log: true,
  help,
});

export const concurrencyLimitProtection = defineProtection({
  key: 'concurrencyLimit',
  title: 'Concurrency limit',
  schema: concurrencyLimitPolicySchema,
  layer: concurrencyLimitLayer,
  placement: { side: 'innermost', rank: 20 },
  build: (part, { ctx, options }) => new ConcurrencyLimit(part, ctx.clock, options),
  counters: {
    /** Refused by the adaptive concurrency limit. */
    rejectedByLimit: 'limit rejects',
  },
  gauges: {
    /** The adaptive concurrency limit now (0 without one): the live line on a chart. */
    concurrencyLimit: { label: 'limit', read: (l: ConcurrencyLimit) => l.limit },
    /** Calls in flight under the adaptive concurrency limit (0 without one): drawn beside it. */
    limitInFlight: { label: 'limit in flight', read: (l: ConcurrencyLimit) => l.inFlight },
  },
  failureReasons: {
    /** Refused locally by the adaptive concurrency limit. */
    limitExceeded: 'over the limit',
  },
  settings: [
    {
      kind: 'toggle',
      path: ['concurrencyLimit', 'enabled'],
      name: 'concurrencyLimit',
      label: 'Adaptive concurrency limit',
      help: 'Netflix concurrency-limits: a limit on calls in flight that rises while answers are fast and falls when they slow down.',
    },
    {
      kind: 'choice',
      path: ALGORITHM,
      name: 'algorithm',
      label: 'Algorithm',
      options: { aimd: 'AIMD', gradient2: 'Gradient2' },
      help: 'AIMD: one more after each good call, times the backoff ratio after a slow one. Gradient2: follows the ratio of the long-term to the short-term response time.',
    },
    limit('initialLimit', 'Starting limit', 'Calls in flight allowed at the start.'),
    limit('minLimit', 'Lowest limit', 'The limit never falls below this.'),
    limit('maxLimit', 'Highest limit', 'The limit never rises above this.'),
    {
      kind: 'number',
      path: ['concurrencyLimit', 'backoffRatio'],
      name: 'backoffRatio',
      label: 'Cut on a slow call',
      unit: '×',
      step: 0.01,
      visibleWhen: aimd,
      help: 'AIMD multiplies the limit by this when a call is slower than the timeout.',
    },
    {
      kind: 'number',
      path: ['concurrencyLimit', 'timeoutMs'],
      name: 'timeout',
      label: 'Slow call',
      ...MS,
      sliderMax: 60_000,
      log: true,
      visibleWhen: aimd,
      help: 'AIMD: a call slower than this counts as a drop.',
    },
    {
      kind: 'number',
      path: ['concurrencyLimit', 'rttTolerance'],
      name: 'rttTolerance',
      label: 'Slowdown tolerated',
      unit: '×',
      step: 0.1,
      visibleWhen: gradient2,
      help: 'Gradient2: the short-term response time may exceed the long-term one by this factor before the limit falls.',
    },
    {
      kind: 'number',
      path: ['concurrencyLimit', 'smoothing'],
      name: 'smoothing',
      label: 'Smoothing',
      unit: '×',
      step: 0.01,
      visibleWhen: gradient2,
      help: 'Gradient2: the weight of a new limit against the old one.',
    },
  ],
  docs: {
    intro:
      "Netflix concurrency-limits: calls in flight beyond the limit are refused\n(`limitExceeded`). Each finished call is a sample (a 503, 429, timeout or lost connection\nis a drop; other errors are ignored). The limit is the edge's per-second gauge\n`concurrencyLimit`.",
    rows: {
      enabled: '',
      algorithm: 'AIMDLimit or Gradient2Limit.',
      initialLimit: '',
      minLimit: '',
      maxLimit: '',
      backoffRatio:
        'AIMD: a drop multiplies the limit by this; otherwise it grows by 1 while in use.',
      timeoutMs: 'AIMD: a call slower than this is a drop.',
      smoothing: 'Gradient2: weight of the new estimate.',
      rttTolerance:
        'Gradient2: how far the short RTT may exceed the long one before the limit falls.',
      longWindow: 'Gradient2: samples in the long RTT average.',
      queueSize: 'Gradient2: headroom added to the limit.',
    },
  },
  names: {},
});
