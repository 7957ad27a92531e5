// Shared versus per-client retry budgets (Marc Brooker, "Fixing retries with token buckets
// and circuit breakers", 2022). A token bucket stops retries once failures drain it; but a
// bucket per user of a fleet of small clients never sees enough failures to drain, so in an
// outage every user retries in full: the fleet's load doubles. Brooker's own bucket earns per
// request, not per success, so even shared it pays for a tenth of a retry per request.
import { BROOKER_ADAPTIVE_BUDGET } from './brookerBudget';
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const USERS = 1000;
const OUTAGE_FROM_MS = 40_000;
const OUTAGE_UNTIL_MS = 80_000;

const scenario: ScenarioInput = {
  version: 1,
  name: 'shared-retry-budget',
  description:
    '1000 users behind one token bucket or one bucket each; in an outage the per-user buckets let every retry through.',
  seed: 22,
  durationMs: 120_000,
  services: [
    {
      name: 'api',
      workers: 500,
      queueCapacity: 0,
      routes: [{ name: 'default', processing: { type: 'gamma', meanMs: 20, cv: 0.5 } }],
    },
  ],
  clients: [
    {
      name: 'users',
      service: 'api',
      // 1000 users each calling about every 10 s: 100 requests a second in all.
      closedLoop: {
        users: USERS,
        thinkTime: { type: 'exponential', meanMs: 10_000 },
        protections: 'shared',
      },
      policy: {
        timeoutMs: 1_000,
        retry: {
          enabled: true,
          maxAttempts: 4,
          backoff: { type: 'exponential', initialIntervalMs: 50, multiplier: 2 },
          jitter: 'full',
          // A success adds 0.1 token, a retry spends 1 (the AWS SDKs' adaptive retries).
          budget: { enabled: true, tokensPerSuccess: 0.1, maxTokens: 10, initialTokens: 10 },
        },
      },
    },
  ],
  faultTimeline: [
    {
      id: 'outage',
      service: 'api',
      kind: 'errors',
      atMs: OUTAGE_FROM_MS,
      untilMs: OUTAGE_UNTIL_MS,
      errorRates: { http5xx: 1 },
    },
  ],
};

const protectionsPath = 'clients[users].closedLoop.protections';
const budgetPath = 'clients[users].policy.retry.budget';
const amplification = { report: 'services[api].amplification' } as const;
const availability = { report: 'clients[users].availability' } as const;

export const sharedRetryBudget: Preset = {
  id: 'shared-retry-budget',
  scenario,
  lesson: {
    title: 'Shared versus per-client retry budgets',
    source:
      'Marc Brooker, "Fixing retries with token buckets and circuit breakers" (2022); AWS SDK adaptive retry mode',
    story: [
      `${USERS} users each call the api about every 10 s and wait for the answer. A failed call is retried up to 3 times, but only while the retry budget has tokens: a success adds 0.1 token, a retry spends 1, at most 10 tokens.`,
      'All users share one budget, as threads of one process do. From t = 40 s to 80 s every call fails.',
    ],
    stageFigures: ['received', 'errors'],
    watch: [
      'The api’s received requests per second against the users’ requests.',
      'The users’ availability during the outage.',
    ],
    expect: [
      'The shared bucket is drained by the first ten failures: after that the users send each request once. The outage costs the api no extra load.',
    ],
    try: [
      {
        id: 'per-user',
        label: 'A budget per user',
        why: 'Each user keeps its own bucket, as a fleet of small clients (phones, browsers, lambdas) does.',
        patch: [{ op: 'set', path: protectionsPath, value: 'perUser' }],
        expect:
          'Each user calls about four times in the outage, and its own 10 tokens pay for nearly all of their retries: almost every call is retried 3 times and the api gets four times the traffic while it is down.',
      },
      {
        id: 'no-budget',
        label: 'Three retries, no budget',
        why: 'The plain retry policy: the load a per-user budget comes down to in a fleet.',
        patch: [{ op: 'set', path: 'clients[users].policy.retry.budget.enabled', value: false }],
        expect: 'The same load as the per-user budgets.',
      },
      {
        id: 'brooker-shared',
        label: 'Brooker’s bucket, shared',
        why: 'Brooker 2022’s adaptive bucket: every request earns 0.1 token whatever its answer, 5 at most, starting full.',
        patch: [{ op: 'set', path: budgetPath, value: { ...BROOKER_ADAPTIVE_BUDGET } }],
        expect:
          'Requests keep earning while everything fails, so the outage still gets a tenth of a retry per request: a tenth more load while the api is down, where the bucket that earns per success gave none.',
      },
      {
        id: 'brooker-per-user',
        label: 'Brooker’s bucket per user',
        why: 'His bucket, one per user: the setting his post warns about, many small clients.',
        patch: [
          { op: 'set', path: protectionsPath, value: 'perUser' },
          { op: 'set', path: budgetPath, value: { ...BROOKER_ADAPTIVE_BUDGET } },
        ],
        expect:
          'Each user starts with 5 tokens and earns under half a token in the outage: most of its retries are paid for. Less than the per-success buckets of 10 per user, but far above the shared one (Brooker: per-client buckets “don’t deplete fast enough”).',
      },
      {
        id: 'retry-breaker-per-user',
        label: 'A retry breaker per user',
        why: 'Brooker’s other fix: no budget, but no retries while the recent failure rate is above 10 %, one breaker per user.',
        patch: [
          { op: 'set', path: protectionsPath, value: 'perUser' },
          { op: 'set', path: 'clients[users].policy.retry.budget.type', value: 'retryBreaker' },
        ],
        expect:
          'A user has four or five calls behind it when the outage starts, so its first failure is already a fifth of its attempts: it stops retrying at once. Per user, the breaker errs the other way from the bucket: it trips early (Brooker), and the outage adds almost no load.',
      },
    ],
    claims: [
      {
        text: 'With one shared budget the outage adds almost no load: under 1.05 attempts per request over the run.',
        variant: 'baseline',
        metric: amplification,
        atMost: 1.05,
      },
      {
        text: 'With a budget per user the api gets over 1.6 attempts per request: nearly every call in the outage is tried four times.',
        variant: 'per-user',
        metric: amplification,
        atLeast: 1.6,
      },
      {
        text: 'The extra load buys nothing: with per-user budgets the users still lose the outage’s third of their calls.',
        variant: 'per-user',
        metric: availability,
        atMost: 0.7,
      },
      {
        text: 'Without a budget it is little worse than per-user budgets: over 1.8 attempts per request.',
        variant: 'no-budget',
        metric: amplification,
        atLeast: 1.8,
      },
      {
        text: 'Brooker’s bucket shared still pays for retries in the outage: between 1.02 and 1.06 attempts per request over the run.',
        variant: 'brooker-shared',
        metric: amplification,
        atLeast: 1.02,
        atMost: 1.06,
      },
      {
        text: 'Brooker’s bucket per user lets most retries through: over 1.3 attempts per request.',
        variant: 'brooker-per-user',
        metric: amplification,
        atLeast: 1.3,
      },
      {
        text: 'A retry breaker per user adds almost no load: under 1.05 attempts per request, where per-user buckets gave over 1.6.',
        variant: 'retry-breaker-per-user',
        metric: amplification,
        atMost: 1.05,
      },
    ],
  },
};
