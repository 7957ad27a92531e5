// The AWS 2015 contention experiment's setup, shared by the backoff-and-jitter lesson, the
// tests that check its published orderings (src/sim/engine/contention.test.ts) and the table
// check (src/validation/published/awsBackoffTable.ts). AWS 2015:
// github.com/aws-samples/aws-arch-backoff-simulator (clients each write one OCC row once;
// network N(10, 2) ms each way; base 5, cap 2000).
import type { JitterKind } from '../../sim/machines/retry';
import type { ScenarioInput } from './inputTypes';

/** The simulator's network: every trip is N(10, 2) ms. */
const TRIP_MEAN_MS = 10;
const TRIP_SD_MS = 2;
/** Two trips back to back: mean 20 ms, σ 2·√2 ms; a gamma with that mean and cv here. */
const TWO_TRIPS = {
  type: 'gamma',
  meanMs: 2 * TRIP_MEAN_MS,
  cv: (Math.SQRT2 * TRIP_SD_MS) / (2 * TRIP_MEAN_MS),
} as const;
/** The simulator's backoff base: expo(n) = min(cap, 2^n · base), n from 1. */
export const AWS_BASE_MS = 5;
export const AWS_CAP_MS = 2_000;

/**
 * AWS 2015's contention experiment: `clients` writers start together, each writes the record
 * once, retrying every conflict. An attempt is four network trips: the read out, the version
 * back, the write out, the answer back. The record reads the version when its processing
 * starts and writes when it ends, so its processing is the two trips between (read back,
 * write out). The other two (the answer back, and after the backoff the next read out)
 * change no version, so one `network` hop in front of the record holds them, before the
 * record rather than on either side of it: the time from a write to the writer's next read is
 * the same, and every writer starts and ends 10 ms later on average, which cancels out in
 * the completion time. Without them a writer re-reads the moment its backoff ends, and the
 * writers collide more (2,400 writes at 100 writers without jitter, against the post's 1,860).
 *
 * The first exponential wait is 2 × base = 10 ms, doubling to the 2 s cap. Decorrelated
 * jitter draws from [base, 3 × the last wait], so its floor is the base itself: 5 ms.
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
        name: 'network',
        workers: 10_000,
        queueCapacity: 0,
        routes: [
          { name: 'default', processing: TWO_TRIPS, plan: [{ calls: [{ service: 'record' }] }] },
        ],
      },
      {
        name: 'record',
        workers: 10_000,
        queueCapacity: 0,
        optimisticRecord: {},
        routes: [{ name: 'default', processing: TWO_TRIPS }],
      },
    ],
    clients: [
      {
        name: 'writers',
        service: 'network',
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
                    initialIntervalMs: jitter === 'decorrelated' ? AWS_BASE_MS : 2 * AWS_BASE_MS,
                    multiplier: 2,
                    maxIntervalMs: AWS_CAP_MS,
                  },
            jitter,
          },
        },
      },
    ],
  };
}
