// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Sliding-window call metrics, after Resilience4j's FixedSizeSlidingWindowMetrics (last N calls,
// a ring buffer) and SlidingTimeWindowMetrics (last N epoch seconds, one bucket per second).
// Both keep running totals (subtract on evict), so recording and reading are O(1) amortised and
// memory is bounded by the window size. Refused calls are recorded only for a breaker that
// counts them (opossum's rolling stats, breakerConfig's windowCountsRefusedCalls).

export type WindowType = 'COUNT_BASED' | 'TIME_BASED';

/** Totals over the calls the window holds now. */
export interface WindowTotals {
  totalNumberOfCalls: number;
  numberOfFailedCalls: number;
  numberOfSlowCalls: number;
  numberOfSlowFailedCalls: number;
  /** Calls the breaker refused, counted as calls that did not fail (opossum's rejects). */
  numberOfRefusedCalls: number;
  totalDurationMs: number;
}

export interface SlidingWindow {
  readonly type: WindowType;
  /** Calls for COUNT_BASED, seconds for TIME_BASED. */
  readonly size: number;
  record(durationMs: number, failed: boolean, slow: boolean): void;
  /** A call the breaker refused: a call of the window that neither failed nor was slow. */
  recordRefused(): void;
  /** The live totals (do not mutate); TIME_BASED first evicts the seconds that slid out. */
  totals(): Readonly<WindowTotals>;
}

/** The time source a TIME_BASED window needs (SimClock satisfies it). */
export interface WindowClock {
  nowMs(): number;
}

const FAILED_BIT = 1;
const SLOW_BIT = 2;
const REFUSED_BIT = 4;
const MS_PER_SECOND = 1000;

function emptyTotals(): WindowTotals {
  return {
    totalNumberOfCalls: 0,
    numberOfFailedCalls: 0,
    numberOfSlowCalls: 0,
    numberOfSlowFailedCalls: 0,
    numberOfRefusedCalls: 0,
    totalDurationMs: 0,
  };
}

/** The last `size` calls. */
export class CountBasedWindow implements SlidingWindow {
  readonly type = 'COUNT_BASED';
  private readonly flags: Uint8Array;
  private readonly durationsMs: Float64Array;
  private readonly sums = emptyTotals();
  private headIndex = 0;

  constructor(readonly size: number) {
    this.flags = new Uint8Array(size);
    this.durationsMs = new Float64Array(size);
  }

  record(durationMs: number, failed: boolean, slow: boolean): void {
    const sums = this.sums;
    const i = this.headIndex;
    if (sums.totalNumberOfCalls === this.size) this.evict(i);
    else sums.totalNumberOfCalls++;
    const flag = (failed ? FAILED_BIT : 0) | (slow ? SLOW_BIT : 0);
    this.flags[i] = flag;
    this.durationsMs[i] = durationMs;
    if (failed) sums.numberOfFailedCalls++;
    if (slow) sums.numberOfSlowCalls++;
    if (failed && slow) sums.numberOfSlowFailedCalls++;
    sums.totalDurationMs += durationMs;
    this.headIndex = i + 1 === this.size ? 0 : i + 1;
  }

  recordRefused(): void {
    const sums = this.sums;
    const i = this.headIndex;
    if (sums.totalNumberOfCalls === this.size) this.evict(i);
    else sums.totalNumberOfCalls++;
    this.flags[i] = REFUSED_BIT;
    this.durationsMs[i] = 0;
    sums.numberOfRefusedCalls++;
    this.headIndex = i + 1 === this.size ? 0 : i + 1;
  }

  totals(): Readonly<WindowTotals> {
    return this.sums;
  }

  private evict(i: number): void {
    const flag = this.flags[i]!;
    const sums = this.sums;
    if (flag & FAILED_BIT) sums.numberOfFailedCalls--;
    if (flag & SLOW_BIT) sums.numberOfSlowCalls--;
    if ((flag & FAILED_BIT) !== 0 && (flag & SLOW_BIT) !== 0) sums.numberOfSlowFailedCalls--;
    if (flag & REFUSED_BIT) sums.numberOfRefusedCalls--;
    sums.totalDurationMs -= this.durationsMs[i]!;
  }
}

/** The calls of the current epoch second and the `size - 1` seconds before it. */
export class TimeBasedWindow implements SlidingWindow {
  readonly type = 'TIME_BASED';
  private readonly calls: Int32Array;
  private readonly failed: Int32Array;
  private readonly slow: Int32Array;
  private readonly slowFailed: Int32Array;
  private readonly refused: Int32Array;
  private readonly durationsMs: Float64Array;
  private readonly sums = emptyTotals();
  private headIndex = 0;
  private headEpochSecond: number;

  constructor(
    readonly size: number,
    private readonly clock: WindowClock,
  ) {
    this.calls = new Int32Array(size);
    this.failed = new Int32Array(size);
    this.slow = new Int32Array(size);
    this.slowFailed = new Int32Array(size);
    this.refused = new Int32Array(size);
    this.durationsMs = new Float64Array(size);
    this.headEpochSecond = Math.floor(clock.nowMs() / MS_PER_SECOND);
  }

  record(durationMs: number, failed: boolean, slow: boolean): void {
    this.slideToNow();
    const i = this.headIndex;
    const sums = this.sums;
    this.calls[i]!++;
    sums.totalNumberOfCalls++;
    if (failed) {
      this.failed[i]!++;
      sums.numberOfFailedCalls++;
    }
    if (slow) {
      this.slow[i]!++;
      sums.numberOfSlowCalls++;
    }
    if (failed && slow) {
      this.slowFailed[i]!++;
      sums.numberOfSlowFailedCalls++;
    }
    this.durationsMs[i]! += durationMs;
    sums.totalDurationMs += durationMs;
  }

  recordRefused(): void {
    this.slideToNow();
    const i = this.headIndex;
    this.calls[i]!++;
    this.refused[i]!++;
    this.sums.totalNumberOfCalls++;
    this.sums.numberOfRefusedCalls++;
  }

  totals(): Readonly<WindowTotals> {
    this.slideToNow();
    return this.sums;
  }

  /** Moves the head to the current epoch second, evicting (at most `size`) expired buckets. */
  private slideToNow(): void {
    const nowSecond = Math.floor(this.clock.nowMs() / MS_PER_SECOND);
    const elapsedSeconds = nowSecond - this.headEpochSecond;
    if (elapsedSeconds <= 0) return;
    const steps = Math.min(elapsedSeconds, this.size);
    const sums = this.sums;
    for (let step = 0; step < steps; step++) {
      const i = this.headIndex + 1 === this.size ? 0 : this.headIndex + 1;
      this.headIndex = i;
      sums.totalNumberOfCalls -= this.calls[i]!;
      sums.numberOfFailedCalls -= this.failed[i]!;
      sums.numberOfSlowCalls -= this.slow[i]!;
      sums.numberOfSlowFailedCalls -= this.slowFailed[i]!;
      sums.numberOfRefusedCalls -= this.refused[i]!;
      sums.totalDurationMs -= this.durationsMs[i]!;
      this.calls[i] = 0;
      this.failed[i] = 0;
      this.slow[i] = 0;
      this.slowFailed[i] = 0;
      this.refused[i] = 0;
      this.durationsMs[i] = 0;
    }
    this.headEpochSecond = nowSecond;
  }
}

export function createSlidingWindow(
  type: WindowType,
  size: number,
  clock: WindowClock,
): SlidingWindow {
  return type === 'COUNT_BASED' ? new CountBasedWindow(size) : new TimeBasedWindow(size, clock);
}

/** Percent of failed calls, or -1 below the minimum (Resilience4j's CircuitBreakerMetrics). */
export function failureRatePercent(totals: WindowTotals, minimumNumberOfCalls: number): number {
  const calls = totals.totalNumberOfCalls;
  if (calls === 0 || calls < minimumNumberOfCalls) return -1;
  return (totals.numberOfFailedCalls * 100) / calls;
}

/** Percent of slow calls, or -1 below the minimum. */
export function slowCallRatePercent(totals: WindowTotals, minimumNumberOfCalls: number): number {
  const calls = totals.totalNumberOfCalls;
  if (calls === 0 || calls < minimumNumberOfCalls) return -1;
  return (totals.numberOfSlowCalls * 100) / calls;
}
