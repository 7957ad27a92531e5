// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Envoy's circuit breaker thresholds for one upstream cluster as seen by one Envoy (here: one
// caller → callee edge), as a machine with one state. Its record holds the requests and
// retries in flight and Envoy's overflow counters; every admission is decided by a guard.
// Envoy checks in this order: a retry against max_retries (the router, before it retries),
// then the request against max_requests, then a connection: with max_connections in use the
// request would wait for one (upstream_cx_overflow), and with max_pending_requests already
// waiting it is refused (upstream_rq_pending_overflow). A refusal is immediate, never queued.
import { setup } from 'xstate';

export interface EnvoyThresholdsConfig {
  maxConnections: number;
  maxPendingRequests: number;
  maxRequests: number;
  maxRetries: number;
}

/** The last request's verdict: let through, or which threshold refused it. */
export const ENVOY_VERDICT = {
  admitted: 0,
  requestOverflow: 1,
  pendingOverflow: 2,
  retryOverflow: 3,
} as const;
export type EnvoyVerdict = (typeof ENVOY_VERDICT)[keyof typeof ENVOY_VERDICT];

export interface EnvoyThresholdsRecord {
  limits: EnvoyThresholdsConfig;
  /** Requests in flight to the cluster (upstream_rq_active), retries among them. */
  requests: number;
  retries: number;
  verdict: EnvoyVerdict;
  /** Envoy's counters of the same names. */
  rqPendingOverflow: number;
  cxOverflow: number;
  rqRetryOverflow: number;
}

export interface EnvoyThresholdsContext {
  r: EnvoyThresholdsRecord;
}

export type EnvoyThresholdsEvent =
  { type: 'request'; retry: boolean } | { type: 'done'; retry: boolean };

interface Args {
  context: EnvoyThresholdsContext;
  event: EnvoyThresholdsEvent;
}

/** Requests beyond max_connections wait for a connection: they are pending. */
const pendingNow = (r: EnvoyThresholdsRecord) => Math.max(0, r.requests - r.limits.maxConnections);

export const envoyThresholdsMachine = setup({
  types: {
    context: {} as EnvoyThresholdsContext,
    events: {} as EnvoyThresholdsEvent,
    input: {} as EnvoyThresholdsContext,
  },
  guards: {
    retryOverflow: ({ context: { r }, event }: Args) =>
      event.type === 'request' && event.retry && r.retries >= r.limits.maxRetries,
    requestsFull: ({ context: { r } }: Args) => r.requests >= r.limits.maxRequests,
    connectionsFull: ({ context: { r } }: Args) => r.requests >= r.limits.maxConnections,
    pendingFull: ({ context: { r } }: Args) =>
      r.requests >= r.limits.maxConnections && pendingNow(r) >= r.limits.maxPendingRequests,
  },
  actions: {
    refuseRetry: ({ context: { r } }: Args) => {
      r.verdict = ENVOY_VERDICT.retryOverflow;
      r.rqRetryOverflow++;
    },
    refuseRequest: ({ context: { r } }: Args) => {
      r.verdict = ENVOY_VERDICT.requestOverflow;
      r.rqPendingOverflow++;
    },
    countConnectionOverflow: ({ context: { r } }: Args) => {
      r.cxOverflow++;
    },
    refusePending: ({ context: { r } }: Args) => {
      r.verdict = ENVOY_VERDICT.pendingOverflow;
      r.rqPendingOverflow++;
    },
    admit: ({ context: { r }, event }: Args) => {
      r.verdict = ENVOY_VERDICT.admitted;
      r.requests++;
      if (event.retry) r.retries++;
    },
    finish: ({ context: { r }, event }: Args) => {
      r.requests--;
      if (event.retry) r.retries--;
    },
  },
}).createMachine({
  id: 'envoyThresholds',
  context: ({ input }) => input,
  on: {
    request: [
      { guard: 'retryOverflow', actions: 'refuseRetry' },
      { guard: 'requestsFull', actions: 'refuseRequest' },
      { guard: 'pendingFull', actions: ['countConnectionOverflow', 'refusePending'] },
      { guard: 'connectionsFull', actions: ['countConnectionOverflow', 'admit'] },
      { actions: 'admit' },
    ],
    done: { actions: 'finish' },
  },
});
