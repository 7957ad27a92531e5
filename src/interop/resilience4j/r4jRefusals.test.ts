// Resilience4j's own refusal exceptions in a retry's lists: read onto the retry's switches
// without the person's exception table, as Resilience4j's predicate decides them.
import { describe, expect, it } from 'vitest';
import { importResilience4j } from './r4jImport';
import { policyOf } from '../placement';

const CNP = 'io.github.resilience4j.circuitbreaker.CallNotPermittedException';
const BFE = 'io.github.resilience4j.bulkhead.BulkheadFullException';
const RNP = 'io.github.resilience4j.ratelimiter.RequestNotPermitted';

function retryOf(lists: string, extra = '') {
  const text = `resilience4j:\n  retry:\n    instances:\n      inventory:\n        maxAttempts: 3\n${lists}${extra}`;
  const result = importResilience4j(text);
  return { result, retry: policyOf(result.scenario, 'app->inventory')!.retry };
}
const list = (key: string, classes: string[]) =>
  `        ${key}:\n${classes.map((c) => `          - ${c}\n`).join('')}`;

describe('a retry’s Resilience4j refusal exceptions', () => {
  it('without lists, retries both refusals, as Resilience4j retries every exception, and says so', () => {
    const { result, retry } = retryOf('');
    expect(retry).toMatchObject({ retryOnCircuitOpen: true, retryOnBulkheadFull: true });
    expect(result.filledByDefault).toContainEqual({
      key: 'resilience4j.retry.instances.inventory.ignoreExceptions',
      value: expect.stringMatching(/^none: .*retryOnCircuitOpen true, retryOnBulkheadFull true$/),
    });
    expect(result.notExpressed).toEqual([]);
  });

  it('ignoreExceptions wins over retryExceptions', () => {
    const { retry, result } = retryOf(
      list('retryExceptions', [CNP, BFE]) + list('ignoreExceptions', [BFE]),
    );
    expect(retry).toMatchObject({ retryOnCircuitOpen: true, retryOnBulkheadFull: false });
    expect(result.notExpressed).toEqual([]);
  });

  it('a supertype names every refusal, and is listed for the other exceptions it covers', () => {
    const { retry, result } = retryOf(list('ignoreExceptions', ['java.lang.RuntimeException']));
    expect(retry).toMatchObject({ retryOnCircuitOpen: false, retryOnBulkheadFull: false });
    expect(result.notExpressed).toEqual([
      {
        key: 'resilience4j.retry.instances.inventory.ignoreExceptions',
        line: 7,
        why: expect.stringMatching(/^java\.lang\.RuntimeException: which other failures/),
      },
    ]);
  });

  it('a bulkhead and a rate limiter refused alike: lists that part them are listed', () => {
    const layers =
      '  bulkhead:\n    instances:\n      inventory:\n        maxConcurrentCalls: 4\n' +
      '  ratelimiter:\n    instances:\n      inventory:\n        limitForPeriod: 5\n';
    const { retry, result } = retryOf(list('ignoreExceptions', [RNP]), layers);
    // The bulkhead's exception decides: it is retried.
    expect(retry.retryOnBulkheadFull).toBe(true);
    expect(result.notExpressed.map((n) => n.why)).toEqual([
      expect.stringMatching(/treats BulkheadFullException and RequestNotPermitted alike/),
    ]);
    // Without the bulkhead, the rate limiter's exception decides alone.
    const alone = retryOf(
      list('ignoreExceptions', [RNP]),
      '  ratelimiter:\n    instances:\n      inventory:\n        limitForPeriod: 5\n',
    );
    expect(alone.retry.retryOnBulkheadFull).toBe(false);
    expect(alone.result.notExpressed).toEqual([]);
  });
});
