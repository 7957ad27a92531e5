// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { ScheduledEvent } from '../core/eventQueue';
import type { TraceSpan } from './tracing/traceRecorder';
import type { WaitHandle } from '../machines/bulkhead';
import type { Outcome } from '../machines/retry';
import type { ServedRoute } from './planRunner';
import type { Replica } from './replica';

/**
 * One attempt as the callee sees it: it lives from arrival to response, holding a worker
 * from the moment one is granted until the work is done, including its waits on its own
 * downstream calls. The caller's Attempt is the same object (it extends this class): one
 * allocation per attempt on the wire, not two.
 */
export abstract class Exchange {
  /** The caller stopped waiting (its timeout fired): finishing now is wasted work. */
  callerGaveUp = false;
  /** With cancellation on, the caller's give-up stops this work too. */
  cancelled = false;
  /**
   * new: not sent yet; queued: waiting for a worker; working: holds one; waiting: an
   * event-loop request on its downstream calls, without a worker; done: answered or cancelled.
   */
  phase: 'new' | 'queued' | 'working' | 'waiting' | 'done' = 'new';
  /** The replica serving it: picked on arrival, or before sending by a per-replica breaker. */
  replica: Replica | undefined = undefined;
  /** Counted in the service's queue (ServiceStats) until it leaves it. */
  inQueue = false;
  // The callee's handles, so cancellation can undo what is pending.
  queueHandle: WaitHandle | undefined = undefined;
  pending: ScheduledEvent | undefined = undefined;
  /** The route being served, once a worker took the exchange. */
  route: ServedRoute | undefined = undefined;
  /** The call plan running for this exchange: aborting it stops the downstream calls. */
  plan: { abort(): void } | undefined = undefined;
  /** The optimistic record's version when its processing started (optimisticRecord.ts). */
  readVersion = 0;
  /** When it reached the callee, simulated ms. */
  startedAtMs = 0;
  /** The attempt's span when its request is traced: the callee's own calls hang under it. */
  span: TraceSpan | undefined = undefined;

  constructor(readonly routeName: string) {}

  /** Delivers the response to the caller. */
  abstract respond(outcome: Outcome): void;
}
