// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { LiveSnapshot, ReplicaSnapshot } from './types';
import type { Simulation } from './simulation';
import type { ServiceRuntime } from './serviceRuntime';
import { ClosedLoopClientRuntime } from './closedLoopClient';
import { summariseUserProtections, type UserProtectionsSummary } from './userProtections';

/** Each replica's load, faults and ejection now. */
function replicaStates(s: ServiceRuntime): ReplicaSnapshot[] {
  const ejected = s.replicaSet.outlier?.ejectedMask ?? 0;
  return s.replicas.map((r) => ({
    workers: r.workers.size,
    busyWorkers: r.workers.inUseCalls,
    queueLength: r.workers.waitingCalls,
    faulty: r.faults.hasFault(),
    ejected: (ejected & (1 << r.index)) !== 0,
  }));
}

/** The live state at this instant, for the graph. */
export function buildSnapshot(sim: Simulation): LiveSnapshot {
  const services: LiveSnapshot['services'] = {};
  for (const [name, s] of sim.services) {
    services[name] = {
      // All replicas together: the graph draws the service as one node.
      workers: s.totalWorkers,
      busyWorkers: s.busyWorkers,
      queueLength: s.waitingCalls,
      queueCapacity: s.service.queueCapacity * s.replicas.length,
      // Each replica on its own, for the graph's replica chips (only when there are several).
      ...(s.replicas.length > 1 ? { replicas: replicaStates(s) } : {}),
      ...(s.connectionPool
        ? {
            poolInUse: s.connectionPool.inUseCalls,
            poolSize: s.connectionPool.size,
          }
        : {}),
    };
  }
  const edges: LiveSnapshot['edges'] = {};
  for (const [key, e] of sim.edges) {
    const { breaker, bulkhead, budget } = e.policies;
    const metrics = breaker?.getMetrics();
    const [caller, callee] = key.split('->') as [string, string];
    const replicaBreakers = e.policies.replicaBreakerStates(e.callee.replicas.length);
    const retryChains = e.policies.retryChainStates();
    edges[key] = {
      caller,
      callee,
      breakerState: e.policies.breakerState(e.callee.replicas.length),
      ...(replicaBreakers ? { replicaBreakers } : {}),
      failureRate: metrics ? metrics.failureRate : -1,
      slowCallRate: metrics ? metrics.slowCallRate : -1,
      bulkheadInUse: bulkhead ? bulkhead.inUseCalls : 0,
      bulkheadMax: bulkhead ? bulkhead.bulkheadConfig.maxConcurrentCalls : 0,
      budgetTokens: budget ? budget.tokens : 0,
      ...(retryChains ? { retryChains } : {}),
    };
  }
  showUsersProtections(sim, edges);
  return {
    nowMs: sim.nowMs,
    events: sim.eventsRun,
    inFlight: sim.inFlightCount,
    finished: sim.finished,
    services,
    edges,
  };
}

/**
 * A closed-loop client with protections perUser: its call shows its users' sets together
 * (the shared set is never used), its breaker state the worst of theirs, its tokens their median.
 */
function showUsersProtections(sim: Simulation, edges: LiveSnapshot['edges']): void {
  for (const { edgeKey, perUser } of usersProtections(sim)) {
    const entry = edges[edgeKey];
    if (!entry) continue;
    entry.perUser = perUser;
    if (perUser.worst !== 'NONE') entry.breakerState = perUser.worst;
    if (perUser.tokensMedian !== undefined) entry.budgetTokens = perUser.tokensMedian;
  }
}

/**
 * Each perUser closed-loop client's call with its users' protections summed up. The graph's
 * snapshot and the per-second frames (the breaker and budget charts) both read it, so neither
 * shows the shared set such a client never uses.
 */
export function usersProtections(
  sim: Simulation,
): { edgeKey: string; perUser: UserProtectionsSummary }[] {
  const out: { edgeKey: string; perUser: UserProtectionsSummary }[] = [];
  for (const client of sim.clients.values()) {
    if (!(client instanceof ClosedLoopClientRuntime)) continue;
    const own = client.userEdges();
    if (!own) continue;
    const perUser = summariseUserProtections(
      own.map((e) => ({
        breakerState: e.policies.breakerState(e.callee.replicas.length),
        budgetTokens: e.policies.budget?.tokens,
      })),
    );
    out.push({ edgeKey: client.edgeKey, perUser });
  }
  return out;
}
