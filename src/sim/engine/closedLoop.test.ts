// Closed-loop clients (issue 12 §3) against what can be derived without the engine:
// the interactive response-time law, and Brooker 2022's retry-strategy table (success rate
// and load against the failure rate p: no retries 1 − p and 1; three retries 1 − p⁴ and
// 1 + p + p² + p³; a token bucket that behaves like three retries while p is low and like
// "0.1 retries" once the bucket is dry).
import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioInput } from '../scenario';
import { runScenario } from './simulation';
import { retryStrategy, TOKEN_BUCKET, type RetryStrategy } from './testing/trafficScenarios';

function run(input: ScenarioInput) {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return runScenario(parsed.scenario);
}

/** Client success rate and load (attempts at the service per request) for one strategy at p. */
function table(strategy: RetryStrategy, p: number, extra?: Parameters<typeof retryStrategy>[2]) {
  const r = run(retryStrategy(strategy, p, extra));
  const c = r.clients.users!;
  return {
    success: c.succeeded / (c.succeeded + c.failed),
    load: r.services.api!.received / c.offered,
    offered: c.offered,
    retries: r.edges['users->api']!.retries,
  };
}

describe('closed-loop clients', () => {
  it('obey the response-time law: throughput = N ÷ (R + Z)', () => {
    // 50 users, 5 ms service, exponential think 100 ms: X = 50 / 0.105 s ≈ 476 req/s.
    const r = run({
      version: 1,
      seed: 3,
      durationMs: 60_000,
      services: [
        {
          name: 'api',
          workers: 1_000,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 5 } }],
        },
      ],
      clients: [
        {
          name: 'users',
          service: 'api',
          closedLoop: { users: 50, thinkTime: { type: 'exponential', meanMs: 100 } },
        },
      ],
    });
    const perSecond = r.clients.users!.offered / 60;
    expect(perSecond).toBeGreaterThan(0.97 * (50 / 0.105));
    expect(perSecond).toBeLessThan(1.03 * (50 / 0.105));
  });

  it('a slow service slows its users: with one worker, throughput stays under 1 ÷ service time', () => {
    const r = run({
      version: 1,
      seed: 3,
      durationMs: 30_000,
      services: [
        {
          name: 'api',
          workers: 1,
          queueCapacity: 10_000,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 10 } }],
        },
      ],
      clients: [
        {
          name: 'users',
          service: 'api',
          closedLoop: { users: 1000, thinkTime: { type: 'exponential', meanMs: 100 } },
        },
      ],
    });
    // An open loop at 1000 / 0.1 s = 10,000 req/s would pile up; the closed loop saturates at 100/s.
    expect(r.clients.users!.offered).toBeLessThanOrEqual(100 * 30 + 1000);
    expect(r.services.api!.utilisation).toBeGreaterThan(0.98);
  });

  it('refuses a rate on a closed-loop client, with a message that says what to do', () => {
    const input = retryStrategy('none', 0);
    input.clients[0]!.arrival = { rps: 10 };
    const parsed = parseScenario(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(JSON.stringify(parsed.issues)).toContain('closed-loop client');
  });
});

describe("Brooker 2022's retry strategies for closed-loop clients", () => {
  for (const p of [0.05, 0.2, 0.5, 0.9]) {
    it(`at failure rate ${p}: no retries, 1 − p and load 1; three retries, 1 − p⁴ and 1 + p + p² + p³`, () => {
      const none = table('none', p);
      expect(none.success).toBeCloseTo(1 - p, 1);
      expect(Math.abs(none.success - (1 - p))).toBeLessThan(0.01);
      expect(none.load).toBe(1);
      const three = table('threeRetries', p);
      expect(Math.abs(three.success - (1 - p ** 4))).toBeLessThan(0.01);
      expect(three.load / (1 + p + p ** 2 + p ** 3)).toBeGreaterThan(0.98);
      expect(three.load / (1 + p + p ** 2 + p ** 3)).toBeLessThan(1.02);
    });
  }

  it('the token bucket: like three retries at low p, about 0.1 retries per success once dry', () => {
    const low = table('tokenBucket', 0.02);
    expect(low.load / (1 + 0.02 + 0.02 ** 2 + 0.02 ** 3)).toBeCloseTo(1, 2);
    for (const p of [0.5, 0.9]) {
      // Dry bucket: retries R = 0.1 × successes = 0.1 (1 − p)(C + R), so R / C = 0.1(1 − p) / (1 − 0.1(1 − p)).
      const perCall =
        (TOKEN_BUCKET.tokensPerSuccess * (1 - p)) / (1 - TOKEN_BUCKET.tokensPerSuccess * (1 - p));
      const bucket = table('tokenBucket', p);
      expect(bucket.load).toBeGreaterThan(1 + 0.9 * perCall);
      expect(bucket.load).toBeLessThan(1 + 1.1 * perCall + 0.01);
      // Ordering of Brooker's table: load none < bucket < three retries; success the same way.
      const three = table('threeRetries', p);
      expect(bucket.load).toBeLessThan(three.load);
      expect(bucket.success).toBeGreaterThan(1 - p);
      expect(bucket.success).toBeLessThan(three.success);
    }
  }, 30_000);

  it('shared versus per-user buckets in an outage: one bucket spends its tokens once, 100 spend 100 times', () => {
    const shared = table('tokenBucket', 1, {
      users: 100,
      protections: 'shared',
      durationMs: 10_000,
    });
    const perUser = table('tokenBucket', 1, {
      users: 100,
      protections: 'perUser',
      durationMs: 10_000,
    });
    // Nothing succeeds, so nothing refills: the retries are the starting tokens, once or per user.
    expect(shared.retries).toBe(TOKEN_BUCKET.initialTokens);
    expect(perUser.retries).toBe(100 * TOKEN_BUCKET.initialTokens);
    expect(perUser.load).toBeGreaterThan(shared.load);
  });
});
