// The AWS 2015 contention experiment's setup, shared by the backoff-and-jitter lesson and the
// tests that check its published orderings (src/sim/engine/contention.test.ts). AWS 2015:
// github.com/aws-samples/aws-arch-backoff-simulator (clients each write one OCC row once;
// network N(10, 2) ms each way; base 5, cap 2000).
import type { JitterKind } from '../../sim/machines/retry';
import type { ScenarioInput } from './inputTypes';

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
