// Seed 002: the card path makes two sequential LLM calls, each up to 3 attempts of 15 s with
// 429 waiting a fixed 2 s: 2 × (3 × 15 + 2 × 2) = 98 s worst case, under nginx's 120 s.
// Raise the per-attempt timeout past 18.6 s ((120 − 8) ÷ 6) and the card path breaks it.
import type { CallPolicyInput, ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const BAD_FROM_MS = 30_000;
const BAD_UNTIL_MS = 270_000;
const PROXY_TIMEOUT_MS = 120_000;
/** Gemini answers just before the 15 s timeout: the seed's worst case, made concrete. */
const SLOW_ANSWER_MS = 14_900;

const llmCall: CallPolicyInput = {
  timeoutMs: 15_000,
  retry: {
    enabled: true,
    maxAttempts: 3,
    // Seed 002's table: CALL waits 0.5 s then 1 s; RATE_LIMITED waits a fixed 2 s.
    backoff: { type: 'exponential', initialIntervalMs: 500, multiplier: 2, maxIntervalMs: 1_000 },
    rateLimitedWaitMs: 2_000,
  },
};

const rateLimited = (route: string, share: number) => ({
  id: `gemini-429-${route}`,
  service: 'gemini',
  route,
  kind: 'errors' as const,
  atMs: BAD_FROM_MS,
  untilMs: BAD_UNTIL_MS,
  errorRates: { http429: share },
});

const scenario: ScenarioInput = {
  version: 1,
  name: 'timeout-budget',
  description: 'Seed 002: per-attempt timeout × attempts × chained calls against a 120 s proxy.',
  seed: 2,
  durationMs: 420_000,
  services: [
    {
      name: 'api',
      workers: 200,
      queueCapacity: 100,
      routes: [
        {
          name: 'comment',
          processing: { type: 'constant', ms: 5 },
          plan: [{ calls: [{ service: 'gemini', route: 'comment' }] }],
        },
        {
          name: 'card',
          processing: { type: 'constant', ms: 5 },
          // Emotion classification, then the one-line text: two LLM calls in sequence.
          plan: [
            { calls: [{ service: 'gemini', route: 'classify' }] },
            { calls: [{ service: 'gemini', route: 'line' }] },
          ],
        },
      ],
      policies: { gemini: llmCall },
    },
    {
      name: 'gemini',
      workers: 1_000,
      queueCapacity: 0,
      // Measured in prod: COMMENT p99 2062 ms, slowest seen 5073 ms.
      routes: ['comment', 'classify', 'line'].map((name) => ({
        name,
        processing: { type: 'lognormal' as const, p50Ms: 900, p99Ms: 2_062 },
      })),
    },
  ],
  clients: [
    {
      name: 'comments',
      service: 'api',
      route: 'comment',
      arrival: { type: 'poisson', rps: 1 },
      // nginx proxy_read_timeout: the budget every chain has to fit in.
      policy: { timeoutMs: PROXY_TIMEOUT_MS },
    },
    {
      name: 'cards',
      service: 'api',
      route: 'card',
      arrival: { type: 'poisson', rps: 0.5 },
      policy: { timeoutMs: PROXY_TIMEOUT_MS },
    },
  ],
  faultTimeline: [
    {
      id: 'gemini-slow',
      service: 'gemini',
      kind: 'latency',
      atMs: BAD_FROM_MS,
      untilMs: BAD_UNTIL_MS,
      latency: { type: 'constant', ms: SLOW_ANSWER_MS },
    },
    // Classification gets through now and then; comments and the card's line never do.
    rateLimited('classify', 0.6),
    rateLimited('line', 1),
    rateLimited('comment', 1),
  ],
};

const proxyTimeouts = (client: string) =>
  ({ report: `clients[${client}].failuresByReason.timeout`, absentIsZero: true }) as const;
const slowdown = (timeoutMs: number, answerMs: number) => [
  { op: 'set' as const, path: 'services[api].policies[gemini].timeoutMs', value: timeoutMs },
  {
    op: 'set' as const,
    path: 'faultTimeline[gemini-slow].latency',
    value: { type: 'constant', ms: answerMs },
  },
];

export const timeoutBudget: Preset = {
  id: 'timeout-budget',
  scenario,
  lesson: {
    title: 'The timeout budget: 15 s per attempt is really 98 s',
    source: 'seed 002 (LLM retry policy, #207)',
    story: [
      'An API behind nginx (proxy_read_timeout 120 s) calls Gemini. A comment is one LLM call; a card is two in sequence (classify the emotion, then write the line).',
      'Each call: up to 3 attempts of 15 s. Network errors and 5xx wait 0.5 s then 1 s; a 429 waits a fixed 2 s because Retry-After cannot be read.',
      'From t = 30 s to t = 270 s Gemini is rate-limiting, and every answer comes after 14.9 s: comments and the card’s second call always get a 429, the classification 60 % of the time.',
    ],
    stageFigures: ['workers', 'errors'],
    watch: [
      'comments and cards: failures, and whether any of them is nginx’s timeout.',
      'api: busy workers (each waiting request holds a Tomcat thread).',
    ],
    expect: [
      'A comment fails after 3 × 15 + 2 × 2 = 49 s. A card whose classification gets through on the third attempt fails after 2 × 49 = 98 s: slow, but the answer (an error) arrives before nginx gives up at 120 s.',
      'The largest per-attempt timeout the card path can afford: (120 − 4 × 2) ÷ 6 = 18.6 s.',
    ],
    try: [
      {
        id: 'timeout-25s',
        label: 'Someone raises the timeout to 25 s (and Gemini gets slower: 24.9 s)',
        why: 'Comments still fit: 3 × 25 + 4 = 79 s. Cards need up to 2 × 79 = 158 s, more than 120 s.',
        patch: slowdown(25_000, 24_900),
        expect:
          'Cards now hit nginx’s 120 s timeout: the user sees a gateway timeout, and the API keeps working (and paying for tokens) for a user who is gone.',
      },
      {
        id: 'timeout-18s',
        label: 'The largest safe timeout: 18.6 s (Gemini answers at 18.5 s)',
        why: 'Budget check from the seed: per attempt ≤ (120 − 8) ÷ 6.',
        patch: slowdown(18_600, 18_500),
        expect: 'The slowest cards fail after about 119 s: just inside the proxy’s budget.',
      },
    ],
    claims: [
      {
        text: 'With 15 s per attempt no card runs into nginx’s 120 s limit.',
        variant: 'baseline',
        metric: proxyTimeouts('cards'),
        atMost: 0,
      },
      {
        text: 'While Gemini rate-limits, comments fail after their three attempts, as errors, not as proxy timeouts.',
        variant: 'baseline',
        metric: { report: 'clients[comments].failuresByReason.http5xx' },
        atLeast: 150,
      },
      {
        text: 'With a 25 s timeout, cards run into the proxy’s 120 s limit.',
        variant: 'timeout-25s',
        metric: proxyTimeouts('cards'),
        atLeast: 10,
      },
      {
        text: 'With 25 s, comments still fit: 3 × 25 + 4 = 79 s.',
        variant: 'timeout-25s',
        metric: proxyTimeouts('comments'),
        atMost: 0,
      },
      {
        text: 'With 18.6 s, cards still answer before the proxy gives up.',
        variant: 'timeout-18s',
        metric: proxyTimeouts('cards'),
        atMost: 0,
      },
    ],
  },
};
