// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The breakers' and retries' event streams (Resilience4j's EventPublishers) thinned to what a
// page can hold: a busy edge publishes thousands of per-call events a second, so those are
// counted per edge, per kind, per simulated second; the rare ones (RESET, a rate exceeded)
// are kept one by one with their own time. STATE_TRANSITION is left out: the engine already
// reports every transition, with its reason (TransitionRecord).
import type { CircuitBreakerEvent } from '../machines/breaker';
import type { RetryEvent } from '../machines/retry/retryChainTypes';

/** Which protection published the event. */
export type ProtectionSource = 'breaker' | 'retry';

/** Kinds published once per call, counted; the others are kept one by one. */
const PER_CALL: Record<ProtectionSource, ReadonlySet<string>> = {
  breaker: new Set(['SUCCESS', 'ERROR', 'IGNORED_ERROR', 'NOT_PERMITTED']),
  retry: new Set(['RETRY', 'SUCCESS', 'ERROR', 'IGNORED_ERROR']),
};

export interface ProtectionRecord {
  /** The event's time; for a count, the start of the simulated second it covers. */
  tMs: number;
  /** Edge key, "caller->callee". */
  edge: string;
  source: ProtectionSource;
  /** Resilience4j's event type, e.g. NOT_PERMITTED, RETRY, FAILURE_RATE_EXCEEDED. */
  type: string;
  /** Events this record stands for: 1 for a rare event, the second's count otherwise. */
  count: number;
  /** Over how many simulated ms `count` was counted (0 for a single event). */
  spanMs: number;
  /**
   * What a reader needs beyond the type: the rate exceeded ("rate 60 %"), or for a retry's
   * ERROR the code of why it gave up (a GaveUpReason, which the page words).
   */
  detail: string;
  /** FAILURE_RATE_EXCEEDED / SLOW_CALL_RATE_EXCEEDED: the rate, in percent (0.1). */
  ratePercent?: number;
}

/** Collects events between two `flush` calls. */
export class ProtectionDigest {
  /** Per source, per edge, per kind (and reason): the count records of the current period. */
  private readonly counts = {
    breaker: new Map<string, Map<string, ProtectionRecord>>(),
    retry: new Map<string, Map<string, ProtectionRecord>>(),
  };
  private singles: ProtectionRecord[] = [];
  private periodStartMs = 0;

  /** Plug into SimulationOptions.onBreakerEvent. */
  readonly breakerEvent = (event: CircuitBreakerEvent): void => {
    if (event.type === 'STATE_TRANSITION') return;
    if (event.type === 'FAILURE_RATE_EXCEEDED' || event.type === 'SLOW_CALL_RATE_EXCEEDED') {
      const ratePercent = round1(event.ratePercent);
      this.singles.push({
        tMs: event.tMs,
        edge: event.name,
        source: 'breaker',
        type: event.type,
        count: 1,
        spanMs: 0,
        detail: `rate ${ratePercent} %`,
        ratePercent,
      });
      return;
    }
    this.add('breaker', event.name, event.type, event.tMs, '');
  };

  /** Plug into SimulationOptions.onRetryEvent. */
  readonly retryEvent = (edge: string, event: RetryEvent): void => {
    this.add('retry', edge, event.type, event.tMs, event.type === 'ERROR' ? event.reason : '');
  };

  /** Everything since the last flush, in time order (counts at the start of their period). */
  flush(nowMs: number): ProtectionRecord[] {
    const records = [...this.singles];
    for (const bySource of [this.counts.breaker, this.counts.retry]) {
      for (const byKind of bySource.values())
        for (const record of byKind.values()) {
          record.spanMs = nowMs - this.periodStartMs;
          records.push(record);
        }
      bySource.clear();
    }
    records.sort((a, b) => a.tMs - b.tMs);
    this.singles = [];
    this.periodStartMs = nowMs;
    return records;
  }

  private add(
    source: ProtectionSource,
    edge: string,
    type: string,
    tMs: number,
    detail: string,
  ): void {
    if (!PER_CALL[source].has(type)) {
      this.singles.push({ tMs, edge, source, type, count: 1, spanMs: 0, detail });
      return;
    }
    // Retries that gave up for different reasons are different facts: count them apart.
    // (No key string is built for the common case: this runs once per call.)
    const key = detail === '' ? type : `${type}|${detail}`;
    let byKind = this.counts[source].get(edge);
    if (!byKind) this.counts[source].set(edge, (byKind = new Map()));
    const counted = byKind.get(key);
    if (counted) counted.count++;
    else
      byKind.set(key, {
        tMs: this.periodStartMs,
        edge,
        source,
        type,
        count: 1,
        spanMs: 0,
        detail,
      });
  }
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
