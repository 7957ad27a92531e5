// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Plain run totals; a second's figures are the difference between two ticks' copies.
import type { FailureReason } from './types';
import { LatencyHistogram } from './histogram';

export class ClientCounters {
  offered = 0;
  succeeded = 0;
  failed = 0;
  readonly failuresByReason: Partial<Record<FailureReason, number>> = {};
  /** Whole run. */
  readonly latency = new LatencyHistogram();
  /** Current simulated second; reset at each tick. */
  readonly latencySecond = new LatencyHistogram();

  /** Time to the final answer, success or failure: a failure's wait is what a user feels too (seed 002). */
  recordLatency(latencyMs: number): void {
    this.latency.record(latencyMs);
    this.latencySecond.record(latencyMs);
  }

  recordSuccess(): void {
    this.succeeded++;
  }

  recordFailure(reason: FailureReason): void {
    this.failed++;
    this.failuresByReason[reason] = (this.failuresByReason[reason] ?? 0) + 1;
  }
}

export class ServiceCounters {
  received = 0;
  completed = 0;
  /** Answered 503 at once: accept queue full, or queue timeout. */
  rejected = 0;
  /** Of `rejected`, those refused because the accept queue was full. */
  queueFull = 0;
  errors = 0;
  wasted = 0;
  maxBusyWorkers = 0;
  /** Current simulated second; reset at each tick to the workers busy then. */
  maxBusySecond = 0;

  noteBusy(busy: number): void {
    if (busy > this.maxBusySecond) this.maxBusySecond = busy;
    if (busy > this.maxBusyWorkers) this.maxBusyWorkers = busy;
  }
}

export class EdgeCounters {
  calls = 0;
  attempts = 0;
  retries = 0;
  /** Attempts that hit the per-attempt timeout. */
  timeouts = 0;
  /** Logical calls ended by their overall deadline. */
  deadlines = 0;
  failures = 0;
  rejectedByBreaker = 0;
  rejectedByBulkhead = 0;
  fallbacks = 0;
}
