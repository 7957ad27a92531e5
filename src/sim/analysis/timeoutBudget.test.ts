// The timeout budget's arithmetic against seed 002's numbers, and against a brute force
// that walks every sequence of attempt outcomes through the engine's own retry rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChainPolicy } from '../engine/chainPolicy';
import { scenarioArb } from '../engine/testing/scenarioArb';
import { scenario as build } from '../engine/testing/scenarioBuilders';
import { decideRetry } from '../machines/retry/retryPolicy';
import type { Outcome } from '../machines/retry/outcome';
import { presetScenario } from '../../scenarios/presets';
import { callPolicySchema, type Scenario } from '../scenario';
import { distributionMaxMs, explainCall, routeBudget } from './timeoutBudget';
import { largestFittingTimeout, timeoutVerdict } from './timeoutVerdict';

/** Seed 002: an API whose comment route calls the LLM once and whose card route twice in sequence. */
const seed002 = (timeoutMs = 15_000) =>
  build({
    durationMs: 1_000,
    services: [
      {
        name: 'api',
        workers: 200,
        routes: [
          {
            name: 'comment',
            processing: { type: 'constant', ms: 0 },
            plan: [{ calls: [{ service: 'llm' }] }],
          },
          {
            name: 'card',
            processing: { type: 'constant', ms: 0 },
            plan: [{ calls: [{ service: 'llm' }] }, { calls: [{ service: 'llm' }] }],
          },
        ],
        // Seed 002's table: CALL waits 0.5 s then 1 s, a 429 a fixed 2 s.
        policies: { llm: { timeoutMs, retry: { enabled: true, maxAttempts: 3 } } },
      },
      {
        name: 'llm',
        workers: 100,
        queueCapacity: 0,
        routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 900, p99Ms: 2_062 } }],
      },
    ],
    clients: ['comment', 'card'].map((route) => ({
      name: route,
      service: 'api',
      route,
      arrival: { rps: 1 },
      policy: { timeoutMs: 120_000 },
    })),
  });

describe("seed 002's verdicts from the settings alone", () => {
  it('one LLM call: 3 × 15 s + 2 × 2 s = 49 s', () => {
    const v = timeoutVerdict(seed002(), 'comment');
    expect(v.worstMs).toBe(49_000);
    const call = v.route.stages[0]![0]!;
    expect(call).toMatchObject({
      attempts: 3,
      attemptMs: 15_000,
      attemptLimitedBy: 'timeout',
      waitsMs: [2_000, 2_000],
    });
    expect(v.fits).toBe(true);
    expect(v.spareMs).toBe(71_000);
    expect(explainCall(call)).toBe('3 × 15 s + 2 s + 2 s = 49 s');
  });

  it('the card path, two calls in sequence: 98 s, inside the 120 s proxy timeout', () => {
    const v = timeoutVerdict(seed002(), 'card');
    expect(v.worstMs).toBe(98_000);
    expect(v.words).toBe("api/card: worst case 98 s fits card's 120 s timeout with 22 s to spare");
  });

  it('counting the exponential backoff alone would give the wrong 93 s: the 429 wait is what counts', () => {
    const s = seed002();
    const noRateLimitWait = {
      ...s,
      services: s.services.map((x) =>
        x.name !== 'api'
          ? x
          : {
              ...x,
              policies: {
                llm: callPolicySchema.parse({
                  timeoutMs: 15_000,
                  retry: { enabled: true, maxAttempts: 3, rateLimitedWaitMs: 0 },
                }),
              },
            },
      ),
    };
    expect(timeoutVerdict(noRateLimitWait, 'card').worstMs).toBe(93_000);
  });

  it('the largest per-attempt timeout that fits the card path: (120 − 8) ÷ 6 s, shown as 18.6 s', () => {
    const fit = largestFittingTimeout(seed002(), 'card', 'api->llm');
    expect(fit.largestMs).toBe(Math.floor(112_000 / 6));
    expect(fit.largestRoundedMs).toBe(18_600);
    expect(timeoutVerdict(seed002(18_600), 'card').worstMs).toBe(119_600);
    expect(timeoutVerdict(seed002(18_700), 'card').fits).toBe(false);
    // A comment alone could afford (120 − 4) ÷ 3 s.
    expect(largestFittingTimeout(seed002(), 'comment', 'api->llm').largestMs).toBe(
      Math.floor(116_000 / 3),
    );
  });

  it("the timeout-budget lesson's preset gives the same verdicts (its 5 ms of processing included)", () => {
    const preset = presetScenario('timeout-budget');
    expect(timeoutVerdict(preset, 'comments').worstMs).toBe(49_005);
    expect(timeoutVerdict(preset, 'cards').worstMs).toBe(98_005);
    expect(largestFittingTimeout(preset, 'cards', 'api->gemini').largestRoundedMs).toBe(18_600);
  });

  it('a hop without a timeout over an unbounded callee is unbounded, and says so', () => {
    const s = seed002();
    const untimed = {
      ...s,
      services: s.services.map((x) => (x.name === 'api' ? { ...x, policies: {} } : x)),
    };
    const v = timeoutVerdict(untimed, 'card');
    expect(v.worstMs).toBe(Infinity);
    expect(v.fits).toBe(false);
    expect(v.words).toContain('unbounded');
  });
});

// ---- brute force ---------------------------------------------------------------------

/** Near the top of every jitter draw: the supremum the arithmetic claims. */
const TOP = { next: () => 1 - 2 ** -40 };
const ANSWERS: Outcome[] = [
  { kind: 'success' },
  { kind: 'http', status: 500 },
  { kind: 'http', status: 429 },
  { kind: 'http', status: 404 },
  { kind: 'poison' },
];

/** Every total a route can take: processing, then each stage the max of one pick per call. */
function routeTotals(s: Scenario, service: string, route: string): number[] {
  const svc = s.services.find((x) => x.name === service)!;
  const r = svc.routes.find((x) => x.name === route)!;
  let totals = [distributionMaxMs(r.processing)];
  for (const stage of r.plan) {
    let stageTotals = [0];
    for (const call of stage.calls) {
      const callTotals = callTotalsOf(s, svc, call.service, call.route);
      stageTotals = [...new Set(stageTotals.flatMap((a) => callTotals.map((b) => Math.max(a, b))))];
    }
    totals = [...new Set(totals.flatMap((a) => stageTotals.map((b) => a + b)))];
  }
  return totals;
}

/** Every total of one logical call: a walk over each attempt's outcome and length, decided by the engine's retry rules. */
function callTotalsOf(
  s: Scenario,
  caller: Scenario['services'][number],
  callee: string,
  route: string,
): number[] {
  const policy = caller.policies[callee] ?? callPolicySchema.parse({});
  const calleeSvc = s.services.find((x) => x.name === callee)!;
  const queueMs = calleeSvc.queueCapacity === 0 ? 0 : (calleeSvc.queueTimeoutMs ?? Infinity);
  const poolMs = caller.connectionPool?.maxWaitDurationMs ?? 0;
  const untimed = Math.max(...routeTotals(s, callee, route)) + queueMs + poolMs;
  const timeout = policy.timeoutMs ?? Infinity;
  // An answer comes at most by the timeout; a timeout happens only if the callee can be slower.
  const ends: [number, Outcome][] = ANSWERS.map(
    (o) => [Math.min(untimed, timeout), o] as [number, Outcome],
  );
  ends.push(...ANSWERS.map((o) => [0, o] as [number, Outcome]));
  if (untimed > timeout) ends.push([timeout, { kind: 'timeout' }]);
  const chain = policy.retry.enabled
    ? toChainPolicy(policy.retry)
    : toChainPolicy({ ...policy.retry, maxAttempts: 1 });
  const bh = policy.bulkhead;
  const perAttemptBh =
    bh.enabled && policy.layerOrder.indexOf('bulkhead') > policy.layerOrder.indexOf('retry');
  const onceBh = bh.enabled && !perAttemptBh ? bh.maxWaitDurationMs : 0;
  const totals = new Set<number>();
  const walk = (attempt: number, elapsed: number, prevDelay: number) => {
    for (const [ms, outcome] of ends) {
      const t = elapsed + ms + (perAttemptBh ? bh.maxWaitDurationMs : 0);
      const d = decideRetry(chain, attempt, outcome, TOP, prevDelay);
      if (d.retry) walk(attempt + 1, t + d.delayMs, d.delayMs);
      else totals.add(Math.min(policy.deadlineMs ?? Infinity, t + onceBh));
    }
  };
  walk(1, 0, 0);
  return [...totals];
}

describe('the arithmetic equals a brute force over every outcome sequence', () => {
  it('on small random call trees (retries, jitter, deadlines, bulkheads, pools, parallel stages)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ scenario }) => {
        for (const client of scenario.clients) {
          const brute = Math.max(...routeTotals(scenario, client.service, client.route));
          const fast = routeBudget(scenario, client.service, client.route).worstMs;
          if (brute === Infinity) expect(fast).toBe(Infinity);
          else expect(Math.abs(fast - brute)).toBeLessThanOrEqual(1e-6 * Math.max(1, brute));
        }
      }),
      { numRuns: 150 },
    );
  });
});
