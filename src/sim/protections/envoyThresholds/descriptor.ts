// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Envoy's circuit breaker thresholds (cluster.circuit_breakers.thresholds) for the callee as
// one caller's Envoy sees it: thresholds are per upstream cluster per Envoy, so per edge.
import { z } from 'zod';
import { defineProtection, type SettingSpec } from '../descriptor';
import { EnvoyThresholds } from './envoyThresholds';
import { envoyThresholdsLayer } from './layer';

/** Envoy's thresholds are uint32; a million is far past any pool a model runs. */
const threshold = z.number().int().min(0).max(1_000_000);

export const envoyThresholdsPolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** Envoy's defaults: 1024 each, and 3 retries in flight. */
  maxConnections: threshold.min(1).default(1024),
  maxPendingRequests: threshold.default(1024),
  maxRequests: threshold.min(1).default(1024),
  maxRetries: threshold.default(3),
});
export type EnvoyThresholdsPolicy = z.infer<typeof envoyThresholdsPolicySchema>;

const limit = (
  key: string,
  envoy: string,
  istio: string,
  label: string,
  help: string,
): SettingSpec => ({
  kind: 'number',
  path: ['envoyThresholds', key],
  name: envoy,
  label,
  unit: key === 'maxConnections' ? 'connections' : 'requests',
  step: 1,
  sliderMax: 2_048,
  log: true,
  help,
  names: { envoy, istio },
});

export const envoyThresholdsProtection = defineProtection({
  key: 'envoyThresholds',
  title: 'Envoy circuit breaker',
  schema: envoyThresholdsPolicySchema,
  layer: envoyThresholdsLayer,
  // Inside the retry (Envoy's router retries around the cluster), outside hedging.
  placement: { side: 'innermost', rank: 40 },
  build: (part, { ctx, options }) => new EnvoyThresholds(part, ctx.clock, options),
  counters: {
    /** Envoy's upstream_rq_pending_overflow: refused by max_requests or max_pending_requests. */
    upstreamRqPendingOverflow: 'rq pending overflow',
    /** Envoy's upstream_cx_overflow: requests that found max_connections in use. */
    upstreamCxOverflow: 'cx overflow',
    /** Envoy's upstream_rq_retry_overflow: retries refused by max_retries. */
    upstreamRqRetryOverflow: 'rq retry overflow',
  },
  gauges: {
    /** Envoy's upstream_rq_active on this edge at the second's end. */
    upstreamRqActive: { label: 'rq active', read: (b: EnvoyThresholds) => b.requests },
  },
  failureReasons: {
    /** Refused at once by one of Envoy's thresholds (a local 503, x-envoy-overflow). */
    upstreamOverflow: 'Envoy overflow',
  },
  settings: [
    {
      kind: 'toggle',
      path: ['envoyThresholds', 'enabled'],
      name: 'circuit_breakers',
      label: 'Envoy circuit breaker',
      help: 'Envoy’s thresholds for this callee: beyond so many connections, waiting requests, requests or retries in flight, a call is refused at once with a 503.',
    },
    limit(
      'maxConnections',
      'max_connections',
      'connectionPool.tcp.maxConnections',
      'Connections',
      'Requests beyond this many in flight wait for a connection (counted as cx overflow).',
    ),
    limit(
      'maxPendingRequests',
      'max_pending_requests',
      'connectionPool.http.http1MaxPendingRequests',
      'Waiting requests',
      'Requests that may wait for a connection; one more is refused at once.',
    ),
    limit(
      'maxRequests',
      'max_requests',
      'connectionPool.http.http2MaxRequests',
      'Requests in flight',
      'Requests in flight to this callee at once; one more is refused at once.',
    ),
    limit(
      'maxRetries',
      'max_retries',
      'connectionPool.http.maxRetries',
      'Retries in flight',
      'Retries in flight to this callee at once, over all calls; one more is not sent.',
    ),
  ],
  docs: {
    intro:
      "Envoy's `circuit_breakers.thresholds` for the callee, as the caller's Envoy sees it (per\nupstream cluster per Envoy: one set per edge). A request is refused at once, never queued,\nwith `upstreamOverflow`: a retry (a second pass through the layer, so it sits inside the\nretry) when `maxRetries` retries are in flight (`upstreamRqRetryOverflow`); any request when\n`maxRequests` are in flight, or when `maxConnections` are in use and `maxPendingRequests`\nwait beyond them (`upstreamRqPendingOverflow`). A request that finds `maxConnections` in use\ncounts `upstreamCxOverflow`; its wait for a connection is not modelled (the caller's\n`connectionPool` is). Envoy answers a refused retry with the last attempt's answer; here the\ncall ends with `upstreamOverflow`.",
    rows: {
      enabled: '',
      maxConnections: "Envoy's `max_connections` (Istio: `connectionPool.tcp.maxConnections`).",
      maxPendingRequests:
        "Envoy's `max_pending_requests` (Istio: `connectionPool.http.http1MaxPendingRequests`).",
      maxRequests: "Envoy's `max_requests` (Istio: `connectionPool.http.http2MaxRequests`).",
      maxRetries: "Envoy's `max_retries`: retries in flight over all calls on the edge.",
    },
  },
  names: {
    envoy: 'cluster.circuit_breakers.thresholds',
    istio: 'DestinationRule.trafficPolicy.connectionPool',
  },
});
