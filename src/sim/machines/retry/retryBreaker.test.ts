// Brooker 2022's retry circuit breaker: its rule worked by hand (retry while the window's
// failed attempts are at most the threshold's share), and the authority rule for its machine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { RetryBreaker } from './retryBreaker';
import { retryBreakerMachine } from './retryBreakerMachine';

const BROOKER = { failureRateThreshold: 10, windowSize: 100 };

describe('the retry breaker (Brooker 2022)', () => {
  it('retries while at most 10 of the last 100 attempts failed, and not once 11 did', () => {
    const b = new RetryBreaker(BROOKER, new QueueClock());
    for (let i = 0; i < 90; i++) b.onSuccess();
    for (let i = 0; i < 10; i++) b.onFailure();
    expect(b.failureRate).toBe(0.1);
    expect(b.canRetry()).toBe(true); // 10 % is not above 10 %
    expect(b.tryAcquireRetryPermission()).toBe(true);
    b.onFailure(); // pushes out a success: 11 of 100
    expect(b.canRetry()).toBe(false);
    expect(b.tryAcquireRetryPermission()).toBe(false);
    expect(b.tokens).toBe(0);
    expect(b.getMetrics()).toMatchObject({ retriesPermitted: 1, retriesDenied: 1, attempts: 100 });
  });

  it('forgets: once the failures have left the window, retries flow again', () => {
    const b = new RetryBreaker({ failureRateThreshold: 10, windowSize: 20 }, new QueueClock());
    for (let i = 0; i < 20; i++) b.onFailure();
    expect(b.canRetry()).toBe(false);
    for (let i = 0; i < 17; i++) b.onSuccess();
    expect(b.failureRate).toBe(3 / 20);
    expect(b.canRetry()).toBe(false);
    b.onSuccess();
    expect(b.failureRate).toBe(2 / 20); // exactly the threshold
    expect(b.canRetry()).toBe(true);
    expect(b.tokens).toBe(1);
  });

  it('a small window of a small client trips on its first failure (Brooker: "tripping a little early")', () => {
    // A client with 5 calls behind it: one failure is 1 in 6 ≈ 17 %, above 10 %.
    const b = new RetryBreaker(BROOKER, new QueueClock());
    for (let i = 0; i < 5; i++) b.onSuccess();
    b.onFailure();
    expect(b.canRetry()).toBe(false);
    // With 9 successes behind it, the same failure is exactly 10 %: it may retry.
    const c = new RetryBreaker(BROOKER, new QueueClock());
    for (let i = 0; i < 9; i++) c.onSuccess();
    c.onFailure();
    expect(c.canRetry()).toBe(true);
  });

  it('the window agrees with a count of the last windowSize outcomes, for any trace', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.boolean(), { maxLength: 200 }),
        (n, outcomes) => {
          const b = new RetryBreaker({ failureRateThreshold: 25, windowSize: n }, new QueueClock());
          outcomes.forEach((failed) => (failed ? b.onFailure() : b.onSuccess()));
          const last = outcomes.slice(-n);
          const failures = last.filter(Boolean).length;
          expect(b.getMetrics()).toMatchObject({ attempts: last.length, failures });
          expect(b.canRetry()).toBe(failures * 100 <= 25 * last.length);
        },
      ),
    );
  });
});

type Op = { op: 'success' } | { op: 'failure' } | { op: 'retry' };
const opArb: fc.Arbitrary<Op> = fc.constantFrom<Op>(
  { op: 'success' },
  { op: 'failure' },
  { op: 'retry' },
);

const repeat = (op: Op, n: number) => Array.from({ length: n }, () => op);

describe('the retry breaker: the machine decides', () => {
  itFollowsTheAuthorityRule<Op, typeof retryBreakerMachine>({
    machine: retryBreakerMachine,
    guards: ['windowFull', 'rateNotAboveThreshold'],
    opArb,
    run: (ops, options) => {
      const b = new RetryBreaker(
        { failureRateThreshold: 20, windowSize: 5 },
        new QueueClock(),
        options,
      );
      const log: unknown[] = [];
      for (const o of ops) {
        if (o.op === 'success') b.onSuccess();
        else if (o.op === 'failure') b.onFailure();
        else log.push(b.tryAcquireRetryPermission());
        log.push(b.canRetry(), b.getMetrics());
      }
      return log;
    },
    scenarios: [
      // A retry asked with 1 of 1 failed (denied), then with 1 of 5 (granted); then the
      // window turns over: the old failure leaves, and a full window must stay 5 long.
      [{ op: 'failure' }, { op: 'retry' }, ...repeat({ op: 'success' }, 4), { op: 'retry' }],
      [...repeat({ op: 'success' }, 7), { op: 'failure' }, { op: 'retry' }],
    ],
  });
});
