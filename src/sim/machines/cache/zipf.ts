// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Zipf key popularity over K keys: rank k (1-based) is asked with probability
// (1/k^s) / H(K, s). Drawn by inverting the cumulative distribution (a binary search in a
// typed array), so a draw costs O(log K) and allocates nothing.

/** P(rank k), k = 1..K, in one array (index k − 1). */
export function zipfProbabilities(keys: number, s: number): Float64Array {
  const p = new Float64Array(keys);
  let total = 0;
  for (let k = 1; k <= keys; k++) total += p[k - 1] = 1 / k ** s;
  for (let i = 0; i < keys; i++) p[i]! /= total;
  return p;
}

export class ZipfKeys {
  /** cumulative[i] = P(rank ≤ i + 1); the last is 1. */
  private readonly cumulative: Float64Array;

  constructor(
    readonly keys: number,
    readonly s: number,
  ) {
    const p = zipfProbabilities(keys, s);
    this.cumulative = new Float64Array(keys);
    let sum = 0;
    for (let i = 0; i < keys; i++) this.cumulative[i] = sum += p[i]!;
    this.cumulative[keys - 1] = 1;
  }

  /** The key (0-based rank: 0 is the most popular) for a uniform draw u in [0, 1). */
  keyFor(u: number): number {
    const c = this.cumulative;
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
