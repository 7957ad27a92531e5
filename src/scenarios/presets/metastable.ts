// Seed 004: retries sustain an overload after its cause is gone (a metastable failure);
// a retry budget caps retries near 10 % of the traffic that works, and the system recovers.
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const SPIKE_FROM_MS = 60_000;
const SPIKE_UNTIL_MS = 75_000;
const BASE_RPS = 30;
/** 5 workers × (1000 ms / 100 ms mean) = 50 req/s of capacity: 60 % busy at the base rate. */
const WORKERS = 5;

const scenario: ScenarioInput = {
  version: 1,
  name: 'metastable',
  description: 'Seed 004: a 15 s spike leaves the API down because the retries keep it down.',
  seed: 11,
  durationMs: 240_000,
  services: [
    {
      name: 'api',
      workers: WORKERS,
      // A deep FIFO queue: requests wait long after their caller gave up, and are still served.
      queueCapacity: 200,
      routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 100 } }],
    },
  ],
  clients: [
    {
      name: 'users',
      service: 'api',
      arrival: {
        type: 'poisson',
        rps: BASE_RPS,
        schedule: [
          { atMs: SPIKE_FROM_MS, rps: 80 },
          { atMs: SPIKE_UNTIL_MS, rps: BASE_RPS },
        ],
      },
      policy: {
        timeoutMs: 1_000,
        retry: {
          enabled: true,
          maxAttempts: 3,
          backoff: {
            type: 'exponential',
            initialIntervalMs: 100,
            multiplier: 2,
            maxIntervalMs: 1_000,
          },
        },
      },
    },
  ],
};

export const afterSpike = (fromS: number) =>
  ({
    ratio: [
      { frames: 'clients[users].succeeded', agg: 'sum', fromS },
      { frames: 'clients[users].offered', agg: 'sum', fromS },
    ],
  }) as const;
export const RECOVERY_S = SPIKE_UNTIL_MS / 1000 + 60;

export const metastable: Preset = {
  id: 'metastable',
  scenario,
  lesson: {
    title: 'Metastable failure: the overload that outlives its cause',
    source: 'seed 004 (positive feedback loop of retries, retry budget)',
    story: [
      'One API with 5 workers and 100 ms per request: 50 req/s of capacity. Users send 30 req/s, wait 1 s, and try 3 times.',
      'From t = 60 s to t = 75 s a burst brings 80 req/s. The queue grows, waits pass 1 s, users time out and retry, while the API keeps serving the requests they already abandoned.',
    ],
    stageFigures: ['queue', 'received'],
    watch: [
      'users: succeeded per second after t = 75 s, when the burst is over.',
      'api: queue length and wasted work (requests served after their caller left).',
      'api amplification: attempts per user request.',
    ],
    expect: [
      'The burst ends, but the API does not come back: 30 req/s × up to 3 attempts is more than 50 req/s, the queue stays full, and nearly every request the API serves has already been given up on.',
      'Restarting would not help: it would meet the same retries. The cause is gone; the retries are the new cause.',
    ],
    try: [
      {
        id: 'budget',
        label: 'A retry budget: 0.1 token per success, 50 at most',
        why: 'Retries need successes to pay for them: in an outage they shrink to about 10 % of the traffic.',
        patch: [
          {
            op: 'set',
            path: 'clients[users].policy.retry.budget',
            value: { enabled: true, tokensPerSuccess: 0.1, maxTokens: 50 },
          },
        ],
        expect:
          'The burst still hurts, but once it ends the load falls below capacity, the queue drains, and the API recovers within seconds.',
      },
      {
        id: 'queue-timeout',
        label: 'Drop requests that waited longer than 1 s in the queue',
        why: 'Nobody is waiting for them any more: serving them is wasted work.',
        patch: [{ op: 'set', path: 'services[api].queueTimeoutMs', value: 1_000 }],
        expect:
          'The API stops serving the dead, so the live requests get through: it recovers after the burst.',
      },
    ],
    claims: [
      {
        text: 'Before the burst nearly everything succeeds.',
        variant: 'baseline',
        metric: {
          ratio: [
            { frames: 'clients[users].succeeded', agg: 'sum', toS: SPIKE_FROM_MS / 1000 },
            { frames: 'clients[users].offered', agg: 'sum', toS: SPIKE_FROM_MS / 1000 },
          ],
        },
        atLeast: 0.99,
      },
      {
        text: 'A minute after the burst the API is still down.',
        variant: 'baseline',
        metric: afterSpike(RECOVERY_S),
        atMost: 0.5,
      },
      {
        text: 'With a retry budget it has recovered a minute after the burst.',
        variant: 'budget',
        metric: afterSpike(RECOVERY_S),
        atLeast: 0.95,
      },
      {
        text: 'With a queue timeout it has recovered too.',
        variant: 'queue-timeout',
        metric: afterSpike(RECOVERY_S),
        atLeast: 0.95,
      },
    ],
  },
};
