// Pure: no DOM. Spring's order of Resilience4j's aspects and the call's layer order. Each
// module's aspect has an order (`resilience4j.retry.retryAspectOrder`, ...); Spring runs the
// aspect with the lowest order first, so it wraps the others: Retry ( CircuitBreaker (
// RateLimiter ( TimeLimiter ( Bulkhead ( call ) ) ) ) ) by default.
import { layerKinds } from '../../sim/engine/layers/pipeline';
import { rateLimiterProtection } from '../../sim/protections/rateLimiter/descriptor';
import type { CallPolicy, LayerKind } from '../../sim/scenario';

/** Java's Ordered.LOWEST_PRECEDENCE (Integer.MAX_VALUE). */
const LOWEST = 2_147_483_647;

export interface R4jAspect {
  /** The module (`resilience4j.<module>`) whose property sets it. */
  module: string;
  /** The property under the module, as Resilience4j writes it. */
  key: string;
  /** The call layer it orders; none: the time limiter, the simulation's per-attempt timeout. */
  layer?: LayerKind;
  /** resilience4j-spring6's default order. */
  defaultOrder: number;
}

export const R4J_ASPECTS: readonly R4jAspect[] = [
  { module: 'retry', key: 'retryAspectOrder', layer: 'retry', defaultOrder: LOWEST - 5 },
  {
    module: 'circuitbreaker',
    key: 'circuitBreakerAspectOrder',
    layer: 'breaker',
    defaultOrder: LOWEST - 4,
  },
  {
    module: rateLimiterProtection.names.resilience4j!,
    key: 'rateLimiterAspectOrder',
    layer: rateLimiterProtection.key,
    defaultOrder: LOWEST - 3,
  },
  { module: 'timelimiter', key: 'timeLimiterAspectOrder', defaultOrder: LOWEST - 2 },
  { module: 'bulkhead', key: 'bulkheadAspectOrder', layer: 'bulkhead', defaultOrder: LOWEST - 1 },
];

/** Why a time limiter's order is listed rather than read. */
export const TIME_LIMITER_ORDER_WHY =
  'the time limiter is the simulation’s per-attempt timeout, which always bounds each attempt at the wire; its place among the aspects is not modelled';

/**
 * The call's layer order, outermost first, from the aspects' orders (the file's, else the
 * defaults): the three core layers always, the rate limiter when the call has one. Equal
 * orders keep the default sequence, as the declared order breaks Spring's ties here.
 */
export function r4jLayerOrder(
  orders: Readonly<Partial<Record<string, number>>>,
  rateLimited: boolean,
): string {
  return R4J_ASPECTS.flatMap((a, rank) =>
    a.layer && (a.layer !== rateLimiterProtection.key || rateLimited)
      ? [{ layer: a.layer, order: orders[a.layer] ?? a.defaultOrder, rank }]
      : [],
  )
    .sort((x, y) => x.order - y.order || x.rank - y.rank)
    .map((x) => x.layer)
    .join('-');
}

/** The order of the layers that act on the call (a disabled one passes calls through). */
export function activeOrder(policy: CallPolicy, order: string): string {
  const on = (kind: LayerKind) =>
    (policy[kind as keyof CallPolicy] as { enabled?: boolean } | undefined)?.enabled === true;
  return layerKinds(order).filter(on).join('-');
}
