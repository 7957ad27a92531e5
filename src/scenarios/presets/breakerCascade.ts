// The flagship story, from seed 004's cascade: payments slows down, and without a breaker
// the workers above it wait on it until the whole chain is full; with a breaker (Resilience4j's
// sliding window) and a fallback the breaker opens within seconds and the shop keeps selling.
import type { PatchOp } from '../patch';
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const SLOW_FROM_MS = 20_000;
const SLOW_UNTIL_MS = 80_000;

const scenario: ScenarioInput = {
  version: 1,
  name: 'breaker-cascade',
  description: 'Payments slows down; a circuit breaker stops the cascade.',
  seed: 42,
  durationMs: 120_000,
  services: [
    {
      name: 'gateway',
      workers: 40,
      queueCapacity: 50,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 2 },
          plan: [{ calls: [{ service: 'orders' }] }],
        },
      ],
    },
    {
      name: 'orders',
      workers: 20,
      queueCapacity: 40,
      routes: [
        {
          name: 'default',
          processing: { type: 'lognormal', p50Ms: 5, p99Ms: 20 },
          plan: [
            {
              calls: [
                { service: 'inventory' },
                // The order is taken without a payment answer: it is charged later.
                { service: 'payments', optional: true, fallback: 'empty' },
              ],
            },
          ],
        },
      ],
      policies: {
        payments: {
          timeoutMs: 1_000,
          breaker: {
            enabled: true,
            slidingWindowSize: 20,
            minimumNumberOfCalls: 10,
            failureRateThreshold: 50,
            slowCallRateThreshold: 50,
            slowCallDurationThresholdMs: 500,
            waitDurationInOpenStateMs: 10_000,
          },
        },
      },
    },
    {
      name: 'inventory',
      workers: 20,
      routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 8, p99Ms: 30 } }],
    },
    {
      name: 'payments',
      workers: 10,
      // A deep queue: a slow payments service accepts every call and answers late, which
      // is what holds the callers' workers (a full queue would refuse at once).
      queueCapacity: 1_000,
      routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 30, p99Ms: 120 } }],
    },
  ],
  clients: [
    {
      name: 'users',
      service: 'gateway',
      arrival: { type: 'poisson', rps: 100 },
      policy: { timeoutMs: 3_000 },
    },
  ],
  faultTimeline: [
    {
      id: 'payments-slow',
      service: 'payments',
      kind: 'latency',
      atMs: SLOW_FROM_MS,
      untilMs: SLOW_UNTIL_MS,
      latencyMultiplier: 20,
    },
  ],
};

const during = { fromS: SLOW_FROM_MS / 1000 + 10, toS: SLOW_UNTIL_MS / 1000 };
const usersDuringSlowdown = {
  ratio: [
    { frames: 'clients[users].succeeded', agg: 'sum', ...during },
    { frames: 'clients[users].offered', agg: 'sum', ...during },
  ],
} as const;
const gatewayBusy = { frames: 'services[gateway].busyWorkers', agg: 'max', ...during } as const;
const noBreaker: PatchOp[] = [
  { op: 'set', path: 'services[orders].policies[payments].breaker.enabled', value: false },
];

export const breakerCascade: Preset = {
  id: 'breaker-cascade',
  scenario,
  lesson: {
    title: 'A circuit breaker stops a cascade',
    source: 'seed 004 (one slow dependency; Resilience4j’s sliding-window breaker)',
    story: [
      'Users (100 req/s) → gateway → orders, which calls inventory and payments. Orders can take an order without a payment answer (it charges later): payments is optional, with an empty fallback.',
      'From t = 20 s to t = 80 s payments answers 20 times slower (30 ms → 600 ms). Its 10 workers can then serve about 16 req/s of the 100 that arrive.',
      'Orders waits at most 1 s for payments, and a circuit breaker watches those calls: when half of the last 20 are slower than 500 ms or fail, it opens for 10 s and orders uses the fallback at once.',
    ],
    stageFigures: ['workers'],
    watch: [
      'The edge orders → payments: the breaker’s state (CLOSED, OPEN, HALF_OPEN).',
      'gateway and orders: busy workers.',
      'users: availability.',
    ],
    expect: [
      'Within seconds of t = 20 s the breaker opens: orders stops waiting on payments and answers with the fallback. Every 10 s it lets a few calls through (HALF_OPEN) and opens again while payments is slow; after t = 80 s it closes.',
      'Users hardly notice. Without the breaker (try it) the wait for payments fills orders’ and then the gateway’s workers: the cascade.',
    ],
    try: [
      {
        id: 'no-breaker',
        label: 'Switch the breaker off',
        why: 'Each call now waits up to 1 s for payments: orders’ 20 workers can then take about 20 orders a second, and 100 arrive.',
        patch: noBreaker,
        expect:
          'Orders’ workers fill, then the gateway’s: users’ requests queue and time out, though the fallback is there. The slowness climbs the chain.',
      },
    ],
    claims: [
      {
        text: 'The breaker opens within 10 s of payments slowing down.',
        variant: 'baseline',
        metric: { firstTransitionS: { edge: 'orders->payments', to: 'OPEN' } },
        atLeast: SLOW_FROM_MS / 1000,
        atMost: SLOW_FROM_MS / 1000 + 10,
      },
      {
        text: 'With the breaker, users stay above 95 % while payments is slow.',
        variant: 'baseline',
        metric: usersDuringSlowdown,
        atLeast: 0.95,
      },
      {
        text: 'Without the breaker, users fall below 50 % while payments is slow.',
        variant: 'no-breaker',
        metric: usersDuringSlowdown,
        atMost: 0.5,
      },
      {
        text: 'Without the breaker, the gateway’s 40 workers are all busy: the cascade reached the top.',
        variant: 'no-breaker',
        metric: gatewayBusy,
        atLeast: 40,
      },
    ],
  },
};
