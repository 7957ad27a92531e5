// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What a call holds in the registry's layers (src/sim/protections), on one object made only for calls on
// an edge that has one of them: a call on any other edge allocates nothing more.
import type { ScheduledEvent } from '../../core/eventQueue';
import type { ConcurrencyLimit } from '../../machines/concurrencyLimit';
import type { RateLimiter } from '../../machines/rateLimiter';
import type { AdaptiveThrottle } from '../../machines/throttle';
import type { LogicalCall } from '../logicalCall';
import type { HedgeRun } from './hedgeRun';

/** What a call is to the cache layer: nothing yet, its key's fetch, a joiner, a background refresh. */
export const CACHE_ROLE = { none: 0, fetch: 1, join: 2, refresh: 3 } as const;

export class LayerHoldings {
  /** A wait for a rate limiter's permission (or for its timeout), and the limiter. */
  rateWait: ScheduledEvent | undefined = undefined;
  rateLimiter: RateLimiter | undefined = undefined;
  /** The throttle that admitted the call and waits for its answer. */
  throttle: AdaptiveThrottle | undefined = undefined;
  /** The concurrency limit holding a place for the call, since when, and who was in flight. */
  limit: ConcurrencyLimit | undefined = undefined;
  limitSinceMs = 0;
  limitInFlightAtStart = 0;
  hedge: HedgeRun | undefined = undefined;
  /** The key the call asked the cache for, its role there, and the cache layer's index. */
  cacheKey = -1;
  cacheRole: number = CACHE_ROLE.none;
  cacheDepth = 0;
  /**
   * What a call holds in a registry protection that keeps its own holding type in its
   * folder (src/sim/protections/<key>/layer.ts), by the protection's key.
   */
  byProtection: Record<string, unknown> | undefined = undefined;
}

export function holdingsOf(call: LogicalCall): LayerHoldings {
  return (call.extra ??= new LayerHoldings());
}
