// Hedged requests (Dean & Barroso, "The Tail at Scale", CACM 2013). A search
// index answers most requests in about 10 ms but 2 % take a full second (a GC pause, a cold
// shard). A second attempt sent once the first is later than the p95 cuts the p99 from a
// second to tens of ms for about 5 % more load; a tiny fixed delay doubles the load, and a
// cap on the hedged share bounds the load but then spends its hedges on calls that were
// fine. hedgingTail.test.ts derives the numbers from the service-time distribution.
import type { CallPolicyInput, ScenarioInput } from './inputTypes';
import type { Preset } from './types';

/**
 * The slow share of requests and how slow they are: P(T > 1 s⁻) = 2 %, so p99 = 1 s.
 * @internal exported for tests
 */
export const SLOW_SHARE = 0.02;
/** @internal exported for tests */
export const SLOW_MS = 1_000;
/**
 * The fast requests' mean: exponential, so P(fast > t) = e^(−t/10 ms).
 * @internal exported for tests
 */
export const FAST_MEAN_MS = 10;
/** @internal exported for tests */
export const HEDGE_RPS = 200;

const scenario: ScenarioInput = {
  version: 1,
  name: 'hedging-tail',
  description:
    '2 % of index requests take 1 s; a hedge after the p95 cuts the p99 for a few % more load.',
  seed: 13,
  durationMs: 120_000,
  services: [
    {
      name: 'index',
      // 200 req/s × 30 ms on average is 6 busy workers: 100 keep queueing out of the tail,
      // so the two attempts of a hedged call are independent draws.
      workers: 100,
      routes: [
        {
          name: 'default',
          processing: {
            type: 'mixture',
            components: [
              {
                weight: 100 * (1 - SLOW_SHARE),
                distribution: { type: 'exponential', meanMs: FAST_MEAN_MS },
              },
              { weight: 100 * SLOW_SHARE, distribution: { type: 'constant', ms: SLOW_MS } },
            ],
          },
        },
      ],
    },
  ],
  clients: [
    {
      name: 'search',
      service: 'index',
      arrival: { type: 'poisson', rps: HEDGE_RPS },
      policy: { timeoutMs: 2_000 },
    },
  ],
};

const hedgePath = 'clients[search].policy.hedge';
const hedge = (value: NonNullable<CallPolicyInput['hedge']>) => [
  { op: 'set' as const, path: hedgePath, value },
];
const p99 = { report: 'edges[search->index].callMs.p99' } as const;
/** Requests the index received per call: 1 + the hedged share. */
const load = {
  ratio: [{ report: 'services[index].received' }, { report: 'edges[search->index].calls' }],
} as const;

export const hedgingTail: Preset = {
  id: 'hedging-tail',
  scenario,
  lesson: {
    title: 'Hedging and the tail',
    source:
      'Jeffrey Dean and Luiz André Barroso, "The Tail at Scale", Communications of the ACM 56(2), 2013 (hedged requests deferred until the 95th-percentile latency)',
    story: [
      'A search front end calls an index 200 times a second. The index answers 98 % of requests in about 10 ms, but 2 % take a full second: a garbage-collection pause, a cold cache, a busy disk. Which requests are slow is luck; it is not the request.',
      'So the median is 7 ms and the p99 is one second. Dean and Barroso’s remedy: when an answer is late, ask again, take whichever answer comes first, and cancel the other.',
    ],
    stageFigures: ['p99', 'workers'],
    watch: [
      'index: its p99 (1 s without hedging; a cancelled loser leaves early) and its busy workers.',
      'The claims once the run ends: the calls’ p99, and the requests the index received per call.',
    ],
    expect: ['Without hedging, one call in fifty takes a second: the p99 is 1 s.'],
    try: [
      {
        id: 'hedge-p95',
        label: 'Hedge after the p95',
        why: 'Only the calls slower than 95 % of answers get a second attempt: about 5 % more requests. A call is then slow only if both attempts are, 2 % × 2 % = 0.04 % of calls.',
        patch: hedge({ enabled: true, delayPercentile: 95, maxHedgedShare: 0.1 }),
        expect:
          'The p99 falls from 1 s to about 50 ms, and the index receives about 5 % more requests.',
      },
      {
        id: 'hedge-1ms',
        label: 'Hedge after a fixed 1 ms, no cap',
        why: 'Nearly every call is still running after 1 ms, so nearly every call is sent twice.',
        patch: hedge({ enabled: true, delayMs: 1, maxHedgedShare: 1 }),
        expect:
          'The p99 is a little lower still, but the index receives almost twice the requests: the whole fleet must double for a few ms of tail.',
      },
      {
        id: 'hedge-1ms-capped',
        label: 'Hedge after 1 ms, at most 5 % of calls',
        why: 'The cap bounds the extra load to 5 %, but a 1 ms delay picks calls at random: most of its hedges go to calls that were fast anyway.',
        patch: hedge({ enabled: true, delayMs: 1, maxHedgedShare: 0.05 }),
        expect:
          'The load stays within 5 % more, and the p99 stays at 1 s: the delay, not the cap, chooses which calls deserve a second try.',
      },
    ],
    predictions: [
      {
        question: 'Hedging after the p95: how many more requests does the index receive?',
        variant: 'hedge-p95',
        metric: load,
        choices: [
          { label: 'Under 1 % more', atMost: 1.01 },
          { label: 'A few % more', atLeast: 1.01, atMost: 1.15 },
          { label: 'About half again', atLeast: 1.15, atMost: 1.75 },
          { label: 'About twice as many', atLeast: 1.75 },
        ],
        answer: 1,
        why: 'A call is hedged only when its first attempt is slower than 95 % of answers: about one call in twenty, so about 5 % more requests.',
      },
    ],
    claims: [
      {
        text: 'Without hedging the p99 is the slow requests’ full second.',
        variant: 'baseline',
        metric: p99,
        atLeast: 990,
      },
      {
        text: 'Hedging after the p95 cuts the p99 below 70 ms.',
        variant: 'hedge-p95',
        metric: p99,
        atMost: 70,
      },
      {
        text: 'It costs less than 8 % more requests at the index.',
        variant: 'hedge-p95',
        metric: load,
        atMost: 1.08,
      },
      {
        text: 'A fixed 1 ms delay without a cap sends nearly every call twice.',
        variant: 'hedge-1ms',
        metric: load,
        atLeast: 1.85,
      },
      {
        text: 'Capped at 5 %, the 1 ms hedges add at most 5 % load…',
        variant: 'hedge-1ms-capped',
        metric: load,
        atMost: 1.05,
      },
      {
        text: '…and leave the p99 at a second: the hedges went to calls that were fast anyway.',
        variant: 'hedge-1ms-capped',
        metric: p99,
        atLeast: 990,
      },
    ],
  },
};
