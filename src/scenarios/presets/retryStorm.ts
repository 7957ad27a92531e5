// Seed 004: retries at every layer of a depth-3 chain multiply: 3 × 3 × 3 = 27 attempts at
// the bottom for one request at the top; retrying at one place only gives 3.
import type { PatchOp } from '../patch';
import type { CallPolicyInput, ScenarioInput, ServiceInput } from './inputTypes';
import type { Preset } from './types';

const CHAIN = ['gateway', 'bff', 'orders', 'stock'] as const;
const OUTAGE_FROM_MS = 30_000;
const RPS = 10;

/** Three attempts (1 + 2 retries), the backoff table of seed 004 without jitter. */
const retryEverywhere: CallPolicyInput = {
  timeoutMs: 2_000,
  retry: {
    enabled: true,
    maxAttempts: 3,
    backoff: { type: 'exponential', initialIntervalMs: 100, multiplier: 2, maxIntervalMs: 1_000 },
    jitter: 'none',
  },
};

const hop = (name: string, callee?: string): ServiceInput => ({
  name,
  workers: 200,
  queueCapacity: 200,
  routes: [
    {
      name: 'default',
      processing: { type: 'lognormal', p50Ms: 5, p99Ms: 20 },
      plan: callee ? [{ calls: [{ service: callee }] }] : [],
    },
  ],
  policies: callee ? { [callee]: retryEverywhere } : {},
});

const edges = CHAIN.slice(0, -1).map((caller, i) => [caller, CHAIN[i + 1] as string] as const);
const onEveryEdge = (field: string, value: unknown): PatchOp[] =>
  edges.map(([caller, callee]) => ({
    op: 'set',
    path: `services[${caller}].policies[${callee}].retry.${field}`,
    value,
  }));

const scenario: ScenarioInput = {
  version: 1,
  name: 'retry-storm',
  description: 'Seed 004: three attempts at every layer of a depth-3 chain; the leaf fails.',
  seed: 4,
  durationMs: 120_000,
  services: CHAIN.map((name, i) => hop(name, CHAIN[i + 1])),
  clients: [
    {
      name: 'shoppers',
      service: 'gateway',
      arrival: { type: 'poisson', rps: RPS },
      policy: { timeoutMs: 10_000 },
    },
  ],
  faultTimeline: [
    {
      id: 'stock-down',
      service: 'stock',
      kind: 'errors',
      atMs: OUTAGE_FROM_MS,
      errorRates: { http5xx: 1 },
    },
  ],
};

const fromOutage = OUTAGE_FROM_MS / 1000;
export const stockPerRequest = {
  ratio: [
    { frames: 'services[stock].received', agg: 'sum', fromS: fromOutage + 5 },
    { frames: 'clients[shoppers].offered', agg: 'sum', fromS: fromOutage + 5 },
  ],
} as const;

export const retryStorm: Preset = {
  id: 'retry-storm',
  scenario,
  lesson: {
    title: 'Retry storm: three polite retries become 27',
    source: 'seed 004 (retry amplification, retry budget, jitter)',
    story: [
      'A depth-3 chain: gateway → bff → orders → stock. Every caller tries each call 3 times (1 + 2 retries), which looks harmless at each layer.',
      `From t = ${fromOutage} s the stock service answers every request with a 5xx.`,
    ],
    stageFigures: ['received'],
    watch: [
      'stock: received per second against the 10 req/s that shoppers send.',
      'Amplification of each service: 1 → 3 → 9 → 27 down the chain.',
    ],
    expect: [
      'Before the outage every service gets about 10 req/s. During it orders gets 9×, stock 27× the top’s requests: the load on the sick service is multiplied exactly when it can least take it.',
    ],
    try: [
      {
        id: 'top-only',
        label: 'Retry at one place only: the top',
        why: 'Seed 004’s rule: retry at a single point of the chain.',
        patch: edges.slice(1).map(([caller, callee]) => ({
          op: 'set' as const,
          path: `services[${caller}].policies[${callee}].retry.enabled`,
          value: false,
        })),
        expect: 'stock gets 3× the top’s requests instead of 27×.',
      },
      {
        id: 'budget',
        label: 'A retry budget on every call (0.1 token per success, 50 at most)',
        why: 'A retry spends a token and successes earn 0.1: retries cannot exceed about 10 % of the traffic that works.',
        patch: onEveryEdge('budget', { enabled: true, tokensPerSuccess: 0.1, maxTokens: 50 }),
        expect:
          'After the saved tokens are spent, stock sees barely more than the top’s own requests.',
      },
      {
        id: 'jitter',
        label: 'Full jitter on the backoff',
        why: 'Without jitter every caller that failed together retries together (1 s, 2 s, 4 s…); full jitter spreads each wait over [0, cap).',
        patch: onEveryEdge('jitter', 'full'),
        expect:
          'Amplification is unchanged: jitter does not remove retries. It matters when many calls fail at the same instant (a restart, a dropped pool), which it spreads out; here the arrivals already spread the failures, so the per-second chart barely changes. Jitter fixes synchronisation, not volume.',
      },
    ],
    predictions: [
      {
        question:
          'Each caller tries every call 3 times. During the outage, how many calls does stock get for one user request?',
        variant: 'baseline',
        metric: stockPerRequest,
        choices: [
          { label: 'About 3', atLeast: 2.5, atMost: 3.5 },
          { label: 'About 9', atLeast: 8, atMost: 10 },
          { label: 'About 27', atLeast: 25.5, atMost: 28.5 },
          { label: 'More than 50', atLeast: 50 },
        ],
        answer: 2,
        why: 'Retries multiply down the chain: the gateway tries bff 3 times, bff tries orders 3 times for each of those, and orders tries stock 3 times for each of those: 3 × 3 × 3 = 27.',
      },
    ],
    claims: [
      {
        text: 'Before the outage stock gets about one call per request.',
        variant: 'baseline',
        metric: {
          ratio: [
            { frames: 'services[stock].received', agg: 'sum', toS: fromOutage },
            { frames: 'clients[shoppers].offered', agg: 'sum', toS: fromOutage },
          ],
        },
        atLeast: 0.95,
        atMost: 1.05,
      },
      {
        text: 'During the outage stock gets 27× the top’s requests.',
        variant: 'baseline',
        metric: stockPerRequest,
        atLeast: 25.5,
        atMost: 28.5,
      },
      {
        text: 'Retrying at the top only: 3×.',
        variant: 'top-only',
        metric: stockPerRequest,
        atLeast: 2.8,
        atMost: 3.2,
      },
      {
        text: 'With a retry budget the bottom sees little more than the top’s requests.',
        variant: 'budget',
        metric: stockPerRequest,
        atMost: 1.5,
      },
      {
        text: 'Jitter does not change the amplification.',
        variant: 'jitter',
        metric: stockPerRequest,
        atLeast: 25.5,
        atMost: 28.5,
      },
    ],
  },
};
