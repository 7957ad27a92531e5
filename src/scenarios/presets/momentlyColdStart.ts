// Seed 000 (Momently #7): Ollama agents cold-start at 30–60 s and hold the orchestrator's
// 200 Tomcat threads; per-agent breakers and bulkheads of 10 keep the lookup API alive.
import type { CallPolicyInput, ScenarioInput } from './inputTypes';
import type { PatchOp } from '../patch';
import type { Preset } from './types';

const OLLAMA_AGENTS = ['style', 'draft', 'review', 'meta'] as const;
const ALL_AGENTS = [...OLLAMA_AGENTS, 'voice_profile'] as const;
const COLD_FROM_MS = 90_000;
const COLD_UNTIL_MS = 390_000;

/** The seed's retryer: read timeout near 60 s, 3 attempts, 0.5 s then 1 s. */
const agentCall: CallPolicyInput = {
  timeoutMs: 60_000,
  retry: {
    enabled: true,
    maxAttempts: 3,
    backoff: { type: 'exponential', initialIntervalMs: 500, multiplier: 2, maxIntervalMs: 1_000 },
  },
};

/** ADR 006: window 20, min 10, failure 50 %, slow 70 % at 30 s, open 30 s, 5 trials. */
const perAgentBreaker = {
  enabled: true,
  type: 'slidingWindow',
  slidingWindowType: 'COUNT_BASED',
  slidingWindowSize: 20,
  minimumNumberOfCalls: 10,
  failureRateThreshold: 50,
  slowCallRateThreshold: 70,
  slowCallDurationThresholdMs: 30_000,
  waitDurationInOpenStateMs: 30_000,
  permittedNumberOfCallsInHalfOpenState: 5,
} as const;
/** 200 threads ÷ 10 agents = 20, halved: one mad agent costs at most 5 % of the threads. */
const perAgentBulkhead = { enabled: true, maxConcurrentCalls: 10, maxWaitDurationMs: 0 };

const agent = (name: string, p50Ms: number, p99Ms: number) => ({
  name,
  workers: 100,
  queueCapacity: 100,
  routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms, p99Ms } as const }],
});

const protect = (layerOrder?: string): PatchOp[] =>
  ALL_AGENTS.flatMap((name) => [
    { op: 'set', path: `services[orchestrator].policies[${name}].breaker`, value: perAgentBreaker },
    {
      op: 'set',
      path: `services[orchestrator].policies[${name}].bulkhead`,
      value: perAgentBulkhead,
    },
    ...(layerOrder
      ? [
          {
            op: 'set',
            path: `services[orchestrator].policies[${name}].layerOrder`,
            value: layerOrder,
          } as const,
        ]
      : []),
  ]);

const scenario: ScenarioInput = {
  version: 1,
  name: 'momently-cold-start',
  description: 'Seed 000: Ollama cold starts hold the orchestrator threads; per-agent isolation.',
  seed: 7,
  durationMs: 450_000,
  services: [
    {
      name: 'orchestrator',
      workers: 200,
      queueCapacity: 100,
      routes: [
        {
          name: 'generate',
          processing: { type: 'constant', ms: 20 },
          plan: [
            { calls: [{ service: 'voice_profile' }] },
            ...OLLAMA_AGENTS.map((service) => ({ calls: [{ service }] })),
          ],
        },
        { name: 'lookup', processing: { type: 'lognormal', p50Ms: 15, p99Ms: 60 } },
      ],
      policies: Object.fromEntries(ALL_AGENTS.map((name) => [name, agentCall])),
    },
    ...OLLAMA_AGENTS.map((name) => agent(name, 12_000, 20_000)),
    agent('voice_profile', 800, 3_000),
  ],
  clients: [
    {
      name: 'writer',
      service: 'orchestrator',
      route: 'generate',
      arrival: { type: 'poisson', rps: 0.4 },
      // People who see nothing for a minute press the button again.
      policy: { timeoutMs: 60_000, retry: { enabled: true, maxAttempts: 3 } },
    },
    {
      name: 'reader',
      service: 'orchestrator',
      route: 'lookup',
      arrival: { type: 'poisson', rps: 20 },
      policy: { timeoutMs: 2_000 },
    },
  ],
  faultTimeline: OLLAMA_AGENTS.flatMap((service) => [
    {
      id: `cold-${service}`,
      service,
      kind: 'latency' as const,
      atMs: COLD_FROM_MS,
      untilMs: COLD_UNTIL_MS,
      latency: { type: 'uniform', minMs: 30_000, maxMs: 60_000 } as const,
    },
    {
      id: `loading-${service}`,
      service,
      kind: 'errors' as const,
      atMs: COLD_FROM_MS,
      untilMs: COLD_UNTIL_MS,
      // While the model loads the agent answers 503 with retryable: true (seed 000's envelope).
      errorRates: { http5xx: 0.7 },
    },
  ]),
};

export const momentlyColdStart: Preset = {
  id: 'momently-cold-start',
  scenario,
  lesson: {
    title: 'One agent catches a cold, the whole orchestrator gets the flu',
    source: 'seed 000 (Momently #7, ADR 006)',
    story: [
      'Momently turns photos into blog drafts. An orchestrator with 200 Tomcat threads calls five agents in sequence: voice_profile, then style, draft, review and meta, which all run on Ollama. A normal LLM call takes 10–20 s.',
      'The same orchestrator also serves a plain lookup API (20 req/s) that never touches Ollama.',
      'From t = 90 s to t = 390 s Ollama is cold (it keeps swapping models): every call takes 30–60 s and 70 % of them end in a retryable 503 while the model loads. The orchestrator waits up to 60 s per attempt and retries 3 times; writers who see nothing for a minute press the button again.',
    ],
    stageFigures: ['workers', 'errors'],
    watch: [
      'orchestrator: busy workers climbing towards 200, then the accept queue filling.',
      'reader (the lookup API): availability, which has nothing to do with Ollama.',
      'Edges orchestrator → style/draft/review/meta: attempts and retries.',
    ],
    expect: [
      'Each cold workflow holds a thread for minutes; retries and impatient writers multiply them until all 200 threads are taken.',
      'Then the lookup API fails too, although it never calls Ollama: the cascade.',
    ],
    try: [
      {
        id: 'isolate',
        label: 'Per-agent breakers and bulkheads of 10 (ADR 006)',
        why: 'A bulkhead of 10 caps the threads one agent can hold; the breaker sees the slow calls (70 % over 30 s) and fails fast for 30 s.',
        patch: protect(),
        expect:
          'Busy workers stay far below 200 and the lookup API stays above 99 %. Writes fail fast with BULKHEAD_FULL or CIRCUIT_OPEN during the cold start instead of hanging.',
      },
      {
        id: 'isolate-retry-outside',
        label: 'Same protections, Resilience4j’s default order (retry outside the breaker)',
        why: 'With retry → breaker → bulkhead each attempt passes the breaker and takes its own slot, so the breaker counts every failed attempt.',
        patch: protect('retry-breaker-bulkhead'),
        expect:
          'The breakers open sooner (they see each 503), and a retry that meets an open breaker gives up. The lookup API is protected either way.',
      },
      {
        id: 'bulkhead-only',
        label: 'Only the bulkheads (the seed’s hindsight: the plain semaphore first)',
        why: 'What hurt was agents eating the threads, not the lack of a breaker.',
        patch: protect().filter((op) => !op.path.endsWith('.breaker')),
        expect: 'The lookup API already stays healthy: the semaphore alone protects the threads.',
      },
    ],
    claims: [
      {
        text: 'Without protections the lookup API falls below 90 %.',
        variant: 'baseline',
        metric: { report: 'clients[reader].availability' },
        atMost: 0.9,
      },
      {
        text: 'Without protections the orchestrator runs out of threads.',
        variant: 'baseline',
        metric: { frames: 'services[orchestrator].busyWorkers', agg: 'max' },
        atLeast: 200,
      },
      {
        text: 'With per-agent breakers and bulkheads the lookup API stays above 99 %.',
        variant: 'isolate',
        metric: { report: 'clients[reader].availability' },
        atLeast: 0.99,
      },
      {
        text: 'With bulkheads no more than 5 × 10 threads wait on agents.',
        variant: 'isolate',
        metric: { frames: 'services[orchestrator].busyWorkers', agg: 'max' },
        atMost: 60,
      },
      {
        text: 'The breaker on style opens during the cold start.',
        variant: 'isolate',
        metric: { firstTransitionS: { edge: 'orchestrator->style', to: 'OPEN' } },
        atMost: COLD_UNTIL_MS / 1000,
      },
      {
        text: 'Retry outside the breaker: it sees every failed attempt and opens sooner.',
        variant: 'isolate-retry-outside',
        metric: { firstTransitionS: { edge: 'orchestrator->style', to: 'OPEN' } },
        atMost: 250,
      },
      {
        text: 'In the default Resilience4j order the lookup API is protected too.',
        variant: 'isolate-retry-outside',
        metric: { report: 'clients[reader].availability' },
        atLeast: 0.99,
      },
      {
        text: 'Bulkheads alone keep the lookup API above 99 %.',
        variant: 'bulkhead-only',
        metric: { report: 'clients[reader].availability' },
        atLeast: 0.99,
      },
    ],
  },
};
