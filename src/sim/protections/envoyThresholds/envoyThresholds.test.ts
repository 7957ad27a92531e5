// Envoy's circuit breaker thresholds, from Envoy's documented semantics (Circuit breaking,
// cluster.circuit_breakers.thresholds): each threshold bounds what is in flight to the
// upstream cluster from this Envoy, and a request over one is refused at once with the
// overflow counter of its kind, never queued. Then the authority rule, and the whole engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { createSimulation } from '../../engine/simulation';
import { leaf, scenario } from '../../engine/testing/scenarioBuilders';
import type { SecondFrame } from '../../engine/types';
import { callPolicySchema, type ScenarioInput } from '../../scenario';
import { itFollowsTheAuthorityRule } from '../../machines/testing/authorityKit';
import { layerOrderProblem } from '../../scenario';
import { envoyThresholdsPolicySchema } from './descriptor';
import { EnvoyThresholds } from './envoyThresholds';
import { ENVOY_VERDICT, envoyThresholdsMachine, type EnvoyThresholdsConfig } from './machine';

const ENVOY_DEFAULTS = {
  maxConnections: 1024,
  maxPendingRequests: 1024,
  maxRequests: 1024,
  maxRetries: 3,
};
const thresholds = (config: Partial<EnvoyThresholdsConfig>, options = {}) =>
  new EnvoyThresholds({ ...ENVOY_DEFAULTS, ...config }, new QueueClock(), options);
const { admitted, requestOverflow, pendingOverflow, retryOverflow } = ENVOY_VERDICT;

describe('Envoy circuit breaker thresholds', () => {
  it("default to Envoy's: 1024 connections, pending requests and requests, 3 retries", () => {
    const { enabled: _enabled, ...defaults } = envoyThresholdsPolicySchema.parse({});
    expect(defaults).toEqual(ENVOY_DEFAULTS);
  });

  it('max_requests = N: of N + 1 concurrent requests, the last is refused at once', () => {
    const b = thresholds({ maxRequests: 3 });
    expect([b.admit(false), b.admit(false), b.admit(false), b.admit(false)]).toEqual([
      admitted,
      admitted,
      admitted,
      requestOverflow,
    ]);
    expect(b.requests).toBe(3);
    expect(b.rqPendingOverflow).toBe(1);
    // One ends: the next request goes (nothing waited in a queue for that place).
    b.finished(false);
    expect(b.admit(false)).toBe(admitted);
    expect(b.rqPendingOverflow).toBe(1);
  });

  it('max_retries counts the retries in flight across the cluster, not per request', () => {
    const b = thresholds({ maxRetries: 2 });
    // Three different requests each retry once while the others' retries are in flight.
    expect([b.admit(true), b.admit(true), b.admit(true)]).toEqual([
      admitted,
      admitted,
      retryOverflow,
    ]);
    expect(b.rqRetryOverflow).toBe(1);
    // A first attempt is not a retry: max_retries does not bound it.
    expect(b.admit(false)).toBe(admitted);
    // A retry that ends frees its place; the requests it counted end with it.
    b.finished(true);
    expect(b.retries).toBe(1);
    expect(b.requests).toBe(2);
    expect(b.admit(true)).toBe(admitted);
  });

  it('max_retries = 0 refuses every retry', () => {
    const b = thresholds({ maxRetries: 0 });
    expect(b.admit(false)).toBe(admitted);
    expect(b.admit(true)).toBe(retryOverflow);
  });

  it('beyond max_connections a request is pending (cx overflow); beyond max_pending_requests it is refused', () => {
    const b = thresholds({ maxConnections: 2, maxPendingRequests: 1 });
    expect([b.admit(false), b.admit(false)]).toEqual([admitted, admitted]);
    expect(b.cxOverflow).toBe(0);
    expect(b.admit(false)).toBe(admitted); // waits for a connection: one pending
    expect(b.cxOverflow).toBe(1);
    expect(b.admit(false)).toBe(pendingOverflow);
    expect(b.cxOverflow).toBe(2);
    expect(b.rqPendingOverflow).toBe(1);
  });

  it('checks a retry against max_retries before max_requests (the router before the pool)', () => {
    const b = thresholds({ maxRequests: 1, maxRetries: 0 });
    b.admit(false);
    expect(b.admit(true)).toBe(retryOverflow);
    expect(b.rqRetryOverflow).toBe(1);
    expect(b.rqPendingOverflow).toBe(0);
  });

  it('the layer word may be named in the layer order, and must not sit inside hedging', () => {
    expect(layerOrderProblem('retry-envoyThresholds-breaker-bulkhead')).toBeUndefined();
    expect(layerOrderProblem('retry-breaker-bulkhead-hedge-envoyThresholds')).toBe(
      'hedge must be innermost',
    );
  });
});

type Op = { type: 'request'; retry: boolean } | { type: 'done' };

type Options = { machine?: typeof envoyThresholdsMachine; reference?: boolean };

/** Two sets of thresholds: the pending requests bound first, or max_requests does. */
const run = (ops: Op[], options: Options) => [
  runOne(ops, options, { maxConnections: 2, maxPendingRequests: 1, maxRequests: 4, maxRetries: 1 }),
  runOne(ops, options, { maxConnections: 2, maxPendingRequests: 5, maxRequests: 4, maxRetries: 1 }),
];

function runOne(ops: Op[], options: Options, config: Partial<EnvoyThresholdsConfig>) {
  const b = thresholds(config, options);
  const inFlight: boolean[] = [];
  const log: unknown[] = [];
  for (const op of ops) {
    if (op.type === 'request') {
      const verdict = b.admit(op.retry);
      if (verdict === admitted) inFlight.push(op.retry);
      log.push(verdict);
    } else if (inFlight.length > 0) b.finished(inFlight.shift()!);
  }
  log.push([b.requests, b.retries, b.rqPendingOverflow, b.cxOverflow, b.rqRetryOverflow]);
  return log;
}

const req = (retry = false): Op => ({ type: 'request', retry });
const done: Op = { type: 'done' };

describe('Envoy thresholds follow the authority rule', () => {
  itFollowsTheAuthorityRule({
    machine: envoyThresholdsMachine,
    guards: ['retryOverflow', 'requestsFull', 'connectionsFull', 'pendingFull'],
    opArb: fc.oneof(
      fc.boolean().map((retry) => req(retry)),
      fc.constant(done),
    ),
    run,
    scenarios: [
      // Two connections, one pending, then refused; a retry beyond one in flight refused.
      [req(), req(), req(), req(), req(true), done, done, done, req(true), req(true)],
      // Below every threshold: one request and one retry.
      [req(), req(true), done, done],
    ],
  });
});

/** One client at 50 requests a second for 8 s on a leaf that answers in `processingMs`. */
function oneEdge(policy: NonNullable<ScenarioInput['clients'][number]['policy']>, leafExtra = {}) {
  return scenario({
    durationMs: 10_000,
    services: [leaf('leaf', 1_000, leafExtra)],
    clients: [
      {
        name: 'users',
        service: 'leaf',
        arrival: { type: 'constant', rps: 50, schedule: [{ atMs: 8_000, rps: 0 }] },
        policy,
      },
    ],
  });
}

function runEngine(s: ReturnType<typeof oneEdge>, referenceMachines = false) {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(s, { onSecond: (f) => frames.push(f), referenceMachines });
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  return { report, frames, edge: report.edges['users->leaf']!, leaf: report.services.leaf! };
}

describe('Envoy thresholds in the engine', () => {
  it('max_requests = 10 against 1 s answers: at most 10 in flight, the rest refused at once', () => {
    const s = oneEdge({ envoyThresholds: { enabled: true, maxRequests: 10 } });
    const { report, frames, edge, leaf: l } = runEngine(s);
    expect(edge.calls).toBe(400);
    // 10 places, each held 1 s, over 8 s of arrivals (+ the first 10): about 90 go through.
    expect(l.received).toBeGreaterThanOrEqual(80);
    expect(l.received).toBeLessThanOrEqual(100);
    expect(edge.upstreamRqPendingOverflow).toBe(edge.calls - l.received);
    expect(report.clients.users!.failuresByReason.upstreamOverflow).toBe(
      edge.upstreamRqPendingOverflow,
    );
    // Refused at once: no refused call waited (the median call is a refusal, in 0 ms).
    expect(edge.callMs.p50).toBeLessThan(1);
    const active = frames.map((f) => f.edges['users->leaf']!.upstreamRqActive);
    expect(Math.max(...active)).toBe(10);
    // Defaults (1024 connections) were never reached.
    expect(edge.upstreamCxOverflow).toBe(0);
  });

  it('max_retries = 1: one retry in flight for the whole edge, however many calls fail', () => {
    const failing = { faults: { errorRates: { http5xx: 1 } } };
    const retry = { enabled: true, maxAttempts: 3, backoff: { type: 'none' as const } };
    const without = runEngine(oneEdge({ retry }, failing));
    // Without thresholds each of the 400 calls sends 3 attempts.
    expect(without.leaf.received).toBe(1_200);
    const s = oneEdge({ retry, envoyThresholds: { enabled: true, maxRetries: 1 } }, failing);
    const { edge, report, leaf: l } = runEngine(s);
    // A retry holds its place 1 s: at most about 10 s of retries get through, one at a time.
    const retriesSent = l.received - edge.calls;
    expect(retriesSent).toBeGreaterThanOrEqual(1);
    expect(retriesSent).toBeLessThanOrEqual(11);
    // Each refused retry ends its call (a local refusal is not retried): with its own reason.
    const reasons = report.clients.users!.failuresByReason;
    expect(reasons.upstreamOverflow).toBe(edge.upstreamRqRetryOverflow);
    expect(edge.upstreamRqRetryOverflow).toBeGreaterThanOrEqual(edge.calls - retriesSent);
    expect((reasons.http5xx ?? 0) + edge.upstreamRqRetryOverflow).toBe(
      report.clients.users!.failed,
    );
  });

  it('reference machines give the fast path’s run, to the bit', () => {
    const s = oneEdge(
      {
        envoyThresholds: {
          enabled: true,
          maxConnections: 5,
          maxPendingRequests: 3,
          maxRequests: 20,
        },
        retry: { enabled: true, maxAttempts: 2, backoff: { type: 'none' } },
      },
      { faults: { errorRates: { http5xx: 0.5 } } },
    );
    const fast = runEngine(s);
    const reference = runEngine(s, true);
    expect(fast.report).toEqual(reference.report);
    expect(fast.frames).toEqual(reference.frames);
    expect(fast.edge.upstreamCxOverflow).toBeGreaterThan(0);
    expect(fast.edge.upstreamRqPendingOverflow).toBeGreaterThan(0);
  });

  it('a policy without it stays without it (older scenarios and links are unchanged)', () => {
    expect('envoyThresholds' in callPolicySchema.parse({})).toBe(false);
  });
});
