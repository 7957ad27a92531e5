// Test support: what each Envoy and Istio config fixture should give (fixtureExpectations.ts).
import type { Expected } from './fixtureExpectations';

export const MESH_FIXTURES: Expected[] = [
  {
    file: 'envoy-01-bootstrap.yaml',
    calls: {
      'app->payments': {
        deadlineMs: 3_000,
        timeoutMs: 500,
        retry: {
          enabled: true,
          maxAttempts: 3,
          backoff: {
            type: 'exponential',
            initialIntervalMs: 50,
            maxIntervalMs: 1_000,
            multiplier: 2,
          },
          jitter: 'full',
        },
        envoyThresholds: {
          enabled: true,
          maxConnections: 100,
          maxPendingRequests: 50,
          maxRequests: 200,
          maxRetries: 5,
        },
      },
    },
    outliers: {
      payments: {
        consecutive5xx: 3,
        baseEjectionTimeMs: 10_000,
        maxEjectionTimeMs: 300_000,
        maxEjectionPercent: 50,
      },
    },
    notExpressed: [
      '28:cluster payments.connect_timeout',
      '29:cluster payments.type',
      '41:cluster payments.outlier_detection.interval',
    ],
  },
  {
    file: 'envoy-02-cluster-only.yaml',
    calls: {
      'app->inventory': {
        envoyThresholds: { enabled: true, maxRequests: 64, maxConnections: 1024, maxRetries: 3 },
      },
    },
    notExpressed: [
      '3:cluster inventory.connect_timeout',
      '8:cluster inventory.circuit_breakers.thresholds[0].retry_budget.budget_percent.value',
      '9:cluster inventory.circuit_breakers.thresholds[0].retry_budget.min_retry_concurrency',
      '10:cluster inventory.circuit_breakers.thresholds[1]',
    ],
  },
  {
    file: 'envoy-03-route-reset.yaml',
    calls: {
      'app->search': {
        deadlineMs: 15_000,
        retry: {
          enabled: true,
          maxAttempts: 4,
          backoff: { initialIntervalMs: 25, maxIntervalMs: 250 },
        },
      },
    },
    notExpressed: [
      '7:virtual host api.routes[0].match',
      '11:route to search.retry_policy.retry_on',
    ],
  },
  {
    // The host's retry reaches the routes without their own; the hedged route's per-try
    // timeout becomes the hedge delay; both clusters of the split get the route.
    file: 'envoy-04-host-policies.yaml',
    calls: {
      'app->cart': {
        deadlineMs: 2_000,
        retry: { enabled: true, maxAttempts: 5 },
        envoyThresholds: { enabled: true, maxRequests: 300 },
      },
      'app->pricing': {
        retry: { enabled: true, maxAttempts: 2 },
        hedge: { enabled: true, delayMs: 80, maxHedgedShare: 1, cancelLoser: true },
      },
      'app->search': { retry: { enabled: true, maxAttempts: 5 } },
      'app->search-canary': { retry: { enabled: true, maxAttempts: 5 } },
    },
    notExpressed: [
      '40:cluster cart.lb_policy',
      '46:cluster cart.dns_lookup_family',
      '45:cluster cart.circuit_breakers.per_host_thresholds',
      '12:virtual host shop.request_headers_to_add',
      '18:route to cart.idle_timeout',
      '24:route to pricing.hedge_policy.additional_request_chance',
      '35:route to search, search-canary.weighted_clusters.clusters[0].weight',
      '37:route to search, search-canary.weighted_clusters.clusters[1].weight',
    ],
  },
  {
    file: 'envoy-05-local-ratelimit.yaml',
    calls: {
      'app->inventory': {
        // The stream's 2 s life ends the call before the route's 3 s timeout.
        deadlineMs: 2_000,
        retry: { enabled: true, maxAttempts: 3 },
        rateLimiter: {
          enabled: true,
          limitForPeriod: 100,
          limitRefreshPeriodMs: 1_000,
          timeoutMs: 0,
        },
        // The filter runs before the router's retries: one token per request.
        layerOrder: 'rateLimiter-breaker-bulkhead-retry',
        envoyThresholds: { enabled: true, maxRequests: 64 },
      },
    },
    notExpressed: [
      '13:http_connection_manager.request_timeout',
      '15:http_connection_manager.common_http_protocol_options.idle_timeout',
      '33:http_connection_manager.http_filters[0].typed_config.response_headers_to_add',
      '23:http_connection_manager.http_filters[0].typed_config.token_bucket',
    ],
  },
  {
    file: 'istio-01-destinationrule.yaml',
    calls: {
      'app->reviews': {
        envoyThresholds: {
          enabled: true,
          maxConnections: 100,
          maxPendingRequests: 10,
          maxRequests: 1_000,
          maxRetries: 3,
        },
      },
    },
    outliers: {
      reviews: { consecutive5xx: 7, baseEjectionTimeMs: 900_000, maxEjectionPercent: 10 },
    },
    notExpressed: [
      '11:DestinationRule reviews.prod.svc.cluster.local.connectionPool.tcp.connectTimeout',
      '18:DestinationRule reviews.prod.svc.cluster.local.outlierDetection.interval',
    ],
  },
  {
    file: 'istio-02-virtualservice.yaml',
    calls: {
      'app->ratings': {
        deadlineMs: 10_000,
        timeoutMs: 2_000,
        retry: {
          enabled: true,
          maxAttempts: 4,
          backoff: { initialIntervalMs: 25, maxIntervalMs: 250 },
        },
      },
    },
    notExpressed: [
      '25:DestinationRule ratings.trafficPolicy.loadBalancer',
      '15:VirtualService http[0].retries.retryOn',
    ],
  },
];
