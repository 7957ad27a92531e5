// Closed-loop clients against what can be derived without the engine:
// the interactive response-time law, and Brooker 2022's retry-strategy table (success rate
// and load against the failure rate p: no retries 1 − p and 1; three retries 1 − p⁴ and
// 1 + p + p² + p³; a token bucket that behaves like three retries while p is low and like
// "0.1 retries" once the bucket is dry; a retry breaker that behaves like three retries
// below its 10 % threshold and like no retries above it).
import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioInput } from '../scenario';
import { runScenario } from './simulation';
import {
  RETRY_BREAKER,
  retryStrategy,
  TOKEN_BUCKET,
  type RetryStrategy,
} from './testing/trafficScenarios';

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

/** P(X ≤ k) for X ~ Binomial(n, p). */
function binomialCdf(n: number, p: number, k: number): number {
  let term = (1 - p) ** n;
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= ((n - i + 1) / i) * (p / (1 - p));
    sum += term;
  }
  return sum;
}

/**
 * The retry breaker's row, derived. Each attempt fails with probability p independently, so
 * when a failure asks for a retry, its window holds that failure and 99 earlier attempts,
 * Binomial(99, p) of them failed; the retry goes ahead iff at most 10 of the 100 failed:
 * q = P(Bin(99, p) ≤ 9). A chain's later decisions share most of the first one's window, so
 * the two extremes bracket the row: independent draws, extra load pq + (pq)² + (pq)³ and
 * failure share p(1 − q + qp(1 − q + qp(1 − q + qp))); one decision for all three, extra
 * load pq(1 + p + p²) and failure share p(1 − q + qp³).
 */
function breakerRow(p: number) {
  const n = RETRY_BREAKER.windowSize;
  const q = binomialCdf(n - 1, p, (RETRY_BREAKER.failureRateThreshold * n) / 100 - 1);
  const pq = p * q;
  return {
    extraLoad: [pq + pq ** 2 + pq ** 3, pq * (1 + p + p ** 2)] as const,
    failure: [
      p * (1 - q + q * p ** 3),
      p * (1 - q + q * p * (1 - q + q * p * (1 - q + q * p))),
    ] as const,
  };
}

describe("Brooker 2022's retry breaker (retries only while the recent failure rate ≤ 10 %)", () => {
  it('below the threshold: the extra load and the success of three retries, as derived', () => {
    for (const p of [0.02, 0.05]) {
      const row = breakerRow(p);
      const breaker = table('retryBreaker', p);
      // ±7 % of a few thousand retries: the sampling noise of one 60 s run.
      expect(breaker.load - 1).toBeGreaterThan(0.93 * row.extraLoad[0]);
      expect(breaker.load - 1).toBeLessThan(1.07 * row.extraLoad[1]);
      expect(1 - breaker.success).toBeLessThan(row.failure[1] + 0.002);
      // And that is three retries' row: 1 + p + p² + p³ and 1 − p⁴.
      expect(breaker.load / (1 + p + p ** 2 + p ** 3)).toBeGreaterThan(0.99);
      expect(Math.abs(breaker.success - (1 - p ** 4))).toBeLessThan(0.003);
    }
  }, 30_000);

  it('at the threshold: half its retries, between no retries and three retries', () => {
    const p = 0.1;
    const row = breakerRow(p);
    const breaker = table('retryBreaker', p);
    expect(breaker.load - 1).toBeGreaterThan(0.93 * row.extraLoad[0]);
    expect(breaker.load - 1).toBeLessThan(1.07 * row.extraLoad[1]);
    expect(1 - breaker.success).toBeGreaterThan(row.failure[0] - 0.005);
    expect(1 - breaker.success).toBeLessThan(row.failure[1] + 0.005);
    const three = table('threeRetries', p);
    expect(breaker.load).toBeLessThan(1 + 0.6 * (three.load - 1));
    expect(breaker.success).toBeGreaterThan(1 - p + 0.03);
    expect(breaker.success).toBeLessThan(three.success - 0.03);
  }, 30_000);

  it('above the threshold: no retries’ row, load 1 and success 1 − p, less load than the bucket', () => {
    for (const p of [0.2, 0.5, 0.9]) {
      const breaker = table('retryBreaker', p);
      // q(0.2) = 0.0027: a retry for one failure in 370; q(0.5) = 3e-18.
      expect(breaker.load).toBeLessThanOrEqual(1 + 2 * breakerRow(p).extraLoad[1]);
      expect(Math.abs(breaker.success - (1 - p))).toBeLessThan(0.01);
    }
    // Brooker: "the circuit breaker approach gives no additional load at high failure rates";
    // the bucket keeps spending what its successes earn.
    expect(table('retryBreaker', 0.5).load).toBeLessThan(table('tokenBucket', 0.5).load);
  }, 30_000);

  it('a fleet of small clients trips early: per-user breakers retry far less than one shared', () => {
    // 1000 users for 1 s make about 9.5 calls each. A failure is retried only if at most a
    // tenth of the user's window failed, so never before its 10th attempt: E[(N − 9)⁺] ÷ E[N]
    // = 0.155 for N ~ Poisson(9.5), an upper bound on the share of failures per-user breakers
    // can retry. One shared breaker sees a full window: q(0.05) = 0.97.
    const small = { users: 1000, durationMs: 1_000 } as const;
    const perUser = table('retryBreaker', 0.05, { ...small, protections: 'perUser' });
    const shared = table('retryBreaker', 0.05, { ...small, protections: 'shared' });
    expect(perUser.retries).toBeLessThan((0.155 / 0.97) * 1.2 * shared.retries);
    expect(perUser.success).toBeLessThan(shared.success);
  }, 30_000);
});
