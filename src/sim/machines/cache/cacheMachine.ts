// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A cache in front of a service as a machine: one per edge, one state. Per key, the time
// its entry expires and the fetches to the origin in flight live in typed arrays of the
// record its context holds (no actor per key). Every decision is a guard: serve fresh
// (fresh), serve stale while revalidating (staleServable), wait for the fetch in flight
// instead of sending another (joinsInFlight: single-flight), store an answer (answerOk).
// Expiry is the `fresh` guard turning false as the clock passes the entry's time.
// Probabilistic early expiry (seed 004's "확률적 조기 만료"; XFetch, Vattani et al. 2015):
// a lookup of a fresh entry recomputes it anyway when now − δ·β·ln(u) ≥ expiry, δ the key's
// last recompute time, u uniform in (0, 1]: the chance is exp(−(expiry − now) / (δ·β)), so
// one caller refreshes the key shortly before it expires instead of a herd just after.
import { setup } from 'xstate';

export const VERDICT = { fresh: 0, stale: 1, miss: 2, join: 3, fetch: 4 } as const;
export type Verdict = (typeof VERDICT)[keyof typeof VERDICT];

export interface CacheRecord {
  ttlMs: number;
  ttlJitter: number;
  singleFlight: boolean;
  staleWhileRevalidate: boolean;
  staleForMs: number;
  /** Per key: when its entry stops being fresh; -Infinity while nothing is stored. */
  expiresAtMs: Float64Array;
  /** Per key: fetches to the origin in flight. */
  fetching: Int32Array;
  /** XFetch's β (0 = off; 1 is the paper's choice, above 1 recomputes earlier). */
  earlyExpiryBeta: number;
  /** Per key: when its last fetch started, and how long its last stored fetch took (δ). */
  fetchStartMs: Float64Array;
  recomputeMs: Float64Array;
  /** The last lookup's or fetch.wanted's verdict. */
  verdict: Verdict;
}

export type CacheEvent =
  /** u: uniform in (0, 1], XFetch's draw (1 never expires early). */
  | { type: 'lookup'; key: number; nowMs: number; u: number }
  | { type: 'fetch.wanted'; key: number; nowMs: number }
  | { type: 'fetched'; key: number; ok: boolean; nowMs: number; u: number };

interface Args {
  context: { c: CacheRecord };
  event: CacheEvent;
}

/** How long an entry stored now lives: ttl × (1 + jitter × (2u − 1)), u uniform in [0, 1). */
export function entryTtlMs(c: CacheRecord, u: number): number {
  return c.ttlMs * (1 + c.ttlJitter * (2 * u - 1));
}

/** XFetch: recompute now, before expiry, if now − δ·β·ln(u) ≥ expiry (u in (0, 1]). */
export function expiresEarly(
  nowMs: number,
  expiresAtMs: number,
  deltaMs: number,
  beta: number,
  u: number,
): boolean {
  return beta > 0 && nowMs < expiresAtMs && nowMs - deltaMs * beta * Math.log(u) >= expiresAtMs;
}

const keyOf = (event: CacheEvent) => event.key;
const nowOf = (event: CacheEvent) => ('nowMs' in event ? event.nowMs : 0);

export const cacheMachine = setup({
  types: {
    context: {} as { c: CacheRecord },
    events: {} as CacheEvent,
    input: {} as { c: CacheRecord },
  },
  guards: {
    /** XFetch: the entry is fresh, but this lookup recomputes it early. */
    expiresEarly: ({ context: { c }, event }: Args) => {
      if (event.type !== 'lookup') return false;
      const k = event.key;
      return expiresEarly(
        event.nowMs,
        c.expiresAtMs[k]!,
        c.recomputeMs[k]!,
        c.earlyExpiryBeta,
        event.u,
      );
    },
    /** The key's entry has not expired. */
    fresh: ({ context: { c }, event }: Args) => nowOf(event) < c.expiresAtMs[keyOf(event)]!,
    /** Expired, but within the stale window, with stale-while-revalidate on. */
    staleServable: ({ context: { c }, event }: Args) =>
      c.staleWhileRevalidate && nowOf(event) < c.expiresAtMs[keyOf(event)]! + c.staleForMs,
    /** Single-flight: a fetch of this key is already on its way; wait for it. */
    joinsInFlight: ({ context: { c }, event }: Args) =>
      c.singleFlight && c.fetching[keyOf(event)]! > 0,
    /** The origin answered with a value worth storing (a failure is not cached). */
    answerOk: ({ event }: Args) => event.type === 'fetched' && event.ok,
  },
  actions: {
    serveFresh: ({ context: { c } }: Args) => void (c.verdict = VERDICT.fresh),
    serveStale: ({ context: { c } }: Args) => void (c.verdict = VERDICT.stale),
    miss: ({ context: { c } }: Args) => void (c.verdict = VERDICT.miss),
    join: ({ context: { c } }: Args) => void (c.verdict = VERDICT.join),
    startFetch: ({ context: { c }, event }: Args) => {
      const k = keyOf(event);
      c.fetching[k]!++;
      c.fetchStartMs[k] = nowOf(event);
      c.verdict = VERDICT.fetch;
    },
    endFetch: ({ context: { c }, event }: Args) => void c.fetching[keyOf(event)]!--,
    store: ({ context: { c }, event }: Args) => {
      if (event.type !== 'fetched') return;
      c.expiresAtMs[event.key] = event.nowMs + entryTtlMs(c, event.u);
      c.recomputeMs[event.key] = event.nowMs - c.fetchStartMs[event.key]!;
    },
  },
}).createMachine({
  id: 'cache',
  context: ({ input }) => input,
  on: {
    lookup: [
      { guard: 'expiresEarly', actions: 'miss' },
      { guard: 'fresh', actions: 'serveFresh' },
      { guard: 'staleServable', actions: 'serveStale' },
      { actions: 'miss' },
    ],
    'fetch.wanted': [{ guard: 'joinsInFlight', actions: 'join' }, { actions: 'startFetch' }],
    fetched: [{ guard: 'answerOk', actions: ['endFetch', 'store'] }, { actions: 'endFetch' }],
  },
});
