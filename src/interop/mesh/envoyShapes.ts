// Pure: no DOM. Every block the Envoy reader walks, with the keys it reads, the keys it knows
// and cannot express (each with why) and why for the rest: the one place that says what an
// Envoy file's keys become, so none is dropped without a line in the list.
import type { BlockShape } from './meshApply';

const NOT_RESILIENCE = 'not a resilience setting the simulation has';
/** Also Istio's connectTimeout: the same Envoy setting. */
export const CONNECT_TIMEOUT_WHY = 'connecting takes no time in the simulation';
export const MATCH_WHY =
  'the simulation sends every request of the call down this route: requests have no paths or headers to match';
export const SPLIT_WHY =
  'every cluster of the split gets the route’s timeout and retries; the simulation does not split a call’s traffic by weight';

const ENDPOINTS_WHY =
  'endpoints, discovery and load balancing are the scenario’s own (the callee’s replicas and balancer)';

const EDS_WHY =
  'the endpoints come from an EDS server, not from this file: the callee’s replicas are the scenario’s (set its replica count)';

/** A cluster's `type`: EDS says more than the other discovery types. */
export const clusterTypeWhy = (type: unknown): string => (type === 'EDS' ? EDS_WHY : ENDPOINTS_WHY);

export const CLUSTER_SHAPE: BlockShape = {
  read: ['name', 'circuit_breakers', 'outlier_detection'],
  refused: {
    connect_timeout: CONNECT_TIMEOUT_WHY,
    type: ENDPOINTS_WHY,
    eds_cluster_config: EDS_WHY,
    load_assignment: ENDPOINTS_WHY,
    lb_policy: ENDPOINTS_WHY,
    health_checks: 'active health checks are not modelled; outlier_detection (passive) is read',
    per_connection_buffer_limit_bytes: 'connections are not modelled beyond their count',
    max_requests_per_connection: 'connections are not modelled beyond their count',
    common_http_protocol_options: 'connections are not modelled beyond their count',
    http2_protocol_options: 'the protocol is not modelled',
    typed_extension_protocol_options: 'the protocol is not modelled',
    transport_socket: 'TLS is not modelled',
  },
  otherwise: `${NOT_RESILIENCE} (this reader reads circuit_breakers and outlier_detection)`,
};

export const CIRCUIT_BREAKERS_SHAPE: BlockShape = {
  read: ['thresholds'],
  refused: {
    per_host_thresholds:
      'limits per host: the simulation’s thresholds hold for the whole call, over every replica',
  },
  otherwise: 'not a circuit_breakers setting this reader knows',
};

export const THRESHOLD_REFUSED: Readonly<Record<string, string>> = {
  retry_budget:
    'Envoy’s retry budget bounds retries in flight by a share of active requests; the simulation’s budgets are token buckets, not a concurrency share',
  track_remaining: 'observability only: it changes what is reported, not what happens',
};

export const VIRTUAL_HOST_SHAPE: BlockShape = {
  read: ['name', 'domains', 'routes', 'retry_policy', 'hedge_policy'],
  refused: {
    rate_limits:
      'Envoy’s rate limits ask a rate limit service; the simulation’s rate limiter is a setting of the call',
    include_request_attempt_count: 'requests carry no headers in the simulation',
    include_attempt_count_in_response: 'responses carry no headers in the simulation',
  },
  otherwise: `${NOT_RESILIENCE} (headers, CORS and filters are left as they are)`,
};

export const ROUTE_ENTRY_SHAPE: BlockShape = {
  read: ['name', 'route'],
  refused: {
    match: MATCH_WHY,
    redirect: 'a redirect answers without calling the cluster; only routes to a cluster are read',
    direct_response:
      'a direct response answers without calling the cluster; only routes to a cluster are read',
  },
  otherwise: `${NOT_RESILIENCE} (headers, rewrites and filters are left as they are)`,
};

export const ROUTE_ACTION_SHAPE: BlockShape = {
  read: ['cluster', 'weighted_clusters', 'timeout', 'retry_policy', 'hedge_policy'],
  refused: {
    idle_timeout:
      'a stream idle timeout: attempts are not streams in the simulation (the route timeout and per_try_timeout are read)',
    max_stream_duration:
      'attempts are not streams in the simulation (the route timeout and per_try_timeout are read)',
    cluster_header: 'requests carry no headers in the simulation: the cluster must be named',
    cluster_not_found_response_code: 'every cluster named here is one of the scenario’s calls',
    request_mirror_policies: 'mirrored traffic is not modelled',
    rate_limits:
      'Envoy’s rate limits ask a rate limit service; the simulation’s rate limiter is a setting of the call',
  },
  otherwise: `${NOT_RESILIENCE} (rewrites, hashing and upgrades are left as they are)`,
};

export const WEIGHTED_CLUSTERS_SHAPE: BlockShape = {
  read: ['clusters'],
  refused: { total_weight: SPLIT_WHY, runtime_key_prefix: SPLIT_WHY },
  otherwise: 'not a weighted_clusters setting this reader knows',
};

export const WEIGHTED_CLUSTER_SHAPE: BlockShape = {
  read: ['name'],
  refused: { weight: SPLIT_WHY },
  otherwise: `${NOT_RESILIENCE} (per-cluster headers and filters are left as they are)`,
};

/** Envoy's hedge_policy: hedging on the per-try timeout is the simulation's hedge. */
export const HEDGE_SHAPE: BlockShape = {
  read: ['hedge_on_per_try_timeout'],
  refused: {
    initial_requests:
      'the simulation sends one request first and hedges after a delay; several requests from the start are not modelled',
    additional_request_chance:
      'the simulation sends one request first and hedges after a delay; several requests from the start are not modelled',
  },
  otherwise: 'not a hedge_policy setting this reader knows',
};

const STREAMS_WHY =
  'attempts are not streams in the simulation (the route timeout and per_try_timeout are read)';

const CONNECTIONS_WHY = 'connections are not modelled beyond their count';

/**
 * The HTTP connection manager: its routes are walked as virtual hosts; its own timeouts and
 * its filters are judged here (a local rate limit is the only resilience filter).
 */
export const HCM_SHAPE: BlockShape = {
  read: [
    '@type',
    'route_config',
    'http_filters',
    'stat_prefix',
    'codec_type',
    'common_http_protocol_options',
  ],
  refused: {
    rds: 'the routes come from an RDS server, not from this file: give the RouteConfiguration itself to read its timeouts and retries',
    request_timeout:
      'the time Envoy waits to receive the whole request from the caller (it stops once the request is sent upstream or an answer starts): a request takes no time to arrive in the simulation, so it never fires; what bounds the whole call is the route timeout or common_http_protocol_options.max_stream_duration (both read)',
    stream_idle_timeout: STREAMS_WHY,
    request_headers_timeout: 'requests have no headers to wait for in the simulation',
    max_request_headers_kb: 'requests have no headers in the simulation',
    http2_protocol_options: 'the protocol is not modelled',
    drain_timeout: 'listeners are not drained in the simulation',
    delayed_close_timeout: CONNECTIONS_WHY,
  },
  otherwise: `${NOT_RESILIENCE} (logging, tracing and headers are left as they are)`,
};

/** The connection manager's common_http_protocol_options: the stream's lifetime bounds the call. */
export const COMMON_HTTP_SHAPE: BlockShape = {
  read: ['max_stream_duration'],
  refused: { headers_with_underscores_action: 'requests have no headers in the simulation' },
  otherwise: CONNECTIONS_WHY,
};

/** The local rate limit filter's config (LocalRateLimit): what the call's rate limiter holds. */
export const LOCAL_RATE_LIMIT_SHAPE: BlockShape = {
  read: [
    '@type',
    'stat_prefix',
    'token_bucket',
    'filter_enabled',
    'filter_enforced',
    'local_rate_limit_per_downstream_connection',
  ],
  refused: {
    status:
      'a refused request fails as the rate limiter’s requestNotPermitted, whatever status it names',
    response_headers_to_add: 'responses carry no headers in the simulation',
    request_headers_to_add_when_not_enforced: 'requests carry no headers in the simulation',
    enable_x_ratelimit_headers: 'responses carry no headers in the simulation',
    descriptors:
      'descriptors limit requests by attributes the route’s rate_limits actions pick; requests carry none in the simulation',
    vh_rate_limits:
      'descriptors limit requests by attributes; requests carry none in the simulation',
    always_consume_default_token_bucket:
      'descriptors are not read, so the default bucket is the only one',
    stage: 'descriptors are not read, so their stage does not matter',
    local_cluster_rate_limit:
      'the limit is shared among the Envoys of the local cluster; the simulation’s rate limiter is one caller’s',
    rate_limited_as_resource_exhausted: 'gRPC status codes are not modelled',
  },
  otherwise: 'not a local rate limit setting this reader knows',
};
