// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { RandomStream } from '../core/random';
import type { QueueClock } from '../core/simClock';
import type { BreakerClassification } from '../scenario';
import type { InFlight } from './inFlight';
import type { CallEventCounts, CircuitBreakerEvent } from '../machines/breaker';
import type { RetryEvent } from '../machines/retry/retryChainTypes';
import type { TransitionRecord } from './types';
import type { TraceRecorder } from './tracing/traceRecorder';

/** What every runtime of one simulation shares. One per run: nothing leaks between runs. */
export interface EngineContext {
  readonly clock: QueueClock;
  readonly inFlight: InFlight;
  classification(): BreakerClassification;
  recordTransition(transition: TransitionRecord): void;
  /** Resilience4j's breaker event stream, when someone listens (else undefined: no cost). */
  readonly onBreakerEvent: ((event: CircuitBreakerEvent) => void) | undefined;
  /** Where a breaker counts its per-call events instead of publishing them (SimulationOptions). */
  readonly breakerCallEventCounts: ((breaker: string) => CallEventCounts) | undefined;
  /** Every protection sends every event to its machine (the differential tests' reference). */
  readonly referenceMachines: boolean;
  /** Resilience4j's retry event stream, per edge, when someone listens. */
  readonly onRetryEvent: ((edge: string, event: RetryEvent) => void) | undefined;
  /** The run's named random stream (the same name gives the same draws on every run). */
  randomStream(name: string): RandomStream;
  /** The run's sampled traces, when it records any (else undefined: no cost). */
  readonly tracer: TraceRecorder | undefined;
}
