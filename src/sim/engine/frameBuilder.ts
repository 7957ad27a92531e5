// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Turns run totals into one frame per simulated second: each figure is the difference
// between this tick's totals and the last one's, so counters are incremented once.
import type { ClientSecond, EdgeSecond, SecondFrame, ServiceSecond } from './types';
import type { Simulation } from './simulation';

type Numbers = Record<string, number>;

export class FrameBuilder {
  private readonly previous = new Map<string, Numbers>();

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
      const d = this.delta(`c:${name}`, {
        offered: c.counters.offered,
        succeeded: c.counters.succeeded,
        failed: c.counters.failed,
      });
      offeredThisSecond += d.offered!;
      const h = c.counters.latencySecond;
      clients[name] = {
        offered: d.offered!,
        succeeded: d.succeeded!,
        failed: d.failed!,
        latencyMs: { p50: h.quantile(0.5), p95: h.quantile(0.95), p99: h.quantile(0.99) },
      };
      h.reset();
    }
    const services: Record<string, ServiceSecond> = {};
    for (const [name, s] of sim.services) {
      const k = s.counters;
      const d = this.delta(`s:${name}`, {
        received: k.received,
        completed: k.completed,
        rejected: k.rejected,
        queueFull: k.queueFull,
        errors: k.errors,
        wasted: k.wasted,
      });
      const busy = s.busyWorkers;
      services[name] = {
        received: d.received!,
        completed: d.completed!,
        rejected: d.rejected!,
        queueFull: d.queueFull!,
        errors: d.errors!,
        wasted: d.wasted!,
        busyWorkers: busy,
        maxBusyWorkers: k.maxBusySecond,
        queueLength: s.workers.waitingCalls,
        saturation: busy / s.service.workers,
        errorRate: d.received! > 0 ? Math.min(1, (d.errors! + d.rejected!) / d.received!) : 0,
        amplification: offeredThisSecond > 0 ? d.received! / offeredThisSecond : 0,
      };
      k.maxBusySecond = busy;
    }
    const edges: Record<string, EdgeSecond> = {};
    for (const [key, e] of sim.edges) {
      const c = e.counters;
      const d = this.delta(`e:${key}`, { ...c });
      const { breaker, bulkhead, budget } = e.policies;
      const metrics = breaker?.getMetrics();
      edges[key] = {
        calls: d.calls!,
        attempts: d.attempts!,
        retries: d.retries!,
        timeouts: d.timeouts!,
        deadlines: d.deadlines!,
        failures: d.failures!,
        rejectedByBreaker: d.rejectedByBreaker!,
        rejectedByBulkhead: d.rejectedByBulkhead!,
        fallbacks: d.fallbacks!,
        breakerState: breaker ? breaker.getState() : 'NONE',
        failureRate: metrics ? metrics.failureRate : -1,
        slowCallRate: metrics ? metrics.slowCallRate : -1,
        bulkheadInUse: bulkhead ? bulkhead.inUseCalls : 0,
        budgetTokens: budget ? budget.tokens : 0,
      };
    }
    return { tMs, clients, services, edges };
  }

  private delta(key: string, now: Numbers): Numbers {
    const before = this.previous.get(key);
    this.previous.set(key, now);
    if (!before) return now;
    const out: Numbers = {};
    for (const name of Object.keys(now)) out[name] = now[name]! - (before[name] ?? 0);
    return out;
  }
}
