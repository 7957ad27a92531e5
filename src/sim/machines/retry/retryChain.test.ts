import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { RandomStream } from '../../core/random';
import type { Outcome } from './outcome';
import { createRetryBudget } from './retryBudget';
import { machineSends } from '../machineSends';
import {
  createRetryChain,
  RetryChains,
  type RetryChain,
  type RetryChainOptions,
} from './retryChain';
import type { RetryChainResult, RetryEvent } from './retryChainMachine';
import { createRetryPolicy } from './retryPolicy';

/**
 * Runs one chain whose attempts end after `attemptMs` of simulated time (0: synchronously,
 * inside startAttempt) with the outcomes given in order (the last one repeats).
 */
function runChain(outcomes: Outcome[], attemptMs: number, extra: Partial<RetryChainOptions> = {}) {
  const clock = new QueueClock();
  const startsMs: number[] = [];
  const results: RetryChainResult[] = [];
  const chain = createRetryChain({
    policy: createRetryPolicy(),
    clock,
    rng: new RandomStream(1),
    startAttempt: (n, self) => {
      startsMs.push(clock.nowMs());
      const outcome = outcomes[Math.min(n, outcomes.length) - 1]!;
      if (attemptMs === 0) self.attemptFinished(outcome);
      else clock.setTimeout(() => self.attemptFinished(outcome), attemptMs);
    },
    onFinished: (result) =>
      results.push({ ...result, finishedAtMs: clock.nowMs() } as RetryChainResult),
    ...extra,
  });
  return { clock, chain, startsMs, results };
}

describe('retry chain', () => {
  it("takes seed 002's worst case: three 429s at 15 s with two 2 s waits = 49 s", () => {
    const { clock, startsMs, results } = runChain([{ kind: 'http', status: 429 }], 15_000);
    clock.advanceBy(60_000);
    expect(startsMs).toEqual([0, 17_000, 34_000]);
    expect(results).toEqual([
      {
        outcome: { kind: 'http', status: 429 },
        attempts: 3,
        gaveUpReason: 'attemptsExhausted',
        finishedAtMs: 49_000,
      },
    ]);
  });

  it('gives up on a permanent 4xx at once, without scheduling anything', () => {
    const { clock, startsMs, results } = runChain([{ kind: 'http', status: 404 }], 0);
    expect(startsMs).toEqual([0]);
    expect(results).toMatchObject([{ attempts: 1, gaveUpReason: 'nonRetryable' }]);
    expect(clock.queue.size).toBe(0);
  });

  it('finishes a first-attempt success synchronously with one attempt', () => {
    const { clock, results } = runChain([{ kind: 'success' }], 0);
    expect(results).toMatchObject([{ outcome: { kind: 'success' }, attempts: 1 }]);
    expect(results[0]!.gaveUpReason).toBeUndefined();
    expect(clock.queue.size).toBe(0);
  });

  it('waits 0.5 s then 1 s between failing calls, even when attempts end synchronously', () => {
    const { clock, startsMs, results } = runChain([{ kind: 'network' }], 0);
    clock.advanceBy(10_000);
    expect(startsMs).toEqual([0, 500, 1500]);
    expect(results).toMatchObject([{ attempts: 3, gaveUpReason: 'attemptsExhausted' }]);
  });

  it('retries a poison response without waiting', () => {
    const { clock, startsMs } = runChain([{ kind: 'poison' }], 0);
    clock.advanceBy(1);
    expect(startsMs).toEqual([0, 0, 0]);
  });

  it('succeeds on a later attempt', () => {
    const { clock, results } = runChain([{ kind: 'timeout' }, { kind: 'success' }], 100);
    clock.advanceBy(10_000);
    expect(results).toMatchObject([
      { outcome: { kind: 'success' }, attempts: 2, finishedAtMs: 700 },
    ]);
  });

  it('gives up when the next attempt would start past the deadline', () => {
    const { clock, startsMs, results } = runChain([{ kind: 'http', status: 503 }], 15_000, {
      deadlineAtMs: 20_000,
    });
    clock.advanceBy(60_000);
    expect(startsMs).toEqual([0, 15_500]);
    expect(results).toMatchObject([{ attempts: 2, gaveUpReason: 'deadlineExceeded' }]);
  });

  it('gives up when the budget has no token, and spends one per retry', () => {
    const clock = new QueueClock();
    const budget = createRetryBudget({ initialTokens: 1 }, clock);
    const { clock: chainClock, results } = runChain([{ kind: 'network' }], 0, { budget });
    chainClock.advanceBy(10_000);
    expect(results).toMatchObject([{ attempts: 2, gaveUpReason: 'budgetExhausted' }]);
    expect(budget.tokens).toBe(0);
    expect(budget.state).toBe('exhausted');
  });

  it('does not retry into an open breaker by default', () => {
    const { results } = runChain([{ kind: 'circuitOpen', retryAfterMs: 30_000 }], 0);
    expect(results).toMatchObject([{ attempts: 1, gaveUpReason: 'nonRetryable' }]);
  });

  it('retries a full bulkhead after its retry_after', () => {
    const { clock, startsMs } = runChain([{ kind: 'bulkheadFull', retryAfterMs: 4_200 }], 0);
    clock.advanceBy(20_000);
    expect(startsMs).toEqual([0, 4_200, 8_400]);
  });

  it('stops silently when cancelled during a backoff', () => {
    const { clock, chain, startsMs, results } = runChain([{ kind: 'network' }], 0);
    chain.cancel();
    clock.advanceBy(10_000);
    expect(startsMs).toEqual([0]);
    expect(results).toEqual([]);
    expect(clock.queue.size).toBe(0);
  });

  it('with failAfterMaxAttempts, a last retryable result ends in maxRetriesExceeded', () => {
    const policy = createRetryPolicy({ failAfterMaxAttempts: true });
    const http = runChain([{ kind: 'http', status: 503 }], 0, { policy });
    http.clock.advanceBy(10_000);
    expect(http.results).toMatchObject([
      {
        outcome: { kind: 'maxRetriesExceeded', last: { kind: 'http', status: 503 } },
        attempts: 3,
        gaveUpReason: 'attemptsExhausted',
      },
    ]);
    // An exception (no answer) is not a result: Resilience4j rethrows it as it is.
    const network = runChain([{ kind: 'network' }], 0, { policy });
    network.clock.advanceBy(10_000);
    expect(network.results).toMatchObject([{ outcome: { kind: 'network' }, attempts: 3 }]);
    // Without the flag the last answer is handed on.
    const plain = runChain([{ kind: 'http', status: 503 }], 0);
    plain.clock.advanceBy(10_000);
    expect(plain.results).toMatchObject([{ outcome: { kind: 'http', status: 503 } }]);
  });

  it('ignores outcomes reported after it finished', () => {
    const { chain, results } = runChain([{ kind: 'success' }], 0);
    chain.attemptFinished({ kind: 'network' });
    expect(results).toHaveLength(1);
  });
});

describe('one record per chain, no actor', () => {
  it('decides many interleaved chains: one direct step per outcome, no send', () => {
    const clock = new QueueClock();
    const retry = new RetryChains({ policy: createRetryPolicy(), clock, rng: new RandomStream(3) });
    const ended: RetryChainResult[] = [];
    const chains: RetryChain[] = [];
    const steps = () => machineSends.count + machineSends.direct;
    const before = steps();
    const sendsBefore = machineSends.count;
    for (let i = 0; i < 100; i++) {
      retry.start({
        firstAttemptOutcome: { kind: 'success' },
        startAttempt: () => {},
        onFinished: (r) => ended.push(r),
      });
    }
    // attempting → succeeded on each chain's record.
    expect(steps() - before).toBe(100);
    for (let i = 0; i < 10; i++) {
      retry.start({
        firstAttemptOutcome: { kind: 'network' },
        startAttempt: (_, chain) => chains.push(chain),
        onFinished: (r) => ended.push(r),
      });
    }
    // One step each (attempting → weighingRetry → backingOff), run on the record.
    expect(steps() - before).toBe(110);
    expect(machineSends.count - sendsBefore).toBe(0);
    expect(retry.getMetrics().chainsInFlight).toBe(10);
    clock.advanceBy(500);
    expect(chains).toHaveLength(10);
    chains.forEach((chain, i) =>
      chain.attemptFinished(i % 2 ? { kind: 'success' } : { kind: 'http', status: 404 }),
    );
    expect(ended).toHaveLength(110);
    expect(retry.getMetrics()).toEqual({
      successfulCallsWithRetryAttempt: 5,
      failedCallsWithRetryAttempt: 5,
      failedCallsWithoutRetryAttempt: 0,
      chainsInFlight: 0,
    });
  });
});

describe('a success at once', () => {
  it('pays the budget as a chain would, with no send to an actor', () => {
    const tokensAfter = (fast: boolean) => {
      const clock = new QueueClock();
      const budget = createRetryBudget({ initialTokens: 1, maxTokens: 5 }, clock);
      const retry = new RetryChains({
        policy: createRetryPolicy(),
        budget,
        clock,
        rng: new RandomStream(1),
        reference: !fast,
      });
      const sends = machineSends.count;
      for (let i = 0; i < 7; i++) retry.succeededAtOnce({ kind: 'success' });
      return { tokens: budget.tokens, retrySends: machineSends.count - sends };
    };
    const fast = tokensAfter(true);
    const reference = tokensAfter(false);
    expect(fast.tokens).toBeCloseTo(1.7, 9);
    expect(fast.tokens).toBe(reference.tokens);
    // The reference sends each success to the machines (budget and retry); the fast path
    // steps the chain's record and the budget directly.
    expect(fast.retrySends).toBe(0);
    expect(reference.retrySends).toBeGreaterThan(0);
  });
});

describe("Resilience4j's retry events", () => {
  const eventsOf = (outcomes: Outcome[]) => {
    const events: RetryEvent[] = [];
    const { clock } = runChain(outcomes, 10, { onEvent: (e) => events.push(e) });
    clock.advanceBy(10_000);
    return events.map((e) => `${e.type}@${e.attempts}${'waitMs' in e ? ` ${e.waitMs}` : ''}`);
  };

  it('RETRY before each wait, SUCCESS when a retried call succeeds', () => {
    expect(eventsOf([{ kind: 'network' }, { kind: 'network' }, { kind: 'success' }])).toEqual([
      'RETRY@1 500',
      'RETRY@2 1000',
      'SUCCESS@3',
    ]);
  });

  it('ERROR when the retries run out, IGNORED_ERROR for what the policy does not retry', () => {
    expect(eventsOf([{ kind: 'network' }])).toEqual(['RETRY@1 500', 'RETRY@2 1000', 'ERROR@3']);
    expect(eventsOf([{ kind: 'http', status: 404 }])).toEqual(['IGNORED_ERROR@1']);
  });

  it('nothing for a call that succeeds at once', () => {
    expect(eventsOf([{ kind: 'success' }])).toEqual([]);
  });
});

describe('pooled chains (open)', () => {
  // A pooled record is every later call's chain: a field left from its last call (a bound
  // policy, the last wait, a deadline, a timer) would change the next call's decisions.
  const outcomeArb = fc.constantFrom<Outcome>(
    { kind: 'success' },
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'http', status: 503 },
    { kind: 'http', status: 404 },
  );
  const callArb = fc.record({
    startMs: fc.integer({ min: 0, max: 400 }),
    deadlineMs: fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: undefined }),
    attemptMs: fc.integer({ min: 0, max: 300 }),
    outcomes: fc.array(outcomeArb, { minLength: 1, maxLength: 4 }),
    cancelAtMs: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
    /** The edge's policy changes as this call starts (chains in flight keep theirs). */
    policyNow: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  });
  type CallSpec = typeof callArb extends fc.Arbitrary<infer T> ? T : never;
  // Decorrelated jitter grows each wait from the last one: a stale lastDelayMs shows.
  const policies = [
    createRetryPolicy({ maxAttempts: 4, jitter: 'decorrelated' }),
    createRetryPolicy({ maxAttempts: 2, jitter: 'full' }),
  ];

  /** Runs the calls on pooled chains (`open`) or on a fresh chain each (`start`); the log. */
  function runCalls(calls: CallSpec[], pooled: boolean): string[] {
    const clock = new QueueClock();
    // A budget per policy: a chain spends from the one in force at its first failure.
    const budgets = [
      createRetryBudget({ initialTokens: 3, maxTokens: 5 }, clock),
      createRetryBudget({ initialTokens: 0, maxTokens: 2 }, clock),
    ];
    const retry = new RetryChains({
      policy: policies[0]!,
      budget: budgets[0],
      clock,
      rng: new RandomStream(7),
    });
    const log: string[] = [];
    calls.forEach((call, id) => {
      const outcomeOf = (n: number) => call.outcomes[Math.min(n, call.outcomes.length) - 1]!;
      let handle: RetryChain | undefined;
      const runAttempt = (n: number) =>
        clock.setTimeout(() => handle?.attemptFinished(outcomeOf(n)), call.attemptMs);
      const finished = (outcome: Outcome, attempts: number, reason?: string) => {
        handle = undefined;
        log.push(`${id} ${JSON.stringify(outcome)} ${attempts} ${reason} @${clock.nowMs()}`);
      };
      clock.setTimeout(() => {
        if (call.policyNow !== undefined)
          retry.changePolicy(policies[call.policyNow]!, budgets[call.policyNow]);
        log.push(`${id} attempt 1 @${clock.nowMs()}`);
        const deadlineAtMs =
          call.deadlineMs === undefined ? Infinity : clock.nowMs() + call.deadlineMs;
        const startAttempt = (n: number) => {
          log.push(`${id} attempt ${n} @${clock.nowMs()}`);
          runAttempt(n);
        };
        if (pooled) {
          handle = retry.open(
            {
              startAttempt: (_owner, n) => startAttempt(n),
              finished: (_owner, outcome, attempts, reason) => finished(outcome, attempts, reason),
            },
            id,
            deadlineAtMs,
          );
        } else {
          // `start` starts attempt 1 itself (here: runAttempt below, as for `open`).
          handle = retry.start({
            deadlineAtMs,
            startAttempt: (n) => n > 1 && startAttempt(n),
            onFinished: (r) => finished(r.outcome, r.attempts, r.gaveUpReason),
          });
        }
        runAttempt(1);
        if (call.cancelAtMs !== undefined)
          clock.setTimeout(() => {
            if (handle) log.push(`${id} cancelled @${clock.nowMs()}`);
            handle?.cancel();
            handle = undefined;
          }, call.cancelAtMs);
      }, call.startMs);
    });
    clock.advanceBy(60_000);
    log.push(JSON.stringify(retry.getMetrics()));
    return log;
  }

  it('decide every call as a fresh chain would, whatever the calls before left', () => {
    fc.assert(
      fc.property(fc.array(callArb, { minLength: 1, maxLength: 30 }), (calls) => {
        expect(runCalls(calls, true)).toEqual(runCalls(calls, false));
      }),
      { numRuns: 200 },
    );
  });
});
