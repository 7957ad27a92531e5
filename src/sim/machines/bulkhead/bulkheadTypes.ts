// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead facade's public types (Resilience4j's names where it has them).
import type { bulkheadMachine, BulkheadState } from './bulkheadMachine';

export type BulkheadRejection = 'full' | 'queueFull' | 'waitTimeout';
export type BulkheadCallEvent = 'callPermitted' | 'callRejected' | 'callFinished';

export interface BulkheadOptions {
  name?: string;
  onStateChange?: (from: BulkheadState, to: BulkheadState, nowMs: number) => void;
  /** Resilience4j's event stream; leave unset on hot paths. */
  onCallEvent?: (event: BulkheadCallEvent) => void;
  /** The machine that decides (default bulkheadMachine; tests pass a provided one). */
  machine?: typeof bulkheadMachine;
  /** Send every event to the machine, skipping nothing (the differential tests' reference). */
  reference?: boolean;
}

/** A queued caller; cancel() when it gives up (its own timeout fired). No-op once settled. */
export interface WaitHandle {
  cancel(): void;
}

export interface BulkheadMetrics {
  availableConcurrentCalls: number;
  maxAllowedConcurrentCalls: number;
  waitingCalls: number;
}
