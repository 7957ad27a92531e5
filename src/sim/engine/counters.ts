// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Plain run totals; a second's figures are the difference between two ticks' copies.
// The counter names come from metrics.ts.
import type { FailureReason } from './types';
import { LatencyHistogram } from './histogram';
import {
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  SERVICE_COUNTER_NAMES,
  zeroCounts,
  type Counts,
  type EdgeCounterName,
} from './metrics';

export class ClientCounters {
  readonly totals = zeroCounts(CLIENT_COUNTER_NAMES);
  readonly failuresByReason: Partial<Record<FailureReason, number>> = {};
  /** Whole run. */
  readonly latency = new LatencyHistogram();
  /** Current simulated second; reset at each tick. */
  readonly latencySecond = new LatencyHistogram();

  constructor(
    /** Fill latencySecond: only a run with a frame listener reads it (FrameBuilder). */
    private readonly perSecond = true,
  ) {}

  /** Time to the final answer, success or failure: a failure's wait is what a user feels too (seed 002). */
  recordLatency(latencyMs: number): void {
    this.latency.record(latencyMs);
    if (this.perSecond) this.latencySecond.record(latencyMs);
  }

  recordSuccess(): void {
    this.totals.succeeded++;
  }

  recordFailure(reason: FailureReason): void {
    this.totals.failed++;
    this.failuresByReason[reason] = (this.failuresByReason[reason] ?? 0) + 1;
  }
}

export class ServiceCounters {
  readonly totals = zeroCounts(SERVICE_COUNTER_NAMES);
  maxBusyWorkers = 0;
  /** Current simulated second; reset at each tick to the workers busy then. */
  maxBusySecond = 0;

  noteBusy(busy: number): void {
    if (busy > this.maxBusySecond) this.maxBusySecond = busy;
    if (busy > this.maxBusyWorkers) this.maxBusyWorkers = busy;
  }
}

export type EdgeCounters = Counts<EdgeCounterName>;

export function newEdgeCounters(): EdgeCounters {
  return zeroCounts(EDGE_COUNTER_NAMES);
}
