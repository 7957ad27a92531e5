// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A cache in front of the callee as a layer (seed 004). The call asks for a Zipf-drawn key:
// a fresh entry answers at once; a stale one (stale-while-revalidate) answers at once and a
// refresh goes to the origin in the background, as a call of its own; a miss joins the
// key's fetch in flight (single-flight) or goes on inward as the fetch. The fetch's outcome
// is stored (when a success) and handed to the calls that joined it.
import { isSuccess, type Outcome } from '../../machines/retry';
import { SUCCESS } from '../../machines/retry';
import { VERDICT } from '../../machines/cache';
import { LogicalCall, type CallListener } from '../logicalCall';
import { DEADLINE } from '../outcomes';
import type { CallLayer } from './callLayer';
import { CACHE_ROLE, holdingsOf } from './layerHoldings';

/** A background refresh answers no one. */
const NOBODY: CallListener = { callEnded: () => {} };

function refresh(call: LogicalCall, key: number): void {
  const edge = call.edge;
  edge.counters.originCalls++;
  const background = new LogicalCall(edge, call.route, false, NOBODY);
  const held = holdingsOf(background);
  held.cacheRole = CACHE_ROLE.refresh;
  held.cacheKey = key;
  background.start();
}

/**
 * An answer from the cache (fresh or stale) after its hit latency. A call that gave up
 * meanwhile (deadline, caller gone) is over: exit ignores it.
 */
function answerFromCache(call: LogicalCall, depth: number, hitLatencyMs: number): void {
  if (hitLatencyMs <= 0) return call.exit(depth, SUCCESS);
  const clock = call.edge.clock;
  clock.at(clock.nowMs() + hitLatencyMs, () => call.exit(depth, SUCCESS));
}

export const cacheLayer: CallLayer = {
  kind: 'cache',

  enter(call: LogicalCall, depth: number): void {
    const held = holdingsOf(call);
    held.cacheDepth = depth;
    if (held.cacheRole === CACHE_ROLE.refresh) return call.enter(depth + 1);
    const { counters, clock } = call.edge;
    const front = call.edge.policies.protections.cache!;
    const key = front.drawKey();
    const verdict = front.cache.lookup(key, clock.nowMs(), front.drawEarly());
    if (verdict === VERDICT.fresh) {
      counters.cacheHits++;
      if (call.span) call.note('cache.hit', { fresh: true });
      return answerFromCache(call, depth, front.hitLatencyMs);
    }
    if (verdict === VERDICT.stale) {
      counters.cacheStale++;
      if (call.span) call.note('cache.hit', { fresh: false });
      if (front.cache.wantFetch(key, clock.nowMs()) === VERDICT.fetch) refresh(call, key);
      return answerFromCache(call, depth, front.hitLatencyMs);
    }
    counters.cacheMisses++;
    if (call.span) call.note('cache.miss');
    held.cacheKey = key;
    if (front.cache.wantFetch(key, clock.nowMs()) === VERDICT.join) {
      counters.cacheCoalesced++;
      held.cacheRole = CACHE_ROLE.join;
      return front.wait(key, call);
    }
    counters.originCalls++;
    held.cacheRole = CACHE_ROLE.fetch;
    call.enter(depth + 1);
  },

  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    const held = call.extra!;
    const role = held.cacheRole;
    if (role === CACHE_ROLE.fetch || role === CACHE_ROLE.refresh) {
      held.cacheRole = CACHE_ROLE.none;
      const front = call.edge.policies.protections.cache;
      front?.fetched(held.cacheKey, isSuccess(outcome), call.edge.clock.nowMs(), outcome);
    }
    call.exit(depth, outcome);
  },

  // A fetch given up before the origin answered (deadline, caller gone) is over for the
  // cache too: nothing is stored, and the calls that joined it fail as it did.
  release(call: LogicalCall): void {
    const held = call.extra;
    if (!held) return;
    const role = held.cacheRole;
    held.cacheRole = CACHE_ROLE.none;
    if (role !== CACHE_ROLE.fetch && role !== CACHE_ROLE.refresh) return;
    call.edge.policies.protections.cache?.fetched(
      held.cacheKey,
      false,
      call.edge.clock.nowMs(),
      DEADLINE,
    );
  },
};
