// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of a cache in front of a service: the layer asks for a key's verdict, whether
// to fetch or join, and hands back the origin's answer; the machine decides. Every event
// changes the record (a verdict, a fetch count, an entry), so nothing is skipped.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import { cacheMachine, type CacheEvent, type CacheRecord, type Verdict } from './cacheMachine';

export interface CacheConfig {
  keys: number;
  ttlMs: number;
  ttlJitter: number;
  singleFlight: boolean;
  staleWhileRevalidate: boolean;
  staleForMs: number;
  /** XFetch's β; 0 or absent: no early expiry. */
  earlyExpiryBeta?: number;
}

export interface CacheOptions {
  machine?: typeof cacheMachine;
  reference?: boolean;
}

export class Cache {
  private readonly actor: Actor<typeof cacheMachine>;
  private readonly c: CacheRecord;
  private readonly steps: MachineRunner<CacheEvent>;
  // One event object per type, rewritten per call: a lookup allocates nothing.
  private readonly lookupEvent = { type: 'lookup' as const, key: 0, nowMs: 0, u: 1 };
  private readonly wantedEvent = { type: 'fetch.wanted' as const, key: 0, nowMs: 0 };
  private readonly fetchedEvent = { type: 'fetched' as const, key: 0, ok: false, nowMs: 0, u: 0 };

  constructor(config: CacheConfig, clock: SimClock, options: CacheOptions = {}) {
    this.c = {
      ttlMs: config.ttlMs,
      ttlJitter: config.ttlJitter,
      singleFlight: config.singleFlight,
      staleWhileRevalidate: config.staleWhileRevalidate,
      staleForMs: config.staleForMs,
      earlyExpiryBeta: config.earlyExpiryBeta ?? 0,
      fetchStartMs: new Float64Array(config.keys),
      recomputeMs: new Float64Array(config.keys),
      expiresAtMs: new Float64Array(config.keys).fill(-Infinity),
      fetching: new Int32Array(config.keys),
      verdict: 0,
    };
    this.actor = createActor(options.machine ?? cacheMachine, {
      clock,
      input: { c: this.c },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  get earlyExpiry(): boolean {
    return this.c.earlyExpiryBeta > 0;
  }

  /** fresh, stale (served while revalidating) or miss; u in (0, 1] is XFetch's draw. */
  lookup(key: number, nowMs: number, u = 1): Verdict {
    this.lookupEvent.key = key;
    this.lookupEvent.nowMs = nowMs;
    this.lookupEvent.u = u;
    this.steps.send(this.lookupEvent);
    return this.c.verdict;
  }

  /** The key must come from the origin: join the fetch in flight, or start one. */
  wantFetch(key: number, nowMs = 0): Verdict {
    this.wantedEvent.key = key;
    this.wantedEvent.nowMs = nowMs;
    this.steps.send(this.wantedEvent);
    return this.c.verdict;
  }

  /** A fetch ended; `u` (uniform in [0, 1)) draws the stored entry's jittered TTL. */
  fetched(key: number, ok: boolean, nowMs: number, u: number): void {
    const e = this.fetchedEvent;
    e.key = key;
    e.ok = ok;
    e.nowMs = nowMs;
    e.u = u;
    this.steps.send(e);
  }

  /** When the key's entry expires (-Infinity: never stored), and its fetches in flight. */
  entry(key: number): { expiresAtMs: number; fetching: number; recomputeMs: number } {
    const c = this.c;
    return {
      expiresAtMs: c.expiresAtMs[key]!,
      fetching: c.fetching[key]!,
      recomputeMs: c.recomputeMs[key]!,
    };
  }

  stop(): void {
    this.actor.stop();
  }
}
