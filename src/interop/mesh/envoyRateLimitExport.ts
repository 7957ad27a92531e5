// Pure: no DOM. A call's rate limiter as Envoy's HTTP local rate limit filter, in a connection
// manager around the call's routes (the filter lives in the listener's http_filters), with a
// note wherever Envoy's bucket means something other than what was simulated.
import { layerKinds } from '../../sim/engine/layers/pipeline';
import { rateLimiterProtection } from '../../sim/protections/rateLimiter/descriptor';
import type { CallPolicy } from '../../sim/scenario';
import { protoDurationCodec } from '../codecs';
import type { Note } from '../yamlOut';
import { BUCKET_NAMES, LOCAL_RATE_LIMIT, LOCAL_RATE_LIMIT_TYPE } from './envoyLocalRateLimit';

const HCM_TYPE =
  'type.googleapis.com/envoy.extensions.filters.network.http_connection_manager.v3.HttpConnectionManager';
const ROUTER = {
  name: 'envoy.filters.http.router',
  typed_config: { '@type': 'type.googleapis.com/envoy.extensions.filters.http.router.v3.Router' },
};
/** Every request checked and enforced: Envoy's defaults are 0 %, for safety. */
const allRequests = () => ({ default_value: { numerator: 100, denominator: 'HUNDRED' } });
/** Envoy refuses a fill timer shorter than this. */
const MIN_FILL_INTERVAL_MS = 50;

type Obj = Record<string, unknown>;

function setDotted(obj: Obj, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = obj;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Obj;
  node[keys.at(-1)!] = value;
}

/**
 * The connection manager holding `routeConfig` (as its route_config) behind a local rate
 * limit, and its notes.
 */
export function rateLimitedManager(
  policy: CallPolicy,
  callee: string,
  routeConfig: Obj,
): { manager: Obj; notes: Note[] } {
  const rl = policy.rateLimiter!;
  const config: Obj = { '@type': LOCAL_RATE_LIMIT_TYPE, stat_prefix: `${callee}_rate_limiter` };
  const period = protoDurationCodec.write(rl.limitRefreshPeriodMs);
  setDotted(config, BUCKET_NAMES.maxTokens, rl.limitForPeriod);
  setDotted(config, BUCKET_NAMES.limitForPeriod, rl.limitForPeriod);
  setDotted(config, BUCKET_NAMES.limitRefreshPeriodMs, period);
  config.filter_enabled = { runtime_key: 'local_rate_limit_enabled', ...allRequests() };
  config.filter_enforced = { runtime_key: 'local_rate_limit_enforced', ...allRequests() };
  const manager: Obj = {
    '@type': HCM_TYPE,
    stat_prefix: callee,
    http_filters: [{ name: LOCAL_RATE_LIMIT, typed_config: config }, ROUTER],
    route_config: routeConfig,
  };
  const at = ['http_filters', 0, 'typed_config'];
  const bucket = [...at, ...BUCKET_NAMES.limitRefreshPeriodMs.split('.').slice(0, -1)];
  const notes: Note[] = [
    {
      path: bucket,
      text: `simulated: ${rl.limitForPeriod} permissions at the start of each ${period}; Envoy before 1.31 refilled the bucket so, 1.31 and later add the tokens continuously over the interval`,
    },
  ];
  if (rl.limitRefreshPeriodMs < MIN_FILL_INTERVAL_MS)
    notes.push({
      path: [...at, ...BUCKET_NAMES.limitRefreshPeriodMs.split('.')],
      text: `simulated: a period of ${period}; Envoy refuses a fill_interval under ${MIN_FILL_INTERVAL_MS} ms (scale both numbers up to keep the rate)`,
    });
  if (rl.timeoutMs > 0)
    notes.push({
      path: at,
      text: `simulated: a call waited up to ${rl.timeoutMs} ms for a later period’s permission; Envoy refuses at once (a 429)`,
    });
  // The filter runs before the router: once per request, outside its retries and hedging.
  const order = layerKinds(policy.layerOrder);
  const inner = ['retry', ...(policy.hedge?.enabled ? ['hedge'] : [])].filter(
    (k) => order.indexOf(rateLimiterProtection.key) > order.indexOf(k as never),
  );
  if (inner.length > 0)
    notes.push({
      path: at,
      text: `simulated: the rate limiter inside the ${inner.join(' and ')}, a permission per attempt; Envoy's filter runs before the router, one token per request`,
    });
  return { manager, notes };
}
