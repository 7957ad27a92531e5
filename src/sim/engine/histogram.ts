// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A bounded log-bucket histogram for latency percentiles: memory does not grow with
// the number of requests. Buckets grow by 1 % each, so a percentile is within 1 %.

const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
/** Up to ~10^7 ms (almost three hours): beyond it values share the last bucket. */
const BUCKETS = Math.ceil(Math.log(1e7) / LOG_GROWTH) + 2;

export class LatencyHistogram {
  private readonly counts = new Uint32Array(BUCKETS);
  private total = 0;
  private maxMs = 0;

  get count(): number {
    return this.total;
  }

  record(ms: number): void {
    const v = ms < 0 ? 0 : ms;
    const index = v < 1 ? 0 : Math.min(BUCKETS - 1, 1 + Math.floor(Math.log(v) / LOG_GROWTH));
    this.counts[index]!++;
    this.total++;
    if (v > this.maxMs) this.maxMs = v;
  }

  /** The q-quantile (0–1) in ms; 0 when empty. Reports a bucket's upper edge, capped at the max seen. */
  quantile(q: number): number {
    if (this.total === 0) return 0;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i]!;
      if (seen >= rank)
        return i === 0 ? Math.min(1, this.maxMs) : Math.min(GROWTH ** i, this.maxMs);
    }
    return this.maxMs;
  }

  reset(): void {
    this.counts.fill(0);
    this.total = 0;
    this.maxMs = 0;
  }
}
