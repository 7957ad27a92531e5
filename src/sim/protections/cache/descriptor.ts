// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A cache in front of the callee (seed 004's thundering herd) on one edge.
import { z } from 'zod';
import { CacheFront } from '../../engine/cacheFront';
import { cacheLayer } from '../../engine/layers/cacheLayer';
import { defineProtection } from '../descriptor';
import { HOUR_MS, MS } from '../units';

/**
 * Each call asks for one of `keys` keys, drawn with Zipf popularity (rank k with weight
 * 1/k^zipfS). A fresh entry answers after hitLatencyMs; a miss goes to the origin and stores
 * what it answers for ttlMs (times 1 ± ttlJitter, uniformly). Single-flight: a miss while that
 * key's fetch runs waits for it. Stale-while-revalidate: for staleForMs after expiry the old
 * value is served at once and the origin is asked in the background.
 */
export const cachePolicySchema = z.object({
  enabled: z.boolean().default(false),
  keys: z.number().int().min(1).max(100_000).default(1_000),
  /** Zipf exponent: 0 = every key equally popular; about 1 is typical of web traffic. */
  zipfS: z.number().min(0).max(3).default(1),
  ttlMs: z.number().positive().max(HOUR_MS).default(60_000),
  /** Each stored entry lives ttlMs × (1 ± ttlJitter): 0.1 is seed 004's "60 s ± 10 %". */
  ttlJitter: z.number().min(0).max(0.9).default(0),
  singleFlight: z.boolean().default(false),
  staleWhileRevalidate: z.boolean().default(false),
  /** How long past expiry a stale entry may still be served (with staleWhileRevalidate). */
  staleForMs: z.number().positive().max(HOUR_MS).default(60_000),
  /** What an answer from the cache costs (fresh or stale): a lookup in a local store or Redis. */
  hitLatencyMs: z.number().min(0).max(10_000).default(1),
  /**
   * Probabilistic early expiry (XFetch): a lookup recomputes a fresh entry with probability
   * exp(−(time to expiry) / (β × last recompute time)). 0: off; 1: the paper's choice.
   */
  earlyExpiryBeta: z.number().min(0).max(10).default(0),
});
export type CachePolicy = z.infer<typeof cachePolicySchema>;

const on = { path: ['cache', 'enabled'], value: true, absentIs: undefined };

export const cacheProtection = defineProtection({
  key: 'cache',
  title: 'Cache',
  schema: cachePolicySchema,
  layer: cacheLayer,
  // A hit passes no other layer.
  placement: { side: 'outermost' },
  // A changed cache policy starts a cold cache (its keys and lifetimes may have changed).
  build: (part, { key, ctx, options }) =>
    new CacheFront(
      part,
      ctx.clock,
      ctx.randomStream(`cacheKeys:${key}`),
      ctx.randomStream(`cacheTtl:${key}`),
      options,
      ctx.randomStream(`cacheEarly:${key}`),
    ),
  counters: {
    /** Calls a cache in front of the callee answered with a fresh entry. */
    cacheHits: 'cache hits',
    /** Calls answered with an expired entry while it is fetched again (stale-while-revalidate). */
    cacheStale: 'stale served',
    /** Calls the cache could not answer (they fetch, or join a fetch in flight). */
    cacheMisses: 'cache misses',
    /** Of the misses, those that waited for a fetch already in flight (single-flight). */
    cacheCoalesced: 'coalesced',
    /** Fetches the cache sent to the origin (misses not coalesced, and background refreshes). */
    originCalls: 'origin calls',
  },
  gauges: {},
  failureReasons: {},
  settings: [
    {
      kind: 'toggle',
      path: ['cache', 'enabled'],
      name: 'cache',
      label: 'Cache',
      help: 'A cache in front of this callee: a fresh entry answers at once, a miss asks the callee (the origin) and keeps its answer for the TTL.',
    },
    {
      kind: 'number',
      path: ['cache', 'ttlMs'],
      name: 'ttlMs',
      label: 'Time to live',
      ...MS,
      sliderMin: 100,
      sliderMax: 600_000,
      log: true,
      visibleWhen: on,
      help: 'How long a stored answer stays fresh. When a popular key expires, every call for it misses until the new answer is back: a stampede.',
    },
    {
      kind: 'number',
      path: ['cache', 'ttlJitter'],
      name: 'ttlJitter',
      label: 'TTL jitter',
      unit: '%',
      step: 1,
      displayFactor: 100,
      visibleWhen: on,
      help: 'Each entry lives the TTL ± up to this share, at random, so keys filled together do not all expire together (seed 004: 60 s ± 10 %).',
    },
    {
      kind: 'toggle',
      path: ['cache', 'singleFlight'],
      name: 'singleFlight',
      label: 'Single-flight',
      help: 'One fetch per key at a time: a call that misses while its key is being fetched waits for that answer instead of asking the origin again.',
    },
    {
      kind: 'toggle',
      path: ['cache', 'staleWhileRevalidate'],
      name: 'staleWhileRevalidate',
      label: 'Stale-while-revalidate',
      help: 'For a while after expiry the old answer is served at once and the origin is asked in the background: nobody waits, but the answer may be old.',
    },
    {
      kind: 'number',
      path: ['cache', 'keys'],
      name: 'keys',
      label: 'Keys',
      unit: 'keys',
      step: 1,
      sliderMax: 10_000,
      log: true,
      visibleWhen: on,
      help: 'How many different things are asked for (products, pages).',
    },
    {
      kind: 'number',
      path: ['cache', 'zipfS'],
      name: 'zipfS',
      label: 'Popularity skew (Zipf)',
      unit: 's',
      step: 0.05,
      visibleWhen: on,
      help: 'Key k is asked with weight 1/k^s: 0 makes every key equally popular; about 1 is typical of the web, where a few keys take most of the calls.',
    },
  ],
  docs: {
    intro:
      'A cache in front of the callee (seed 004): a call asks for one of `keys` keys, drawn from a\nZipf popularity with exponent `zipfS`; a fresh entry answers after `hitLatencyMs`, a miss goes to the\ncallee and stores its answer for `ttlMs` × (1 ± `ttlJitter`). With `singleFlight`, one call per\nkey goes to the callee at a time and the others wait for its answer; with\n`staleWhileRevalidate`, an expired entry is still served for `staleForMs` while one call\nrefreshes it. The report counts `cacheHits`, `cacheStale`, `cacheMisses`, `cacheCoalesced`\nand `originCalls`.',
    rows: {
      enabled: '',
      keys: 'How many distinct keys callers ask for.',
      zipfS: 'Popularity skew: 0 = every key alike; about 1 is typical of web traffic.',
      ttlMs: 'How long a stored answer stays fresh.',
      ttlJitter: 'Each entry lives `ttlMs` × (1 ± this): 0.1 is seed 004\'s "60 s ± 10 %".',
      singleFlight: 'One call per key to the callee at a time; the rest wait for it.',
      staleWhileRevalidate: 'Serve an expired entry while one call refreshes it.',
      staleForMs: 'How long past expiry a stale entry may still be served.',
      hitLatencyMs: 'What an answer from the cache (fresh or stale) costs, a constant.',
      earlyExpiryBeta:
        "XFetch's β: a lookup recomputes a fresh entry with probability exp(−time to expiry ÷ (β × last fetch time)); 0 = off, 1 = the paper's.",
    },
  },
  names: {},
});
