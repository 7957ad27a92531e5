// Pure: no DOM. Envoy's HTTP local rate limit filter (envoy.filters.http.local_ratelimit) onto
// the call's rate limiter, where it means the same: one bucket over the requests of one call,
// every request limited, refilled whole each fill_interval. Otherwise it is listed with why.
import { rateLimiterProtection } from '../../sim/protections/rateLimiter/descriptor';
import { protoDurationCodec } from '../codecs';
import type { Leaf } from '../configText';
import { MalformedConfigError } from '../importResult';
import type { PolicyWriter } from '../policyWriter';
import { numberValue } from '../values';
import { getDotted, isObj, lineIn, refuseUnread, sub, type Block, type Obj } from './meshApply';
import { LOCAL_RATE_LIMIT_SHAPE } from './envoyShapes';

/** The filter's name, from the rate limiter's descriptor. */
export const LOCAL_RATE_LIMIT = rateLimiterProtection.names.envoy!;
export const LOCAL_RATE_LIMIT_TYPE =
  'type.googleapis.com/envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit';

/** The rate limiter's settings Envoy's token bucket names (the descriptor's `names.envoy`). */
const BUCKET = Object.fromEntries(
  rateLimiterProtection.settings.flatMap((s) =>
    s.kind === 'number' && s.names?.envoy ? [[s.path[1]!, s.names.envoy]] : [],
  ),
) as { limitForPeriod: string; limitRefreshPeriodMs: string };
/** Where the bucket's size sits beside its fill (`token_bucket.max_tokens`). */
export const MAX_TOKENS = BUCKET.limitForPeriod.replace(/[^.]+$/, 'max_tokens');
export const BUCKET_NAMES = { ...BUCKET, maxTokens: MAX_TOKENS };

/** An HTTP filter entry (or a per-route config) that is the local rate limit. */
export const isLocalRateLimit = (name: string, config: unknown): boolean =>
  name === LOCAL_RATE_LIMIT || (isObj(config) && config['@type'] === LOCAL_RATE_LIMIT_TYPE);

/** The local rate limit a route or virtual host sets for itself (typed_per_filter_config), if any. */
export function ownLocalRateLimit(holder: Obj): string | undefined {
  const own = holder.typed_per_filter_config;
  if (!isObj(own)) return undefined;
  return Object.keys(own).find((k) => isLocalRateLimit(k, own[k]));
}

export const PER_ROUTE_WHY =
  'a route’s (or virtual host’s) own local rate limit bucket, which replaces the listener’s for its requests: not read; the simulation’s rate limiter is the call’s (set limitForPeriod and limitRefreshPeriod on the call)';

const DENOMINATORS: Readonly<Record<string, number>> = {
  HUNDRED: 100,
  TEN_THOUSAND: 10_000,
  MILLION: 1_000_000,
};

/** A runtime fractional percent's share; left out it is 0 %: Envoy's default, for safety. */
function share(block: Block, key: string): number {
  const value = getDotted(block.value, `${key}.default_value`);
  if (!isObj(value)) return 0;
  const at = `${block.name}.${key}.default_value`;
  const line = lineIn(block, `${key}.default_value`);
  const denominator = DENOMINATORS[String(value.denominator ?? 'HUNDRED')];
  if (denominator === undefined)
    throw new MalformedConfigError(
      `denominator "${String(value.denominator)}" is not one of ${Object.keys(DENOMINATORS).join(', ')}`,
      `${at}.denominator`,
      line,
    );
  return Math.min(
    1,
    numberValue((value.numerator ?? 0) as Leaf, `${at}.numerator`, line) / denominator,
  );
}

/** Why the filter is not read onto the call, or undefined when it is. */
function whyNot(config: Block, calls: readonly string[], ownRoutes: number): string | undefined {
  const v = config.value;
  if (!isObj(v.token_bucket))
    return 'no token_bucket: the listener limits nothing (only routes with their own config would)';
  const enabled = share(config, 'filter_enabled');
  const enforced = share(config, 'filter_enforced');
  if (enabled === 0 || enforced === 0)
    return `filter_${enabled === 0 ? 'enabled' : 'enforced'} is left out or 0 %: Envoy ${enabled === 0 ? 'checks' : 'enforces'} no request (its default, for safety), so nothing is limited and the call gets no rate limiter`;
  if (enabled * enforced < 1)
    return `Envoy limits ${+(enabled * enforced * 100).toFixed(4)} % of the requests (filter_enabled × filter_enforced); the simulation’s rate limiter limits every request`;
  if (String(v.local_rate_limit_per_downstream_connection) === 'true')
    return 'a bucket per downstream connection: connections are not modelled beyond their count';
  if (calls.length === 0)
    return 'its routes lead to no call of the scenario (routes from RDS, or clusters not placed): map the cluster with --map';
  if (calls.length > 1)
    return `one bucket over every request of the listener, whose routes lead to ${calls.length} calls (${calls.join(', ')}); the simulation’s rate limiter is one call’s`;
  if (ownRoutes > 0)
    return `${ownRoutes} of its routes have their own bucket (typed_per_filter_config), so this one does not hold for all of the call’s requests`;
  const bucket = v.token_bucket as Obj;
  const fill = bucket.tokens_per_fill ?? 1;
  if (String(bucket.max_tokens) !== String(fill))
    return `a token bucket of ${String(bucket.max_tokens)} tokens refilled ${String(fill)} every ${String(bucket.fill_interval)}: it lets a burst of max_tokens through after a quiet spell; the simulation’s rate limiter grants limitForPeriod each period, so only a bucket whose max_tokens equals tokens_per_fill is read`;
  return undefined;
}

/**
 * Reads one local rate limit filter of a connection manager onto the one call its routes lead
 * to; `ownRoutes`: how many of those routes set their own bucket.
 */
export function readLocalRateLimit(
  writer: PolicyWriter,
  filter: Block,
  calls: readonly string[],
  ownRoutes: number,
): void {
  const typed = filter.value.typed_config;
  const config = sub(filter, 'typed_config', isObj(typed) ? typed : {});
  const why = whyNot(config, calls, ownRoutes);
  if (why !== undefined) {
    writer.refuse(`${filter.name} ${LOCAL_RATE_LIMIT}`, lineIn(filter), why);
    return;
  }
  refuseUnread(writer, config, LOCAL_RATE_LIMIT_SHAPE);
  const call = calls[0]!;
  const bucket = sub(config, 'token_bucket', config.value.token_bucket as Obj);
  const key = (name: string) => ({ key: `${config.name}.${name}`, line: lineIn(config, name) });
  const tokens = numberValue(getDotted(config.value, MAX_TOKENS) as Leaf, key(MAX_TOKENS).key);
  const interval = BUCKET.limitRefreshPeriodMs;
  const periodMs = protoDurationCodec.read(
    getDotted(config.value, interval) as Leaf,
    key(interval).key,
    key(interval).line,
  ) as number;
  writer.set(call, [rateLimiterProtection.key, 'enabled'], true, key('token_bucket'));
  writer.set(call, [rateLimiterProtection.key, 'limitForPeriod'], tokens, key(MAX_TOKENS));
  writer.set(call, [rateLimiterProtection.key, 'limitRefreshPeriodMs'], periodMs, key(interval));
  // Envoy refuses at once (a 429): no waiting for a later period's token.
  writer.set(call, [rateLimiterProtection.key, 'timeoutMs'], 0, key('token_bucket'));
  writer.refuse(
    bucket.name,
    lineIn(bucket),
    `read as limitForPeriod ${tokens} every limitRefreshPeriod ${protoDurationCodec.write(periodMs)}, all at the start of each period, as Envoy’s fill timer refilled it before 1.31; Envoy 1.31 and later add the tokens continuously (${tokens} spread over each ${protoDurationCodec.write(periodMs)}), so in any stretch of time Envoy admits at most ${tokens} plus what refilled, where the simulation admits up to twice ${tokens} across a period’s start`,
  );
  outermost(writer, call, key('token_bucket'));
}

/**
 * Envoy's HTTP filters run before the router's retries and hedging: one token per request,
 * not per attempt. So the rate limiter is the call's outermost layer.
 */
function outermost(writer: PolicyWriter, call: string, source: { key: string }): void {
  const had = String(writer.read(call, ['layerOrder']));
  const kind = rateLimiterProtection.key;
  const wanted = [kind, ...had.split('-').filter((k) => k !== kind)].join('-');
  if (wanted === had || !writer.set(call, ['layerOrder'], wanted, source)) return;
  writer.filled(
    `layer order of ${call}`,
    `${wanted}: Envoy's HTTP filters run before the router's retries, so the rate limiter takes one token per request, not per attempt; the call had ${had}`,
  );
}
