// Seed 004: product detail fans out to product, stock and recommend through one pool of 20
// connections. Recommend slows from 50 ms to 2 s: by Little's law it now needs 100 × 2 =
// 200 connections, the pool drains, and login and health (which never call recommend) fail.
import type { ScenarioInput, ServiceInput } from './inputTypes';
import type { PatchOp } from '../patch';
import type { Preset } from './types';

const SLOW_FROM_MS = 60_000;
const SLOW_UNTIL_MS = 120_000;
const DETAIL_RPS = 100;

const backend = (
  name: string,
  p50Ms: number,
  p99Ms: number,
  extraRoute?: string,
): ServiceInput => ({
  name,
  workers: 500,
  queueCapacity: 200,
  routes: [
    { name: 'default', processing: { type: 'lognormal', p50Ms, p99Ms } },
    ...(extraRoute ? [{ name: extraRoute, processing: { type: 'constant' as const, ms: 2 } }] : []),
  ],
});

const scenario: ScenarioInput = {
  version: 1,
  name: 'pool-domino',
  description: 'Seed 004: one slow optional dependency drains a shared connection pool.',
  seed: 20,
  durationMs: 180_000,
  services: [
    {
      name: 'bff',
      workers: 200,
      queueCapacity: 100,
      // One HTTP client pool for every call out of the BFF; waiting for a connection is allowed.
      connectionPool: { size: 20, maxWaitDurationMs: 3_000 },
      routes: [
        {
          name: 'detail',
          processing: { type: 'constant', ms: 2 },
          // Promise.all([product, stock, recommend]): one stage, three calls in parallel.
          plan: [
            { calls: [{ service: 'product' }, { service: 'stock' }, { service: 'recommend' }] },
          ],
        },
        {
          name: 'login',
          processing: { type: 'constant', ms: 2 },
          plan: [{ calls: [{ service: 'auth' }] }],
        },
        {
          name: 'health',
          processing: { type: 'constant', ms: 1 },
          plan: [{ calls: [{ service: 'auth', route: 'ping' }] }],
        },
      ],
    },
    backend('product', 10, 40),
    backend('stock', 8, 30),
    backend('recommend', 50, 80),
    backend('auth', 15, 50, 'ping'),
  ],
  clients: [
    {
      name: 'shoppers',
      service: 'bff',
      route: 'detail',
      arrival: { type: 'poisson', rps: DETAIL_RPS },
      policy: { timeoutMs: 5_000 },
    },
    {
      name: 'logins',
      service: 'bff',
      route: 'login',
      arrival: { type: 'poisson', rps: 10 },
      policy: { timeoutMs: 2_000 },
    },
    {
      name: 'healthcheck',
      service: 'bff',
      route: 'health',
      arrival: { type: 'constant', rps: 1 },
      policy: { timeoutMs: 1_000 },
    },
  ],
  faultTimeline: [
    {
      id: 'recommend-slow',
      service: 'recommend',
      kind: 'latency',
      atMs: SLOW_FROM_MS,
      untilMs: SLOW_UNTIL_MS,
      latency: { type: 'lognormal', p50Ms: 2_000, p99Ms: 2_500 },
    },
  ],
};

const during = { fromS: SLOW_FROM_MS / 1000 + 5, toS: SLOW_UNTIL_MS / 1000 };
export const loginAvailabilityDuring = {
  ratio: [
    { frames: 'clients[logins].succeeded', agg: 'sum', ...during },
    { frames: 'clients[logins].offered', agg: 'sum', ...during },
  ],
} as const;
export const detailAvailabilityDuring = {
  ratio: [
    { frames: 'clients[shoppers].succeeded', agg: 'sum', ...during },
    { frames: 'clients[shoppers].offered', agg: 'sum', ...during },
  ],
} as const;

/**
 * Seed 004's fix: recommend gets a bulkhead of 5 and a 300 ms timeout, and the page renders
 * without it (an empty fallback). The lesson's "try it" and the save-login challenge's solution.
 */
export const isolateRecommend: PatchOp[] = [
  {
    op: 'set',
    path: 'services[bff].policies[recommend]',
    value: {
      timeoutMs: 300,
      bulkhead: { enabled: true, maxConcurrentCalls: 5, maxWaitDurationMs: 0 },
    },
  },
  {
    op: 'set',
    path: 'services[bff].routes[detail].plan[0].calls[service=recommend].optional',
    value: true,
  },
  {
    op: 'set',
    path: 'services[bff].routes[detail].plan[0].calls[service=recommend].fallback',
    value: 'empty',
  },
];

export const poolDomino: Preset = {
  id: 'pool-domino',
  scenario,
  lesson: {
    title: 'Recommend slows down, login dies: the connection-pool domino',
    source: 'seed 004 (Little’s law, shared pool, bulkhead + timeout + fallback)',
    story: [
      'The product page (100 req/s) calls product, stock and recommend in parallel with Promise.all. Recommend is the strip at the bottom of the page: the page is fine without it.',
      'All calls out of the BFF share one HTTP connection pool of 20. At 50 ms recommend holds 100 × 0.05 = 5 connections (Little’s law): plenty of room.',
      'From t = 60 s to t = 120 s recommend answers in 2 s. Now it would need 100 × 2 = 200 connections.',
    ],
    stageFigures: ['pool', 'workers'],
    watch: [
      'bff: pool in use (20 of 20), busy workers.',
      'logins and healthcheck: they never call recommend.',
    ],
    expect: [
      'The pool drains within a second. Login and the health check wait for a connection and time out: everything is red at once, and the cause is the least important call on the page.',
      'After t = 120 s it recovers: a slow dependency, not a dead one.',
    ],
    try: [
      {
        id: 'isolate-recommend',
        label: 'Bulkhead of 5 for recommend, a 300 ms timeout, and an empty fallback',
        why: 'Seed 004’s rule: what the page can live without must not eat the resources of what it needs.',
        patch: isolateRecommend,
        expect:
          'Recommend never holds more than 5 connections; 15 stay for everyone else. Login and health stay green, and product pages render without the recommendation strip.',
      },
      {
        id: 'timeout-only',
        label: 'Only the 300 ms timeout',
        why: 'A timeout bounds how long each call holds a connection (0.3 s instead of 2 s).',
        patch: [{ op: 'set', path: 'services[bff].policies[recommend].timeoutMs', value: 300 }],
        expect:
          'Better, but the pool is still short, and without a fallback every product page fails with the timeout.',
      },
    ],
    predictions: [
      {
        question:
          'Logins never call recommend. While recommend is slow (t = 65–120 s), what share of logins will succeed?',
        variant: 'baseline',
        metric: loginAvailabilityDuring,
        choices: [
          { label: 'Nearly all (99 % or more)', atLeast: 0.99 },
          { label: 'Most (90–99 %)', atLeast: 0.9, atMost: 0.99 },
          { label: 'Some (50–90 %)', atLeast: 0.5, atMost: 0.9 },
          { label: 'Half or fewer', atMost: 0.5 },
        ],
        answer: 3,
        why: 'Login shares the BFF’s pool of 20 connections with recommend. At 2 s per call recommend would need 100 × 2 = 200 connections (Little’s law): it holds all 20, and logins wait for a connection until they time out.',
      },
    ],
    claims: [
      {
        text: 'With only a timeout, login recovers but product pages fail.',
        variant: 'timeout-only',
        metric: detailAvailabilityDuring,
        atMost: 0.5,
      },
      {
        text: 'While recommend is slow, logins mostly fail.',
        variant: 'baseline',
        metric: loginAvailabilityDuring,
        atMost: 0.5,
      },
      {
        text: 'Product pages waiting on the pool pile up until the BFF’s 200 workers are nearly all busy.',
        variant: 'baseline',
        metric: { frames: 'services[bff].busyWorkers', agg: 'max' },
        atLeast: 150,
      },
      {
        text: 'With the bulkhead, timeout and fallback, logins stay above 99 %.',
        variant: 'isolate-recommend',
        metric: loginAvailabilityDuring,
        atLeast: 0.99,
      },
      {
        text: 'With the fallback, product pages stay above 99 % (without recommendations).',
        variant: 'isolate-recommend',
        metric: detailAvailabilityDuring,
        atLeast: 0.99,
      },
      {
        text: 'The fallback is used for recommend.',
        variant: 'isolate-recommend',
        metric: { report: 'edges[bff->recommend].fallbacks' },
        atLeast: 1_000,
      },
    ],
  },
};
