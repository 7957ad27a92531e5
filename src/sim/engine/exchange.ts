// Pure engine: no DOM, no wall clock, no Math.random.
import type { ScheduledEvent } from '../core/eventQueue';
import type { WaitHandle } from '../machines/bulkhead';
import type { Outcome } from '../machines/retry';

/**
 * One attempt sent to a service: the callee's side of a call. It lives from arrival to
 * response, holding a worker from the moment one is granted until the work is done,
 * including its waits on its own downstream calls.
 */
export interface Exchange {
  readonly routeName: string;
  readonly startedAtMs: number;
  /** The caller stopped waiting (its timeout fired): finishing now is wasted work. */
  callerGaveUp: boolean;
  /** With cancellation on, the caller's give-up stops this work too. */
  cancelled: boolean;
  /** Delivers the response to the caller (ignored once the caller gave up). */
  respond(outcome: Outcome): void;
  // The callee's handles, so cancellation can undo what is pending.
  queueHandle?: WaitHandle;
  pending?: ScheduledEvent;
  /** queued: waiting for a worker; working: holds one; done: answered or cancelled. */
  phase: 'new' | 'queued' | 'working' | 'done';
  /** Aborts the downstream calls in flight (cancellation propagates down). */
  abortChildren?: () => void;
}
