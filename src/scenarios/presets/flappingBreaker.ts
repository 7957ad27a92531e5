// Seed 003: a consecutive-failures breaker (3 failures, 30 s, 2 successes). Lower the
// cooldown to 10 s and close after a single success, and it flaps against a sick agent.
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const SICK_FROM_MS = 30_000;
const SICK_UNTIL_MS = 210_000;

const breaker = (waitDurationInOpenStateMs: number, successThreshold: number) => ({
  enabled: true,
  type: 'consecutiveFailures' as const,
  failureThreshold: 3,
  waitDurationInOpenStateMs,
  successThreshold,
  // Seed 003's HALF_OPEN lets calls through until the success threshold decides.
  permittedNumberOfCallsInHalfOpenState: successThreshold,
});

const scenario: ScenarioInput = {
  version: 1,
  name: 'flapping-breaker',
  description: 'Seed 003: a breaker that closes after one success flaps against a sick agent.',
  seed: 3,
  durationMs: 300_000,
  services: [
    {
      name: 'planner',
      workers: 100,
      queueCapacity: 100,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 5 },
          // Seed 003's checklist: an open breaker answers with the last good response.
          plan: [{ calls: [{ service: 'sub_agent', optional: true, fallback: 'cached' }] }],
        },
      ],
      policies: { sub_agent: { timeoutMs: 10_000, breaker: breaker(10_000, 1) } },
    },
    {
      name: 'sub_agent',
      workers: 100,
      queueCapacity: 100,
      routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 400, p99Ms: 1_500 } }],
    },
  ],
  clients: [{ name: 'users', service: 'planner', arrival: { type: 'poisson', rps: 5 } }],
  faultTimeline: [
    {
      id: 'sub-agent-sick',
      service: 'sub_agent',
      kind: 'errors',
      atMs: SICK_FROM_MS,
      untilMs: SICK_UNTIL_MS,
      // Half 5xx, some poison: 200 with JSON the planner cannot parse.
      errorRates: { http5xx: 0.4, poison: 0.2 },
    },
  ],
};

export const transitions = { report: 'transitions.length' } as const;
export const callsToSickAgent = {
  frames: 'edges[planner->sub_agent].attempts',
  agg: 'sum',
  fromS: SICK_FROM_MS / 1000,
  toS: SICK_UNTIL_MS / 1000,
} as const;

export const flappingBreaker: Preset = {
  id: 'flapping-breaker',
  scenario,
  lesson: {
    title: 'A breaker that flaps: closing after one success',
    source: 'seed 003 (multi-agent circuit breaker: 3 failures, 30 s, 2 successes)',
    story: [
      'A planner agent calls a sub-agent behind a consecutive-failures breaker: 3 failures in a row open it; after a cooldown one trial call decides.',
      'To recover faster someone set the cooldown to 10 s and closes the breaker after a single success.',
      'From t = 30 s to t = 210 s the sub-agent is sick: 60 % of its answers fail (5xx or unparseable JSON).',
    ],
    stageFigures: ['received', 'errors'],
    watch: [
      'The breaker planner → sub_agent: its state and its list of transitions.',
      'Calls that reach the sick agent while it is sick.',
    ],
    expect: [
      'A 40 % chance of success is enough to close it; three failures reopen it within a second. OPEN → HALF_OPEN → CLOSED → OPEN, over and over: the breaker flaps, and each CLOSED spell sends a burst to the sick agent.',
    ],
    try: [
      {
        id: 'recommended',
        label: 'Seed 003’s production setting: 30 s cooldown, 2 successes to close',
        why: 'Two successes in a row are far less likely from a sick agent (0.4² = 16 %), and a longer cooldown gives it time.',
        patch: [
          {
            op: 'set',
            path: 'services[planner].policies[sub_agent].breaker',
            value: breaker(30_000, 2),
          },
        ],
        expect:
          'Far fewer transitions, and far fewer calls reach the sick agent. When it is healthy again the breaker closes within a cooldown.',
      },
    ],
    claims: [
      {
        text: 'With one success to close and 10 s, the breaker flaps (dozens of transitions).',
        variant: 'baseline',
        metric: transitions,
        atLeast: 28,
      },
      {
        text: 'With 2 successes and 30 s it changes state far less often.',
        variant: 'recommended',
        metric: transitions,
        atMost: 20,
      },
      {
        text: 'With 2 successes and 30 s few calls reach the sick agent.',
        variant: 'recommended',
        metric: callsToSickAgent,
        atMost: 45,
      },
      {
        text: 'The flapping breaker lets more calls through to the sick agent.',
        variant: 'baseline',
        metric: callsToSickAgent,
        atLeast: 60,
      },
      {
        text: 'The recommended setting closes again once the agent is healthy.',
        variant: 'recommended',
        metric: { frames: 'edges[planner->sub_agent].attempts', agg: 'sum', fromS: 250 },
        atLeast: 50,
      },
    ],
  },
};
