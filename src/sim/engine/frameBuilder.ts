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
import { usersProtections } from './snapshot';
import { readProtectionGauges } from './layerProtections';

/** A frame's latency percentiles, read in one pass over the second's histogram. */
const FRAME_QUANTILES = [0.5, 0.95, 0.99];

export class FrameBuilder {
  /** Each entity's totals at the last tick, by position in its names. */
  private readonly previous = new Map<string, number[]>();

  constructor(private readonly sim: Simulation) {}

  /**
   * Builds the second's frame for `onSecond`. A run nobody watches second by second (the
   * CLI's report, a sweep, the bench) only starts the next second: the frame is 2–5 % of
   * a small graph's run, and the report never reads one. The listener is fixed for a run,
   * so the totals a frame subtracts are never needed after a skipped tick.
   */
  emit(tMs: number, onSecond: ((frame: SecondFrame) => void) | undefined): void {
    if (onSecond) onSecond(this.build(tMs));
    else this.startSecond();
  }

  /** What `build` resets for the next second, without the frame. */
  private startSecond(): void {
    for (const c of this.sim.clients.values()) c.counters.latencySecond.reset();
    for (const s of this.sim.services.values()) {
      s.stats.timeInServiceSecond.reset();
      s.counters.maxBusySecond = s.busyWorkers;
    }
  }

  build(tMs: number): SecondFrame {
    const sim = this.sim;
    const clients: Record<string, ClientSecond> = {};
    let offeredThisSecond = 0;
    for (const [name, c] of sim.clients) {
      const h = c.counters.latencySecond;
      const [p50, p95, p99] = h.quantiles(FRAME_QUANTILES) as [number, number, number];
      const second = {} as ClientSecond;
      this.deltaInto(second, `c:${name}`, c.counters.totals, CLIENT_COUNTER_NAMES);
      second.latencyMs = { p50, p95, p99 };
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
