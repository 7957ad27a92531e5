// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A sum over a trailing window of time, cut into slices (Finagle's WindowedAdder, which its
// retry budget's leaky token bucket is built on): what was added more than `windowMs` ago
// has expired. Also the per-second counts of the SRE throttle's trailing window.

export class WindowedAdder {
  private readonly slices: Float64Array;
  private readonly sliceMs: number;
  /** Index (time / sliceMs) of the newest slice written. */
  private newest = 0;

  constructor(
    readonly windowMs: number,
    sliceCount: number,
  ) {
    this.slices = new Float64Array(sliceCount);
    this.sliceMs = windowMs / sliceCount;
  }

  add(nowMs: number, amount: number): void {
    const index = this.advance(nowMs);
    this.slices[index % this.slices.length]! += amount;
  }

  sum(nowMs: number): number {
    this.advance(nowMs);
    let total = 0;
    for (const v of this.slices) total += v;
    return total;
  }

  /** Clears the slices that expired since the newest write; returns the current slice's index. */
  private advance(nowMs: number): number {
    const index = Math.floor(nowMs / this.sliceMs);
    const n = this.slices.length;
    if (index > this.newest) {
      const stale = Math.min(n, index - this.newest);
      for (let i = 1; i <= stale; i++) this.slices[(this.newest + i) % n] = 0;
      this.newest = index;
    }
    return index;
  }
}
