import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { RandomStream } from '../../core/random';
import type { Outcome } from './outcome';
import { machineSends } from '../machineSends';
import { createRetryBudget, type RetryBudget } from './retryBudget';
import { createRetryChain } from './retryChain';
import { createRetryPolicy } from './retryPolicy';

/** Runs `calls` logical calls one after another; attempts take 10 ms and end as told. */
function runCalls(calls: number, budget: RetryBudget, outcomeOf: (call: number) => Outcome) {
  const clock = new QueueClock();
  const policy = createRetryPolicy({ maxAttempts: 3 });
  let attempts = 0;
  for (let call = 0; call < calls; call++) {
    createRetryChain({
      policy,
      clock,
      rng: new RandomStream(call),
      budget,
      startAttempt: (_, chain) => {
        attempts++;
        clock.setTimeout(() => chain.attemptFinished(outcomeOf(call)), 10);
      },
      onFinished: () => {},
    });
    clock.advanceBy(5_000);
  }
  return { attempts, retries: attempts - calls };
}

describe('retry budget (seed 004)', () => {
  it('starts full, spends 1 per retry and refills 0.1 per success up to 50', () => {
    const budget = createRetryBudget({}, new QueueClock());
    expect(budget.tokens).toBe(50);
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.tokens).toBe(49);
    for (let i = 0; i < 100; i++) budget.onSuccess();
    expect(budget.tokens).toBe(50);
  });

  it('pays one retry for exactly ten successes (no floating-point drift)', () => {
    const budget = createRetryBudget({ initialTokens: 0 }, new QueueClock());
    expect(budget.state).toBe('exhausted');
    for (let i = 0; i < 9; i++) budget.onSuccess();
    expect(budget.tryAcquireRetryPermission()).toBe(false);
    budget.onSuccess();
    expect(budget.state).toBe('available');
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.state).toBe('exhausted');
    expect(budget.getMetrics()).toEqual({ tokens: 0, retriesPermitted: 1, retriesDenied: 1 });
  });

  it('in a full outage, stops retrying once the initial tokens are spent', () => {
    const budget = createRetryBudget({}, new QueueClock());
    const { retries } = runCalls(2_000, budget, () => ({ kind: 'http', status: 503 }));
    // Nothing succeeds, so nothing refills: the retries are the 50 starting tokens.
    expect(retries).toBe(50);
    expect(retries / 2_000).toBeLessThanOrEqual(0.1);
  });

  it('keeps retries near 10 % of the traffic when successes elsewhere fund a shared budget', () => {
    // Seed 004's budget is module-wide: a healthy dependency's successes pay for retries
    // to the one that is down. Alternate: even calls succeed, odd calls always fail.
    const budget = createRetryBudget({ initialTokens: 0 }, new QueueClock());
    const calls = 4_000;
    const { retries } = runCalls(calls, budget, (call) =>
      call % 2 === 0 ? { kind: 'success' } : { kind: 'http', status: 503 },
    );
    const successes = calls / 2;
    expect(retries).toBe(successes / 10);
    expect(retries / calls).toBeCloseTo(0.05, 2); // half the traffic succeeds: 0.1 × 0.5
  });

  it('bounds retries by 0.1 per success under a partial outage (90 % failing)', () => {
    const budget = createRetryBudget({}, new QueueClock());
    const rng = new RandomStream(99);
    let successes = 0;
    const { retries } = runCalls(5_000, budget, () => {
      if (rng.next() < 0.9) return { kind: 'network' };
      successes++;
      return { kind: 'success' };
    });
    expect(retries).toBeLessThanOrEqual(50 + successes * 0.1);
    expect(retries).toBeGreaterThanOrEqual(successes * 0.1 - 1);
  });

  it('keeps its tokens, clipped, when the config changes mid-run', () => {
    const budget = createRetryBudget({}, new QueueClock());
    budget.changeConfig({ maxTokens: 5 });
    expect(budget.tokens).toBe(5);
    budget.changeConfig({ costPerRetry: 10 });
    expect(budget.state).toBe('exhausted');
  });

  it('its machine holds the tokens: available and exhausted are decided by its guards', () => {
    const budget = createRetryBudget({ maxTokens: 2 }, new QueueClock());
    expect(budget.tokens).toBe(2);
    const before = machineSends.count;
    for (let i = 0; i < 100; i++) budget.onSuccess();
    // A single-state machine: its steps run directly, never as a send.
    expect(machineSends.count - before).toBe(0);
    expect(budget.tokens).toBe(2);
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.tokens).toBeLessThan(2);
    expect(budget.state).toBe('available');
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.state).toBe('exhausted');
    expect(budget.tryAcquireRetryPermission()).toBe(false);
    for (let i = 0; i < 10; i++) budget.onSuccess();
    expect(budget.state).toBe('available');
    for (let i = 0; i < 10; i++) budget.onSuccess();
    expect(budget.tokens).toBe(2);
    expect(budget.getMetrics()).toEqual({ tokens: 2, retriesPermitted: 2, retriesDenied: 1 });
  });

  it('in reference mode sends every success, with the same tokens', () => {
    const budget = createRetryBudget({ maxTokens: 2 }, new QueueClock(), { reference: true });
    const before = machineSends.count;
    for (let i = 0; i < 5; i++) budget.onSuccess();
    expect(machineSends.count - before).toBe(5);
    expect(budget.tokens).toBe(2);
  });
});

describe('retry budget: what it earns on, where it starts, whether it is capped', () => {
  it('Brooker 2022’s adaptive bucket earns 0.1 per request whatever the answer, starts full at 5', () => {
    const budget = createRetryBudget(
      { tokensPerSuccess: 0, tokensPerRequest: 0.1, maxTokens: 5, costPerRetry: 1 },
      new QueueClock(),
    );
    expect(budget.tokens).toBe(5);
    // In a full outage nothing succeeds, yet every request still earns its tenth.
    const { retries } = runCallsEarningPerRequest(1_000, budget);
    // The first request finds the bucket full (its tenth is lost to the cap); then 5 starting
    // tokens + 0.1 × 999 requests = 104.9: 104 retries, each call retried while a token is there.
    expect(retries).toBe(104);
    expect(budget.getMetrics().retriesPermitted).toBe(104);
  });

  it('a success earns nothing in a bucket that earns per request only', () => {
    const budget = createRetryBudget(
      { tokensPerSuccess: 0, tokensPerRequest: 0.1, maxTokens: 5, initialTokens: 0 },
      new QueueClock(),
    );
    for (let i = 0; i < 20; i++) budget.onSuccess();
    expect(budget.tokens).toBe(0);
    for (let i = 0; i < 20; i++) budget.onRequest();
    expect(budget.tokens).toBe(2);
  });

  it('a capped bucket stops at its cap; an uncapped one keeps everything it earns', () => {
    const capped = createRetryBudget({ maxTokens: 5, tokensPerRequest: 1 }, new QueueClock());
    const uncapped = createRetryBudget(
      { maxTokens: 5, tokensPerRequest: 1, capped: false },
      new QueueClock(),
    );
    for (let i = 0; i < 10; i++) {
      capped.onRequest();
      uncapped.onRequest();
    }
    expect(capped.tokens).toBe(5);
    expect(uncapped.tokens).toBe(15);
  });

  it('starts empty or full as told, and an uncapped bucket may start above maxTokens', () => {
    expect(createRetryBudget({ initialTokens: 0 }, new QueueClock()).tokens).toBe(0);
    expect(createRetryBudget({ maxTokens: 5 }, new QueueClock()).tokens).toBe(5);
    expect(createRetryBudget({ maxTokens: 5, initialTokens: 9 }, new QueueClock()).tokens).toBe(5);
    expect(
      createRetryBudget({ maxTokens: 5, initialTokens: 9, capped: false }, new QueueClock()).tokens,
    ).toBe(9);
  });

  it('a mid-run change to capped clips the tokens to the cap', () => {
    const budget = createRetryBudget(
      { maxTokens: 5, tokensPerRequest: 1, capped: false },
      new QueueClock(),
    );
    for (let i = 0; i < 10; i++) budget.onRequest();
    expect(budget.tokens).toBe(15);
    budget.changeConfig({ capped: true });
    expect(budget.tokens).toBe(5);
  });
});

/** Calls that all fail, each with its request credited first (the retry layer's order). */
function runCallsEarningPerRequest(calls: number, budget: RetryBudget) {
  const clock = new QueueClock();
  const policy = createRetryPolicy({ maxAttempts: 100, backoff: { type: 'none' } });
  let attempts = 0;
  for (let call = 0; call < calls; call++) {
    budget.onRequest();
    createRetryChain({
      policy,
      clock,
      rng: new RandomStream(call),
      budget,
      startAttempt: (_, chain) => {
        attempts++;
        clock.setTimeout(() => chain.attemptFinished({ kind: 'http', status: 503 }), 10);
      },
      onFinished: () => {},
    });
    clock.advanceBy(5_000);
  }
  return { attempts, retries: attempts - calls };
}
