// The benchmark reference: three tiers with a fan-out, 500 req/s for
// 300 simulated seconds, with a breaker, a bulkhead and retries on every call.
import type { CallPolicyInput, ScenarioInput, ServiceInput } from './inputTypes';
import type { Preset } from './types';

const TIER_3 = ['users', 'orders', 'inventory'] as const;

const protectedCall = (timeoutMs: number): CallPolicyInput => ({
  timeoutMs,
  retry: {
    enabled: true,
    maxAttempts: 3,
    backoff: { type: 'exponential', initialIntervalMs: 50, multiplier: 2, maxIntervalMs: 400 },
    jitter: 'full',
  },
  breaker: { enabled: true, slidingWindowSize: 100, minimumNumberOfCalls: 20 },
  bulkhead: { enabled: true, maxConcurrentCalls: 100, maxWaitDurationMs: 0 },
});

const leaf = (name: string): ServiceInput => ({
  name,
  workers: 100,
  queueCapacity: 200,
  routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 8, p99Ms: 40 } }],
  faults: { errorRates: { http5xx: 0.005, network: 0.001 } },
});

const scenario: ScenarioInput = {
  version: 1,
  name: 'bench',
  description: 'Benchmark reference: edge → api → (users ‖ orders ‖ inventory), 500 req/s.',
  seed: 1,
  durationMs: 300_000,
  services: [
    {
      name: 'edge',
      workers: 400,
      queueCapacity: 400,
      routes: [
        {
          name: 'default',
          processing: { type: 'lognormal', p50Ms: 1, p99Ms: 5 },
          plan: [{ calls: [{ service: 'api' }] }],
        },
      ],
      policies: { api: protectedCall(1_000) },
    },
    {
      name: 'api',
      workers: 400,
      queueCapacity: 400,
      routes: [
        {
          name: 'default',
          processing: { type: 'lognormal', p50Ms: 3, p99Ms: 15 },
          plan: [{ calls: TIER_3.map((service) => ({ service })) }],
        },
      ],
      policies: Object.fromEntries(TIER_3.map((name) => [name, protectedCall(200)])),
    },
    ...TIER_3.map(leaf),
  ],
  clients: [
    {
      name: 'load',
      service: 'edge',
      arrival: { type: 'poisson', rps: 500 },
      policy: protectedCall(2_000),
    },
  ],
};

export const bench: Preset = {
  id: 'bench',
  scenario,
  lesson: {
    title: 'Benchmark reference: a healthy three-tier system under steady load',
    source: 'the engine benchmark (npm run bench)',
    story: [
      'edge → api → users, orders and inventory in parallel; 500 req/s for 300 simulated seconds. Every call has a timeout, 3 attempts with jittered backoff, a breaker and a bulkhead.',
      'This is the scenario the engine’s speed is measured on; it is also what a healthy system looks like.',
    ],
    watch: ['Events per simulated second in the run summary.', 'Retries: about 0.6 % of calls.'],
    expect: [
      'Nearly every request succeeds; the breakers stay CLOSED; retries absorb the leaves’ 0.6 % of errors.',
    ],
    try: [],
    claims: [
      {
        text: 'Retries absorb the leaves’ errors: availability above 99.9 %.',
        variant: 'baseline',
        metric: { report: 'clients[load].availability' },
        atLeast: 0.999,
      },
      {
        text: 'No breaker opens in a healthy system.',
        variant: 'baseline',
        metric: { report: 'transitions.length' },
        atMost: 0,
      },
    ],
  },
};
