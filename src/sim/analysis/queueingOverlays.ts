// Pure: no DOM, no wall clock, no randomness.
// Queueing theory beside a run (issue 10 §5): M/M/c's mean wait (Erlang C) for a service
// with a queue, Erlang B's loss for workers or a bulkhead that never wait, and Little's
// law for any service. Each names the condition it needs and, when the scenario breaks
// it, says so instead of drawing a number that does not mean anything.
import type { RunReport } from '../engine/types';
import { erlangB, mmc } from '../engine/queueingTheory';
import { meanOf } from '../engine/sampleDistribution';
import type { Scenario } from '../scenario';
import {
  clientRate,
  compare,
  doesNotApply,
  faultedBecause,
  notPoissonBecause,
  type Overlay,
} from './overlayCommon';

const oneRoute = (scenario: Scenario, service: string) => {
  const s = scenario.services.find((x) => x.name === service);
  if (!s) throw new Error(`no service "${service}" in the scenario`);
  return s;
};

/**
 * A service's workers: Erlang B when it has no queue (any service law: M/G/c/c is
 * insensitive), M/M/c's mean queue wait otherwise (exponential service only).
 */
export function workersOverlay(scenario: Scenario, report: RunReport, service: string): Overlay {
  const s = oneRoute(scenario, service);
  const loss = s.queueCapacity === 0;
  const theory = loss ? 'Erlang B' : 'M/M/c (Erlang C)';
  const measured = report.services[service];
  if (!measured) return doesNotApply(theory, `the run has no figures for ${service}`);
  const why =
    notPoissonBecause(scenario, service) ??
    faultedBecause(scenario, service) ??
    (s.routes.length > 1
      ? `${service} has ${s.routes.length} routes with different service laws`
      : undefined) ??
    (s.routes[0]!.plan.length > 0
      ? `${service} calls other services, so its service time is not its own law`
      : undefined) ??
    (s.queueTimeoutMs !== undefined
      ? `requests leave ${service}'s queue after ${s.queueTimeoutMs} ms (abandonment)`
      : undefined) ??
    (scenario.clients.some(
      (c) =>
        c.service === service && c.policy.propagateCancellation && c.policy.timeoutMs !== undefined,
    )
      ? 'callers that give up take their requests out of the queue'
      : undefined);
  if (why) return doesNotApply(theory, why);
  const lambdaPerS = clientRate(scenario, service);
  const processing = s.routes[0]!.processing;
  if (loss) {
    // Erlang B needs only the mean service time, whatever its law.
    const meanMs = meanOf(processing);
    const a = (lambdaPerS * meanMs) / 1000;
    return compare(
      theory,
      `share of requests refused with c = ${s.workers}, a = ${a.toPrecision(3)} erlangs:`,
      erlangB(s.workers, a),
      measured.received > 0 ? measured.rejected / measured.received : 0,
    );
  }
  if (processing.type !== 'exponential')
    return doesNotApply(theory, `${service}'s service time is ${processing.type}, not exponential`);
  const muPerS = 1000 / processing.meanMs;
  if (lambdaPerS >= s.workers * muPerS)
    return doesNotApply(
      theory,
      `the load ${lambdaPerS}/s is at or above the capacity ${(s.workers * muPerS).toPrecision(3)}/s: there is no steady state`,
    );
  if (measured.queueFull > 0)
    return doesNotApply(
      theory,
      `the queue of ${s.queueCapacity} overflowed ${measured.queueFull} times: that is M/M/c/K, not M/M/c`,
    );
  const m = mmc(s.workers, lambdaPerS, muPerS);
  return compare(
    theory,
    `mean queue wait with c = ${s.workers}, ρ = ${m.rho.toPrecision(2)}:`,
    m.wq * 1000,
    measured.queueWaitMs.mean,
    ' ms',
  );
}

/** An edge's bulkhead that never waits, as a loss system: Erlang B with the measured mean holding time. */
export function bulkheadOverlay(scenario: Scenario, report: RunReport, edge: string): Overlay {
  const theory = 'Erlang B';
  const [caller, callee] = edge.split('->') as [string, string];
  const client = scenario.clients.find((c) => c.name === caller && c.service === callee);
  const service = scenario.services.find((s) => s.name === caller);
  const policy = client ? client.policy : service?.policies[callee];
  const measured = report.edges[edge];
  if (!policy || !measured) return doesNotApply(theory, `${edge} has no bulkhead`);
  if (!policy.bulkhead.enabled) return doesNotApply(theory, `${edge}'s bulkhead is off`);
  if (policy.bulkhead.maxWaitDurationMs > 0)
    return doesNotApply(
      theory,
      `${edge}'s bulkhead lets callers wait (${policy.bulkhead.maxWaitDurationMs} ms): a loss system refuses at once`,
    );
  if (policy.retry.enabled)
    return doesNotApply(theory, `${edge} retries, so the calls are not a Poisson stream`);
  let lambdaPerS: number;
  if (client) {
    const why =
      client.arrival.type !== 'poisson' || client.arrival.schedule.length > 0
        ? `${client.name}'s arrivals are not Poisson at a constant rate`
        : undefined;
    if (why) return doesNotApply(theory, why);
    lambdaPerS = client.arrival.rps;
  } else {
    // A caller fed by Poisson clients, that never queues and calls once per request in its
    // first stage, passes a Poisson stream on (thinned by its own errors, delayed by iid times).
    const s = service!;
    const why =
      notPoissonBecause(scenario, s.name) ??
      (s.routes.length > 1 ||
      s.routes[0]!.plan[0]?.calls.filter((c) => c.service === callee).length !== 1
        ? `${s.name} does not call ${callee} exactly once, first, on its only route`
        : undefined) ??
      ((report.services[s.name]?.waitedShare ?? 0) > 0 ||
      (report.services[s.name]?.rejected ?? 0) > 0
        ? `${s.name}'s own requests queued, which bunches its calls`
        : undefined);
    if (why) return doesNotApply(theory, why);
    const errors = Object.values(s.faults.errorRates).reduce((a, b) => a + b, 0);
    lambdaPerS = clientRate(scenario, s.name) * (1 - errors);
  }
  const holdMs = measured.attemptMs.mean;
  const c = policy.bulkhead.maxConcurrentCalls;
  const a = (lambdaPerS * holdMs) / 1000;
  return compare(
    theory,
    `share of calls refused with ${c} slots, a = ${a.toPrecision(3)} erlangs:`,
    erlangB(c, a),
    measured.calls > 0 ? measured.rejectedByBulkhead / measured.calls : 0,
  );
}

/** Little's law L = λW for a service: mean requests inside (busy + queued) against rate × mean time inside. */
export function littleOverlay(report: RunReport, service: string): Overlay {
  const theory = "Little's law";
  const m = report.services[service];
  if (!m) return doesNotApply(theory, `the run has no figures for ${service}`);
  if (m.entered < 100)
    return doesNotApply(
      theory,
      `only ${m.entered} requests entered ${service}: too few for an average`,
    );
  const wS = m.timeInServiceMs.mean / 1000;
  if (wS > report.durationS / 20)
    return doesNotApply(
      theory,
      `the mean time in ${service} (${wS.toPrecision(3)} s) is not small against the run (${report.durationS} s): requests still inside at the end are not counted`,
    );
  const lambda = m.entered / report.durationS;
  return compare(
    theory,
    `mean requests in ${service} (λ·W):`,
    lambda * wS,
    m.meanBusyWorkers + m.meanQueueLength,
  );
}
