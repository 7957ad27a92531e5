// Seed 004: availability multiplies along a synchronous chain: 0.999⁵ = 99.50 %.
import type { ScenarioInput, ServiceInput } from './inputTypes';
import type { Preset } from './types';

const CHAIN = ['gateway', 'bff', 'orders', 'stock', 'price'] as const;
/** Each service fails 0.1 % of its requests on its own (99.9 %, every team meets its SLO). */
const OWN_ERROR_RATE = 0.001;
const RPS = 100;
/** 100 req/s × 300 s = 30,000 requests: the failure rate's standard error is ≈ 0.04 %. */
const DURATION_MS = 300_000;

const hop = (name: string, callee?: string): ServiceInput => ({
  name,
  workers: 100,
  queueCapacity: 100,
  routes: [
    {
      name: 'default',
      processing: { type: 'lognormal', p50Ms: 4, p99Ms: 20 },
      plan: callee ? [{ calls: [{ service: callee }] }] : [],
    },
  ],
  faults: { errorRates: { http5xx: OWN_ERROR_RATE } },
});

const scenario: ScenarioInput = {
  version: 1,
  name: 'availability-chain',
  description: 'Seed 004: five services at 99.9 % each, called in a chain.',
  seed: 5,
  durationMs: DURATION_MS,
  services: CHAIN.map((name, i) => hop(name, CHAIN[i + 1])),
  clients: [{ name: 'users', service: 'gateway', arrival: { type: 'poisson', rps: RPS } }],
};

export const availability = { report: 'clients[users].availability' } as const;

export const availabilityChain: Preset = {
  id: 'availability-chain',
  scenario,
  lesson: {
    title: 'Availability multiplies: five times 99.9 % is 99.5 %',
    source: 'seed 004 (gateway → BFF → orders → stock → price)',
    story: [
      'Gateway → BFF → orders → stock → price: a depth-5 synchronous chain. Each service fails 0.1 % of its requests: every team meets its 99.9 % SLO.',
    ],
    stageFigures: ['errorsSoFar'],
    watch: [
      'users: availability.',
      'Each service: its error rate since the start (✗ on the stage), its own plus what comes from below.',
    ],
    expect: [
      'Users see 0.999⁵ = 99.50 %: 43.7 hours of downtime a year instead of 8.76. Every team met its SLO; the user got five times worse.',
    ],
    try: [
      {
        id: 'depth-3',
        label: 'Shorten the chain to depth 3 (orders stops calling stock)',
        why: 'Seed 004: redrawing the boundaries is usually cheaper than adding protections.',
        patch: [{ op: 'set', path: 'services[orders].routes[default].plan', value: [] }],
        expect: '0.999³ = 99.70 %.',
      },
      {
        id: 'retry-top',
        label: 'Retry once more at the top (gateway → bff, 2 attempts)',
        why: 'These failures are independent and brief: a second attempt almost always works.',
        patch: [
          {
            op: 'set',
            path: 'services[gateway].policies[bff].retry',
            value: { enabled: true, maxAttempts: 2, backoff: { type: 'none' } },
          },
        ],
        expect:
          'Close to 99.9 %: only the gateway’s own 0.1 % is left, plus the rare double failure below it.',
      },
    ],
    claims: [
      {
        text: 'Users see 0.999⁵ ≈ 99.50 %.',
        variant: 'baseline',
        metric: availability,
        atLeast: 0.9935,
        atMost: 0.9965,
      },
      {
        text: 'At depth 3, 0.999³ ≈ 99.70 %.',
        variant: 'depth-3',
        metric: availability,
        atLeast: 0.9955,
        atMost: 0.9985,
      },
      {
        text: 'One retry at the top brings it near the gateway’s own 99.9 %.',
        variant: 'retry-top',
        metric: availability,
        atLeast: 0.998,
      },
    ],
  },
};
