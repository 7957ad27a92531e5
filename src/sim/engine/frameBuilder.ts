// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Turns run totals into one frame per simulated second: each counter is the difference
// between this tick's totals and the last one's, so counters are incremented once.
import {
  amplification,
  cacheHitRatio,
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  errorRate,
  SERVICE_COUNTER_NAMES,
  type Counts,
} from './metrics';
import type { ClientSecond, EdgeSecond, SecondFrame, ServiceSecond } from './types';
import { latencyStats } from './report';
import type { Simulation } from './simulation';
import { usersProtections } from './snapshot';
import { readProtectionGauges } from './layerProtections';

export class FrameBuilder {
  /** Each entity's totals at the last tick, by position in its names. */
  private readonly previous = new Map<string, number[]>();

  constructor(private readonly sim: Simulation) {}

  /**
   * Builds the second's frame for `onSecond`. A run nobody watches second by second (the
   * CLI's report, a sweep, the bench) does nothing at a tick: its counters record no
   * per-second figures (`perSecond`), and its report never reads a frame.
   */
  emit(tMs: number, onSecond: ((frame: SecondFrame) => void) | undefined): void {
    if (onSecond) onSecond(this.build(tMs));
  }

  build(tMs: number): SecondFrame {
    const sim = this.sim;
    const clients: Record<string, ClientSecond> = {};
    let offeredThisSecond = 0;
    for (const [name, c] of sim.clients) {
      const h = c.counters.latencySecond;
      const second = {} as ClientSecond;
      this.deltaInto(second, `c:${name}`, c.counters.totals, CLIENT_COUNTER_NAMES);
      second.latencyMs = latencyStats(h);
      offeredThisSecond += second.offered;
      clients[name] = second;
      h.reset();
    }
    const services: Record<string, ServiceSecond> = {};
    for (const [name, s] of sim.services) {
      const k = s.counters;
      const busy = s.busyWorkers;
      const second = {} as ServiceSecond;
      this.deltaInto(second, `s:${name}`, k.totals, SERVICE_COUNTER_NAMES);
      second.busyWorkers = busy;
      second.maxBusyWorkers = k.maxBusySecond;
      second.queueLength = s.waitingCalls;
      second.saturation = busy / s.totalWorkers;
      second.errorRate = errorRate(second.errors, second.rejected, second.received);
      second.amplification = amplification(second.received, offeredThisSecond);
      const timeInService = s.stats.timeInServiceSecond;
      second.p99Ms = timeInService.quantile(0.99);
      second.meanMs = timeInService.meanMs;
      second.maxMs = timeInService.maxRecordedMs;
      timeInService.reset();
      services[name] = second;
      k.maxBusySecond = busy;
    }
    const edges: Record<string, EdgeSecond> = {};
    for (const [key, e] of sim.edges) {
      const { breaker, bulkhead, budget } = e.policies;
      const metrics = breaker?.getMetrics();
      const second = {} as EdgeSecond;
      this.deltaInto(second, `e:${key}`, e.counters, EDGE_COUNTER_NAMES);
      second.breakerState = e.policies.breakerState(e.callee.replicas.length);
      second.failureRate = metrics ? metrics.failureRate : -1;
      second.slowCallRate = metrics ? metrics.slowCallRate : -1;
      second.bulkheadInUse = bulkhead ? bulkhead.inUseCalls : 0;
      second.budgetTokens = budget ? budget.tokens : 0;
      readProtectionGauges(second as unknown as Record<string, unknown>, e.policies.protections);
      second.cacheHitRatio = e.policies.protections.cache
        ? cacheHitRatio(second.cacheHits, second.cacheStale, second.cacheMisses)
        : -1;
      edges[key] = second;
    }
    // A perUser closed-loop client's call charts its users' breakers and tokens, as the graph does.
    for (const { edgeKey, perUser } of usersProtections(this.sim)) {
      const second = edges[edgeKey];
      if (!second) continue;
      if (perUser.worst !== 'NONE') second.breakerState = perUser.worst;
      if (perUser.tokensMedian !== undefined) second.budgetTokens = perUser.tokensMedian;
    }
    return { tMs, clients, services, edges };
  }

  /**
   * Writes this second's counts into `second`: the totals now minus the totals at the last
   * tick. Field by field, not by spreading: object spread took most of a frame's time. The
   * last totals are kept in an array by position: a name-keyed record cost twice as much.
   */
  private deltaInto<K extends string>(
    second: Counts<K>,
    key: string,
    totals: Counts<K>,
    names: readonly K[],
  ): void {
    let before = this.previous.get(key);
    if (!before) {
      before = new Array<number>(names.length).fill(0);
      this.previous.set(key, before);
    }
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const total = totals[name];
      second[name] = total - before[i]!;
      before[i] = total;
    }
  }
}
