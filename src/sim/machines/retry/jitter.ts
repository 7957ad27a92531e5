// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Jitter as defined in the AWS Architecture Blog, "Exponential Backoff And Jitter":
// spreading retries in time is what stops a thundering herd after an outage.
import type { UniformSource } from './intervalFunctions';

export type JitterKind = 'none' | 'full' | 'equal' | 'decorrelated';

/** full: random(0, base). The widest spread, the least total work in AWS's measurements. */
export function fullJitterMs(baseMs: number, rng: UniformSource): number {
  return rng.next() * baseMs;
}

/** equal: base/2 + random(0, base/2). Never waits less than half the base. */
export function equalJitterMs(baseMs: number, rng: UniformSource): number {
  const halfMs = baseMs / 2;
  return halfMs + rng.next() * halfMs;
}

/** decorrelated: min(cap, random(baseMin, prev × 3)); each wait grows from the last one. */
export function decorrelatedJitterMs(
  baseMinMs: number,
  prevDelayMs: number,
  capMs: number,
  rng: UniformSource,
): number {
  // The first wait has no predecessor: AWS starts the sequence at the base.
  const upperMs = Math.max(baseMinMs, (prevDelayMs > 0 ? prevDelayMs : baseMinMs) * 3);
  return Math.min(capMs, baseMinMs + rng.next() * (upperMs - baseMinMs));
}

export interface JitterInput {
  /** The backoff's wait before jitter (already capped). */
  baseMs: number;
  /** Decorrelated only: its floor (the backoff's initial interval), previous wait and cap. */
  baseMinMs: number;
  prevDelayMs: number;
  capMs: number;
}

/** Applies one jitter kind; draws exactly one number from rng unless kind is 'none'. */
export function applyJitter(kind: JitterKind, input: JitterInput, rng: UniformSource): number {
  switch (kind) {
    case 'none':
      return input.baseMs;
    case 'full':
      return fullJitterMs(input.baseMs, rng);
    case 'equal':
      return equalJitterMs(input.baseMs, rng);
    case 'decorrelated':
      return decorrelatedJitterMs(input.baseMinMs, input.prevDelayMs, input.capMs, rng);
  }
}
