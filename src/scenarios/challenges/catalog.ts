// The challenges, from the seeds' incidents, in the order a workshop would take them. Each
// goal reuses the metric its lesson declares (one declaration per fact); each one is run by
// challenges.test.ts: the starting scenario fails it and the intended solution passes.
import { availability } from '../presets/availabilityChain';
import { callsToSickAgent, transitions } from '../presets/flappingBreaker';
import { afterSpike, RECOVERY_S } from '../presets/metastable';
import {
  detailAvailabilityDuring,
  isolateRecommend,
  loginAvailabilityDuring,
} from '../presets/poolDomino';
import { stockPerRequest } from '../presets/retryStorm';
import type { Challenge } from './types';

/**
 * The incident itself: the run's length, the faults, and what the users send. A "fix" that
 * removes the fault or the traffic is no fix. `*` stands for any one name or index.
 */
const INCIDENT = ['durationMs', 'faultTimeline', 'clients.*.arrival', 'services.*.faults'];

export const CHALLENGES: readonly Challenge[] = [
  {
    id: 'chain-99-8',
    title: 'Five nines of nines: 99.8 % through a chain of five',
    presetId: 'availability-chain',
    brief: [
      'Five services in a chain, each failing 0.1 % of its requests on its own: users see 0.999⁵ ≈ 99.5 %.',
      'Get users to at least 99.8 % without touching the services’ own error rates.',
    ],
    goals: [{ text: 'Users’ availability', metric: availability, atLeast: 0.998 }],
    maxChanges: 3,
    fixed: INCIDENT,
    hint: 'These failures are independent and brief. What does a second attempt at the top cost?',
    solution: [
      {
        op: 'set',
        path: 'services[gateway].policies[bff].retry',
        value: { enabled: true, maxAttempts: 2, backoff: { type: 'none' } },
      },
    ],
    source: 'seed 004 (availability multiplies along a synchronous chain)',
  },
  {
    id: 'calm-the-storm',
    title: 'Calm the retry storm',
    presetId: 'retry-storm',
    brief: [
      'Every layer of gateway → bff → orders → stock tries each call 3 times. Stock goes down at t = 30 s and receives 27 calls per user request.',
      'Keep stock’s load during the outage at 3 calls per request or less, with at most 2 changes.',
    ],
    goals: [{ text: 'Calls to stock per user request', metric: stockPerRequest, atMost: 3.2 }],
    maxChanges: 2,
    fixed: INCIDENT,
    hint: 'Seed 004’s rule: retry at one place in the chain only.',
    solution: [
      { op: 'set', path: 'services[bff].policies[orders].retry.enabled', value: false },
      { op: 'set', path: 'services[orders].policies[stock].retry.enabled', value: false },
    ],
    source: 'seed 004 (retries multiply: 3 × 3 × 3 = 27)',
  },
  {
    id: 'save-login',
    title: 'Recommend is slow: keep login and product pages up',
    presetId: 'pool-domino',
    brief: [
      'Recommend slows from 50 ms to 2 s between t = 60 s and t = 120 s, and drains the BFF’s shared pool of 20 connections: logins fail, though they never call recommend.',
      'Keep both product pages and logins at 99 % or more while recommend is slow, with at most 6 changes.',
    ],
    goals: [
      { text: 'Logins while recommend is slow', metric: loginAvailabilityDuring, atLeast: 0.99 },
      {
        text: 'Product pages while recommend is slow',
        metric: detailAvailabilityDuring,
        atLeast: 0.99,
      },
    ],
    maxChanges: 6,
    fixed: INCIDENT,
    hint: 'What the page can live without must not hold the connections of what it needs: bound recommend’s share and its time, and let the page render without it.',
    solution: isolateRecommend,
    source: 'seed 004 (Little’s law, a shared pool, bulkhead + timeout + fallback)',
  },
  {
    id: 'end-the-metastable',
    title: 'The overload that outlives its cause',
    presetId: 'metastable',
    brief: [
      'A 15 s burst at t = 60 s pushes the API past its capacity; retries keep it there long after the burst has ended.',
      `Have the API serve at least 95 % of requests from t = ${RECOVERY_S} s on (a minute after the burst), with a single change.`,
    ],
    goals: [
      {
        text: `Requests served from t = ${RECOVERY_S} s`,
        metric: afterSpike(RECOVERY_S),
        atLeast: 0.95,
      },
    ],
    maxChanges: 1,
    fixed: INCIDENT,
    hint: 'A request that has waited in the queue longer than its caller will wait is wasted work.',
    solution: [{ op: 'set', path: 'services[api].queueTimeoutMs', value: 1_000 }],
    source: 'seed 004 (metastable failure; retry budget or queue timeout)',
  },
  {
    id: 'stop-the-flapping',
    title: 'Stop the breaker flapping',
    presetId: 'flapping-breaker',
    brief: [
      'The planner’s breaker on sub_agent opens after 3 failures, waits 10 s, and closes after a single success. The agent fails 60 % of its calls from t = 30 s to t = 210 s.',
      'Make the breaker change state at most 20 times and let at most 45 calls reach the sick agent, with at most 3 changes.',
    ],
    goals: [
      { text: 'Breaker state changes', metric: transitions, atMost: 20 },
      { text: 'Calls that reached the sick agent', metric: callsToSickAgent, atMost: 45 },
    ],
    maxChanges: 3,
    fixed: INCIDENT,
    hint: 'How likely are two successes in a row from an agent that succeeds 40 % of the time? And how long does it need to get better?',
    solution: [
      {
        op: 'set',
        path: 'services[planner].policies[sub_agent].breaker.waitDurationInOpenStateMs',
        value: 30_000,
      },
      {
        op: 'set',
        path: 'services[planner].policies[sub_agent].breaker.successThreshold',
        value: 2,
      },
      {
        op: 'set',
        path: 'services[planner].policies[sub_agent].breaker.permittedNumberOfCallsInHalfOpenState',
        value: 2,
      },
    ],
    source: 'seed 003 (consecutive-failures breaker: 3 failures, 30 s, 2 successes)',
  },
];

const CHALLENGES_BY_ID: ReadonlyMap<string, Challenge> = new Map(CHALLENGES.map((c) => [c.id, c]));

export const getChallenge = (id: string): Challenge | undefined => CHALLENGES_BY_ID.get(id);
