// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Turns run totals into one frame per simulated second: each counter is the difference
// between this tick's totals and the last one's, so counters are incremented once.
import {
  amplification,
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  errorRate,
  SERVICE_COUNTER_NAMES,
  type Counts,
} from './metrics';
import type { ClientSecond, EdgeSecond, SecondFrame, ServiceSecond } from './types';
import type { Simulation } from './simulation';

export class FrameBuilder {
  private readonly previous = new Map<string, Counts<string>>();

  constructor(private readonly sim: Simulation) {}

  emit(tMs: number, onSecond: ((frame: SecondFrame) => void) | undefined): void {
    const frame = this.build(tMs);
    onSecond?.(frame);
  }

  build(tMs: number): SecondFrame {
    const sim = this.sim;
    const clients: Record<string, ClientSecond> = {};
    let offeredThisSecond = 0;
    for (const [name, c] of sim.clients) {
      const d = this.delta(`c:${name}`, c.counters.totals, CLIENT_COUNTER_NAMES);
      offeredThisSecond += d.offered;
      const h = c.counters.latencySecond;
      clients[name] = {
        ...d,
        latencyMs: { p50: h.quantile(0.5), p95: h.quantile(0.95), p99: h.quantile(0.99) },
      };
      h.reset();
    }
    const services: Record<string, ServiceSecond> = {};
    for (const [name, s] of sim.services) {
      const k = s.counters;
      const d = this.delta(`s:${name}`, k.totals, SERVICE_COUNTER_NAMES);
      const busy = s.busyWorkers;
      services[name] = {
        ...d,
        busyWorkers: busy,
        maxBusyWorkers: k.maxBusySecond,
        queueLength: s.workers.waitingCalls,
        saturation: busy / s.service.workers,
        errorRate: errorRate(d.errors, d.rejected, d.received),
        amplification: amplification(d.received, offeredThisSecond),
      };
      k.maxBusySecond = busy;
    }
    const edges: Record<string, EdgeSecond> = {};
    for (const [key, e] of sim.edges) {
      const d = this.delta(`e:${key}`, e.counters, EDGE_COUNTER_NAMES);
      const { breaker, bulkhead, budget } = e.policies;
      const metrics = breaker?.getMetrics();
      edges[key] = {
        ...d,
        breakerState: breaker ? breaker.getState() : 'NONE',
        failureRate: metrics ? metrics.failureRate : -1,
        slowCallRate: metrics ? metrics.slowCallRate : -1,
        bulkheadInUse: bulkhead ? bulkhead.inUseCalls : 0,
        budgetTokens: budget ? budget.tokens : 0,
      };
    }
    return { tMs, clients, services, edges };
  }

  /** This second's counts: the totals now minus the totals at the last tick. */
  private delta<K extends string>(key: string, totals: Counts<K>, names: readonly K[]): Counts<K> {
    const before = this.previous.get(key) as Counts<K> | undefined;
    const copy = { ...totals };
    this.previous.set(key, copy);
    if (!before) return { ...copy };
    const out = {} as Counts<K>;
    for (const name of names) out[name] = totals[name] - before[name];
    return out;
  }
}
