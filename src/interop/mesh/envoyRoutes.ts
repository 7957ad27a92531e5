// Pure: no DOM. One Envoy route action onto the calls to its clusters: the route timeout, the
// retry policy (the route's, else its virtual host's, as Envoy applies them), the hedge
// policy, and a weighted split's clusters, each cluster getting the route's settings.
import { hedgeProtection } from '../../sim/protections/hedge/descriptor';
import type { PolicyWriter } from '../policyWriter';
import { isObj, lineIn, refuseUnread, sub, type Block, type Obj } from './meshApply';
import { applyRetry, applyRouteTimeout } from './meshRetry';
import {
  HEDGE_SHAPE,
  ROUTE_ACTION_SHAPE,
  WEIGHTED_CLUSTERS_SHAPE,
  WEIGHTED_CLUSTER_SHAPE,
} from './envoyShapes';

/** A route action and the virtual host it is in (its retry and hedge policies apply to it). */
export interface FoundRoute {
  action: Block;
  host?: Block;
}

/** The clusters a route action sends to: its `cluster`, or each of its `weighted_clusters`. */
export function routeTargets(action: Obj): { name: string }[] {
  if (typeof action.cluster === 'string') return [{ name: action.cluster }];
  const split = isObj(action.weighted_clusters) ? action.weighted_clusters.clusters : undefined;
  return (Array.isArray(split) ? split : []).flatMap((c) =>
    isObj(c) && typeof c.name === 'string' ? [{ name: c.name }] : [],
  );
}

/** The descriptor's name for Envoy's hedging block (`hedge_policy`). */
const HEDGE_KEY = hedgeProtection.names.envoy!;

/** The route's own block of that key, else its virtual host's. */
function routeOrHost(
  route: FoundRoute,
  key: string,
): { block: Block; fromHost: boolean } | undefined {
  const own = route.action.value[key];
  if (isObj(own)) return { block: sub(route.action, key, own), fromHost: false };
  const inherited = route.host?.value[key];
  if (route.host && isObj(inherited))
    return { block: sub(route.host, key, inherited), fromHost: true };
  return undefined;
}

/**
 * Applies the route to each of its clusters' calls; returns whether the virtual host's retry
 * policy was used (a host policy no route uses is listed by the caller).
 */
export function applyEnvoyRoute(
  writer: PolicyWriter,
  route: FoundRoute,
  place: (name: string, block: Block) => string | undefined,
): boolean {
  const { action } = route;
  refuseUnread(writer, action, ROUTE_ACTION_SHAPE);
  const split = action.value.weighted_clusters;
  if (isObj(split)) {
    const block = sub(action, 'weighted_clusters', split);
    refuseUnread(writer, block, WEIGHTED_CLUSTERS_SHAPE);
    (Array.isArray(split.clusters) ? split.clusters : []).forEach((c, n) => {
      if (!isObj(c)) return;
      refuseUnread(
        writer,
        {
          ...block,
          path: [...block.path, 'clusters', n],
          value: c,
          name: `${block.name}.clusters[${n}]`,
        },
        WEIGHTED_CLUSTER_SHAPE,
      );
    });
  }
  const retry = routeOrHost(route, 'retry_policy');
  const hedge = routeOrHost(route, HEDGE_KEY);
  if (hedge) refuseUnread(writer, hedge.block, HEDGE_SHAPE);
  for (const { name } of routeTargets(action.value)) {
    const call = place(name, action);
    if (!call) continue;
    applyRouteTimeout(writer, call, action, 'envoy');
    if (retry) applyRetry(writer, call, retry.block, 'envoy');
    if (hedge) applyHedge(writer, call, hedge.block);
  }
  return retry?.fromHost === true;
}

/**
 * Envoy hedges when a per-try timeout fires: the attempt is not cancelled, another is sent,
 * and the first answer wins (the others are reset). So the per-try timeout is the hedge delay
 * and no longer fails an attempt.
 */
function applyHedge(writer: PolicyWriter, call: string, hedge: Block): void {
  const on = hedge.value.hedge_on_per_try_timeout;
  if (on !== true && String(on) !== 'true') return;
  const key = `${hedge.name}.hedge_on_per_try_timeout`;
  const line = lineIn(hedge, 'hedge_on_per_try_timeout');
  const perTryMs = writer.read(call, ['timeoutMs']);
  if (typeof perTryMs !== 'number') {
    writer.refuse(
      key,
      line,
      'Envoy hedges when per_try_timeout fires, and this route’s retry policy sets none: nothing is hedged',
    );
    return;
  }
  const at = { key, line };
  writer.set(call, ['hedge', 'enabled'], true, at);
  writer.set(call, ['hedge', 'delayMs'], perTryMs, at);
  writer.set(call, ['hedge', 'cancelLoser'], true, at);
  writer.set(call, ['timeoutMs'], undefined, at);
  if (writer.set(call, ['hedge', 'maxHedgedShare'], 1, { key: `${hedge.name}.(hedged share)` }))
    writer.filled(
      `${hedge.name}.(hedged share)`,
      '100%: Envoy caps hedges only by num_retries (it may hedge again at each per-try timeout; the simulation hedges once)',
    );
}
