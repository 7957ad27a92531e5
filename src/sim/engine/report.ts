// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { LatencyHistogram } from './histogram';
import { amplification, availability, cacheHitRatio } from './metrics';
import type { LatencyStats, RunReport, RunSummary } from './types';

const STATS_QUANTILES = [0.5, 0.95, 0.99, 0.999];

/** The figures of LATENCY_FIGURES read from a histogram, its percentiles in one pass. */
export function latencyStats(h: LatencyHistogram): LatencyStats {
  const [p50, p95, p99, p999] = h.quantiles(STATS_QUANTILES) as [number, number, number, number];
  return { mean: h.meanMs, p50, p95, p99, p999, max: h.maxRecordedMs };
}
import type { Simulation } from './simulation';

/** The whole run so far, the shape the CLI prints as JSON. */
export function buildReport(sim: Simulation): RunReport {
  return { ...buildSummary(sim), transitions: [...sim.transitions] };
}

/** The totals so far, without the transitions. */
export function buildSummary(sim: Simulation): RunSummary {
  const clients: RunReport['clients'] = {};
  let offered = 0;
  for (const [name, c] of sim.clients) {
    const k = c.counters;
    offered += k.totals.offered;
    clients[name] = {
      ...k.totals,
      availability: availability(k.totals.succeeded, k.totals.failed),
      latencyMs: latencyStats(k.latency),
      failuresByReason: { ...k.failuresByReason },
    };
  }
  const services: RunReport['services'] = {};
  for (const [name, s] of sim.services) {
    const k = s.counters;
    const st = s.stats;
    const averages = st.averages(sim.nowMs);
    services[name] = {
      ...k.totals,
      maxBusyWorkers: k.maxBusyWorkers,
      amplification: amplification(k.totals.received, offered),
      entered: st.entered,
      timeInServiceMs: latencyStats(st.timeInService),
      queueWaitMs: latencyStats(st.queueWait),
      waitedShare: st.entered > 0 ? st.waited / st.entered : 0,
      meanBusyWorkers: averages.busyWorkers,
      utilisation: averages.busyWorkers / s.totalWorkers,
      meanQueueLength: averages.queueLength,
      ...(s.replicaSet.outlier ? { outlier: s.replicaSet.outlier.getMetrics() } : {}),
    };
    if (s.record)
      services[name]!.record = { ...s.record.totals, writesPerBin: [...s.record.writesPerBin] };
  }
  const edges: RunReport['edges'] = {};
  for (const [key, e] of sim.edges) {
    const k = e.counters;
    const lookups = k.cacheHits + k.cacheStale + k.cacheMisses;
    edges[key] = {
      ...e.counters,
      timeOpenMs: e.policies.timeOpenMs(sim.nowMs),
      callMs: latencyStats(e.callTime),
      attemptMs: latencyStats(e.attemptTime),
      // A cache turned off during the run still answered lookups before: its ratio stays.
      ...(e.policies.protections.cache || lookups > 0
        ? { cacheHitRatio: cacheHitRatio(k.cacheHits, k.cacheStale, k.cacheMisses) }
        : {}),
    };
  }
  return {
    seed: sim.seed,
    durationS: sim.durationMs / 1000,
    events: sim.eventsRun,
    clients,
    services,
    edges,
  };
}
