// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { LiveSnapshot } from './types';
import type { Simulation } from './simulation';

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
    edges[key] = {
      caller,
      callee,
      breakerState: breaker ? breaker.getState() : 'NONE',
      failureRate: metrics ? metrics.failureRate : -1,
      slowCallRate: metrics ? metrics.slowCallRate : -1,
      bulkheadInUse: bulkhead ? bulkhead.inUseCalls : 0,
      bulkheadMax: bulkhead ? bulkhead.bulkheadConfig.maxConcurrentCalls : 0,
      budgetTokens: budget ? budget.tokens : 0,
    };
  }
  return {
    nowMs: sim.nowMs,
    events: sim.eventsRun,
    inFlight: sim.inFlightCount,
    finished: sim.finished,
    services,
    edges,
  };
}
