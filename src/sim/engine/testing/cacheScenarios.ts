// Test support: a client behind a cache in front of one origin service (seed 004's
// thundering herd). Shared by the engine's cache tests and the engine differential.
import type { CachePolicy, Scenario } from '../../scenario';
import { leaf, scenario } from './scenarioBuilders';

export interface CacheRun {
  cache: Partial<CachePolicy>;
  rps: number;
  arrival?: 'poisson' | 'constant';
  originMs: number;
  durationMs: number;
  originWorkers?: number;
}

/** `rps` of one client for `durationMs`, through a cache, to an origin taking `originMs`. */
export function cachedOrigin(r: CacheRun): Scenario {
  return scenario({
    durationMs: r.durationMs,
    services: [
      leaf('origin', r.originMs, {
        workers: r.originWorkers ?? 1_000,
        queueCapacity: r.originWorkers ?? 1_000,
      }),
    ],
    clients: [
      {
        name: 'users',
        service: 'origin',
        arrival: { type: r.arrival ?? 'constant', rps: r.rps },
        policy: { cache: { enabled: true, ...r.cache } },
      },
    ],
  });
}

/** Seed 004's hot key: 500 rps, a 60 s TTL, 200 ms to recompute; just past one expiry. */
export const hotKey = (cache: Partial<CachePolicy> = {}, originWorkers?: number) =>
  cachedOrigin({
    cache: { keys: 1, ttlMs: 60_000, ...cache },
    rps: 500,
    originMs: 200,
    durationMs: 62_000,
    ...(originWorkers === undefined ? {} : { originWorkers }),
  });

/** Single-flight where every fetch outlives the caller's 100 ms deadline (200 ms origin). */
export function abandonedFetches(): Scenario {
  const s = cachedOrigin({
    cache: { keys: 1, singleFlight: true },
    rps: 500,
    originMs: 200,
    durationMs: 10_000,
  });
  const client = s.clients[0]!;
  return { ...s, clients: [{ ...client, policy: { ...client.policy, deadlineMs: 100 } }] };
}

export const CACHE_SCENARIOS: Record<string, () => Scenario> = {
  cacheAbandoned: abandonedFetches,
  cacheStampede: () => hotKey({}, 20),
  cacheRemedies: () =>
    cachedOrigin({
      cache: {
        keys: 200,
        ttlMs: 2_000,
        ttlJitter: 0.2,
        singleFlight: true,
        staleWhileRevalidate: true,
        staleForMs: 500,
      },
      rps: 300,
      arrival: 'poisson',
      originMs: 50,
      durationMs: 10_000,
      originWorkers: 10,
    }),
};
