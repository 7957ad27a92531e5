// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { CallEventCounts, CircuitBreakerEvent } from '../machines/breaker';
import type { TraceSpan } from './tracing/traceRecorder';
import type { RetryEvent } from '../machines/retry/retryChainTypes';
import type { Scenario, ScheduledFault } from '../scenario';
import type {
  FaultRecord,
  LiveSnapshot,
  RunReport,
  RunSummary,
  SecondFrame,
  TransitionRecord,
} from './types';

/** Budgets that stop a scenario that would explode, with a message that names the limit. */
export interface Limits {
  /** Events the engine may run in one simulation. */
  maxEvents: number;
  /** Requests and calls alive at once. */
  maxInFlight: number;
  /** Client requests the scenario may offer over its duration (checked before running). */
  maxOfferedRequests: number;
}

export interface SimulationOptions {
  /** Overrides the scenario's seed. */
  seed?: number;
  /** Overrides the scenario's duration. */
  durationMs?: number;
  limits?: Partial<Limits>;
  /** Called at the end of every simulated second. */
  onSecond?: (frame: SecondFrame) => void;
  onTransition?: (transition: TransitionRecord) => void;
  onFault?: (fault: FaultRecord) => void;
  /** Every edge breaker's events (Resilience4j's CircuitBreaker.EventPublisher); `name` is the edge. */
  onBreakerEvent?: (event: CircuitBreakerEvent) => void;
  /**
   * Per breaker (by its name, as in its events), where it counts its per-call events
   * (SUCCESS, ERROR, IGNORED_ERROR, NOT_PERMITTED) instead of publishing them through
   * onBreakerEvent: one a call on a busy edge, too many for a listener that only counts them.
   */
  breakerCallEventCounts?: (breaker: string) => CallEventCounts;
  /** Every edge retry's events (Resilience4j's Retry.EventPublisher), with the edge's key. */
  onRetryEvent?: (edge: string, event: RetryEvent) => void;
  /**
   * Every protection sends every event to its machine, skipping nothing and stepping
   * nothing directly: the reference the fast path must equal (docs/authority.md).
   */
  referenceMachines?: boolean;
  /** Trace one request in this many (seeded); each span is handed to `onSpanEnded` as it ends. */
  traceEvery?: number;
  onSpanEnded?: (span: TraceSpan) => void;
}

export type ForcedBreakerState =
  'CLOSED' | 'OPEN' | 'HALF_OPEN' | 'DISABLED' | 'FORCED_OPEN' | 'METRICS_ONLY';

/** One run of one scenario on the simulated clock. */
export interface SimulationApi {
  readonly nowMs: number;
  readonly durationMs: number;
  readonly eventsRun: number;
  readonly finished: boolean;
  /** Runs one event. False when the run is over. */
  step(): boolean;
  /** Runs every event up to `tMs` (capped at the duration) and moves the clock there. */
  advanceTo(tMs: number): void;
  runToEnd(): void;
  snapshot(): LiveSnapshot;
  report(): RunReport;
  /** The report's totals without the transition list. */
  summary(): RunSummary;
  /** From now on, run with these settings (policies, rates, faults); the past stays. */
  updateScenario(next: Scenario): void;
  /**
   * Forces the breaker on an edge ("caller->callee") into a state; with per-replica
   * breakers, every replica's (or only `replica`'s).
   */
  forceBreaker(edge: string, state: ForcedBreakerState, replica?: number): void;
  /** Adds a fault to the timeline (at its `atMs`, or now when that is past). */
  injectFault(fault: ScheduledFault): void;
  /** Stops every actor and drops every pending event. */
  dispose(): void;
}
