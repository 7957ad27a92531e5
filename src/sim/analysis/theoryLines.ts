// Pure: no DOM, no wall clock, no randomness.
// Theory drawn on the charts themselves: reference lines from the settings
// alone, for a service the closed forms describe. On "Workers busy", the offered load
// a = λ·E[S] (Little's law on the workers: in steady state, busy workers = arrival rate ×
// time on a worker, whatever the service law), thinned by Erlang B's loss when nothing can
// queue. On a client's latency chart, M/M/c's p50 and p99 of the time in the service when the
// service time is exponential. Each line says why it is missing when a condition fails.
import { erlangB, erlangC, mmcResponseQuantile } from '../engine/queueingTheory';
import { meanOf } from '../engine/sampleDistribution';
import type { Scenario } from '../scenario';
import { clientRate, faultedBecause, notPoissonBecause } from './overlayCommon';
import { BECAUSE_EN, type BecauseCode, type Phrase } from './phrases';
import { fillTemplate } from '../fillTemplate';

/** Past this chance of a full queue, M/M/c (an endless queue) is not the system run. */
const MAX_FULL_QUEUE_SHARE = 0.01;

export type TheoryLines =
  | {
      applies: true;
      service: string;
      /** Expected busy workers in steady state. */
      busyWorkers: number;
      busyTheory: "Little's law" | 'Erlang B';
      /** Clients calling the service directly; their latency is the service's time in system. */
      clients: string[];
      /** M/M/c response-time quantiles, when the service time is exponential and it queues. */
      latencyMs: { p50: number; p99: number } | null;
    }
  | { applies: false; service: string; because: string };

const no = (service: string, because: string | Phrase<BecauseCode>): TheoryLines => ({
  applies: false,
  service,
  because:
    typeof because === 'string' ? because : fillTemplate(BECAUSE_EN[because.code], because.values),
});

export function theoryLines(scenario: Scenario, service: string): TheoryLines {
  const s = scenario.services.find((x) => x.name === service);
  if (!s) return no(service, `there is no service "${service}"`);
  const route = s.routes[0]!;
  const why =
    notPoissonBecause(scenario, service) ??
    faultedBecause(scenario, service) ??
    (s.routes.length > 1 ? `${service} has ${s.routes.length} routes` : undefined) ??
    (route.plan.length > 0 ? `${service} calls other services` : undefined) ??
    (s.queueTimeoutMs !== undefined
      ? `requests leave ${service}'s queue (abandonment)`
      : undefined) ??
    (scenario.clients.some(
      (x) =>
        x.service === service && x.policy.propagateCancellation && x.policy.timeoutMs !== undefined,
    )
      ? 'callers that give up take their requests out of the queue'
      : undefined);
  if (why) return no(service, why);
  const lambdaPerS = clientRate(scenario, service);
  const meanMs = meanOf(route.processing);
  const a = (lambdaPerS * meanMs) / 1000;
  const c = s.workers;
  const clients = scenario.clients.filter((x) => x.service === service).map((x) => x.name);
  if (s.queueCapacity === 0)
    return {
      applies: true,
      service,
      busyWorkers: a * (1 - erlangB(c, a)),
      busyTheory: 'Erlang B',
      clients,
      latencyMs: null,
    };
  if (a >= c)
    return no(service, `the load (${a.toPrecision(3)} erlangs) is at or above ${c} workers`);
  // M/M/c's chance of c + K or more inside, C(c, a) · ρ^K: the share a finite queue would refuse.
  const fullShare = erlangC(c, a) * (a / c) ** s.queueCapacity;
  if (fullShare > MAX_FULL_QUEUE_SHARE)
    return no(
      service,
      `its queue of ${s.queueCapacity} would be full ${(fullShare * 100).toPrecision(2)} % of the time`,
    );
  const exponential = route.processing.type === 'exponential';
  const mu = 1000 / meanMs;
  const q = (p: number) => mmcResponseQuantile(c, lambdaPerS, mu, p) * 1000;
  const latencyMs = exponential ? { p50: q(0.5), p99: q(0.99) } : null;
  // A client that gives up sooner measures a cut-off tail, not the service's.
  const cutOff = scenario.clients.some(
    (x) => x.service === service && latencyMs && (x.policy.timeoutMs ?? Infinity) < latencyMs.p99,
  );
  return {
    applies: true,
    service,
    busyWorkers: a,
    busyTheory: "Little's law",
    clients,
    latencyMs: cutOff ? null : latencyMs,
  };
}
