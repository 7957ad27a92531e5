// The layer order from Spring's aspect orders: read from the file, written back by the
// export, and never overwriting a call's own order that already nests its layers so.
import { describe, expect, it } from 'vitest';
import { callPolicySchema, type CallPolicy } from '../../sim/scenario';
import { exportCall, importConfig } from '..';
import { policyOf, skeletonScenario, withPolicy } from '../placement';
import { activeOrder, r4jLayerOrder } from './r4jAspects';

const CALL = 'app->payment';
const FILE = [
  'resilience4j.circuitbreaker.instances.payment.slidingWindowSize: 10',
  'resilience4j.retry.instances.payment.maxAttempts: 2',
  '',
].join('\n');

const onto = (layerOrder: string) =>
  withPolicy(
    skeletonScenario(['payment']),
    CALL,
    callPolicySchema.parse({ layerOrder }) as CallPolicy,
  );

describe('Resilience4j aspect orders', () => {
  it('Spring runs the lowest order outermost: its defaults are Retry ( CircuitBreaker ( RateLimiter ( Bulkhead', () => {
    expect(r4jLayerOrder({}, false)).toBe('retry-breaker-bulkhead');
    expect(r4jLayerOrder({}, true)).toBe('retry-breaker-rateLimiter-bulkhead');
    expect(r4jLayerOrder({ breaker: 1 }, false)).toBe('breaker-retry-bulkhead');
  });

  it("an --onto call's own order that already nests retry outside the breaker stays, unlisted", () => {
    const result = importConfig(FILE, { onto: onto('retry-bulkhead-breaker') });
    expect(policyOf(result.scenario, CALL)?.layerOrder).toBe('retry-bulkhead-breaker');
    expect(result.filledByDefault.map((f) => f.key)).not.toContain(`layer order of ${CALL}`);
  });

  it('an order that nests them otherwise is changed, and the list says from what', () => {
    const result = importConfig(FILE, { onto: onto('breaker-bulkhead-retry') });
    expect(policyOf(result.scenario, CALL)?.layerOrder).toBe('retry-breaker-bulkhead');
    expect(result.filledByDefault).toContainEqual({
      key: `layer order of ${CALL}`,
      value:
        "retry-breaker-bulkhead: Spring's order of the aspects (its defaults); the call had breaker-bulkhead-retry",
    });
  });

  it('the file’s *AspectOrder keys are read; the time limiter’s is listed with why', () => {
    const result = importConfig(
      [
        FILE,
        'resilience4j.circuitbreaker.circuitBreakerAspectOrder: 1',
        'resilience4j.retry.retryAspectOrder: 2',
        'resilience4j.timelimiter.timeLimiterAspectOrder: 3',
        '',
      ].join('\n'),
      { onto: onto('retry-breaker-bulkhead') },
    );
    expect(policyOf(result.scenario, CALL)?.layerOrder).toBe('breaker-retry-bulkhead');
    expect(result.notExpressed.map((n) => [n.line, n.key])).toEqual([
      [6, 'resilience4j.timelimiter.timeLimiterAspectOrder'],
    ]);
  });

  it('the export writes the simulated nesting as aspect orders, and it reads back', () => {
    const policy = callPolicySchema.parse({
      breaker: { enabled: true },
      retry: { enabled: true },
      bulkhead: { enabled: true },
      layerOrder: 'bulkhead-breaker-retry',
    }) as CallPolicy;
    const text = exportCall(withPolicy(skeletonScenario(['payment']), CALL, policy), CALL, 'r4j');
    expect(text).toContain('bulkheadAspectOrder: 1');
    const back = policyOf(importConfig(text, { map: { payment: CALL } }).scenario, CALL)!;
    expect(activeOrder(back, back.layerOrder)).toBe('bulkhead-breaker-retry');
  });
});
