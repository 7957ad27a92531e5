// Test helpers: one bad replica of three behind a breaker, shared by the replica tests
// (replicas.test.ts: what it does to the run; replicaBreakerView.test.ts: what the page sees).
import type { ScenarioInput } from '../../scenario';
import { caller, leaf, scenario } from './scenarioBuilders';

export type ReplicaBreaker = 'none' | 'service' | 'replica';

/**
 * a → api (three replicas, replica 1 answers 5xx to everything), 100 calls/s into a, with
 * workers to spare (nothing queues); a's breaker on api is per service, per replica, or off.
 */
export function oneBadReplica(
  breaker: ReplicaBreaker,
  api: Partial<ScenarioInput['services'][number]> = {},
) {
  return scenario({
    seed: 7,
    durationMs: 60_000,
    services: [
      caller('a', [{ service: 'api' }], {
        api: {
          breaker: {
            enabled: breaker !== 'none',
            scope: breaker === 'replica' ? 'replica' : 'service',
            slidingWindowSize: 20,
            minimumNumberOfCalls: 10,
            failureRateThreshold: 20,
            waitDurationInOpenStateMs: 5_000,
          },
        },
      }),
      leaf('api', 5, {
        workers: 100,
        replicas: 3,
        replicaFaults: [{ replica: 1, faults: { errorRates: { http5xx: 1 } } }],
        ...api,
      }),
    ],
    clients: [{ name: 'u', service: 'a', arrival: { type: 'poisson', rps: 100 } }],
  });
}
