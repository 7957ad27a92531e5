// A 429's Retry-After chooses the wait (Resilience4j's intervalBiFunction): readable, the
// caller waits what the server said; unreadable, seed 002's fixed rateLimitedWaitMs.
import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import { recordFailureTimes } from './testing/measure';
import { scenario } from './testing/scenarioBuilders';

/** One call at 1 s; the LLM answers in 1 s and every answer is a 429; three attempts. */
function rateLimitedRun(fault: { retryAfterMs?: number; standing?: boolean }) {
  const errors = { errorRates: { http429: 1 }, retryAfterMs: fault.retryAfterMs };
  const input = scenario({
    seed: 2,
    durationMs: 120_000,
    services: [
      {
        name: 'orchestrator',
        workers: 10,
        routes: [
          {
            name: 'default',
            processing: { type: 'constant', ms: 0 },
            plan: [{ calls: [{ service: 'llm' }] }],
          },
        ],
        policies: {
          llm: {
            timeoutMs: 30_000,
            retry: { enabled: true, maxAttempts: 3, rateLimitedWaitMs: 2_000, jitter: 'full' },
          },
        },
      },
      {
        name: 'llm',
        workers: 10,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 1_000 } }],
        ...(fault.standing ? { faults: errors } : {}),
      },
    ],
    clients: [
      {
        name: 'reader',
        service: 'orchestrator',
        arrival: { type: 'constant', rps: 1, schedule: [{ atMs: 1500, rps: 0 }] },
      },
    ],
    faultTimeline: fault.standing
      ? []
      : [{ service: 'llm', kind: 'errors' as const, atMs: 0, ...errors }],
  });
  const sim = createSimulation(input);
  const failedAt = recordFailureTimes(sim, 'reader');
  sim.runToEnd();
  return { report: sim.report(), failedAt };
}

describe("a 429's Retry-After", () => {
  it('readable on a timeline fault: each retry waits exactly what the server said, no jitter', () => {
    const { report, failedAt } = rateLimitedRun({ retryAfterMs: 7_000 });
    // 1 s start, three 1 s attempts and two 7 s waits.
    expect(failedAt).toEqual([1_000 + 3 * 1_000 + 2 * 7_000]);
    expect(report.edges['orchestrator->llm']!.attempts).toBe(3);
  });

  it("readable on a service's standing faults too", () => {
    const { failedAt } = rateLimitedRun({ retryAfterMs: 4_000, standing: true });
    expect(failedAt).toEqual([1_000 + 3 * 1_000 + 2 * 4_000]);
  });

  it("unreadable: seed 002's rateLimitedWaitMs (2 s, here with full jitter: less)", () => {
    const { failedAt } = rateLimitedRun({});
    expect(failedAt).toHaveLength(1);
    expect(failedAt[0]).toBeGreaterThan(1_000 + 3 * 1_000);
    expect(failedAt[0]).toBeLessThan(1_000 + 3 * 1_000 + 2 * 2_000);
  });
});
