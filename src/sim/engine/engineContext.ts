// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { QueueClock } from '../core/simClock';
import type { BreakerClassification } from '../scenario';
import type { InFlight } from './inFlight';
import type { TransitionRecord } from './types';

/** What every runtime of one simulation shares. One per run: nothing leaks between runs. */
export interface EngineContext {
  readonly clock: QueueClock;
  readonly inFlight: InFlight;
  classification(): BreakerClassification;
  recordTransition(transition: TransitionRecord): void;
}
