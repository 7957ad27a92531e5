// One bad replica of three, and a client-side breaker over the whole service
// (Brooker 2022: a breaker over a sharded dependency turns a partial outage into a total
// one). A breaker per replica, or Envoy's outlier ejection, keeps the service up.
import type { CallPolicyInput, ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const BAD_FROM_MS = 20_000;

const serviceBreaker: NonNullable<CallPolicyInput['breaker']> = {
  enabled: true,
  slidingWindowSize: 20,
  minimumNumberOfCalls: 10,
  // One replica of three failing is 33 % of the calls: past 20 %.
  failureRateThreshold: 20,
  waitDurationInOpenStateMs: 10_000,
  permittedNumberOfCallsInHalfOpenState: 5,
};

const scenario: ScenarioInput = {
  version: 1,
  name: 'one-bad-replica',
  description:
    'One of three inventory replicas fails every request; a per-service breaker takes the whole service out.',
  seed: 12,
  durationMs: 120_000,
  services: [
    {
      name: 'checkout',
      workers: 200,
      routes: [
        {
          name: 'default',
          processing: { type: 'gamma', meanMs: 2, cv: 0.5 },
          plan: [{ calls: [{ service: 'inventory' }] }],
        },
      ],
      policies: { inventory: { timeoutMs: 1_000, breaker: serviceBreaker } },
    },
    {
      name: 'inventory',
      workers: 20,
      replicas: 3,
      balancer: 'roundRobin',
      routes: [{ name: 'default', processing: { type: 'gamma', meanMs: 10, cv: 0.8 } }],
    },
  ],
  clients: [{ name: 'users', service: 'checkout', arrival: { type: 'poisson', rps: 30 } }],
  faultTimeline: [
    {
      id: 'replica-1-bad',
      service: 'inventory',
      replica: 1,
      kind: 'errors',
      atMs: BAD_FROM_MS,
      errorRates: { http5xx: 1 },
    },
  ],
};

const availability = { report: 'clients[users].availability' } as const;
const breakerPath = 'services[checkout].policies[inventory].breaker';

export const oneBadReplica: Preset = {
  id: 'one-bad-replica',
  scenario,
  lesson: {
    title: 'One bad replica, and the breaker that takes out the whole service',
    source:
      'Marc Brooker, "Will circuit breakers solve my problems?" (2022); Envoy outlier detection (consecutive 5xx)',
    story: [
      'Checkout calls inventory, which runs as three replicas behind a round-robin balancer. Checkout protects the call with one circuit breaker for the inventory service: over 20 % failures in the last 20 calls opens it for 10 s.',
      'At t = 20 s one replica goes bad: every request it gets fails with a 5xx. The other two are fine and have room for all the traffic.',
    ],
    stageFigures: ['errors'],
    watch: [
      'The breaker checkout → inventory, and the users’ availability.',
      'How many calls fail while two healthy replicas sit idle.',
    ],
    expect: [
      'A third of the calls fail, which is past the breaker’s threshold: it opens and refuses every call, to the healthy replicas too. Its trial calls in HALF_OPEN meet the bad replica again and it reopens: a partial outage became a total one.',
    ],
    try: [
      {
        id: 'no-breaker',
        label: 'No breaker at all',
        why: 'Without the breaker, only the calls the balancer sends to the bad replica fail.',
        patch: [{ op: 'set', path: `${breakerPath}.enabled`, value: false }],
        expect: 'About a third of the calls fail after 20 s; the rest succeed.',
      },
      {
        id: 'per-replica-breaker',
        label: 'One breaker per replica',
        why: 'Each replica gets its own breaker; the balancer skips a replica whose breaker is open.',
        patch: [{ op: 'set', path: `${breakerPath}.scope`, value: 'replica' }],
        expect:
          'The bad replica’s breaker opens after a few failures; the other two carry the traffic. Only the trial calls to the bad replica fail.',
      },
      {
        id: 'outlier-ejection',
        label: 'Envoy’s outlier ejection instead of a breaker',
        why: 'The balancer takes a replica out after 5 failures in a row, for 30 s, then 60 s, growing each time.',
        patch: [
          { op: 'set', path: `${breakerPath}.enabled`, value: false },
          {
            op: 'set',
            path: 'services[inventory].outlierEjection',
            value: { consecutive5xx: 5, maxEjectionPercent: 34 },
          },
        ],
        expect:
          'A handful of failures each time the bad replica comes back; nearly every call succeeds.',
      },
    ],
    claims: [
      {
        text: 'A breaker over the whole service turns one bad replica of three into an outage: most calls fail.',
        variant: 'baseline',
        metric: availability,
        atMost: 0.4,
      },
      {
        text: 'Without a breaker, only the bad replica’s third of the calls fails after 20 s.',
        variant: 'no-breaker',
        metric: availability,
        atLeast: 0.7,
        atMost: 0.8,
      },
      {
        text: 'With a breaker per replica the service stays up.',
        variant: 'per-replica-breaker',
        metric: availability,
        atLeast: 0.98,
      },
      {
        text: 'With outlier ejection the service stays up.',
        variant: 'outlier-ejection',
        metric: availability,
        atLeast: 0.99,
      },
    ],
  },
};
