// Pure: no DOM. An HTTP connection manager's own settings, read once its routes are on their
// calls: the stream's lifetime (common_http_protocol_options.max_stream_duration) bounds the
// call's deadline, its local rate limit filter becomes the call's rate limiter; every other
// key is listed with why (envoyShapes.ts).
import { protoDurationCodec } from '../codecs';
import type { Leaf } from '../configText';
import type { PolicyWriter } from '../policyWriter';
import { isObj, lineIn, refuseUnread, sub, type Block } from './meshApply';
import { routeTargets, type FoundRoute } from './envoyRoutes';
import { COMMON_HTTP_SHAPE, HCM_SHAPE } from './envoyShapes';
import { isLocalRateLimit, ownLocalRateLimit, readLocalRateLimit } from './envoyLocalRateLimit';
import { ROUTE_TIMEOUT } from './meshNames';

/** Whether a block lies inside another (a route inside a connection manager's route_config). */
const inside = (outer: Block, inner: Block): boolean =>
  inner.file === outer.file &&
  inner.doc === outer.doc &&
  outer.path.every((k, i) => inner.path[i] === k);

/** The calls the routes lead to, once they are placed. */
function callsOf(writer: PolicyWriter, routes: readonly FoundRoute[]): string[] {
  const calls = routes.flatMap((r) =>
    routeTargets(r.action.value).flatMap((t) => writer.placements[t.name] ?? []),
  );
  return [...new Set(calls)];
}

/** The route entries and virtual hosts under the manager that set their own local rate limit. */
export function ownRateLimits(manager: Block, holders: readonly Block[]): Block[] {
  return holders.filter((h) => inside(manager, h) && ownLocalRateLimit(h.value) !== undefined);
}

export function readManager(
  writer: PolicyWriter,
  manager: Block,
  allRoutes: readonly FoundRoute[],
  holders: readonly Block[],
): void {
  refuseUnread(writer, manager, HCM_SHAPE);
  const routes = allRoutes.filter((r) => inside(manager, r.action));
  readStreamDuration(writer, manager, routes);
  const own = ownRateLimits(manager, holders).length;
  const filters = Array.isArray(manager.value.http_filters) ? manager.value.http_filters : [];
  filters.forEach((f, i) => {
    if (!isObj(f) || !isLocalRateLimit(String(f.name), f.typed_config)) return;
    const filter = sub(manager, 'http_filters', f, `${manager.name}.http_filters[${i}]`);
    filter.path = [...filter.path, i];
    readLocalRateLimit(writer, filter, callsOf(writer, routes), own);
  });
}

/**
 * The downstream stream's longest life: Envoy ends the request when it passes, retries and
 * all. The caller sees the shorter of it and the route timeout, so the call's deadline is the
 * minimum. A route with its own max_stream_duration (listed) is not bound by this one.
 */
function readStreamDuration(
  writer: PolicyWriter,
  manager: Block,
  routes: readonly FoundRoute[],
): void {
  const common = manager.value.common_http_protocol_options;
  if (!isObj(common)) return;
  const block = sub(manager, 'common_http_protocol_options', common);
  refuseUnread(writer, block, COMMON_HTTP_SHAPE);
  if (common.max_stream_duration === undefined) return;
  const key = `${block.name}.max_stream_duration`;
  const line = lineIn(block, 'max_stream_duration');
  const ms = protoDurationCodec.read(common.max_stream_duration as Leaf, key, line) as number;
  // Zero is Envoy's "no limit".
  if (ms === 0) return;
  const bound = callsOf(
    writer,
    routes.filter((r) => r.action.value.max_stream_duration === undefined),
  );
  if (bound.length === 0) {
    writer.refuse(
      key,
      line,
      'its routes lead to no call of the scenario (routes from RDS, clusters not placed, or each route sets its own max_stream_duration): set deadlineMs on the call',
    );
    return;
  }
  for (const call of bound) {
    const routeMs = writer.read(call, ROUTE_TIMEOUT.path);
    if (typeof routeMs === 'number' && routeMs <= ms) continue;
    writer.set(call, ROUTE_TIMEOUT.path, ms, { key, line });
  }
}
