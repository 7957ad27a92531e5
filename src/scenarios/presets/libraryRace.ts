// The library race as a lesson. One outage, one caller, and the breaker
// of each library at its documented defaults (src/sim/libraries): the baseline is
// Resilience4j's, each "try" swaps in another library's. The race view runs them all at
// once; this lesson lets a room watch them one at a time.
import { BREAKER_PRESETS } from '../../sim/libraries';
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const breakerOf = (id: string) => {
  const preset = BREAKER_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`no breaker preset ${id}`);
  return preset.breaker;
};

const scenario: ScenarioInput = {
  version: 1,
  name: 'library-race',
  description: 'The same outage through each library’s breaker at its documented defaults.',
  seed: 42,
  durationMs: 120_000,
  services: [
    {
      name: 'api',
      workers: 1_000,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 1 },
          plan: [{ calls: [{ service: 'sick' }] }],
        },
      ],
      policies: { sick: { breaker: breakerOf('resilience4j') } },
    },
    {
      name: 'sick',
      workers: 1_000,
      routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 20 } }],
    },
  ],
  clients: [{ name: 'users', service: 'api', arrival: { type: 'poisson', rps: 20 } }],
  faultTimeline: [
    {
      id: 'outage',
      service: 'sick',
      kind: 'errors',
      atMs: 20_000,
      untilMs: 80_000,
      errorRates: { http5xx: 1 },
    },
  ],
};

const EDGE = 'api->sick';
const breakerPath = 'services[api].policies[sick].breaker';
const swap = (id: string) => [{ op: 'set' as const, path: breakerPath, value: breakerOf(id) }];
const tripS = { firstTransitionS: { edge: EDGE, to: 'OPEN' } } as const;
/** The sick service fails only during the outage: its errors are the calls let through. */
const letThrough = { report: 'services[sick].errors' } as const;

export const libraryRace: Preset = {
  id: 'library-race',
  scenario,
  lesson: {
    title: 'The library race: why does my library trip at a different moment?',
    source:
      'Each library’s documentation (Hystrix wiki, resilience4j.readme.io, pollydocs.org, cockatiel README)',
    story: [
      'Users call api 20 times a second; api calls sick. From t = 20 s to t = 80 s, sick fails every call.',
      'api guards the call with Resilience4j’s circuit breaker at its documented defaults: the last 100 calls, at least 100 of them before it may trip, 50 % failures, 60 s open.',
    ],
    stageFigures: ['errors'],
    watch: [
      'The breaker api → sick: when it opens, and when it closes again.',
      'sick’s errors: every call the breaker lets through during the outage fails there.',
    ],
    expect: [
      'Resilience4j’s window is full of successes when the outage starts, so it needs 50 failures to reach 50 %: 2.5 s of failing calls before it opens. Its 60 s wait keeps it open past the end of the outage.',
      'Swap in the other libraries: the same outage, the same random draws, a different moment each time.',
    ],
    try: [
      {
        id: 'cockatiel-consecutive',
        label: 'cockatiel’s ConsecutiveBreaker',
        why: 'It counts failures in a row, not a share of a window: 5 in a row open it.',
        patch: swap('cockatiel-consecutive'),
        expect:
          'It opens a quarter of a second into the outage and lets only a trial call through every 10 s.',
      },
      {
        id: 'hystrix',
        label: 'Hystrix',
        why: 'A 10 s rolling window that needs 20 requests, 50 % errors, and a 5 s sleep window with one trial call.',
        patch: swap('hystrix'),
        expect:
          'It opens later than Resilience4j (its 10 s window still holds the successes before the outage) and tries again every 5 s.',
      },
      {
        id: 'polly',
        label: 'Polly v8',
        why: 'A 30 s sampling window that needs 100 calls, but opens at only 10 % failures; 5 s open.',
        patch: swap('polly'),
        expect:
          'Its low threshold makes up for its minimum: it opens about as soon as Resilience4j, and tries again every 5 s.',
      },
    ],
    claims: [
      {
        text: 'Resilience4j needs 100 calls before it may trip: its window is full of successes, so 50 failures must come first.',
        variant: 'baseline',
        metric: letThrough,
        atLeast: 50,
      },
      {
        text: 'Resilience4j opens more than 2 s into the outage.',
        variant: 'baseline',
        metric: tripS,
        atLeast: 22,
      },
      {
        text: 'cockatiel’s ConsecutiveBreaker opens within half a second of the outage.',
        variant: 'cockatiel-consecutive',
        metric: tripS,
        atMost: 20.5,
      },
      {
        text: 'cockatiel’s ConsecutiveBreaker lets fewer than 20 calls through to the sick service.',
        variant: 'cockatiel-consecutive',
        metric: letThrough,
        atMost: 20,
      },
      {
        text: 'Hystrix, trying again every 5 s, lets more calls through than Resilience4j.',
        variant: 'hystrix',
        metric: letThrough,
        atLeast: 60,
      },
    ],
  },
};
