import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario';
import { createSimulation } from './index';
import { ProtectionDigest, type ProtectionRecord } from './protectionDigest';
import type { SecondFrame } from './types';

describe('ProtectionDigest', () => {
  it('counts per-call events per edge and kind, and keeps rare ones with their own time', () => {
    const digest = new ProtectionDigest();
    digest.breakerEvent({ type: 'NOT_PERMITTED', name: 'a->b', tMs: 100 });
    digest.breakerEvent({ type: 'NOT_PERMITTED', name: 'a->b', tMs: 400 });
    digest.breakerEvent({ type: 'NOT_PERMITTED', name: 'c->b', tMs: 500 });
    digest.breakerEvent({
      type: 'FAILURE_RATE_EXCEEDED',
      name: 'a->b',
      tMs: 300,
      ratePercent: 62.49,
    });
    digest.breakerEvent({
      type: 'STATE_TRANSITION',
      name: 'a->b',
      tMs: 300,
      transition: { from: 'CLOSED', to: 'OPEN', reason: 'x', tMs: 300 } as never,
    });
    digest.retryEvent('a->b', {
      type: 'ERROR',
      reason: 'budgetExhausted',
      tMs: 700,
      attempts: 2,
    } as never);
    digest.retryEvent('a->b', {
      type: 'ERROR',
      reason: 'attemptsExhausted',
      tMs: 800,
      attempts: 3,
    } as never);
    digest.retryEvent('a->b', {
      type: 'ERROR',
      reason: 'budgetExhausted',
      tMs: 900,
      attempts: 2,
    } as never);
    const records = digest.flush(1000);
    const pick = (r: ProtectionRecord) => [
      r.source,
      r.edge,
      r.type,
      r.count,
      r.tMs,
      r.spanMs,
      r.detail,
    ];
    expect(records.map(pick)).toEqual([
      // Counts sit at the start of the period they cover; singles at their own time.
      ['breaker', 'a->b', 'NOT_PERMITTED', 2, 0, 1000, ''],
      ['breaker', 'c->b', 'NOT_PERMITTED', 1, 0, 1000, ''],
      ['retry', 'a->b', 'ERROR', 2, 0, 1000, 'budgetExhausted'],
      ['retry', 'a->b', 'ERROR', 1, 0, 1000, 'attemptsExhausted'],
      ['breaker', 'a->b', 'FAILURE_RATE_EXCEEDED', 1, 300, 0, 'rate 62.5 %'],
    ]);
    digest.breakerEvent({ type: 'RESET', name: 'a->b', tMs: 1500 });
    digest.breakerEvent({ type: 'ERROR', name: 'a->b', tMs: 1600, durationMs: 3 });
    expect(digest.flush(2000).map(pick)).toEqual([
      ['breaker', 'a->b', 'ERROR', 1, 1000, 1000, ''],
      ['breaker', 'a->b', 'RESET', 1, 1500, 0, ''],
    ]);
    expect(digest.flush(3000)).toEqual([]);
  });

  /** api -> db behind a rate breaker and retries; db fails 90 % of its calls from 20 s to 60 s. */
  const scenario = (() => {
    const parsed = parseScenario({
      version: 1,
      name: 'digest',
      seed: 3,
      durationMs: 90_000,
      services: [
        {
          name: 'api',
          workers: 50,
          queueCapacity: 50,
          routes: [
            {
              name: 'default',
              processing: { type: 'constant', ms: 1 },
              plan: [{ calls: [{ service: 'db' }] }],
            },
          ],
          policies: {
            db: {
              timeoutMs: 1_000,
              retry: { enabled: true, maxAttempts: 3 },
              breaker: {
                enabled: true,
                type: 'slidingWindow',
                slidingWindowType: 'COUNT_BASED',
                slidingWindowSize: 20,
                minimumNumberOfCalls: 10,
                failureRateThreshold: 40,
                waitDurationInOpenStateMs: 5_000,
                permittedNumberOfCallsInHalfOpenState: 3,
              },
            },
          },
        },
        {
          name: 'db',
          workers: 50,
          queueCapacity: 50,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 10 } }],
        },
      ],
      clients: [{ name: 'users', service: 'api', arrival: { type: 'poisson', rps: 20 } }],
      faultTimeline: [
        {
          id: 'sick',
          service: 'db',
          kind: 'errors',
          atMs: 20_000,
          untilMs: 60_000,
          errorRates: { http5xx: 0.9 },
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return parsed.scenario;
  })();

  /**
   * `eachEvent`: every per-call event is published to the digest, as to any listener.
   * `forcedOpenAtMs`: the breaker is forced open then (a state that publishes no per-call event).
   */
  function run(eachEvent = false, forcedOpenAtMs?: number) {
    const digest = new ProtectionDigest();
    const seconds: { frame: SecondFrame; records: ProtectionRecord[] }[] = [];
    const sim = createSimulation(scenario, {
      ...(eachEvent
        ? { onBreakerEvent: digest.breakerEvent, onRetryEvent: digest.retryEvent }
        : digest.engineHooks),
      onSecond: (frame) => seconds.push({ frame, records: digest.flush(frame.tMs) }),
    });
    if (forcedOpenAtMs !== undefined) {
      sim.advanceTo(forcedOpenAtMs);
      sim.forceBreaker('api->db', 'FORCED_OPEN');
    }
    sim.runToEnd();
    const { transitions } = sim.report();
    sim.dispose();
    return { seconds, transitions, records: seconds.flatMap((s) => s.records) };
  }

  it("agrees, second by second, with the engine's own counters", () => {
    const { seconds } = run();
    const sum = (records: ProtectionRecord[], edge: string, source: string, type: string) =>
      records
        .filter((r) => r.edge === edge && r.source === source && r.type === type)
        .reduce((n, r) => n + r.count, 0);
    let notPermitted = 0;
    let retries = 0;
    // RETRY is published when a retry is scheduled and counted when it starts, maybe a
    // second later: they agree over the run (every wait ends before the run does).
    let retryEvents = 0;
    for (const { frame, records } of seconds) {
      for (const [edge, second] of Object.entries(frame.edges)) {
        expect(sum(records, edge, 'breaker', 'NOT_PERMITTED')).toBe(second.rejectedByBreaker);
        notPermitted += second.rejectedByBreaker;
        retries += second.retries;
        retryEvents += sum(records, edge, 'retry', 'RETRY');
      }
      for (const r of records) expect(r.tMs).toBeGreaterThanOrEqual(frame.tMs - 1000);
    }
    // The run must exercise what is checked.
    expect(notPermitted).toBeGreaterThan(0);
    expect(retries).toBeGreaterThan(0);
    expect(retryEvents).toBe(retries);
  });

  it('keeps the same records when the breakers count their per-call events into it', () => {
    const key = (r: ProtectionRecord) =>
      JSON.stringify([r.tMs, r.source, r.edge, r.type, r.detail]);
    const canonical = (records: ProtectionRecord[]) =>
      [...records].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const counted = run(false, 75_000).records;
    // The run must have per-call events of more than one kind to count.
    const kinds = new Set(counted.filter((r) => r.spanMs > 0).map((r) => r.type));
    expect([...kinds]).toEqual(expect.arrayContaining(['SUCCESS', 'ERROR', 'NOT_PERMITTED']));
    expect(canonical(counted)).toEqual(canonical(run(true, 75_000).records));
  });

  it('keeps a rate-exceeded event at the moment of each opening on the rate', () => {
    const { transitions, records } = run();
    const opens = transitions.filter((t) => t.from === 'CLOSED' && t.to === 'OPEN');
    expect(opens.length).toBeGreaterThan(0);
    for (const open of opens) {
      const exceeded = records.filter(
        (r) => r.edge === open.edge && r.tMs === open.tMs && r.type === 'FAILURE_RATE_EXCEEDED',
      );
      expect(exceeded.length, `${open.edge} at ${open.tMs}: ${open.reason}`).toBe(1);
    }
  });
});
