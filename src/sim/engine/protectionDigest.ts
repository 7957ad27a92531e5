// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The breakers' and retries' event streams (Resilience4j's EventPublishers) thinned to what a
// page can hold: a busy edge publishes thousands of per-call events a second, so those are
// counted per edge, per kind, per simulated second; the rare ones (RESET, a rate exceeded)
// are kept one by one with their own time. STATE_TRANSITION is left out: the engine already
// reports every transition, with its reason (TransitionRecord). A breaker counts its per-call
// events straight into the digest's counts (`engineHooks`), without an event object each.
import type { CallEventCounts, CallEventType, CircuitBreakerEvent } from '../machines/breaker';
import type { SimulationOptions } from './simulationApi';
import type { RetryEvent } from '../machines/retry/retryChainTypes';

/** Which protection published the event. */
export type ProtectionSource = 'breaker' | 'retry';

/** A breaker's kinds published once per call, counted, in the order their records are listed. */
const BREAKER_PER_CALL: readonly CallEventType[] = [
  'SUCCESS',
  'ERROR',
  'IGNORED_ERROR',
  'NOT_PERMITTED',
];
const isBreakerPerCall = (type: string): type is CallEventType =>
  (BREAKER_PER_CALL as readonly string[]).includes(type);
/** A retry's kinds published once per call, counted; the other kinds are kept one by one. */
const RETRY_PER_CALL: ReadonlySet<string> = new Set(['RETRY', 'SUCCESS', 'ERROR', 'IGNORED_ERROR']);

function zeroCallEventCounts(): CallEventCounts {
  return { SUCCESS: 0, ERROR: 0, IGNORED_ERROR: 0, NOT_PERMITTED: 0 };
}

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
  /** Per breaker (edge), its per-call events of the current period, by kind. */
  private readonly breakerCounts = new Map<string, CallEventCounts>();
  /** Per edge, per kind (and reason): the retries' count records of the current period. */
  private readonly retryCounts = new Map<string, Map<string, ProtectionRecord>>();
  private singles: ProtectionRecord[] = [];
  private periodStartMs = 0;

  /** Where a breaker counts its per-call events (SimulationOptions.breakerCallEventCounts). */
  readonly breakerCallEventCounts = (breaker: string): CallEventCounts => {
    let counts = this.breakerCounts.get(breaker);
    if (!counts) this.breakerCounts.set(breaker, (counts = zeroCallEventCounts()));
    return counts;
  };

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
    if (isBreakerPerCall(event.type)) this.breakerCallEventCounts(event.name)[event.type]++;
    else this.single('breaker', event.name, event.type, event.tMs, '');
  };

  /** Plug into SimulationOptions.onRetryEvent. */
  readonly retryEvent = (edge: string, event: RetryEvent): void => {
    const detail = event.type === 'ERROR' ? event.reason : '';
    if (RETRY_PER_CALL.has(event.type)) this.countRetry(edge, event.type, detail);
    else this.single('retry', edge, event.type, event.tMs, detail);
  };

  /** Every hook a run takes to feed this digest: spread into SimulationOptions. */
  readonly engineHooks: Pick<
    SimulationOptions,
    'onBreakerEvent' | 'onRetryEvent' | 'breakerCallEventCounts'
  > = {
    onBreakerEvent: this.breakerEvent,
    onRetryEvent: this.retryEvent,
    breakerCallEventCounts: this.breakerCallEventCounts,
  };

  /** Everything since the last flush, in time order (counts at the start of their period). */
  flush(nowMs: number): ProtectionRecord[] {
    const records = [...this.singles];
    const spanMs = nowMs - this.periodStartMs;
    for (const [edge, counts] of this.breakerCounts)
      for (const type of BREAKER_PER_CALL) {
        const count = counts[type];
        if (count === 0) continue;
        counts[type] = 0;
        const tMs = this.periodStartMs;
        records.push({ tMs, edge, source: 'breaker', type, count, spanMs, detail: '' });
      }
    for (const byKind of this.retryCounts.values())
      for (const record of byKind.values()) {
        record.spanMs = spanMs;
        records.push(record);
      }
    this.retryCounts.clear();
    records.sort((a, b) => a.tMs - b.tMs);
    this.singles = [];
    this.periodStartMs = nowMs;
    return records;
  }

  private single(
    source: ProtectionSource,
    edge: string,
    type: string,
    tMs: number,
    detail: string,
  ): void {
    this.singles.push({ tMs, edge, source, type, count: 1, spanMs: 0, detail });
  }

  /** Retries that gave up for different reasons are different facts: counted apart. */
  private countRetry(edge: string, type: string, detail: string): void {
    const key = detail === '' ? type : `${type}|${detail}`;
    let byKind = this.retryCounts.get(edge);
    if (!byKind) this.retryCounts.set(edge, (byKind = new Map()));
    const counted = byKind.get(key);
    if (counted) counted.count++;
    else {
      const tMs = this.periodStartMs;
      byKind.set(key, { tMs, edge, source: 'retry', type, count: 1, spanMs: 0, detail });
    }
  }
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
