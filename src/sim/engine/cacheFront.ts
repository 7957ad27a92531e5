// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The engine's side of a cache on an edge: the key each call asks for (Zipf, from the
// edge's own named stream, so turning the cache on moves no other draw), the TTL jitter's
// draws (a second stream: turning jitter on moves no key), and the calls waiting for a
// fetch in flight (single-flight), which get that fetch's outcome. The decisions are the
// machine's (machines/cache); this keeps only who is waiting, as a plan keeps its stages.
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import { Cache, ZipfKeys } from '../machines/cache';
import type { Outcome } from '../machines/retry';
import type { CachePolicy } from '../scenario';
import type { LogicalCall } from './logicalCall';

export class CacheFront {
  readonly cache: Cache;
  /** What an answer from the cache costs (the policy's hitLatencyMs). */
  readonly hitLatencyMs: number;
  private readonly zipf: ZipfKeys;
  /** Per key, the calls that joined its fetch in flight (made at the first join). */
  private readonly waiters = new Map<number, LogicalCall[]>();

  constructor(
    policy: CachePolicy,
    clock: SimClock,
    private readonly keyRng: RandomStream,
    private readonly ttlRng: RandomStream,
    options: { reference: boolean },
    /** XFetch's draws, a stream of its own: turning it on moves no key and no TTL. */
    private readonly earlyRng?: RandomStream,
  ) {
    this.zipf = new ZipfKeys(policy.keys, policy.zipfS);
    this.hitLatencyMs = policy.hitLatencyMs ?? 0;
    this.cache = new Cache(policy, clock, options);
  }

  /** XFetch's u in (0, 1] for a lookup; 1 (never early) when early expiry is off. */
  drawEarly(): number {
    return this.earlyRng && this.cache.earlyExpiry ? 1 - this.earlyRng.next() : 1;
  }

  drawKey(): number {
    return this.zipf.keyFor(this.keyRng.next());
  }

  wait(key: number, call: LogicalCall): void {
    const list = this.waiters.get(key);
    if (list) list.push(call);
    else this.waiters.set(key, [call]);
  }

  /** A fetch of `key` ended: the machine stores it (or not), the waiters get its outcome. */
  fetched(key: number, ok: boolean, nowMs: number, outcome: Outcome): void {
    this.cache.fetched(key, ok, nowMs, this.ttlRng.next());
    const list = this.waiters.get(key);
    if (!list) return;
    this.waiters.delete(key);
    // A waiter that gave up meanwhile (deadline, caller gone) is over: exit ignores it.
    for (const call of list) call.exit(call.extra!.cacheDepth, outcome);
  }

  stop(): void {
    this.cache.stop();
  }
}
