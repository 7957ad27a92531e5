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

  it('its machine holds the tokens: full, refilling and exhausted are decided by its guards', () => {
    const budget = createRetryBudget({ maxTokens: 2 }, new QueueClock());
    expect(budget.full).toBe(true);
    const before = machineSends.count;
    for (let i = 0; i < 100; i++) budget.onSuccess();
    // A full budget's machine would take no transition: the facade sent nothing.
    expect(machineSends.count - before).toBe(0);
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.full).toBe(false);
    expect(budget.state).toBe('available');
    expect(budget.tryAcquireRetryPermission()).toBe(true);
    expect(budget.state).toBe('exhausted');
    expect(budget.tryAcquireRetryPermission()).toBe(false);
    for (let i = 0; i < 10; i++) budget.onSuccess();
    expect(budget.state).toBe('available');
    for (let i = 0; i < 10; i++) budget.onSuccess();
    expect(budget.full).toBe(true);
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
