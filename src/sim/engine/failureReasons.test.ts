// The failure reasons `deadline` and `queueFull`: declared from the start but
// never produced, a deadline expiry was counted as `timeout` and a full accept queue as
// `http5xx`. Each is now named where it happens and counted in the report and the frames.
import { describe, expect, it } from 'vitest';
import { runScenario } from './simulation';
import { caller, constantClient, leaf, scenario } from './testing/scenarioBuilders';
import type { SecondFrame } from './types';

function run(input: Parameters<typeof scenario>[0]) {
  const frames: SecondFrame[] = [];
  const report = runScenario(scenario(input), { onSecond: (f) => frames.push(f) });
  const sum = (pick: (f: SecondFrame) => number | undefined) =>
    frames.reduce((total, f) => total + (pick(f) ?? 0), 0);
  return { report, sum };
}

// Arrivals stop a second before the end, so every request has its answer in the report.
const tenPerSecondFor = (durationMs: number) => ({
  type: 'constant' as const,
  rps: 10,
  schedule: [{ atMs: durationMs - 1_000, rps: 0 }],
});

describe('deadline', () => {
  it("a call whose overall deadline passes fails as 'deadline', not 'timeout'", () => {
    // Each attempt times out at 100 ms and is retried at once; the 250 ms deadline ends the
    // call during its third attempt. Two attempt timeouts per call, one deadline.
    const { report, sum } = run({
      durationMs: 5_000,
      services: [leaf('slow', 1_000)],
      clients: [
        {
          ...constantClient('slow', 10, {
            timeoutMs: 100,
            deadlineMs: 250,
            retry: { enabled: true, maxAttempts: 5, backoff: { type: 'none' } },
          }),
          arrival: tenPerSecondFor(5_000),
        },
      ],
    });
    const users = report.clients.users!;
    expect(users.offered).toBe(40);
    expect(users.failuresByReason).toEqual({ deadline: 40 });
    const edge = report.edges['users->slow']!;
    expect(edge.deadlines).toBe(40);
    expect(edge.timeouts).toBe(80);
    expect(edge.attempts).toBe(120);
    expect(sum((f) => f.edges['users->slow']?.deadlines)).toBe(40);
  });

  it("a per-attempt timeout without a deadline stays 'timeout'", () => {
    const { report } = run({
      durationMs: 5_000,
      services: [leaf('slow', 1_000)],
      clients: [
        { ...constantClient('slow', 10, { timeoutMs: 100 }), arrival: tenPerSecondFor(5_000) },
      ],
    });
    expect(report.clients.users!.failuresByReason).toEqual({ timeout: 40 });
    expect(report.edges['users->slow']!.deadlines).toBe(0);
  });

  it('a downstream deadline reaches the client as the 504 its caller answers', () => {
    const { report } = run({
      durationMs: 5_000,
      services: [caller('a', [{ service: 'b' }], { b: { deadlineMs: 50 } }), leaf('b', 1_000)],
      clients: [{ ...constantClient('a', 10), arrival: tenPerSecondFor(5_000) }],
    });
    expect(report.edges['a->b']!.deadlines).toBe(40);
    expect(report.clients.users!.failuresByReason).toEqual({ http5xx: 40 });
  });
});

describe('queueFull', () => {
  // One worker, 100 ms per request, 10 req/s arriving every 100 ms: a request arrives
  // as the previous one finishes. At 20 req/s every second request finds it busy.
  const oneWorker = (extra: Parameters<typeof leaf>[2]) =>
    run({
      durationMs: 5_000,
      services: [leaf('s', 150, { workers: 1, ...extra })],
      clients: [
        {
          ...constantClient('s', 20),
          arrival: { type: 'constant', rps: 20, schedule: [{ atMs: 4_000, rps: 0 }] },
        },
      ],
    });

  it("a full accept queue answers 503 at once and the caller reads 'queueFull'", () => {
    const { report, sum } = oneWorker({ queueCapacity: 0 });
    const rejected = report.services.s!.rejected;
    expect(rejected).toBeGreaterThan(30);
    expect(report.services.s!.queueFull).toBe(rejected);
    expect(report.clients.users!.failuresByReason).toEqual({ queueFull: rejected });
    expect(sum((f) => f.services.s?.queueFull)).toBe(rejected);
  });

  it("a request dropped after the queue timeout is a 503 read as 'http5xx', not 'queueFull'", () => {
    const { report } = oneWorker({ queueCapacity: 1_000, queueTimeoutMs: 100 });
    const rejected = report.services.s!.rejected;
    expect(rejected).toBeGreaterThan(10);
    expect(report.services.s!.queueFull).toBe(0);
    expect(report.clients.users!.failuresByReason).toEqual({ http5xx: rejected });
  });

  it("the retry layer reads a full queue as the 503 it is: retried, and named 'queueFull' at the end", () => {
    const retried = run({
      durationMs: 5_000,
      services: [leaf('s', 150, { workers: 1, queueCapacity: 0 })],
      clients: [
        {
          ...constantClient('s', 20, {
            retry: { enabled: true, maxAttempts: 2, backoff: { type: 'none' } },
          }),
          arrival: { type: 'constant', rps: 20, schedule: [{ atMs: 4_000, rps: 0 }] },
        },
      ],
    }).report;
    expect(retried.edges['users->s']!.retries).toBeGreaterThan(0);
    const failed = retried.clients.users!.failed;
    expect(failed).toBeGreaterThan(0);
    expect(retried.clients.users!.failuresByReason).toEqual({ queueFull: failed });
  });
});
