// The queue that serves the dead, and Facebook's adaptive LIFO with CoDel
// ("Fail at Scale", Maurer, ACM Queue 2015). The metastable lesson breaks the loop at the
// retries (a budget) or with a queue timeout; this one changes only the order the queue is
// served in, and shows what callers get during the spike as well as after it.
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const SPIKE_FROM_MS = 30_000;
const SPIKE_UNTIL_MS = 45_000;
const BASE_RPS = 140;
/** 10 workers × (1000 ms / 50 ms mean) = 200 req/s of capacity: 70 % busy at the base rate. */
const WORKERS = 10;

const scenario: ScenarioInput = {
  version: 1,
  name: 'adaptive-lifo',
  description:
    'A 15 s spike fills a FIFO queue with requests nobody waits for; adaptive LIFO with CoDel serves the living.',
  seed: 17,
  durationMs: 120_000,
  services: [
    {
      name: 'feed',
      workers: WORKERS,
      // 2,000 queued requests are 10 s of work: twenty times the callers' patience.
      queueCapacity: 2_000,
      routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
    },
  ],
  clients: [
    {
      name: 'app',
      service: 'feed',
      arrival: {
        type: 'poisson',
        rps: BASE_RPS,
        schedule: [
          { atMs: SPIKE_FROM_MS, rps: 300 },
          { atMs: SPIKE_UNTIL_MS, rps: BASE_RPS },
        ],
      },
      // The app gives up after 500 ms and tries once more: a person pulling to refresh.
      policy: {
        timeoutMs: 500,
        retry: { enabled: true, maxAttempts: 2, backoff: { type: 'none' } },
      },
    },
  ],
};

const succeededShare = (fromS?: number, toS?: number) =>
  ({
    ratio: [
      { frames: 'clients[app].succeeded', agg: 'sum', fromS, toS },
      { frames: 'clients[app].offered', agg: 'sum', fromS, toS },
    ],
  }) as const;
/** A minute after the spike: long enough for any queue that can drain to have drained. */
const AFTER_S = SPIKE_UNTIL_MS / 1000 + 30;
const DURING = [SPIKE_FROM_MS / 1000 + 5, SPIKE_UNTIL_MS / 1000] as const;
const wastedShare = (fromS: number) =>
  ({
    ratio: [
      { frames: 'services[feed].wasted', agg: 'sum', fromS },
      { frames: 'services[feed].completed', agg: 'sum', fromS },
    ],
  }) as const;

const discipline = (value: string, codel?: object) => [
  { op: 'set' as const, path: 'services[feed].queueDiscipline', value },
  ...(codel ? [{ op: 'set' as const, path: 'services[feed].codel', value: codel }] : []),
];

export const adaptiveLifo: Preset = {
  id: 'adaptive-lifo',
  scenario,
  lesson: {
    title: 'Adaptive LIFO: the queue that stops serving the dead',
    source:
      'Ben Maurer, "Fail at Scale", ACM Queue 13(8), 2015 (adaptive LIFO and controlled delay at Facebook); Nichols and Jacobson, "Controlling Queue Delay" (CoDel), 2012',
    story: [
      'A feed service has 10 workers and takes 50 ms a request: 200 req/s of capacity. The app sends 140 req/s, gives up after 500 ms and tries once more. Requests wait in a queue of up to 2,000, served first come, first served.',
      'From t = 30 s to t = 45 s a spike brings 300 req/s. The metastable lesson stopped such an overload with a retry budget; here nothing changes but the order in which the queue is served.',
    ],
    stageFigures: ['queue', 'workers'],
    watch: [
      'app: succeeded per second, during the spike and after it.',
      'feed: queue length, and wasted work (requests finished after their caller left).',
    ],
    expect: [
      'The queue fills: a request waits seconds, far past the app’s 500 ms. Every worker is busy with requests nobody waits for, every user times out and tries again, and twice 140 is more than 200: the queue stays full long after the spike. The service works flat out and serves no one.',
    ],
    try: [
      {
        id: 'lifo',
        label: 'Serve the newest first (LIFO)',
        why: 'The newest request is the one whose caller most likely still waits.',
        patch: discipline('lifo'),
        expect:
          'Most users get an answer again, during the spike too; but the requests at the bottom of the queue are never reached and the queue stays full, so some newcomers are turned away.',
      },
      {
        id: 'adaptive-lifo',
        label: 'Adaptive LIFO with controlled delay',
        why: 'First come, first served while the queue empties now and then; newest first once it has stood for 100 ms, and then a request that waited past 5 ms (or whose caller left) is dropped with a fast 503 instead of served.',
        patch: discipline('adaptiveLifo', { targetMs: 5, intervalMs: 100 }),
        expect:
          'The queue stays short. During the spike the users get the capacity there is, and the others a fast 503 instead of a 10 s wait; nothing is served for nobody, and the service is healthy the moment the spike ends.',
      },
    ],
    predictions: [
      {
        question:
          'The spike ends at t = 45 s and the load is back to 70 % of capacity. What share of requests succeeds 30 s later?',
        variant: 'baseline',
        metric: succeededShare(AFTER_S),
        choices: [
          { label: 'Nearly all: the load is under capacity', atLeast: 0.9 },
          { label: 'About half', atLeast: 0.1, atMost: 0.9 },
          { label: 'Almost none', atMost: 0.1 },
        ],
        answer: 2,
        why: 'Every request waits seconds in the full queue, times out and comes back once: 280 attempts a second against 200 of capacity. The overload feeds itself; the spike is not needed any more.',
      },
    ],
    claims: [
      {
        text: 'Before the spike nearly every request succeeds.',
        variant: 'baseline',
        metric: succeededShare(0, SPIKE_FROM_MS / 1000),
        atLeast: 0.99,
      },
      {
        text: 'With FIFO, 30 s after the spike almost nothing succeeds…',
        variant: 'baseline',
        metric: succeededShare(AFTER_S),
        atMost: 0.05,
      },
      {
        text: '…while the workers finish requests whose caller has left: nearly all the work is wasted.',
        variant: 'baseline',
        metric: wastedShare(AFTER_S),
        atLeast: 0.9,
      },
      {
        text: 'With LIFO the users are served again during the spike…',
        variant: 'lifo',
        metric: succeededShare(...DURING),
        atLeast: 0.6,
      },
      {
        text: '…but the requests at the bottom wait on: the queue still holds over 1,000 ten seconds after the spike…',
        variant: 'lifo',
        metric: {
          frames: 'services[feed].queueLength',
          agg: 'min',
          fromS: SPIKE_UNTIL_MS / 1000,
          toS: SPIKE_UNTIL_MS / 1000 + 10,
        },
        atLeast: 1_000,
      },
      {
        text: '…and over 5 % of the work is done for callers who have left.',
        variant: 'lifo',
        metric: wastedShare(0),
        atLeast: 0.05,
      },
      {
        text: 'With adaptive LIFO the users get about two thirds during the spike: all the capacity there is.',
        variant: 'adaptive-lifo',
        metric: succeededShare(...DURING),
        atLeast: 0.6,
      },
      {
        text: 'With adaptive LIFO the service is healthy after the spike…',
        variant: 'adaptive-lifo',
        metric: succeededShare(AFTER_S),
        atLeast: 0.99,
      },
      {
        text: '…its queue never holds more than 100 requests…',
        variant: 'adaptive-lifo',
        metric: { frames: 'services[feed].queueLength', agg: 'max' },
        atMost: 100,
      },
      {
        text: '…and it finishes almost nothing for nobody.',
        variant: 'adaptive-lifo',
        metric: wastedShare(0),
        atMost: 0.01,
      },
    ],
  },
};
