// gRPC's retry throttling (proposal A6, "gRPC Retry Design") and Finagle's RetryBudget:
// their documented arithmetic, and the authority rule for both machines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { FinagleRetryBudget } from './finagleRetryBudget';
import { finagleBudgetMachine } from './finagleBudgetMachine';
import { GrpcRetryThrottle } from './grpcRetryThrottle';
import { grpcThrottleMachine } from './grpcThrottleMachine';

describe('gRPC retry throttling (A6)', () => {
  it('starts at maxTokens; a failure takes 1, a success gives tokenRatio; retries only above half', () => {
    // A6's example: maxTokens 10, tokenRatio 0.1.
    const t = new GrpcRetryThrottle({ maxTokens: 10, tokenRatio: 0.1 }, new QueueClock());
    expect(t.tokens).toBe(10);
    for (let i = 0; i < 4; i++) t.onFailure();
    expect(t.tokens).toBe(6);
    expect(t.canRetry()).toBe(true);
    t.onFailure();
    expect(t.tokens).toBe(5); // not above 5 = maxTokens / 2: no retry
    expect(t.canRetry()).toBe(false);
    expect(t.tryAcquireRetryPermission()).toBe(false);
    t.onSuccess();
    expect(t.tokens).toBe(5.1); // thousandths, no floating-point drift
    expect(t.tryAcquireRetryPermission()).toBe(true);
    expect(t.tokens).toBe(5.1); // a retry spends nothing itself
  });

  it('never goes below 0 or above maxTokens', () => {
    const t = new GrpcRetryThrottle({ maxTokens: 3, tokenRatio: 0.4 }, new QueueClock());
    for (let i = 0; i < 10; i++) t.onFailure();
    expect(t.tokens).toBe(0);
    for (let i = 0; i < 100; i++) t.onSuccess();
    expect(t.tokens).toBe(3);
  });
});

describe("Finagle's RetryBudget", () => {
  it('defaults (10 s, 10 a second, 20 %): a reserve of 100 retries with no requests', () => {
    const clock = new QueueClock();
    const b = new FinagleRetryBudget(
      { ttlMs: 10_000, minRetriesPerSec: 10, percentCanRetry: 0.2 },
      clock,
    );
    expect(b.tokens).toBe(100);
    let granted = 0;
    while (b.tryAcquireRetryPermission()) granted++;
    expect(granted).toBe(100);
    // Withdrawals expire with the TTL like deposits do.
    clock.advanceBy(11_000);
    expect(b.tokens).toBe(100);
  });

  it('every request adds a fifth of a retry on top of the reserve, for as long as the TTL', () => {
    const clock = new QueueClock();
    const b = new FinagleRetryBudget(
      { ttlMs: 10_000, minRetriesPerSec: 0, percentCanRetry: 0.2 },
      clock,
    );
    expect(b.tokens).toBe(0);
    for (let i = 0; i < 1_000; i++) b.onRequest();
    expect(b.tokens).toBe(200);
    clock.advanceBy(10_500);
    expect(b.tokens).toBe(0);
  });

  it('percentCanRetry 0: only the reserve, one token per retry', () => {
    const b = new FinagleRetryBudget(
      { ttlMs: 5_000, minRetriesPerSec: 2, percentCanRetry: 0 },
      new QueueClock(),
    );
    for (let i = 0; i < 50; i++) b.onRequest();
    expect(b.tokens).toBe(10);
  });
});

type Op =
  | { op: 'success' }
  | { op: 'failure' }
  | { op: 'request' }
  | { op: 'retry' }
  | { op: 'advance'; ms: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ op: 'success' } as Op),
  fc.constant({ op: 'failure' } as Op),
  fc.constant({ op: 'request' } as Op),
  fc.constant({ op: 'retry' } as Op),
  fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 4_000 }) }),
);

function play(budget: GrpcRetryThrottle | FinagleRetryBudget, clock: QueueClock, ops: Op[]) {
  const log: unknown[] = [];
  for (const o of ops) {
    if (o.op === 'success') budget.onSuccess();
    else if (o.op === 'failure') (budget as GrpcRetryThrottle).onFailure?.();
    else if (o.op === 'request') (budget as FinagleRetryBudget).onRequest?.();
    else if (o.op === 'retry') log.push(budget.tryAcquireRetryPermission());
    else clock.advanceBy(o.ms);
    log.push(budget.tokens, budget.canRetry(), budget.getMetrics());
  }
  return log;
}

const repeat = (op: Op, n: number) => Array.from({ length: n }, () => op);

describe('gRPC retry throttling: the machine decides', () => {
  itFollowsTheAuthorityRule<Op, typeof grpcThrottleMachine>({
    machine: grpcThrottleMachine,
    guards: ['roomForRatio', 'tokenLeft', 'aboveThreshold'],
    opArb,
    run: (ops, options) => {
      const clock = new QueueClock();
      return play(
        new GrpcRetryThrottle({ maxTokens: 4, tokenRatio: 0.5 }, clock, options),
        clock,
        ops,
      );
    },
    scenarios: [
      [...repeat({ op: 'retry' }, 2), ...repeat({ op: 'failure' }, 6), { op: 'retry' }],
      [{ op: 'success' }, { op: 'failure' }, { op: 'success' }, { op: 'success' }],
    ],
  });
});

describe("Finagle's retry budget: the machine decides", () => {
  itFollowsTheAuthorityRule<Op, typeof finagleBudgetMachine>({
    machine: finagleBudgetMachine,
    guards: ['balanceCovers'],
    opArb,
    run: (ops, options) => {
      const clock = new QueueClock();
      const budget = new FinagleRetryBudget(
        { ttlMs: 5_000, minRetriesPerSec: 1, percentCanRetry: 0.5 },
        clock,
        options,
      );
      return play(budget, clock, ops);
    },
    scenarios: [
      [...repeat({ op: 'retry' }, 8), { op: 'request' }, { op: 'request' }, { op: 'retry' }],
    ],
  });
});
