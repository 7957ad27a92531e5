// Pure engine: no DOM, no wall clock, no Math.random.
// Seeded randomness split into named streams: each stream's draws depend only on the
// seed and the stream's name, so changing one policy does not reshuffle the draws
// elsewhere, and an A/B comparison runs on common random numbers.

/** A stream of uniform draws in [0, 1) with helpers for the distributions we need. */
export class RandomStream {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1): mulberry32, 32 bits of state, fast and well distributed. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Exponential with the given mean (inverse transform; 1 - u avoids log(0)). */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }

  /** Standard normal (Box–Muller, one value per call to keep the stream simple). */
  normal(): number {
    const u1 = 1 - this.next();
    const u2 = this.next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return p > 0 && this.next() < p;
  }
}

/** FNV-1a over the name, mixed with the seed, then a splitmix-style finaliser. */
export function streamSeed(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= Math.imul(seed >>> 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Creates and caches named streams for one run. */
export class RandomStreams {
  private readonly streams = new Map<string, RandomStream>();

  constructor(readonly seed: number) {}

  get(name: string): RandomStream {
    let stream = this.streams.get(name);
    if (!stream) {
      stream = new RandomStream(streamSeed(this.seed, name));
      this.streams.set(name, stream);
    }
    return stream;
  }
}
