// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { ScheduledEvent } from '../core/eventQueue';
import type { WaitHandle } from '../machines/bulkhead';
import type { Outcome } from '../machines/retry';
import type { Route } from '../scenario';

/** Who waits for an exchange's answer: the attempt that sent it. */
export interface ResponseListener {
  onResponse(outcome: Outcome): void;
}

/**
 * One attempt sent to a service: the callee's side of a call. It lives from arrival to
 * response, holding a worker from the moment one is granted until the work is done,
 * including its waits on its own downstream calls.
 */
export class Exchange {
  /** The caller stopped waiting (its timeout fired): finishing now is wasted work. */
  callerGaveUp = false;
  /** With cancellation on, the caller's give-up stops this work too. */
  cancelled = false;
  /** queued: waiting for a worker; working: holds one; done: answered or cancelled. */
  phase: 'new' | 'queued' | 'working' | 'done' = 'new';
  /** Counted in the service's queue (ServiceStats) until it leaves it. */
  inQueue = false;
  // The callee's handles, so cancellation can undo what is pending.
  queueHandle: WaitHandle | undefined = undefined;
  pending: ScheduledEvent | undefined = undefined;
  /** The route being served, once a worker took the exchange. */
  route: Route | undefined = undefined;
  /** The call plan running for this exchange: aborting it stops the downstream calls. */
  plan: { abort(): void } | undefined = undefined;

  constructor(
    readonly routeName: string,
    readonly startedAtMs: number,
    private readonly listener: ResponseListener,
  ) {}

  /** Delivers the response to the caller. */
  respond(outcome: Outcome): void {
    this.listener.onResponse(outcome);
  }
}
