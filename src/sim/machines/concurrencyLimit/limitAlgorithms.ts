// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Netflix concurrency-limits' two algorithms, as pure steps from one limit to the next.
// AIMDLimit: a drop (or an RTT past the timeout) multiplies the limit by backoffRatio;
// otherwise, while the calls in flight are at least half the limit, it grows by one.
// Gradient2Limit: the limit follows gradient = clamp(tolerance × longRtt / shortRtt, 0.5,
// 1) plus a queue allowance, smoothed; it does not grow while the client uses less than
// half of it (app-limited). Long RTT is an exponential average with a 10-sample warm-up.

export interface LimitBounds {
  minLimit: number;
  maxLimit: number;
}

export function clampLimit(limit: number, b: LimitBounds): number {
  return Math.min(b.maxLimit, Math.max(b.minLimit, limit));
}

/** AIMDLimit._update on a drop: the limit as an int, as Netflix keeps it. */
export function aimdBackOff(limit: number, backoffRatio: number, b: LimitBounds): number {
  return Math.trunc(clampLimit(limit * backoffRatio, b));
}

export function aimdGrow(limit: number, b: LimitBounds): number {
  return Math.trunc(clampLimit(limit + 1, b));
}

/** ExpAvgMeasurement(window, warmup = 10). */
export class ExpAvg {
  value = 0;
  private count = 0;
  private sum = 0;

  constructor(
    private readonly window: number,
    private readonly warmup = 10,
  ) {}

  add(sample: number): number {
    if (this.count < this.warmup) {
      this.count++;
      this.sum += sample;
      this.value = this.sum / this.count;
    } else {
      const factor = 2 / (this.window + 1);
      this.value = this.value * (1 - factor) + sample * factor;
    }
    return this.value;
  }
}

export interface Gradient2Settings extends LimitBounds {
  smoothing: number;
  rttTolerance: number;
  queueSize: number;
}

/** Gradient2Limit._update past the app-limited check: the new (fractional) estimate. */
export function gradient2Next(
  estimated: number,
  shortRtt: number,
  longRtt: number,
  s: Gradient2Settings,
): number {
  const gradient = Math.max(0.5, Math.min(1, (s.rttTolerance * longRtt) / shortRtt));
  const target = estimated * gradient + s.queueSize;
  return clampLimit(estimated * (1 - s.smoothing) + target * s.smoothing, s);
}
