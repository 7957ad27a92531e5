// A stand-in for the engine, for the runtime's tests: one event every 10 simulated ms,
// a frame at every whole second, and the breaker on "api->db" opening at 5 s.
import type { SimulationApi, SimulationOptions } from '../../sim/engine/simulationApi';
import { EDGE_COUNTER_NAMES, PROTECTION_GAUGE_NAMES, zeroCounts } from '../../sim/engine/metrics';
import type { LiveSnapshot, RunReport, RunSummary, SecondFrame } from '../../sim/engine/types';
import type { Scenario, ScheduledFault } from '../../sim/scenario';

export const FAKE_EVENT_SPACING_MS = 10;
const OPEN_AT_MS = 5_000;

export class FakeSimulation implements SimulationApi {
  nowMs = 0;
  eventsRun = 0;
  readonly durationMs: number;
  readonly updates: Scenario[] = [];
  readonly forced: string[] = [];
  readonly injected: ScheduledFault[] = [];
  disposed = false;
  /** Called on every event: a test makes it cost wall time. */
  onEvent: () => void = () => {};
  /** Throws from the next step, to test error handling. */
  failNext = false;

  constructor(
    readonly scenario: Scenario,
    private readonly options: SimulationOptions = {},
  ) {
    this.durationMs = options.durationMs ?? scenario.durationMs;
  }

  get finished(): boolean {
    return this.nowMs >= this.durationMs;
  }

  step(): boolean {
    if (this.failNext) throw new Error('engine exploded');
    if (this.finished) return false;
    this.nowMs = this.nextEventMs();
    this.eventsRun++;
    this.onEvent();
    // An OPEN breaker refuses the call each event stands for.
    if (this.nowMs > OPEN_AT_MS)
      this.options.onBreakerEvent?.({ type: 'NOT_PERMITTED', name: 'api->db', tMs: this.nowMs });
    if (this.nowMs === OPEN_AT_MS) {
      this.options.onBreakerEvent?.({
        type: 'FAILURE_RATE_EXCEEDED',
        name: 'api->db',
        tMs: this.nowMs,
        ratePercent: 60,
      });
      this.options.onTransition?.({
        tMs: this.nowMs,
        edge: 'api->db',
        from: 'CLOSED',
        to: 'OPEN',
        reason: 'failure rate 60 % ≥ 50 %',
      });
    }
    if (this.nowMs % 1000 === 0) this.options.onSecond?.(this.frame());
    return true;
  }

  private nextEventMs(): number {
    return (Math.floor(this.nowMs / FAKE_EVENT_SPACING_MS) + 1) * FAKE_EVENT_SPACING_MS;
  }

  /** Like the engine: runs the events due, then moves the clock to the target. */
  advanceTo(tMs: number): void {
    const target = Math.min(tMs, this.durationMs);
    while (this.nextEventMs() <= target && this.step());
    this.nowMs = Math.max(this.nowMs, target);
  }

  runToEnd(): void {
    this.advanceTo(this.durationMs);
  }

  private breakerState(): 'CLOSED' | 'OPEN' {
    return this.nowMs >= OPEN_AT_MS ? 'OPEN' : 'CLOSED';
  }

  frame(): SecondFrame {
    const service = {
      received: 10,
      completed: 9,
      rejected: 0,
      queueFull: 0,
      errors: 1,
      wasted: 0,
      busyWorkers: 2,
      maxBusyWorkers: 3,
      queueLength: 0,
      saturation: 0.5,
      errorRate: 0.1,
      amplification: 1,
      p99Ms: 40,
    };
    return {
      tMs: this.nowMs,
      clients: {
        web: { offered: 10, succeeded: 9, failed: 1, latencyMs: { p50: 20, p95: 80, p99: 120 } },
      },
      services: { api: service, db: { ...service, busyWorkers: 4 } },
      edges: {
        'api->db': {
          // Every counter the engine declares, zero unless set below (metrics.ts).
          ...zeroCounts(EDGE_COUNTER_NAMES),
          calls: 10,
          attempts: 11,
          retries: 1,
          failures: 1,
          breakerState: this.breakerState(),
          failureRate: 10,
          slowCallRate: 0,
          bulkheadInUse: 1,
          budgetTokens: 0,
          // The protections' gauges, zero (metrics.ts, from the registry).
          ...zeroCounts(PROTECTION_GAUGE_NAMES),
        },
      },
    };
  }

  snapshot(): LiveSnapshot {
    return {
      nowMs: this.nowMs,
      events: this.eventsRun,
      inFlight: 3,
      finished: this.finished,
      services: {
        api: { workers: 4, busyWorkers: 2, queueLength: 0, queueCapacity: 10 },
        db: { workers: 4, busyWorkers: 4, queueLength: 1, queueCapacity: 10 },
      },
      edges: {
        'api->db': {
          caller: 'api',
          callee: 'db',
          breakerState: this.breakerState(),
          failureRate: 10,
          slowCallRate: 0,
          bulkheadInUse: 1,
          bulkheadMax: 10,
          budgetTokens: 0,
        },
      },
    };
  }

  report(): RunReport {
    return {
      seed: 1,
      durationS: this.durationMs / 1000,
      events: this.eventsRun,
      clients: {},
      services: {},
      edges: {},
      transitions: [],
    };
  }

  summary(): RunSummary {
    const { transitions: _transitions, ...summary } = this.report();
    return summary;
  }

  updateScenario(next: Scenario): void {
    this.updates.push(next);
  }

  forceBreaker(edge: string, state: string): void {
    this.forced.push(`${edge}=${state}`);
  }

  injectFault(fault: ScheduledFault): void {
    this.injected.push(fault);
    this.options.onFault?.({
      tMs: Math.max(this.nowMs, fault.atMs),
      service: fault.service,
      phase: 'started',
      description: fault.kind,
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
