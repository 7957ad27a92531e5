// Seed 002's worst cases (model.md §5): three attempts at 15 s with two 2 s waits for 429
// add up to 49 s; the card path of two sequential LLM calls to 98 s; against a 120 s proxy
// budget the largest per-attempt timeout is 18.6 s.
import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import { recordFailureTimes } from './testing/measure';
import { scenario } from './testing/scenarioBuilders';
import type { SecondFrame } from './types';

describe("seed 002's worst cases", () => {
  // One card request at t = 1 s into an orchestrator whose route calls the LLM: three
  // attempts (seed 002's table: 429 waits a fixed 2 s, a timeout 0.5 s then 1 s). The LLM
  // answers in exactly `llmMs`; the fault timeline decides which answers are 429s, so the
  // worst case is built exactly rather than waited for by chance.
  const llmRun = (opts: {
    calls: 1 | 2;
    llmMs: number;
    timeoutMs: number;
    rateLimited: [number, number][];
    clientTimeoutMs?: number;
  }) => {
    const frames: SecondFrame[] = [];
    const input = scenario({
      seed: 2,
      durationMs: 150_000,
      services: [
        {
          name: 'orchestrator',
          workers: 10,
          routes: [
            {
              name: 'default',
              processing: { type: 'constant', ms: 0 },
              plan: Array.from({ length: opts.calls }, () => ({ calls: [{ service: 'llm' }] })),
            },
          ],
          policies: {
            llm: { timeoutMs: opts.timeoutMs, retry: { enabled: true, maxAttempts: 3 } },
          },
        },
        {
          name: 'llm',
          workers: 10,
          routes: [{ name: 'default', processing: { type: 'constant', ms: opts.llmMs } }],
        },
      ],
      // One request: constant 1 req/s from t = 0 puts it at 1 s; the rate drops to 0 at 1.5 s.
      clients: [
        {
          name: 'reader',
          service: 'orchestrator',
          arrival: { type: 'constant', rps: 1, schedule: [{ atMs: 1500, rps: 0 }] },
          policy: opts.clientTimeoutMs ? { timeoutMs: opts.clientTimeoutMs } : {},
        },
      ],
      faultTimeline: opts.rateLimited.map(([atMs, untilMs]) => ({
        service: 'llm',
        kind: 'errors' as const,
        atMs,
        untilMs,
        errorRates: { http429: 1 },
      })),
    });
    const sim = createSimulation(input, { onSecond: (f) => frames.push(f) });
    const failedAt = recordFailureTimes(sim, 'reader');
    sim.runToEnd();
    return { report: sim.report(), failedAt };
  };

  it('one call, 429 on every attempt: 15 s × 3 + 2 s × 2 = 49 s before the user sees the failure', () => {
    // The LLM answers its 429 at 15 s, just inside a 15.001 s timeout: each attempt costs
    // the full 15 s and each wait is the fixed 2 s of a 429.
    const { report, failedAt } = llmRun({
      calls: 1,
      llmMs: 15_000,
      timeoutMs: 15_001,
      rateLimited: [[0, 150_000]],
    });
    expect(report.clients.reader!.offered).toBe(1);
    expect(failedAt).toEqual([1_000 + 49_000]);
    // The latency percentiles count the time to a failure too: the user felt those 49 s.
    expect(report.clients.reader!.latencyMs.p99).toBe(49_000);
    expect(report.edges['orchestrator->llm']!.attempts).toBe(3);
  });

  it('one call that succeeds at its third attempt takes the same 49 s (the latency p99 shows it)', () => {
    // Answers at 16 s and 33 s fall in the 429 window, the third at 50 s does not.
    const { report } = llmRun({
      calls: 1,
      llmMs: 15_000,
      timeoutMs: 15_001,
      rateLimited: [[0, 40_000]],
    });
    expect(report.clients.reader!.succeeded).toBe(1);
    expect(report.clients.reader!.latencyMs.p99).toBe(49_000);
  });

  it('the card path (two LLM calls in sequence), each at its worst: 98 s', () => {
    // First call: 429 at 16 s and 33 s, success at 50 s; second: 429 at 65 s and 82 s,
    // success at 99 s. 2 × 49 s = 98 s.
    const { report } = llmRun({
      calls: 2,
      llmMs: 15_000,
      timeoutMs: 15_001,
      rateLimited: [
        [0, 40_000],
        [60_000, 90_000],
      ],
    });
    expect(report.clients.reader!.succeeded).toBe(1);
    expect(report.clients.reader!.latencyMs.p99).toBe(98_000);
    expect(report.edges['orchestrator->llm']!.attempts).toBe(6);
    expect(report.edges['orchestrator->llm']!.retries).toBe(4);
  });

  it("counting only the exponential backoff (timeouts: 0.5 s + 1 s) gives the issue's wrong 93 s", () => {
    // The LLM hangs: every attempt times out at 15 s and waits 0.5 s then 1 s: 46.5 s per
    // call, and the card fails at the first call's end (Promise.all), 46.5 s after it came.
    const { report, failedAt } = llmRun({
      calls: 2,
      llmMs: 60_000,
      timeoutMs: 15_000,
      rateLimited: [],
    });
    expect(failedAt).toEqual([1_000 + 46_500]);
    expect(report.clients.reader!.failuresByReason).toEqual({ http5xx: 1 });
  });

  it('against a 120 s proxy budget, 18.6 s per attempt is the largest that fits: 6 × 18.6 + 4 × 2 = 119.6 s', () => {
    // The same worst card (429s on the first two attempts of each call) with the client's
    // own 120 s timeout standing in for nginx's proxy_read_timeout.
    const worst = (llmMs: number) =>
      llmRun({
        calls: 2,
        llmMs,
        timeoutMs: llmMs + 1,
        clientTimeoutMs: 120_000,
        rateLimited: [
          [0, 1_000 + 2 * llmMs + 2_000 + 1],
          [1_000 + 3 * llmMs + 4_000 + 1, 1_000 + 5 * llmMs + 6_000 + 1],
        ],
      });
    const fits = worst(18_600);
    expect(fits.report.clients.reader!.succeeded).toBe(1);
    expect(fits.report.clients.reader!.latencyMs.p99).toBe(119_600);
    const tooLong = worst(18_700);
    expect(tooLong.report.clients.reader!.failuresByReason).toEqual({ timeout: 1 });
    expect(tooLong.failedAt).toEqual([1_000 + 120_000]);
  });
});
