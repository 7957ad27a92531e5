// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's RateLimiter (AtomicRateLimiter) on one edge.
import { z } from 'zod';
import { rateLimiterLayer } from '../../engine/layers/rateLimiterLayer';
import { createRateLimiter, type RateLimiter } from '../../machines/rateLimiter';
import { defineProtection } from '../descriptor';
import { HOUR_MS, MS } from '../units';

export const rateLimiterPolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** Permissions each refresh period grants (Resilience4j's default: 50). */
  limitForPeriod: z.number().int().min(1).max(1_000_000).default(50),
  /** Length of a cycle. Resilience4j's default is 500 ns; a simulation ticks in ms. */
  limitRefreshPeriodMs: z.number().min(1).max(HOUR_MS).default(1_000),
  /** Longest wait for a permission of a later cycle; refused callers wait this long too. */
  timeoutMs: z.number().nonnegative().max(HOUR_MS).default(5_000),
});
export type RateLimiterPolicy = z.infer<typeof rateLimiterPolicySchema>;

export const rateLimiterProtection = defineProtection({
  key: 'rateLimiter',
  title: 'Rate limiter',
  schema: rateLimiterPolicySchema,
  layer: rateLimiterLayer,
  placement: { side: 'innermost', rank: 10 },
  build: (part, { ctx, options }): RateLimiter => createRateLimiter(part, ctx.clock, options),
  counters: {
    /** Refused by the rate limiter (after waiting its timeout). */
    rejectedByRateLimiter: 'rl rejects',
  },
  gauges: {},
  failureReasons: {
    /** Resilience4j's RequestNotPermitted. */
    requestNotPermitted: 'rate limited',
  },
  settings: [
    {
      kind: 'toggle',
      path: ['rateLimiter', 'enabled'],
      name: 'rateLimiter',
      label: 'Rate limiter',
      help: 'Resilience4j’s RateLimiter: at most so many calls per period; the rest wait for the next period or are refused.',
    },
    {
      kind: 'number',
      path: ['rateLimiter', 'limitForPeriod'],
      name: 'limitForPeriod',
      label: 'Calls per period',
      unit: 'calls',
      step: 1,
      sliderMax: 2_000,
      log: true,
      help: 'Permissions each period grants.',
      // Envoy's local rate limit bucket, read only when max_tokens equals tokens_per_fill.
      names: { resilience4j: 'limitForPeriod', envoy: 'token_bucket.tokens_per_fill' },
    },
    {
      kind: 'number',
      path: ['rateLimiter', 'limitRefreshPeriodMs'],
      name: 'limitRefreshPeriod',
      label: 'Period',
      ...MS,
      sliderMax: 60_000,
      log: true,
      help: 'The length of one period; the permissions are renewed at its start.',
      names: { resilience4j: 'limitRefreshPeriod', envoy: 'token_bucket.fill_interval' },
      // RateLimiterConfig's default refresh period; the schema's 1 s default is the model's own.
      libraryDefaults: { resilience4j: '500ns' },
    },
    {
      kind: 'number',
      path: ['rateLimiter', 'timeoutMs'],
      name: 'timeoutDuration',
      label: 'Wait for a permission',
      ...MS,
      sliderMax: 60_000,
      log: true,
      help: 'How long a call may wait for a later period’s permission before it is refused.',
      names: { resilience4j: 'timeoutDuration' },
    },
  ],
  docs: {
    intro:
      "Resilience4j's `AtomicRateLimiter`: time is cut into cycles of `limitRefreshPeriodMs` from\nthe limiter's creation; each cycle grants `limitForPeriod` permissions. A call that finds\nnone may wait up to `timeoutMs` for a permission it reserves in a later cycle; if that is\nfurther away, it waits `timeoutMs` anyway and is refused (`requestNotPermitted`).",
    rows: {
      enabled: '',
      limitForPeriod: "Permissions per cycle (Resilience4j's default).",
      limitRefreshPeriodMs:
        "Length of a cycle. Resilience4j's default is 500 ns, finer than a model ticks: a Resilience4j config that leaves it out is read as 1 ms, the shortest cycle, and the import says so.",
      timeoutMs: "Longest wait for a permission (Resilience4j's default: 5 s).",
    },
  },
  names: {
    resilience4j: 'ratelimiter',
    polly: 'RateLimiterStrategyOptions',
    envoy: 'envoy.filters.http.local_ratelimit',
  },
});
