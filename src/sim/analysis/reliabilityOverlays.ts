// Pure: no DOM, no wall clock, no randomness.
// Availability and retry amplification from independent failures (model.md §5): a call
// that fails with probability p and is tried N times fails with p^N, so succeeds with
// 1 − p^N; availabilities multiply down a chain (0.999⁵ ≈ 99.50 %); each retrying hop
// multiplies the attempts below it (3 attempts at 3 depths: 27 at the leaf). In general,
// per attempt at a service: success s, a retried failure r, a final one q = 1 − s − r; a
// call then succeeds with s · (1 + r + … + r^(N−1)) and costs 1 + r + … + r^(N−1)
// attempts, which is 1 − p^N and N when every failure is retried.
import type { RunReport } from '../engine/types';
import type { CallPolicy, Scenario, Service } from '../scenario';
import { compare, doesNotApply, type Overlay } from './overlayCommon';
import { phrase, type BecauseCode, type Phrase } from './phrases';

/** 1 + r + … + r^(n−1). */
const geometric = (r: number, n: number) => (r === 1 ? n : (1 - r ** n) / (1 - r));
const attemptsOf = (p: CallPolicy) => (p.retry.enabled ? p.retry.maxAttempts : 1);

interface Odds {
  success: number;
  /** Failures the caller's retry retries. */
  retried: number;
}

function serviceOf(scenario: Scenario, name: string): Service {
  return scenario.services.find((s) => s.name === name)!;
}

/** The odds of one attempt at `service`/`route`, as a caller with `policy` reads them. */
function attemptOdds(scenario: Scenario, service: string, route: string, policy: CallPolicy): Odds {
  const s = serviceOf(scenario, service);
  const e = s.faults.errorRates;
  const own = Object.values(e).reduce((a, b) => a + b, 0);
  // Seed 002's table: 4xx the caller caused are final; a poison body only with retryOnValidation.
  const ownRetried = own - e.http4xxPermanent - (policy.retry.retryOnValidation ? 0 : e.poison);
  const plan = planSuccess(scenario, s, route);
  // A failed call below comes back as a 502/504: retried like any 5xx.
  return { success: (1 - own) * plan, retried: ownRetried + (1 - own) * (1 - plan) };
}

function callOdds(scenario: Scenario, caller: Service, callee: string, route: string) {
  const policy =
    caller.policies[callee] ??
    ({ retry: { enabled: false, retryOnValidation: true } } as CallPolicy);
  const odds = attemptOdds(scenario, callee, route, policy);
  const attempts = geometric(odds.retried, attemptsOf(policy));
  return { success: odds.success * attempts, attempts };
}

/** The chance that `route` of `s`, once its own work succeeded, gets through its call plan. */
function planSuccess(scenario: Scenario, s: Service, routeName: string): number {
  const route = s.routes.find((r) => r.name === routeName)!;
  return route.plan.reduce(
    (p, stage) =>
      p *
      stage.calls.reduce(
        (q, c) => q * (c.optional ? 1 : callOdds(scenario, s, c.service, c.route).success),
        1,
      ),
    1,
  );
}

/** Why the independence these formulas need does not hold in this run, or undefined. */
function dependentBecause(scenario: Scenario, report: RunReport): Phrase<BecauseCode> | undefined {
  if (scenario.faultTimeline.length > 0) return phrase('timeline');
  for (const [edge, m] of Object.entries(report.edges)) {
    if (m.timeouts + m.deadlines > 0)
      return phrase('timedOut', { edge, times: m.timeouts + m.deadlines });
    if (m.rejectedByBreaker > 0) return phrase('breakerRefused', { edge });
    if (m.rejectedByBulkhead > 0) return phrase('bulkheadRefused', { edge });
  }
  for (const [name, m] of Object.entries(report.services)) {
    if (m.rejected > 0) return phrase('serviceRefused', { service: name, count: m.rejected });
  }
  if (
    [
      ...scenario.clients.map((c) => c.policy),
      ...scenario.services.flatMap((s) => Object.values(s.policies)),
    ].some((p) => p.retry.enabled && p.retry.budget.enabled)
  )
    return phrase('retryBudget');
  return undefined;
}

/** A client's availability from its services' error rates and every hop's retries. */
export function availabilityOverlay(
  scenario: Scenario,
  report: RunReport,
  clientName: string,
): Overlay {
  const theory = 'availability';
  const client = scenario.clients.find((c) => c.name === clientName);
  const measured = report.clients[clientName];
  if (!client || !measured) return doesNotApply(theory, phrase('noClient', { client: clientName }));
  const why = dependentBecause(scenario, report);
  if (why) return doesNotApply(theory, why);
  const odds = attemptOdds(scenario, client.service, client.route, client.policy);
  const predicted = odds.success * geometric(odds.retried, attemptsOf(client.policy));
  return compare(
    theory,
    phrase('availability', { client: clientName }),
    predicted,
    measured.availability,
  );
}

/** Attempts that reach `service` per client request, summed over every path and weighted by the clients' rates. */
export function amplificationOverlay(
  scenario: Scenario,
  report: RunReport,
  service: string,
): Overlay {
  const theory = 'amplification';
  const measured = report.services[service];
  if (!measured) return doesNotApply(theory, phrase('noService', { service }));
  const why = dependentBecause(scenario, report);
  if (why) return doesNotApply(theory, why);
  const totalRps = scenario.clients.reduce((s, c) => s + c.arrival.rps, 0);
  if (totalRps === 0) return doesNotApply(theory, phrase('nothingSent'));
  const visits = new Map<string, number>();
  const visit = (name: string, route: string, perRequest: number) => {
    if (name === service) visits.set(name, (visits.get(name) ?? 0) + perRequest);
    const s = serviceOf(scenario, name);
    const own = Object.values(s.faults.errorRates).reduce((a, b) => a + b, 0);
    // Calls start only after the service's own work succeeded, and a stage only after the ones before it.
    let reach = perRequest * (1 - own);
    for (const stage of s.routes.find((r) => r.name === route)!.plan) {
      let stageSuccess = 1;
      for (const c of stage.calls) {
        const odds = callOdds(scenario, s, c.service, c.route);
        visit(c.service, c.route, reach * odds.attempts);
        if (!c.optional) stageSuccess *= odds.success;
      }
      reach *= stageSuccess;
    }
  };
  for (const c of scenario.clients) {
    const odds = attemptOdds(scenario, c.service, c.route, c.policy);
    visit(
      c.service,
      c.route,
      (c.arrival.rps / totalRps) * geometric(odds.retried, attemptsOf(c.policy)),
    );
  }
  return compare(
    theory,
    phrase('attempts', { service }),
    visits.get(service) ?? 0,
    measured.amplification,
  );
}
