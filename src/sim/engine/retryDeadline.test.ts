// The deadline is the retry machine's decision: a chain whose next attempt would start at
// or past its call's deadline gives up at the failure (deadlineWouldPass), and the call
// ends as at its deadline then, instead of waiting out a backoff the call's timer cuts short.
import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import { leaf, scenario } from './testing/scenarioBuilders';

function run(backoffMs: number) {
  const input = scenario({
    durationMs: 5_000,
    services: [leaf('leaf', 10, { faults: { errorRates: { http5xx: 1 } } })],
    clients: [
      {
        name: 'users',
        service: 'leaf',
        arrival: { type: 'constant', rps: 10, schedule: [{ atMs: 3_000, rps: 0 }] },
        policy: {
          deadlineMs: 200,
          retry: {
            enabled: true,
            maxAttempts: 5,
            backoff: { type: 'constant', initialIntervalMs: backoffMs },
          },
        },
      },
    ],
  });
  const sim = createSimulation(input);
  sim.runToEnd();
  const edge = Object.values(sim.report().edges)[0]!;
  sim.dispose();
  return edge;
}

describe('a retry chain and its call deadline', () => {
  it('gives up at the failure when the backoff would pass the deadline', () => {
    const edge = run(500);
    expect(edge.calls).toBe(30);
    // One attempt each, no wait: the calls end when attempt 1 fails (10 ms), not at 200 ms.
    expect(edge.attempts).toBe(30);
    expect(edge.deadlines).toBe(30);
    expect(edge.callMs.p999).toBe(10);
  });

  it('retries while the next attempt starts before the deadline', () => {
    const edge = run(50);
    // Attempts at 0, 60, 120 and 180 ms, each failing 10 ms later; the fifth would start at
    // 240 ms, past the 200 ms deadline, so the chain gives up at 190 ms.
    expect(edge.attempts).toBe(30 * 4);
    expect(edge.deadlines).toBe(30);
    expect(edge.callMs.p999).toBe(190);
  });
});
