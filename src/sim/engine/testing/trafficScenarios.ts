// Scenarios of issue 12 §3 built from the publications' setups, shared by the tests and
// the lessons' claims. AWS 2015: github.com/aws-samples/aws-arch-backoff-simulator
// (clients each write one OCC row once; network N(10, 2) ms each way; base 5, cap 2000).
// Brooker 2022: brooker.co.za/blog/2022/02/28/retries.html (a failure rate p, retry strategies).
import type { ScenarioInput } from '../../scenario';
import type { JitterKind } from '../../machines/retry';

/**
 * AWS 2015's contention experiment: `clients` writers start together, each writes the record
 * once, retrying every conflict. The read-to-write time is two network trips, N(10, 2) each:
 * mean 20 ms, σ 2.8 ms (cv 0.14), a gamma here. The first wait is 2 × base = 10 ms, doubling
 * to the 2 s cap, as in the simulator's expo(n) = min(cap, 2^n · base).
 */
export function contention(
  jitter: JitterKind,
  options: { clients?: number; backoff?: boolean; seed?: number } = {},
): ScenarioInput {
  const clients = options.clients ?? 100;
  return {
    version: 1,
    name: `contention, ${clients} writers, jitter ${jitter}`,
    seed: options.seed ?? 7,
    durationMs: 600_000,
    services: [
      {
        name: 'record',
        workers: 10_000,
        queueCapacity: 0,
        optimisticRecord: {},
        routes: [{ name: 'default', processing: { type: 'gamma', meanMs: 20, cv: 0.14 } }],
      },
    ],
    clients: [
      {
        name: 'writers',
        service: 'record',
        closedLoop: {
          users: clients,
          thinkTime: { type: 'constant', ms: 0 },
          requestsPerUser: 1,
        },
        policy: {
          retry: {
            enabled: true,
            maxAttempts: 100,
            backoff:
              options.backoff === false
                ? { type: 'none' }
                : {
                    type: 'exponential',
                    initialIntervalMs: 10,
                    multiplier: 2,
                    maxIntervalMs: 2_000,
                  },
            jitter,
          },
        },
      },
    ],
  };
}

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
