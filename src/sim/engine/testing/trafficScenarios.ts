// Traffic that behaves like people, built from the publications' setups, for the tests. Brooker 2022:
// brooker.co.za/blog/2022/02/28/retries.html (a failure rate p, retry strategies). AWS 2015's
// contention setup is src/scenarios/presets/contention.ts (the backoff-and-jitter lesson's).
import type { ScenarioInput } from '../../scenario';

/**
 * Brooker 2022's retry strategies (3 retries = 4 attempts; the adaptive one spends tokens;
 * the retry breaker retries only while the recent failure rate is at most its threshold).
 */
export type RetryStrategy = 'none' | 'threeRetries' | 'tokenBucket' | 'retryBreaker';

/** The token bucket: a success adds 0.1 token, a retry spends 1 (Brooker 2022, AWS SDKs). */
export const TOKEN_BUCKET = { tokensPerSuccess: 0.1, maxTokens: 10, initialTokens: 10 };

/** The retry breaker of his simulation: 10 %, over (here) the last 100 attempts. */
export const RETRY_BREAKER = { failureRateThreshold: 10, windowSize: 100 };

function budgetOf(strategy: RetryStrategy) {
  if (strategy === 'tokenBucket') return { budget: { enabled: true, ...TOKEN_BUCKET } };
  if (strategy === 'retryBreaker')
    return {
      budget: { enabled: true, type: 'retryBreaker' as const, retryBreaker: RETRY_BREAKER },
    };
  return {};
}

/**
 * Brooker 2022's closed-loop setting: `users` users (think time exponential, 100 ms mean)
 * call a service that fails a share `failureRate` of attempts (500s, independent draws).
 * protections: one bucket for all users (shared) or one each (perUser).
 */
export function retryStrategy(
  strategy: RetryStrategy,
  failureRate: number,
  options: { users?: number; protections?: 'shared' | 'perUser'; durationMs?: number } = {},
): ScenarioInput {
  const retry =
    strategy === 'none'
      ? { enabled: false }
      : {
          enabled: true,
          maxAttempts: 4,
          backoff: { type: 'constant' as const, initialIntervalMs: 10 },
          ...budgetOf(strategy),
        };
  return {
    version: 1,
    name: `${strategy} at failure rate ${failureRate}`,
    seed: 11,
    durationMs: options.durationMs ?? 60_000,
    services: [
      {
        name: 'api',
        workers: 10_000,
        queueCapacity: 0,
        faults: { errorRates: { http5xx: failureRate } },
        routes: [{ name: 'default', processing: { type: 'constant', ms: 5 } }],
      },
    ],
    clients: [
      {
        name: 'users',
        service: 'api',
        closedLoop: {
          users: options.users ?? 100,
          thinkTime: { type: 'exponential', meanMs: 100 },
          protections: options.protections ?? 'shared',
        },
        policy: { retry },
      },
    ],
  };
}
