import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/random';
import type { Outcome } from './outcome';
import { backoffIntervalMs, classifyFailure, createRetryPolicy, decideRetry } from './retryPolicy';

const rng = new RandomStream(7);
const policy = createRetryPolicy();

/** The waits after attempts 1, 2, 3 (undefined: no retry). */
function waitsFor(outcome: Outcome, p = policy): (number | undefined)[] {
  return [1, 2, 3].map((attempt) => {
    const d = decideRetry(p, attempt, outcome, rng, 0);
    return d.retry ? d.delayMs : undefined;
  });
}

describe('retry policy: seed 002 table', () => {
  it.each<[string, Outcome]>([
    ['network', { kind: 'network' }],
    ['timeout', { kind: 'timeout' }],
    ['500', { kind: 'http', status: 500 }],
    ['502', { kind: 'http', status: 502 }],
    ['503', { kind: 'http', status: 503 }],
    ['504', { kind: 'http', status: 504 }],
    ['408', { kind: 'http', status: 408 }],
    ['unknown 999', { kind: 'http', status: 999 }],
    ['4xx marked retryable', { kind: 'http', status: 409, retryable: true }],
  ])('retries CALL failures (%s) after 0.5 s then 1 s, 3 attempts in all', (_, outcome) => {
    expect(classifyFailure(outcome)).toBe('CALL');
    expect(waitsFor(outcome)).toEqual([500, 1000, undefined]);
  });

  it('retries 429 after a fixed 2 s', () => {
    expect(classifyFailure({ kind: 'http', status: 429 })).toBe('RATE_LIMITED');
    expect(waitsFor({ kind: 'http', status: 429 })).toEqual([2000, 2000, undefined]);
  });

  it.each([400, 401, 403, 404, 422])('never retries a permanent %i', (status) => {
    const decision = decideRetry(policy, 1, { kind: 'http', status }, rng, 0);
    expect(decision).toEqual({ retry: false, reason: 'nonRetryable', kind: 'PERMANENT' });
  });

  it('never retries a 4xx marked retryable=false', () => {
    expect(classifyFailure({ kind: 'http', status: 404, retryable: false })).toBe('PERMANENT');
  });

  it('retries a poison response at once', () => {
    expect(waitsFor({ kind: 'poison' })).toEqual([0, 0, undefined]);
  });

  it('reports the last failed attempt as attemptsExhausted', () => {
    expect(decideRetry(policy, 3, { kind: 'network' }, rng, 0)).toEqual({
      retry: false,
      reason: 'attemptsExhausted',
      kind: 'CALL',
    });
  });

  it('does not retry a success', () => {
    expect(decideRetry(policy, 1, { kind: 'success' }, rng, 0)).toEqual({
      retry: false,
      reason: 'succeeded',
    });
    expect(decideRetry(policy, 1, { kind: 'http', status: 204 }, rng, 0).reason).toBe('succeeded');
  });
});

describe('retry policy: protections and configuration', () => {
  it('does not retry into an open breaker unless retryOnCircuitOpen', () => {
    const open: Outcome = { kind: 'circuitOpen', retryAfterMs: 12_000 };
    expect(decideRetry(policy, 1, open, rng, 0)).toMatchObject({
      retry: false,
      reason: 'nonRetryable',
    });
    const retrying = createRetryPolicy({ retryOnCircuitOpen: true });
    expect(decideRetry(retrying, 1, open, rng, 0)).toEqual({
      retry: true,
      delayMs: 12_000,
      reason: 'CIRCUIT_OPEN',
    });
  });

  it('retries a full bulkhead after its retry_after, unless turned off', () => {
    const full: Outcome = { kind: 'bulkheadFull', retryAfterMs: 3_700 };
    expect(waitsFor(full)).toEqual([3_700, 3_700, undefined]);
    const off = createRetryPolicy({ retryOnBulkheadFull: false });
    expect(decideRetry(off, 1, full, rng, 0).retry).toBe(false);
  });

  it('takes per-kind overrides and a different maxAttempts', () => {
    const p = createRetryPolicy({
      maxAttempts: 4,
      kinds: { PERMANENT: { retry: true, backoff: { type: 'linear', initialIntervalMs: 100 } } },
    });
    expect(
      [1, 2, 3, 4].map((a) => decideRetry(p, a, { kind: 'http', status: 404 }, rng, 0)),
    ).toMatchObject([
      { retry: true, delayMs: 100 },
      { retry: true, delayMs: 200 },
      { retry: true, delayMs: 300 },
      { retry: false, reason: 'attemptsExhausted' },
    ]);
  });

  it('applies the policy jitter to the backoff (full jitter stays below the base)', () => {
    const p = createRetryPolicy({ jitter: 'full' });
    for (let i = 0; i < 100; i++) {
      const d = decideRetry(p, 2, { kind: 'network' }, rng, 0);
      expect(d.retry && d.delayMs >= 0 && d.delayMs < 1000).toBe(true);
    }
  });

  it('caps every backoff family at maxIntervalMs', () => {
    const base = { initialIntervalMs: 1000, multiplier: 3, maxIntervalMs: 5000 };
    expect(backoffIntervalMs({ ...base, type: 'exponential' }, 3)).toBe(5000);
    expect(backoffIntervalMs({ ...base, type: 'linear' }, 9)).toBe(5000);
    expect(backoffIntervalMs({ ...base, type: 'constant' }, 9)).toBe(1000);
    expect(backoffIntervalMs({ ...base, type: 'none' }, 9)).toBe(0);
  });

  it('rejects maxAttempts below 1', () => {
    expect(() => createRetryPolicy({ maxAttempts: 0 })).toThrow(RangeError);
  });
});

describe("a wait chosen from the failed result (Resilience4j's intervalBiFunction)", () => {
  const policy = createRetryPolicy({ jitter: 'full' });
  const countingRng = () => {
    const rng = { draws: 0, next: () => (rng.draws++, 0.5) };
    return rng;
  };

  it('a 429 with a readable Retry-After waits exactly that, drawing nothing', () => {
    const rng = countingRng();
    const outcome: Outcome = { kind: 'http', status: 429, retryAfterMs: 12_345 };
    expect(decideRetry(policy, 1, outcome, rng, 0)).toEqual({
      retry: true,
      delayMs: 12_345,
      reason: 'RATE_LIMITED',
    });
    expect(rng.draws).toBe(0);
  });

  it("an unreadable one falls back to the kind's fixed wait (seed 002: 2 s), jittered", () => {
    const rng = countingRng();
    const decision = decideRetry(policy, 1, { kind: 'http', status: 429 }, rng, 0);
    expect(decision).toEqual({ retry: true, delayMs: 1_000, reason: 'RATE_LIMITED' });
    expect(rng.draws).toBe(1);
  });

  it('a Retry-After on another status is not read', () => {
    const rng = countingRng();
    const outcome: Outcome = { kind: 'http', status: 503, retryAfterMs: 12_345 };
    expect(decideRetry(policy, 1, outcome, rng, 0)).toMatchObject({ delayMs: 250 });
  });
});
