// Pure: no DOM, no wall clock, no randomness.
// Queueing theory beside a run: M/M/c's mean wait (Erlang C) for a service
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
import { phrase } from './phrases';

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
  const theory = loss ? 'erlangB' : 'erlangC';
  const measured = report.services[service];
  if (!measured) return doesNotApply(theory, phrase('noFigures', { service }));
  const why =
    notPoissonBecause(scenario, service) ??
    faultedBecause(scenario, service) ??
    (s.routes.length > 1
      ? phrase('manyRoutes', { service, routes: s.routes.length })
      : undefined) ??
    (s.routes[0]!.plan.length > 0 ? phrase('callsOthers', { service }) : undefined) ??
    (s.queueTimeoutMs !== undefined
      ? phrase('abandonment', { service, ms: s.queueTimeoutMs })
      : undefined) ??
    (scenario.clients.some(
      (c) =>
        c.service === service && c.policy.propagateCancellation && c.policy.timeoutMs !== undefined,
    )
      ? phrase('cancellation')
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
      phrase('refusedRequests', { c: s.workers, a: a.toPrecision(3) }),
      erlangB(s.workers, a),
      measured.received > 0 ? measured.rejected / measured.received : 0,
    );
  }
  if (processing.type !== 'exponential')
    return doesNotApply(theory, phrase('notExponential', { service, law: processing.type }));
  const muPerS = 1000 / processing.meanMs;
  if (lambdaPerS >= s.workers * muPerS)
    return doesNotApply(
      theory,
      phrase('overCapacity', {
        load: lambdaPerS,
        capacity: (s.workers * muPerS).toPrecision(3),
      }),
    );
  if (measured.queueFull > 0)
    return doesNotApply(
      theory,
      phrase('queueOverflowed', { capacity: s.queueCapacity, times: measured.queueFull }),
    );
  const m = mmc(s.workers, lambdaPerS, muPerS);
  return compare(
    theory,
    phrase('queueWait', { c: s.workers, rho: m.rho.toPrecision(2) }),
    m.wq * 1000,
    measured.queueWaitMs.mean,
    ' ms',
  );
}

/** An edge's bulkhead that never waits, as a loss system: Erlang B with the measured mean holding time. */
export function bulkheadOverlay(scenario: Scenario, report: RunReport, edge: string): Overlay {
  const theory = 'erlangB';
  const [caller, callee] = edge.split('->') as [string, string];
  const client = scenario.clients.find((c) => c.name === caller && c.service === callee);
  const service = scenario.services.find((s) => s.name === caller);
  const policy = client ? client.policy : service?.policies[callee];
  const measured = report.edges[edge];
  if (!policy || !measured) return doesNotApply(theory, phrase('noBulkhead', { edge }));
  if (!policy.bulkhead.enabled) return doesNotApply(theory, phrase('bulkheadOff', { edge }));
  if (policy.bulkhead.maxWaitDurationMs > 0)
    return doesNotApply(
      theory,
      phrase('bulkheadWaits', { edge, ms: policy.bulkhead.maxWaitDurationMs }),
    );
  if (policy.retry.enabled) return doesNotApply(theory, phrase('edgeRetries', { edge }));
  let lambdaPerS: number;
  if (client) {
    const why =
      client.arrival.type !== 'poisson' || client.arrival.schedule.length > 0
        ? phrase('clientNotPoisson', { client: client.name })
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
        ? phrase('notCalledOnce', { service: s.name, callee })
        : undefined) ??
      ((report.services[s.name]?.waitedShare ?? 0) > 0 ||
      (report.services[s.name]?.rejected ?? 0) > 0
        ? phrase('callerQueued', { service: s.name })
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
    phrase('refusedCalls', { c, a: a.toPrecision(3) }),
    erlangB(c, a),
    measured.calls > 0 ? measured.rejectedByBulkhead / measured.calls : 0,
  );
}

/** Little's law L = λW for a service: mean requests inside (busy + queued) against rate × mean time inside. */
export function littleOverlay(report: RunReport, service: string): Overlay {
  const theory = 'little';
  const m = report.services[service];
  if (!m) return doesNotApply(theory, phrase('noFigures', { service }));
  if (m.entered < 100)
    return doesNotApply(theory, phrase('tooFewEntered', { entered: m.entered, service }));
  const wS = m.timeInServiceMs.mean / 1000;
  if (wS > report.durationS / 20)
    return doesNotApply(
      theory,
      phrase('longStay', { service, seconds: wS.toPrecision(3), runS: report.durationS }),
    );
  const lambda = m.entered / report.durationS;
  return compare(
    theory,
    phrase('inService', { service }),
    lambda * wS,
    m.meanBusyWorkers + m.meanQueueLength,
  );
}
